// Demo-mode URL parameters (decision: demo mode only, never in a server build). They shape the mock
// library before the first request, so a test or a reviewer can open any state with one URL:
//   ?mock-user=viewer                       the signed-in mock user (a role of @vitrine/mocks)
//   ?mock-flags=ShowLogicalViews:false,…    server flags of spec 000 §7 (name:true|false)
//   ?mock-settings=hideTreeOnLoad:true,…    yes/no global settings of spec 000 §3 (name:true|false)
// Pure: parsing only; src/demo/start.ts applies the result.

/** What the demo URL asks of the mocks. */
export interface DemoParameters {
  /** A mock user role, or null for the mocks' default. */
  user: string | null;
  /** Flag values by the spec's flag name. */
  flags: Record<string, boolean>;
  /** Global settings (the yes/no ones) by their name. */
  settings: Record<string, boolean>;
  /** Parts that could not be read, to be reported in the console. */
  problems: string[];
}

/** The query parameter naming the mock user. */
export const MOCK_USER_PARAM = 'mock-user';
/** The query parameter setting server flags. */
export const MOCK_FLAGS_PARAM = 'mock-flags';
/** The query parameter setting yes/no global settings. */
export const MOCK_SETTINGS_PARAM = 'mock-settings';

/** Reads `Name:true,Other:false`; names matched ignoring case and returned as `names` spells them. */
function parseSwitches(
  text: string | null,
  names: readonly string[],
  what: string,
  problems: string[],
): Record<string, boolean> {
  const values: Record<string, boolean> = {};
  for (const part of (text ?? '').split(',')) {
    if (part.trim() === '') continue;
    const [rawName = '', rawValue = '', ...extra] = part.split(':').map((piece) => piece.trim());
    const name = names.find((known) => known.toLowerCase() === rawName.toLowerCase());
    const value = rawValue.toLowerCase();
    if (name === undefined || extra.length > 0 || (value !== 'true' && value !== 'false')) {
      problems.push(`cannot read ${what} '${part.trim()}' (write Name:true or Name:false)`);
      continue;
    }
    values[name] = value === 'true';
  }
  return values;
}

/**
 * Reads the demo parameters of a query string. `roles`, `flagNames` and `settingNames` are the
 * values the mocks know; anything else is listed in `problems` and ignored. Names are matched
 * ignoring case and returned as the mocks spell them.
 */
export function parseDemoParameters(
  search: string,
  known: { roles: readonly string[]; flagNames: readonly string[]; settingNames?: readonly string[] },
): DemoParameters {
  const query = new URLSearchParams(search);
  const problems: string[] = [];
  let user: string | null = null;
  const requestedUser = query.get(MOCK_USER_PARAM);
  if (requestedUser !== null) {
    if (known.roles.includes(requestedUser)) user = requestedUser;
    else problems.push(`unknown mock user '${requestedUser}' (known: ${known.roles.join(', ')})`);
  }
  const flags = parseSwitches(query.get(MOCK_FLAGS_PARAM), known.flagNames, 'mock flag', problems);
  const settings = parseSwitches(
    query.get(MOCK_SETTINGS_PARAM),
    known.settingNames ?? [],
    'mock setting',
    problems,
  );
  return { user, flags, settings, problems };
}
