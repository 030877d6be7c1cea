// Demo-mode URL parameters (decision: demo mode only, never in a server build). They shape the mock
// library before the first request, so a test or a reviewer can open any state with one URL:
//   ?mock-user=viewer                       the signed-in mock user (a role of @vitrine/mocks)
//   ?mock-flags=ShowLogicalViews:false,…    server flags of spec 000 §7 (name:true|false)
// Pure: parsing only; src/demo/start.ts applies the result.

/** What the demo URL asks of the mocks. */
export interface DemoParameters {
  /** A mock user role, or null for the mocks' default. */
  user: string | null;
  /** Flag values by the spec's flag name. */
  flags: Record<string, boolean>;
  /** Parts that could not be read, to be reported in the console. */
  problems: string[];
}

/** The query parameter naming the mock user. */
export const MOCK_USER_PARAM = 'mock-user';
/** The query parameter setting server flags. */
export const MOCK_FLAGS_PARAM = 'mock-flags';

/**
 * Reads the demo parameters of a query string. `roles` and `flagNames` are the values the mocks
 * know; anything else is listed in `problems` and ignored. Flag names are matched ignoring case and
 * returned as `flagNames` spells them.
 */
export function parseDemoParameters(
  search: string,
  known: { roles: readonly string[]; flagNames: readonly string[] },
): DemoParameters {
  const query = new URLSearchParams(search);
  const problems: string[] = [];
  let user: string | null = null;
  const requestedUser = query.get(MOCK_USER_PARAM);
  if (requestedUser !== null) {
    if (known.roles.includes(requestedUser)) user = requestedUser;
    else problems.push(`unknown mock user '${requestedUser}' (known: ${known.roles.join(', ')})`);
  }
  const flags: Record<string, boolean> = {};
  for (const part of (query.get(MOCK_FLAGS_PARAM) ?? '').split(',')) {
    if (part.trim() === '') continue;
    const [rawName = '', rawValue = '', ...extra] = part.split(':').map((text) => text.trim());
    const name = known.flagNames.find((flag) => flag.toLowerCase() === rawName.toLowerCase());
    const value = rawValue.toLowerCase();
    if (name === undefined || extra.length > 0 || (value !== 'true' && value !== 'false')) {
      problems.push(`cannot read mock flag '${part.trim()}' (write Name:true or Name:false)`);
      continue;
    }
    flags[name] = value === 'true';
  }
  return { user, flags, problems };
}
