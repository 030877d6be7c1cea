// What the contract suite needs from an implementation of openapi.yml. The same scenarios run against
// every target (today the MSW mocks; the reference server of @vitrine/server plugs in the same way,
// see targets/index.ts), so a target exposes only what a client on the wire could see: a base URL, a
// fetch, and the API's own session calls. Anything the scenarios cannot create through the API is a
// named fixture (a folder path), never a peek into the target's storage.
import { createVitrineClient, type FetchLike, unwrap } from '@vitrine/api-client';
import type { UserRole } from '@vitrine/core';

/**
 * The users the scenarios act as. The spec shows no role names (spec 000 §6); these are @vitrine/core's
 * USER_ROLES (the shared-link visitor comes through a link, not a sign-in), defined by what each may
 * do (README.md "Roles"): a target maps each to one of its own users.
 */
export type ContractRole = Exclude<UserRole, 'sharedVisitor'>;

/** Data every target's library holds, which the scenarios cannot make through the API. */
export interface ContractFixtures {
  /**
   * `fullPath` of a folder where the editor may add, rename, move and delete folders, upload files
   * and edit their data. The scenarios create their own folders inside it.
   */
  workspaceFolderPath: string;
  /**
   * `fullPath` of a folder the super admin may rename and whose rename touches more than 10 thousand
   * items (spec 000 §5), so a rename without hugeOperationAllowed answers 413.
   */
  hugeFolderPath: string;
}

/** One implementation of openapi.yml under test. */
export interface ContractTarget {
  /** Shown in the test names, e.g. "mocks". */
  readonly name: string;
  /** Origin (and path prefix) of the API, as given to createVitrineClient. */
  readonly baseUrl: string;
  /**
   * The fetch every request goes through, session included: a target that needs a cookie jar keeps
   * it in here, so the scenarios never handle cookies.
   */
  readonly fetch: FetchLike;
  readonly fixtures: ContractFixtures;
  /**
   * Scenario areas (the titles given to describeContract, e.g. 'upload') this target does not
   * implement yet. The suite runs those areas on the other targets only, and says so; a target never
   * fakes an area to pass it (README.md "Pending areas").
   */
  readonly pendingAreas?: readonly string[];
  /**
   * The set-password tokens of the invitation mails sent to `to` (share with people, issue 20), oldest
   * first: what the mail's link carries. The server target reads them from its SMTP server's
   * messages; the mocks from the invitations they keep.
   */
  invitationTokens(to: string): Promise<string[]>;
  /** Once per scenario file, before the first scenario: start the target. */
  setup(): Promise<void>;
  /** Before each scenario: back to the target's initial library, nobody signed in. */
  reset(): Promise<void>;
  /** Makes the following requests those of `role`, through the API's own session calls. */
  signInAs(role: ContractRole): Promise<void>;
  /** Once per scenario file, after the last scenario: stop the target. */
  teardown(): Promise<void>;
}

/** A target's user for a signed-in role (the guest has none: a guest is a visitor without a session). */
export interface ContractCredentials {
  userName: string;
  password: string;
}

/**
 * Signs in through `POST /api/session/signin` (or out through `POST /api/session/signout` for the
 * guest), then checks with `GET /api/session/currentuser` that the access states (spec 000 §3) are
 * those of `role`. Every target can use it: it needs only the target's base URL and fetch.
 */
export async function signInThroughApi(
  api: { baseUrl: string; fetch: FetchLike },
  role: ContractRole,
  credentials: ContractCredentials | undefined,
): Promise<void> {
  const client = createVitrineClient({ baseUrl: api.baseUrl, fetch: api.fetch });
  if (role === 'guest') {
    const { response } = await client.POST('/api/session/signout');
    // 401: there was no session to end, which is what a guest has anyway.
    if (response.status !== 204 && response.status !== 401) {
      throw new Error(`signing out answered ${response.status}`);
    }
  } else {
    if (!credentials) throw new Error(`no credentials for the role ${role}`);
    await unwrap(client.POST('/api/session/signin', { body: credentials }));
  }
  const user = await unwrap(client.GET('/api/session/currentuser'));
  const expected = { isGuestAccess: role === 'guest', isSuperAdmin: role === 'superAdmin', isShared: false };
  const actual = {
    isGuestAccess: user.isGuestAccess,
    isSuperAdmin: user.isSuperAdmin,
    isShared: user.isShared,
  };
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`signed in as ${role}, but the current user is ${JSON.stringify(user)}`);
  }
}
