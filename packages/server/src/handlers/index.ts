// Every implemented operation, by operationId, one module per openapi.yml tag. An operation missing
// here answers 501 (http/routes.ts); IMPLEMENTED_TAGS lists what the contract suite may run.
import type { HandlerTable } from '../http/context';
import { OPERATIONS_OPERATION_IDS } from '../http/operations';
import { adminHandlers } from './admin';
import { unavailableFeatures } from './capabilities';
import { configHandlers } from './config';
import { exportHandlers } from './export';
import { fileHandlers } from './files';
import { folderHandlers } from './folders';
import { imageHandlers } from './images';
import { logicalHandlers } from './logical';
import { lookupHandlers } from './lookups';
import { notificationHandlers } from './notifications';
import { permissionHandlers } from './permissions';
import { pinHandlers } from './pins';
import { searchHandlers } from './search';
import { sessionHandlers } from './session';
import { setHandlers } from './sets';
import { settingsHandlers } from './settings';
import { uploadHandlers } from './upload';
import { userHandlers } from './users';

const featureHandlers: HandlerTable = {
  ...sessionHandlers,
  ...settingsHandlers,
  ...permissionHandlers,
  ...folderHandlers,
  ...setHandlers,
  ...pinHandlers,
  ...userHandlers,
  ...notificationHandlers,
  ...lookupHandlers,
  ...searchHandlers,
  ...logicalHandlers,
  ...uploadHandlers,
  ...imageHandlers,
  ...fileHandlers,
  ...exportHandlers,
  ...adminHandlers,
};

export const allHandlers: HandlerTable = {
  ...featureHandlers,
  // The configuration announces the features the others leave out (capabilities.ts).
  ...configHandlers(unavailableFeatures(Object.keys(featureHandlers))),
};

/**
 * The operationIds this server implements (the others answer 501): the handlers, and the probes and
 * metrics that http/operations.ts routes itself (they take no session).
 */
export const IMPLEMENTED_OPERATIONS: readonly string[] = [
  ...Object.keys(allHandlers),
  ...OPERATIONS_OPERATION_IDS,
];
