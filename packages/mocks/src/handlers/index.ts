// All handlers: the scenario layer first, then one module per openapi.yml tag.
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db/db';
import { currentDb, currentScenario, currentUser, setMockUser, slowMs } from '../state';
import { adminHandlers } from './admin';
import { annotationHandlers } from './annotation';
import { commentHandlers } from './comments';
import { configHandlers } from './config';
import { contactHandlers } from './contact';
import type { MockContext } from './context';
import { featureOfOperation } from './features';
import { fileHandlers } from './files';
import { folderHandlers, markFolderDeleteInProgress } from './folders';
import { imageHandlers } from './images';
import { keywordHandlers } from './keywords';
import { logicalHandlers } from './logical';
import { notificationHandlers } from './notifications';
import { operationsHandlers } from './operations';
import { peopleHandlers } from './people';
import { permissionHandlers } from './permissions';
import { pinHandlers } from './pins';
import { recognitionHandlers } from './recognition';
import { reportHandlers } from './reports';
import { scenarioLayer } from './scenario-layer';
import { searchHandlers } from './search';
import { sessionHandlers } from './session';
import { setHandlers } from './sets';
import { settingsHandlers } from './settings';
import { sharingHandlers } from './sharing';
import { uploadHandlers } from './upload';
import { versionHandlers } from './versions';
import { workflowHandlers } from './workflows';

/** The handler modules, one per tag (src/handlers/<tag>.ts). */
const TAG_MODULES: ((ctx: MockContext) => HttpHandler[])[] = [
  sessionHandlers,
  configHandlers,
  settingsHandlers,
  permissionHandlers,
  folderHandlers,
  setHandlers,
  logicalHandlers,
  pinHandlers,
  searchHandlers,
  imageHandlers,
  fileHandlers,
  uploadHandlers,
  recognitionHandlers,
  versionHandlers,
  commentHandlers,
  workflowHandlers,
  keywordHandlers,
  sharingHandlers,
  peopleHandlers,
  reportHandlers,
  notificationHandlers,
  contactHandlers,
  annotationHandlers,
  adminHandlers,
  operationsHandlers,
];

/**
 * Builds the handlers. Without `db` they read the module-level library (replaced by resetMockDb and
 * applyMockParameters); with one, they keep that library. The user and the scenarios are always the
 * module-level ones (setMockUser, setScenario).
 */
export function createHandlers(db?: MockDb): HttpHandler[] {
  const ctx: MockContext = {
    db: () => db ?? currentDb(),
    user: currentUser,
    setUser: (role, link) => setMockUser(role, link),
  };
  return [
    ...scenarioLayer({
      scenarioFor: currentScenario,
      slowMs,
      library: ctx.db,
      whileSlow: (operationId, request) =>
        operationId === 'deleteFolder' ? markFolderDeleteInProgress(ctx, request) : undefined,
      lacks: (operationId) => {
        const feature = featureOfOperation(operationId);
        return feature !== null && ctx.db().unavailableFeatures.includes(feature);
      },
    }),
    ...TAG_MODULES.flatMap((module) => module(ctx)),
  ];
}
