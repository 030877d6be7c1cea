// The records of the in-memory library. Field names follow spec 000 §3 and spec 001 §3; derived
// values (fullPath, subfoldersCount, isExpired, currentPermissions...) are computed on read.

export interface FolderRecord {
  id: number;
  name: string;
  /** null for a top-level folder. */
  parentId: number | null;
  autoResync: boolean;
  /** File types refused on upload, with a leading dot (spec 000 §5). */
  forbiddenFileTypes: string[];
  /** Editors may only read and download here (the mocks' way to make permissions vary by folder). */
  readOnlyForEditors: boolean;
  processing: boolean;
}

export interface SetRecord {
  id: number;
  name: string;
  type: 's';
  /** Parent set (subsets), null at the top. */
  parentId: number | null;
  /** Set group (collection) holding it, null when standalone. */
  groupId: number | null;
  canBeStandalone: boolean;
  imageIds: number[];
}

export interface SetGroupRecord {
  id: number;
  name: string;
  type: 'g';
}

export interface CustomMetadataDefinition {
  id: number;
  /** Double underscores are shown as spaces (spec 000 §3). */
  label: string;
  displayOrder: number;
  /** The definition used as the recognition label (excluded from logical views, spec 000 §2). */
  isRecognitionLabel: boolean;
  /** Dictionary fields only accept values from `options` (spec 001 §5). */
  isDictionary: boolean;
  options: string[];
}

export interface WorkflowStatus {
  id: number;
  name: string;
  color: string;
}

export interface UserRecord {
  id: number;
  logicalId: string;
  email: string;
  folderId: number | null;
}

export interface ImageLocation {
  country: string;
  stateProvince: string;
  city: string;
}

export type VideoStatus = string;

export interface ImageRecord {
  id: number;
  fileName: string;
  extension: string;
  mimeType: string;
  fileSize: number;
  folderId: number;
  ownerId: number;
  keywords: string[];
  /** ISO date-time or null. */
  expirationDate: string | null;
  previewExternalUrl: string | null;
  licenseDocumentUrl: string | null;
  licenseExpiryNote: string | null;
  isOnBrand: boolean;
  /** spec 001 §3: unprocessed, priority, a percentage, a string containing error, skipped, '' (done). */
  videoStatus: VideoStatus | null;
  videoTries: number;
  imageLocation: ImageLocation | null;
  imageAttributes: { title: string; author: string; subject: string; description: string };
  imageIPTC: {
    urgency: number | null;
    DateCreated: string | null;
    headline: string;
    credit: string;
    copyright: string;
  };
  imageGPS: { latitude: number; longitude: number; zoomLevel: number; id: number } | null;
  imageInfo: { width: number; height: number } | null;
  /** Audio / video length in seconds (ImageSummary.durationSeconds); absent: a stand-in from the id. */
  durationSeconds?: number | null;
  /** PDF pages (ImageSummary.pageCount); absent: a stand-in from the id. */
  pageCount?: number | null;
  imageLog: {
    addedToDBGallery: string;
    viewCount: number;
    lastViewed: string | null;
    lastDataUpdate: string;
    lastFileModification: string;
    lastVisualUpdate: string;
  };
  /** Custom metadata values by definition id. */
  imageCustomMetadatas: Record<number, string>;
  /** Workflow status ids. */
  imageWorkflowStatuses: number[];
  hasJobs: boolean;
  awaitingRecognition: boolean;
  failedRecognition: boolean;
  recognizedLabels: string[];
  /** Current version number (1 = never replaced). */
  version: number;
  group: string | null;
  rotation: number;
  /** A thumbnail chosen with POST /Thumbnails.asmx/Change; absent for the automatic one. */
  customThumbnail?: CustomThumbnail;
}

/** A thumbnail chosen for a mock file: a frame of its video, or a sent picture (served as sent). */
export type CustomThumbnail =
  | { kind: 'frame'; seconds: number }
  | { kind: 'image'; bytes: Uint8Array; mimeType: string };

/**
 * One content an image had or has (spec 001 §3 "Image version"), as the server's file_audit content
 * events: the record whose versionNumber is the image's version is its current content.
 */
export interface ImageVersionRecord {
  id: number;
  imageId: number;
  /** The image's version number this content has (1 for the first upload). */
  versionNumber: number;
  /** When this content became the image's. */
  createdAt: string;
  /** Who made it (null: unknown). */
  userId: number | null;
  objectType: 'image' | 'video' | 'audio' | 'pdf';
  fileName: string;
  extension: string;
  fileSize: number;
  width: number | null;
  height: number | null;
  wasAnnotated: boolean;
  /** JSON holding entries with fieldName and newValue (spec 001 §3). */
  auditData: string;
  /** Metadata edits made while this content was current (relatedAuditActivities). */
  edits: { userId: number | null; createdAt: string; auditData: string }[];
}

export interface CommentRecord {
  id: number;
  imageId: number;
  authorId: number;
  text: string;
  createdAt: string;
  /** When its author last changed the text (absent or null: never). */
  editedAt?: string | null;
}

export interface ShareRecord {
  id: number;
  urlSlug: string;
  title: string;
  imagesIds: number[];
  allowedToDownloadImages: boolean;
  allowedToRepresentSlideshow: boolean;
  allowedToShowInfo: boolean;
  showInfoPanelOnFirstLoad: boolean;
  makeUrlFriendly: boolean;
  expirationDatetime: string | null;
  createdBy: number;
  /** The link's password (the mocks keep it as it is; the server keeps a hash); null: none. */
  password?: string | null;
  /** Revoked by its owner (revokeShare). */
  revoked?: boolean;
  createdAt?: string;
  viewCount?: number;
  downloadCount?: number;
}

export interface NotificationSubscription {
  /** Whose subscription it is: each user subscribes for themselves (spec 000 §7 "Notifications"). */
  userId: number;
  /** 'folder-12', 'set-3', 'image-40'. */
  key: string;
  subscribeTo: string[];
}

export interface ExportRecord {
  token: string;
  /** Who asked (GET /api/export/{token} answers them only, as the server); null for a share link's export. */
  userId: number | null;
  ids: number[];
  type: number;
  kind: 'zip' | 'csv' | 'pdf';
  keepFoldersStructure: boolean;
  /**
   * A PDF report: when its making started (Date.now(), the wall clock: the library's own clock is
   * fixed), so GET /api/export/{token}/status answers queued, then making with images placed, then
   * ready (handlers/files.ts REPORT_MOCK_TIMING).
   */
  reportStartedAt?: number;
}

export interface UploadSessionRecord {
  uniqueId: string;
  folderId: number | null;
  imageId: number | null;
  fileName: string;
  receivedBytes: number;
  /** What every chunk must agree on (issue 19: resume lists the chunks received). */
  fileSize: number;
  chunkCount: number;
  /** Chunk indexes received, and their bytes (kept only for a file small enough to hash). */
  received: Map<number, Blob | null>;
  /** The last chunk's answer once the upload is complete (a chunk sent again gets it again). */
  result: unknown;
  /** When a chunk last came (ms, the library's clock): staged chunks expire a day after. */
  updatedAt: number;
}

/** A public upload page (issue 19; openapi.yml PublicUploadPage). */
export interface PublicUploadPageRecord {
  hash: string;
  folderId: number;
  createdBy: number;
  createdAt: string;
  expiresAt: string | null;
  maxFiles: number | null;
  maxBytes: number | null;
  filesReceived: number;
  bytesReceived: number;
  revokedAt: string | null;
  /** When each file was received (ms): spec 001 §9's 10 per page and hour. */
  receipts: number[];
}

export interface AuditEntry {
  id: number;
  activityType: string;
  imageId: number | null;
  folderId: number | null;
  data: string;
  createdAt: string;
}

/** Pinned items (spec 000 §3), newest first (spec 000 §4: pin adds to the front). */
export interface PinnedItems {
  folders: number[];
  sets: number[];
  logicalViewStrings: string[];
}
