// @vitrine/api-client: the public API only.
export {
  createVitrineClient,
  defaultClientOptions,
  type FetchLike,
  networkErrorMiddleware,
  type ResultData,
  resolveClientOptions,
  unwrap,
  type VitrineClient,
  type VitrineClientConfig,
  type VitrineClientOptions,
} from './client';
export {
  createPublicUploadPage,
  type DuplicateCheckFile,
  findUploadDuplicates,
  listPublicUploadPages,
  MAX_DUPLICATE_CHECK_FILES,
  type NewPublicUploadPage,
  type PublicUploadPage,
  publicUploadPageLink,
  revokePublicUploadPage,
  type UploadDuplicate,
} from './domain/publicUploadPages';
export {
  createShareLink,
  listMyShares,
  openSharedView,
  preparePublicExport,
  publicExportUrl,
  revokeShareLink,
  type SharingState,
  sharedPageLink,
  updateShareLink,
} from './domain/shares';
export {
  type ChunkPlan,
  chunkFields,
  DEFAULT_UPLOAD_FLAGS,
  readChunkAnswer,
  resolveUploadFlags,
  UPLOAD_WIRE,
  type UploadChunkAnswer,
  type UploadFileResult,
  type UploadFlagName,
  type UploadFlags,
  type UploadOutcome,
  type UploadTarget,
  uploadFailure,
  uploadPath,
} from './domain/upload';
export { toWireWebSettings, type WireWebSettings } from './domain/webSettings';
export {
  ApiError,
  type ApiErrorInit,
  isAbortError,
  isApiError,
  isNetworkError,
  NetworkError,
  type ResponseStatusBody,
  toApiError,
} from './errors';
export type { components, operations, paths } from './generated/schema';
export {
  type ChunkRequest,
  type ChunkResponse,
  type ChunkTransport,
  fetchTransport,
  type XhrLike,
  xhrTransport,
} from './transport';
export {
  createUploadId,
  DEFAULT_UPLOAD_RETRY,
  getUploadReceived,
  parseRetryAfter,
  RETRYABLE_CHUNK_STATUSES,
  retryDelay,
  type UploadableFile,
  type UploadFileOptions,
  type UploadProgress,
  type UploadReceived,
  type UploadRetryEvent,
  type UploadRetryPolicy,
  uploadFile,
} from './upload';

import type { components } from './generated/schema';

type Schemas = components['schemas'];
/** The error body of every failed call: `{ responseStatus: { errorCode, message } }`. */
export type ErrorResponse = Schemas['ErrorResponse'];
/** A folder of the folder tree (spec 000 §3). */
export type Folder = Schemas['Folder'];
/** A node of the folder tree: a folder or a "load more" row. */
export type FolderTreeNode = Schemas['FolderTreeNode'];
/** A set (spec 000 §3). */
export type VitrineSet = Schemas['Set'];
/** A set group, also called a collection (spec 000 §3). */
export type SetGroup = Schemas['SetGroup'];
/** A node of the set tree: a set or a set group. */
export type SetTreeNode = Schemas['SetTreeNode'];
/** A node of a logical view. */
export type LogicalNode = Schemas['LogicalNode'];
/** The pinned (quick access) items. */
export type PinnedItems = Schemas['PinnedItems'];
/** Search criteria of the gallery (spec 000 §3). */
export type SearchCriteria = Schemas['SearchCriteria'];
/** One page of search results. */
export type SearchResult = Schemas['SearchResult'];
/** An image as listed in the gallery. */
export type ImageSummary = Schemas['ImageSummary'];
/** An image with everything the viewer shows. */
export type ImageDetail = Schemas['ImageDetail'];
/** A version of an image (spec 001 §3). */
export type ImageVersion = Schemas['ImageVersion'];
/** A comment on an image (`Comment` in openapi.yml; renamed so it does not shadow the DOM's Comment). */
export type ImageComment = Schemas['Comment'];
/** A keyword. */
export type Keyword = Schemas['Keyword'];
/** A share link's view (spec 000 §3). */
export type SharedView = Schemas['SharedView'];
/** A user. */
export type User = Schemas['User'];
/** The signed-in user and their access. */
export type CurrentUser = Schemas['CurrentUser'];
/** Web settings of spec 000 §3. */
export type WebSettings = Schemas['WebSettings'];
/** Global settings. */
export type GlobalSettings = Schemas['GlobalSettings'];
/** Upload settings (spec 001 §3). */
export type UploadSettings = Schemas['UploadSettings'];
