// The module-level mock state the default handlers read: the current library, the current user and
// the scenarios switched on. Tests and stories change it through the public functions of index.ts.
import { createMockDb, type MockDb, type MockDbOptions } from './db/db';
import { OPERATIONS, type OperationId } from './generated/operations';
import type { ServerFeatureName } from './handlers/features';
import { isScenarioName, type ScenarioName, scenariosFor } from './scenarios';
import {
  DEFAULT_SHARED_LINK_FLAGS,
  type MockUser,
  type MockUserRole,
  mockUser,
  type SharedLinkFlags,
} from './users';

/** The delay of the 'slow' scenario: long enough to see a spinner in the browser, short in node. */
export const DEFAULT_SLOW_MS = typeof window === 'undefined' ? 50 : 3000;

interface MockState {
  db: MockDb;
  dbOptions: MockDbOptions;
  user: MockUser;
  scenarios: Map<OperationId, ScenarioName>;
  slowMs: number;
}

const state: MockState = {
  db: createMockDb(),
  dbOptions: {},
  user: mockUser('superAdmin'),
  scenarios: new Map(),
  slowMs: DEFAULT_SLOW_MS,
};

export function currentDb(): MockDb {
  return state.db;
}

export function currentUser(): MockUser {
  return state.user;
}

export function currentScenario(operationId: OperationId): ScenarioName | undefined {
  return state.scenarios.get(operationId);
}

export function slowMs(): number {
  return state.slowMs;
}

/** Replaces the default library with a fresh seed (same options as the last reset unless given). */
export function resetMockDb(options?: MockDbOptions): MockDb {
  if (options) state.dbOptions = options;
  state.db = createMockDb(state.dbOptions);
  return state.db;
}

/** Switches the current user; a shared-link visitor gets the given link flags (spec 001 §6). */
export function setMockUser(role: MockUserRole, link: Partial<SharedLinkFlags> = {}): void {
  state.user = mockUser(role, { ...DEFAULT_SHARED_LINK_FLAGS, ...link });
}

export function isOperationId(value: string): value is OperationId {
  return Object.hasOwn(OPERATIONS, value);
}

/**
 * Switches one operation to a scenario (null switches it back to the normal answer). An 'error-NNN'
 * the operation does not declare in openapi.yml is refused, so stories only show real errors.
 */
export function setScenario(operationId: OperationId, scenario: ScenarioName | null): void {
  if (!isOperationId(operationId)) throw new Error(`@vitrine/mocks: unknown operationId "${operationId}"`);
  if (scenario === null) {
    state.scenarios.delete(operationId);
    return;
  }
  if (!isScenarioName(scenario)) throw new Error(`@vitrine/mocks: unknown scenario "${scenario}"`);
  const allowed = scenariosFor(OPERATIONS[operationId].errorStatuses);
  if (!allowed.includes(scenario)) {
    throw new Error(
      `@vitrine/mocks: ${operationId} does not declare ${scenario} in openapi.yml (it supports ${allowed.join(', ')})`,
    );
  }
  state.scenarios.set(operationId, scenario);
}

export function clearScenarios(): void {
  state.scenarios.clear();
}

/** Sets the delay of the 'slow' scenario in milliseconds. */
export function setSlowDelay(ms: number): void {
  state.slowMs = Math.max(0, ms);
}

/** The parameters of one story or test: a fresh library, a user and scenarios, in one call. */
export interface MockParameters {
  /** Default 'superAdmin'. */
  user?: MockUserRole;
  /** Link flags for the 'sharedVisitor' user. */
  link?: Partial<SharedLinkFlags>;
  /** Scenarios by operationId. */
  scenarios?: Partial<Record<OperationId, ScenarioName>>;
  /** PRNG seed of the library (default 20260615). */
  seed?: number;
  /** The delay of 'slow' in milliseconds. */
  slowMs?: number;
  /** Features the mock server pretends to lack (their calls answer 501, the configuration says so). */
  unavailableFeatures?: readonly ServerFeatureName[];
}

export function applyMockParameters(parameters: MockParameters = {}): MockDb {
  const db = resetMockDb(parameters.seed === undefined ? {} : { seed: parameters.seed });
  setMockUser(parameters.user ?? 'superAdmin', parameters.link);
  clearScenarios();
  for (const [operationId, scenario] of Object.entries(parameters.scenarios ?? {})) {
    if (scenario) setScenario(operationId as OperationId, scenario);
  }
  state.slowMs = parameters.slowMs ?? DEFAULT_SLOW_MS;
  db.unavailableFeatures = [...(parameters.unavailableFeatures ?? [])];
  return db;
}
