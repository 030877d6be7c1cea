// Every implemented operation, by operationId, one module per openapi.yml tag. An operation missing
// here answers 501 (http/routes.ts); IMPLEMENTED_TAGS lists what the contract suite may run.
import type { ResolvedServerOptions } from '../config';
import type { HandlerTable } from '../http/context';
import { OPERATIONS_OPERATION_IDS } from '../http/operations';
import { adminHandlers } from './admin';
import { annotationHandlers } from './annotation';
import { unavailableFeatures } from './capabilities';
import { commentHandlers } from './comments';
import { configHandlers } from './config';
import { contactHandlers } from './contact';
import { exportHandlers } from './export';
import { fileHandlers } from './files';
import { folderPeopleHandlers } from './folder-people';
import { folderHandlers } from './folders';
import { imageHandlers } from './images';
import { logicalHandlers } from './logical';
import { lookupHandlers } from './lookups';
import { notificationHandlers } from './notifications';
import { permissionHandlers } from './permissions';
import { pinHandlers } from './pins';
import { recognitionHandlers } from './recognition';
import { reportHandlers } from './reports';
import { searchHandlers } from './search';
import { sessionHandlers } from './session';
import { setHandlers } from './sets';
import { settingsHandlers } from './settings';
import { shareHandlers } from './shares';
import { thumbnailHandlers } from './thumbnails';
import { uploadHandlers } from './upload';
import { userHandlers } from './users';
import { versionHandlers } from './versions';

const featureHandlers: HandlerTable = {
  ...sessionHandlers,
  ...settingsHandlers,
  ...permissionHandlers,
  ...folderHandlers,
  ...setHandlers,
  ...pinHandlers,
  ...userHandlers,
  ...folderPeopleHandlers,
  ...notificationHandlers,
  ...lookupHandlers,
  ...searchHandlers,
  ...logicalHandlers,
  ...uploadHandlers,
  ...imageHandlers,
  ...fileHandlers,
  ...exportHandlers,
  ...reportHandlers,
  ...adminHandlers,
  ...contactHandlers,
  ...commentHandlers,
  ...versionHandlers,
  ...thumbnailHandlers,
  ...annotationHandlers,
  ...shareHandlers,
  ...recognitionHandlers,
};

/**
 * Operations implemented here that need configuration to work: without it they have no handler on
 * that server, so they answer 501 and their feature is announced unavailable (capabilities.ts), as if
 * they were not written yet. Contact the owner needs an SMTP server (config.ts `smtpUrl`);
 * object recognition a recognizer (config.ts `recognizer`, not 'off').
 */
type ConfiguredBy = Pick<ResolvedServerOptions, 'mail'> & Partial<Pick<ResolvedServerOptions, 'recognizer'>>;

const NEEDS_CONFIGURATION: Partial<Record<string, (options: ConfiguredBy) => boolean>> = {
  contactOwner: (options) => options.mail !== null,
  // Object recognition needs a recognizer (config.ts `recognizer`, default the built-in model).
  getRecognitionStatus: (options) => options.recognizer !== 'off',
  recognize: (options) => options.recognizer !== 'off',
  getRecognitionConsent: (options) => options.recognizer !== 'off',
  setRecognitionConsent: (options) => options.recognizer !== 'off',
};

/** The operations a server with `options` answers for real (the others answer 501). */
export function availableOperations(options: ConfiguredBy): string[] {
  return [
    ...Object.keys(featureHandlers).filter((id) => NEEDS_CONFIGURATION[id]?.(options) ?? true),
    ...Object.keys(configHandlers([])),
    ...OPERATIONS_OPERATION_IDS,
  ];
}

/** The handler table of a server with `options`: what it is configured for, and its configuration calls. */
export function handlersFor(options: ConfiguredBy): HandlerTable {
  const available = Object.fromEntries(
    Object.entries(featureHandlers).filter(([id]) => NEEDS_CONFIGURATION[id]?.(options) ?? true),
  ) as HandlerTable;
  return {
    ...available,
    // The configuration announces the features the others leave out (capabilities.ts).
    ...configHandlers(unavailableFeatures(Object.keys(available))),
  };
}

/**
 * The operationIds this server implements (the others answer 501 whatever the configuration): the
 * handlers, and the probes and metrics that http/operations.ts routes itself (they take no session).
 */
export const IMPLEMENTED_OPERATIONS: readonly string[] = [
  ...Object.keys(featureHandlers),
  ...Object.keys(configHandlers([])),
  ...OPERATIONS_OPERATION_IDS,
];
