// The MSW mocks of @vitrine/mocks as a contract target. MSW patches `globalThis.fetch`, so the
// target's fetch looks the global up on every call (docs/development.md: openapi-fetch keeps the function it
// is given). The mocks keep the signed-in user in their own state rather than in a cookie, so no
// cookie jar is needed here; sign-in still goes through the API's session calls.
import { applyMockParameters, currentDb, invitationsInMocks } from '@vitrine/mocks';
import { setupMockServer } from '@vitrine/mocks/node';
import type { SetupServer } from 'msw/node';
import {
  type ContractCredentials,
  type ContractRole,
  type ContractTarget,
  signInThroughApi,
} from '../target';

/** The mocks' users (packages/mocks/README.md "Users and permissions"); any non-empty password. */
const CREDENTIALS: Record<Exclude<ContractRole, 'guest'>, ContractCredentials> = {
  superAdmin: { userName: 'admin', password: 'contract' },
  editor: { userName: 'elena.novak', password: 'contract' },
  viewer: { userName: 'kenji.ito', password: 'contract' },
};

export function mocksTarget(): ContractTarget {
  let server: SetupServer | undefined;
  const target: ContractTarget = {
    name: 'mocks',
    // The handlers match any origin; Node's fetch needs an absolute URL.
    baseUrl: 'http://localhost',
    fetch: (request) => globalThis.fetch(request),
    fixtures: {
      // The editor may do everything in Marketing; the Archive counts as 12 500 items.
      workspaceFolderPath: '/Marketing',
      hugeFolderPath: '/Archive',
    },
    async invitationTokens(to) {
      return invitationsInMocks(currentDb())
        .filter((invitation) => invitation.to === to)
        .map((invitation) => invitation.token);
    },
    async setup() {
      server = setupMockServer();
    },
    async reset() {
      // A fresh seed, no scenarios; the mocks' stand-in for "no session" is the guest.
      applyMockParameters({ user: 'guest' });
    },
    signInAs: (role) => signInThroughApi(target, role, role === 'guest' ? undefined : CREDENTIALS[role]),
    async teardown() {
      server?.close();
      server = undefined;
    },
  };
  return target;
}
