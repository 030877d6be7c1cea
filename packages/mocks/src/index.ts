// @vitrine/mocks: the public API only. MSW handlers for every operation of openapi.yml over a
// stateful in-memory library, with switchable users and error scenarios.
import type { HttpHandler } from 'msw';
import { createHandlers } from './handlers';

export { createMockDb, DEFAULT_NOW, DEFAULT_SEED, MockDb, type MockDbOptions } from './db/db';
export {
  createLargeFolderLibrary,
  DEFAULT_LARGE_FOLDER_LIBRARY,
  LargeFolderDb,
  type LargeFolderLibraryOptions,
} from './db/large';
export { type ErrorBody, errorBody } from './errors';
export { OPERATIONS, type OperationId, type OperationInfo } from './generated/operations';
export { createHandlers } from './handlers';
export {
  SERVER_FEATURE_OPERATIONS,
  type ServerFeatureName,
  withoutUnavailableFlags,
} from './handlers/features';
export { invitationsInMocks, type MockInvitation } from './handlers/people';
export { operationForRequest } from './handlers/scenario-layer';
export { SCENARIO_NAMES, type ScenarioName, scenariosFor } from './scenarios';
export {
  applyMockParameters,
  clearScenarios,
  currentDb,
  type MockParameters,
  resetMockDb,
  setMockUser,
  setScenario,
  setSlowDelay,
} from './state';
export { renderImagePng } from './thumbnails/render';
export { MOCK_USER_ROLES, type MockUserRole, PERMISSION_NAMES, type SharedLinkFlags } from './users';

/** The default handlers: every operation, over the module-level library and user. */
export const handlers: HttpHandler[] = createHandlers();
