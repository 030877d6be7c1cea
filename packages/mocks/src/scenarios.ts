// Error scenarios: any operation can be switched, by operationId, to one of the errors the spec names
// for it, to a network error or to a slow answer. The list of operations and the statuses each one
// declares come from openapi.yml (src/generated/operations.ts, `pnpm run generate`).
import { delay, HttpResponse } from 'msw';
import { errorBody } from './errors';

export const ERROR_STATUSES = [
  400, 401, 403, 404, 409, 413, 429, 440, 441, 442, 443, 444, 445, 446, 500, 503,
] as const;

/** The Retry-After (seconds) of an 'error-429' scenario: a held-back sign-in (openapi.yml TooManyAttempts). */
export const SCENARIO_RETRY_AFTER_S = 30;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

export type ErrorScenarioName = `error-${ErrorStatus}`;
export type ScenarioName = ErrorScenarioName | 'network-error' | 'slow';

export const SCENARIO_NAMES: readonly ScenarioName[] = [
  ...ERROR_STATUSES.map((s) => `error-${s}` as const),
  'network-error',
  'slow',
];

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

/** The status an 'error-NNN' scenario answers with, or null for network-error and slow. */
export function scenarioStatus(name: ScenarioName): ErrorStatus | null {
  const match = /^error-(\d+)$/.exec(name);
  return match ? (Number(match[1]) as ErrorStatus) : null;
}

/** The scenario names an operation supports: one per declared error status, plus network-error and slow. */
export function scenariosFor(errorStatuses: readonly number[]): ScenarioName[] {
  const errors = ERROR_STATUSES.filter((s) => errorStatuses.includes(s)).map((s) => `error-${s}` as const);
  return [...errors, 'network-error', 'slow'];
}

/**
 * The answer of a scenario: an error response in the spec's shape, a network error, or `undefined`
 * after the delay ('slow': the real handler answers next).
 */
export async function runScenario(
  name: ScenarioName,
  context: { operationId: string; slowMs: number },
): Promise<Response | undefined> {
  if (name === 'network-error') return HttpResponse.error();
  if (name === 'slow') {
    await delay(context.slowMs);
    return undefined;
  }
  const status = scenarioStatus(name);
  if (status === null) return undefined;
  return HttpResponse.json(errorBody(status, { operationId: context.operationId }), {
    status,
    ...(status === 429 ? { headers: { 'Retry-After': String(SCENARIO_RETRY_AFTER_S) } } : {}),
  });
}
