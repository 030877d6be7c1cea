// Every business constant of spec 000 §9 and spec 001 §9 (plus the fixed lists of §3), declared once.
// Components and rules read these; nobody writes `?? 5000` inline (CONTRIBUTING.md).
// Lists and maps are `as const` so their types derive from the values.

// ---------------------------------------------------------------------------------------------
// Paging and loading (spec 000 §9, §4)
// ---------------------------------------------------------------------------------------------

/** spec 000 §9: page sizes offered; 1000 means "show all". */
export const PAGE_SIZES = [12, 24, 48, 96, 1000] as const;
/** One of the page sizes of spec 000 §9. */
export type PageSize = (typeof PAGE_SIZES)[number];
/** spec 000 §9: the default page size. */
export const DEFAULT_PAGE_SIZE = 24 satisfies PageSize;
/** spec 000 §9: the "show all" page size. */
export const SHOW_ALL_PAGE_SIZE = 1000 satisfies PageSize;
/** spec 000 §5: a stored page size above 1000 resets to this. */
export const PAGE_SIZE_RESET = 96 satisfies PageSize;
/** spec 000 §2, §9: the timeline shows at most this many items. */
export const TIMELINE_MAX_ITEMS = 500;
/** spec 000 §9: flash views (wall, carousel) load this many items. */
export const FLASH_LOAD_COUNT = 100;
/**
 * spec 001 §3 imageGPS.zoomLevel: the map zoom an image's position is shown at; the spec gives the field,
 * not its value (docs/decisions.md "imageGPS zoomLevel and id"): a town's streets.
 */
export const IMAGE_GPS_ZOOM_LEVEL = 12;
/** spec 000 §9: the map loads this many items. */
export const MAP_LOAD_COUNT = 500;
/** spec 000 §9 / spec 001 §9: upload previews: 48 at first, 24 more per scroll, at most 96. */
export const UPLOAD_PREVIEWS = { initial: 48, perScroll: 24, max: 96 } as const;
/** spec 000 §9: folders loaded per page of the folder tree (lazy children, "Load more..."). */
export const FOLDERS_PER_PAGE = 100;
/** spec 000 §9: root load takes 0 when a folder is already selected. */
export const FOLDERS_ROOT_TAKE_WHEN_SELECTED = 0;
/** spec 000 §3: the id of the "Load more..." placeholder node. */
export const LOAD_MORE_NODE_ID = -1;
/** spec 000 §4: 'All' selection uses this folder id. */
export const ALL_FILES_ID = 0;
/** spec 000 §4: after a delete, fewer than this many remaining images loads more. */
export const REFILL_BELOW_COUNT = 24;
/** spec 000 §4, §9: infinite scroll triggers within this many px of the bottom. */
export const INFINITE_SCROLL_THRESHOLD_PX = 50;

// ---------------------------------------------------------------------------------------------
// Thumbnails and previews (spec 000 §9, spec 001 §9)
// ---------------------------------------------------------------------------------------------

/** spec 000 §9: thumbnail renditions (the server makes these with sharp). */
export const THUMBNAIL_SIZES = {
  tiny: { width: 384, height: 288 },
  small: { width: 1024, height: 768 },
  medium: { width: 1920, height: 1080 },
  large: { width: 3840, height: 2160 },
} as const;
/** A thumbnail rendition name. */
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;
/** The rendition names, smallest first. */
export const THUMBNAIL_SIZE_NAMES = Object.keys(THUMBNAIL_SIZES) as readonly ThumbnailSize[];
/**
 * The `thumb` index of each rendition on /Download.aspx (spec 000 §7 "thumb options"). spec 001 §9
 * names Large 4K (thumb 4), Medium (3), Small (5); the tiny index is not shown: 1 (decided,
 * docs/decisions.md), and any index the spec does not name serves tiny.
 */
export const THUMBNAIL_INDEX = { tiny: 1, small: 5, medium: 3, large: 4 } as const satisfies Record<
  ThumbnailSize,
  number
>;
/** spec 001 §9: upload preview boxes, internal and public. */
export const UPLOAD_PREVIEW_SIZE = {
  internal: { width: 240, height: 180 },
  public: { width: 180, height: 180 },
} as const;
/** spec 000 §2: map thumbnails are scaled to at most this size. */
export const MAP_THUMBNAIL_MAX = 75;
/** spec 000 §2: grid row height. */
export const GRID_ROW_HEIGHT = 50;

/**
 * spec 001 §9: download sizes offered when the image is larger: Large 4K (thumb 4), Medium (3),
 * Small (5). The boxes are not shown in the spec; we use the thumbnail sizes of spec 000 §9.
 */
export const DOWNLOAD_SIZES = [
  { key: 'large', thumb: THUMBNAIL_INDEX.large, box: THUMBNAIL_SIZES.large },
  { key: 'medium', thumb: THUMBNAIL_INDEX.medium, box: THUMBNAIL_SIZES.medium },
  { key: 'small', thumb: THUMBNAIL_INDEX.small, box: THUMBNAIL_SIZES.small },
] as const;
/** A download size key. */
export type DownloadSizeKey = (typeof DOWNLOAD_SIZES)[number]['key'];

// ---------------------------------------------------------------------------------------------
// Timings (spec 000 §9, spec 001 §9)
// ---------------------------------------------------------------------------------------------

/** spec 000 §9 / spec 001 §9: video status polling interval. */
export const VIDEO_STATUS_POLL_MS = 5000;
/** spec 000 §9 / spec 001 §9: the badge updates this long after a video is done. */
export const VIDEO_BADGE_DELAY_MS = 2500;
/** spec 000 §9: folder-name search sends after this pause. */
export const FOLDER_SEARCH_DELAY_MS = 150;
/** spec 000 §9: load-more delay. */
export const LOAD_MORE_DELAY_MS = 100;
/** spec 000 §4, §9: a deleted folder node is removed after this delay. */
export const DELETE_FOLLOW_UP_MS = 500;
/** spec 000 §9: the delete follow-up is resolved after this delay. */
export const DELETE_RESOLVE_MS = 1000;
/** spec 000 §9: a zip download waits at least this long before clearing the loading state. */
export const ZIP_MIN_WAIT_MS = 1000;
/** spec 001 §9: recognition polling interval. */
export const RECOGNITION_POLL_MS = 2000;
/** spec 001 §9: recognition polling gives up after this many attempts. */
export const RECOGNITION_MAX_ATTEMPTS = 100;
/** spec 001 §9: the unpinned preview menu hides after this long without mouse activity. */
export const PREVIEW_MENU_AUTOHIDE_MS = 4000;
/** spec 001 §4, §9: image navigation throttle. */
export const NAVIGATION_THROTTLE_MS = 200;
/** spec 001 §4, §9: image navigation debounce. */
export const NAVIGATION_DEBOUNCE_MS = 300;
/** spec 001 §5, §9: a contact form filled in faster than this is treated as spam. */
export const CONTACT_MIN_FILL_MS = 5000;
/** spec 001 §9: slideshow intervals in ms, in cycling order. */
export const SLIDESHOW_INTERVALS = [2000, 5000, 10000, 20000, 30000, 60000, 120000, 300000] as const;
/** One slideshow interval of spec 001 §9. */
export type SlideshowInterval = (typeof SLIDESHOW_INTERVALS)[number];
/** spec 001 §9: the default slideshow interval. */
export const DEFAULT_SLIDESHOW_INTERVAL = 5000 satisfies SlideshowInterval;

// ---------------------------------------------------------------------------------------------
// Thresholds (spec 000 §5, §9, spec 001 §5, §9)
// ---------------------------------------------------------------------------------------------

/** spec 000 §4, §5, §9: regenerating thumbnails for more files than this asks confirmation. */
export const REGENERATE_CONFIRM_ABOVE = 50;
/** spec 000 §4, §9: expiring soon within this many days before the expiration date. */
export const EXPIRING_SOON_DAYS = 14;
/** spec 000 §9: folder history keeps at most this many records. */
export const FOLDER_HISTORY_MAX = 10;
/** spec 000 §5, §9: friendly slugs need a title of at least this many characters. */
export const SLUG_MIN_TITLE_LENGTH = 4;
/** spec 000 §5, §9: maximum slug length. */
export const SLUG_MAX_LENGTH = 257;
/** spec 000 §5, §9: default share expiry, hours from now. */
export const SHARE_EXPIRY_DEFAULT_HOURS = 168;
/** spec 000 §5, §9: share expiry picker step, minutes. */
export const SHARE_EXPIRY_STEP_MINUTES = 30;
/** spec 000 §5, §9: a rename affecting more items than this asks confirmation (status 413). */
export const RENAME_WARNING_ABOVE = 10000;
/** spec 001 §5, §9: dropping more images than this on a set asks confirmation. */
export const MULTI_DROP_CONFIRM_ABOVE = 10;
/** spec 001 §5, §9: saving more images than this shows the save-wait toast. */
export const SAVE_WAIT_TOAST_ABOVE = 10;
/** spec 001 §5, §9: at most this many keyword / dictionary options are shown. */
export const KEYWORD_OPTIONS_MAX = 500;

// ---------------------------------------------------------------------------------------------
// Input limits (decided: the spec gives none; docs/decisions.md "Input limits")
// ---------------------------------------------------------------------------------------------

/**
 * The longest folder, set or collection name, in UTF-8 bytes (what common file systems allow for a
 * name, and what uploads already allowed): 255 ASCII characters, fewer in other scripts (127 of
 * most accented Latin, Greek or Cyrillic letters, 85 CJK characters, 63 emoji).
 */
export const MAX_NAME_BYTES = 255;
/** The deepest folder: a top-level folder is at depth 1, so at most this many folders on a path. */
export const MAX_FOLDER_DEPTH = 32;
/** The largest saved web settings of one user, in UTF-8 bytes of their JSON (after merging). */
export const MAX_WEB_SETTINGS_BYTES = 64 * 1024;
/** The longest pinned logical view string, in characters (UTF-16 code units, as JavaScript counts). */
export const MAX_LOGICAL_VIEW_STRING_LENGTH = 4096;
/** At most this many pinned items (folders, sets and logical views together) per user. */
export const MAX_PINNED_ITEMS = 500;
/** The longest contact-the-owner message, in characters (spec 001 §5 gives none; docs/decisions.md "Contact the owner"). */
export const CONTACT_MAX_MESSAGE_LENGTH = 5000;
/** The longest sender's e-mail address of a contact message (RFC 5321's 254 characters). */
export const CONTACT_MAX_EMAIL_LENGTH = 254;
/** The longest comment on a file, in characters (spec 001 gives none; docs/decisions.md "Comments"). */
export const COMMENT_MAX_LENGTH = 2000;
/** At most this many comments per person per window (spec 001 gives none; docs/decisions.md "Comments"). */
export const COMMENT_LIMIT = { comments: 10, windowMs: 60 * 1000 } as const;

// ---------------------------------------------------------------------------------------------
// Metadata values (spec 001 §3 fields; lengths and ranges decided: docs/decisions.md "The metadata
// editor"). One home for the numbers: the server and the mocks refuse what the editor refuses.
// ---------------------------------------------------------------------------------------------

/**
 * A title, author, subject, IPTC text, licence note or custom text: at most this many characters
 * (a longer one could be saved but never pinned as a logical view, MAX_LOGICAL_VIEW_STRING_LENGTH).
 */
export const METADATA_TEXT_MAX_LENGTH = MAX_LOGICAL_VIEW_STRING_LENGTH;
/** A description, and a list field's items joined by ';' (keywords, list and dictionary fields). */
export const METADATA_LONG_TEXT_MAX_LENGTH = 4 * MAX_LOGICAL_VIEW_STRING_LENGTH;
/** A licence document's web address (http or https): the common browser limit of a URL people share. */
export const METADATA_URL_MAX_LENGTH = 2048;
/** A number or a date as typed: a few characters. */
export const METADATA_SHORT_MAX_LENGTH = 32;
/** spec 001 §3 imageGPS.latitude: degrees (openapi.yml ImageGPS). */
export const GPS_LATITUDE_RANGE = { min: -90, max: 90 } as const;
/** spec 001 §3 imageGPS.longitude: degrees (openapi.yml ImageGPS). */
export const GPS_LONGITUDE_RANGE = { min: -180, max: 180 } as const;
/** spec 001 §3 imageIPTC.urgency: a whole number (IPTC Core urgency 0 to 9). */
export const IPTC_URGENCY_RANGE = { min: 0, max: 9 } as const;

// ---------------------------------------------------------------------------------------------
// Upload (spec 001 §5, §7, §9)
// ---------------------------------------------------------------------------------------------

/** spec 001 §9: at most this many files per upload, internal and public. */
export const UPLOAD_COUNT_LIMITS = { internal: 50000, public: 10, overwrite: 1 } as const;
/** spec 001 §7, §9: uploads are sent in chunks of this many bytes. */
export const CHUNK_SIZE = 60_000_000;
/** spec 001 §9: maximum file size, 2 GiB ("2Gb"). */
export const MAX_FILE_SIZE = 2 * 1024 * 1024 * 1024;
/** spec 001 §9: file-name conflict checks run at most this many at once. */
export const MAX_CONCURRENT_NAME_CHECKS = 5;
/** spec 001 §5: the public upload page accepts only these extensions. */
export const PUBLIC_UPLOAD_EXTENSIONS = [
  'gif',
  'jpg',
  'jpeg',
  'png',
  'ico',
  'jpe',
  'bmp',
  'pic',
  'pict',
  'wmf',
  'emf',
  'raf',
  'ras',
  'raw',
  'tif',
  'tiff',
  'ai',
  'eps',
] as const;
/** spec 001 §8: upload status codes of the upload status table. */
export const UPLOAD_STATUS_CODES = {
  failed: 0,
  trialExpired: 440,
  storageLimit: 441,
  uploadLimit: 442,
  changedImageNotFound: 443,
  destinationNotFound: 444,
  folderUploadFailed: 445,
  nameConflict: 446,
  serviceUnavailable: 503,
} as const;
/** One upload status code of spec 001 §8. */
export type UploadStatusCode = (typeof UPLOAD_STATUS_CODES)[keyof typeof UPLOAD_STATUS_CODES];
/** spec 001 §4: name-conflict resolutions (1 new version, 2 skip, 3 upload a copy). */
export const CONFLICT_RESOLUTIONS = { newVersion: 1, skip: 2, copy: 3 } as const;
/** One conflict resolution of spec 001 §4. */
export type ConflictResolution = (typeof CONFLICT_RESOLUTIONS)[keyof typeof CONFLICT_RESOLUTIONS];

// ---------------------------------------------------------------------------------------------
// Reports (spec 000 §5, §9)
// ---------------------------------------------------------------------------------------------

/** spec 000 §9: number of PDF page templates. */
export const REPORT_TEMPLATE_COUNT = 12;
/** spec 000 §9: fonts offered in the report dialog. */
export const REPORT_FONTS = [
  'Times New Roman',
  'Arial',
  'Georgia',
  'Roboto',
  'Open Sans',
  'Lexend Exa',
  'Oswald',
  'Poppins',
  'Merriweather',
  'Mansalva',
] as const;
/** spec 000 §5, §9: only these fonts are kept; any other falls back to Arial. */
export const REPORT_KEPT_FONTS = ['Times New Roman', 'Arial', 'Georgia'] as const;
/** A report font that is kept (spec 000 §5). */
export type ReportFont = (typeof REPORT_KEPT_FONTS)[number];
/** spec 000 §5: the fallback report font. */
export const REPORT_FALLBACK_FONT = 'Arial' satisfies ReportFont;
/** spec 000 §5: page-number defaults. */
export const REPORT_PAGE_NUMBER_DEFAULTS = { position: 'right', format: 'PageXofY' } as const;
/** spec 000 §3: selectable field groups of the report. */
export const REPORT_FIELD_GROUPS = [
  'title',
  'iptcContent',
  'image',
  'contactAndStatus',
  'fileInfo',
  'exif',
] as const;

// ---------------------------------------------------------------------------------------------
// Display (spec 000 §9, spec 001 §9)
// ---------------------------------------------------------------------------------------------

/** spec 000 §9: dates are shown as yyyy-mm-dd. */
export const DATE_FORMAT = 'yyyy-mm-dd';
/** spec 000 §9: the week starts on Sunday (0, as Date#getDay counts). */
export const WEEK_STARTS_ON = 0;
/** spec 000 §9: file sizes are displayed in 1024 units. */
export const FILE_SIZE_UNIT = 1024;
/** spec 000 §9: the details-display mode defaults to short. */
export const DEFAULT_DETAILS_MODE = 'short';
/** spec 000 §9: default grid columns. */
export const DEFAULT_GRID_COLUMNS = [
  'id',
  'author',
  'title',
  'subject',
  'keywords',
  'location',
  'city',
  'state',
  'country',
  'size',
] as const;
/** spec 000 §9: mobile width threshold of the main page, px. */
export const MOBILE_WIDTH_MAIN = 960;
/** spec 001 §9: mobile breakpoint of the viewer, px. */
export const MOBILE_WIDTH_VIEWER = 992;
/** spec 000 §9: minimum timeline height, px. */
export const TIMELINE_MIN_HEIGHT = 500;
/** spec 000 §9: a dropdown opens upwards within this many px of the bottom. */
export const DROPDOWN_FLIP_THRESHOLD_PX = 120;
/**
 * spec 000 §9 "Pin-list analytics events are sent": the events a pin or an unpin sends (spec 000 §4
 * "Pin adds to the front of the pinned list; unpin removes"). The spec names neither the events nor
 * where they go: these names, sent to the host's `onAnalyticsEvent` (docs/decisions.md "Pin-list
 * analytics").
 */
export const PIN_LIST_ANALYTICS_EVENTS = {
  pinned: 'pin-list.pinned',
  unpinned: 'pin-list.unpinned',
} as const;
/** The name of a pin-list analytics event. */
export type PinListAnalyticsEvent =
  (typeof PIN_LIST_ANALYTICS_EVENTS)[keyof typeof PIN_LIST_ANALYTICS_EVENTS];
/** spec 001 §9: the full data view uses the image size index for this width. */
export const FULL_DATA_IMAGE_WIDTH = 400;

// ---------------------------------------------------------------------------------------------
// Annotation and viewer (spec 001 §9)
// ---------------------------------------------------------------------------------------------

/** spec 001 §9: annotation stroke widths. */
export const ANNOTATION_STROKE_WIDTHS = [2, 3, 5, 8, 13, 21] as const;
/** spec 001 §9: default annotation colour. */
export const ANNOTATION_DEFAULT_COLOR = 'red';
/** spec 001 §9: the annotation zoom is fixed at 1. */
export const ANNOTATION_ZOOM = 1;
/**
 * The largest image (width × height, upright) that can be annotated; above it "Image is too large to
 * be annotated!" (spec 001 §5 names the refusal, not the bound: docs/decisions.md "Annotation"). The
 * whiteboard draws at zoom 1 on one canvas of the image's size, and 4096 × 4096 is the largest canvas
 * area every browser draws (iOS Safari's limit).
 */
export const ANNOTATION_MAX_PIXELS = 4096 * 4096;
/** spec 001 §9: annotation tools. */
export const ANNOTATION_TOOLS = [
  'pencil',
  'eraser',
  'rectangle',
  'ellipse',
  'line',
  'polygon',
  'text',
  'comment',
] as const;
/**
 * spec 000 §8: the server's recognition failure message that means "accepted, waiting for the
 * custom model" (the client alerts that it may take 10-15 minutes instead of marking the image
 * failed). Matched against the server reply, never shown, so it is a constant and not a locale string.
 */
export const RECOGNITION_AWAITING_CUSTOM_MODEL = 'Awaiting custom model';
/** spec 001 §9: image zoom step in the version comparison. */
export const ZOOM_STEP = 0.1;
/** spec 001 §9: maximum image zoom in the version comparison. */
export const ZOOM_MAX = 10;

// ---------------------------------------------------------------------------------------------
// Names and enumerations (spec 000 §3, spec 001 §3)
// ---------------------------------------------------------------------------------------------

/** spec 000 §3: notification subscription keys. */
export const NOTIFICATION_KEYS = [
  'upload',
  'image-delete',
  'image-move-in',
  'image-move-out',
  'image-overwrite',
  'image-workflow-status-change',
  'image-annotate',
  'image-version-restore',
] as const;
/** A notification subscription key. */
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
/** spec 000 §3: audit activity types. */
export const AUDIT_ACTIVITY_TYPES = [
  'upload',
  'upload-zip',
  'recognition',
  'email-upload',
  'image-update',
  'image-delete',
  'folder-delete',
] as const;
/** An audit activity type. */
export type AuditActivityType = (typeof AUDIT_ACTIVITY_TYPES)[number];
/** spec 001 §3: video projection types; equirectangular is the default. */
export const VIDEO_PROJECTIONS = ['equirectangular', 'fisheye', '3dVideo', 'dual_fisheye'] as const;
/** A video projection type. */
export type VideoProjection = (typeof VIDEO_PROJECTIONS)[number];
/** spec 001 §3: the default video projection. */
export const DEFAULT_VIDEO_PROJECTION = 'equirectangular' satisfies VideoProjection;
/** spec 000 §3: search filter names. */
export const FILTER_NAMES = [
  'fileFormat',
  'orientation',
  'expirationDate',
  'brandingStatus',
  'workflowStatusesIds',
] as const;
/** A search filter name. */
export type FilterName = (typeof FILTER_NAMES)[number];
/** spec 000 §4: views whose loading flag is tracked. */
export const VIEWS = ['gallery', 'map', 'timeline', 'wall', 'curve', 'body', 'grid', 'masonry'] as const;
/** A view name. */
export type ViewName = (typeof VIEWS)[number];
/** spec 000 §7: export types (1 zip, 4 CSV). */
export const EXPORT_TYPES = { zip: 1, csv: 4 } as const;
/** spec 000 §3: default sort option (Relevance) and order (Ascending) of the search criteria. */
export const DEFAULT_SORT_OPTION = 4;
/** spec 000 §3: default sort order option (Ascending). */
export const DEFAULT_SORT_ORDER_OPTION = 1;
/** spec 000 §4: a search-query route parameter forces this sort (Last updated) ... */
export const SEARCH_QUERY_SORT_OPTION = 5;
/** ... and this order (Descending). */
export const SEARCH_QUERY_SORT_ORDER_OPTION = 2;
/** spec 001 §3: edit patch actions. */
export const EDIT_PATCH_ACTIONS = ['replace', 'append', 'prepend'] as const;
/** An edit patch action of spec 001 §3. */
export type EditPatchAction = (typeof EDIT_PATCH_ACTIONS)[number];

// ---------------------------------------------------------------------------------------------
// Permissions (spec 000 §6, spec 001 §6)
// ---------------------------------------------------------------------------------------------

/**
 * Permission names of spec 000 §6 and spec 001 §6, asked by name with an 'any' match for a folder
 * or a set; the mocks and the server grant exactly these. Four are not shown by the spec and named
 * here (docs/decisions.md): the PDF-report customisation permission, the folder permissions page,
 * viewing expired content and keywords management.
 */
export const PERMISSION_NAMES = [
  'share.link',
  'share',
  'download',
  'images.download',
  'editData',
  'edit',
  'delete',
  'images.delete',
  'notifications.subscribe',
  'add',
  'images.setExpiration',
  'webUpload',
  'images.setOnBrand',
  'images.seeOffBrand',
  // spec 000 §6 "a PDF-report customisation permission" (name not shown).
  'report.customize',
  'setPermissions',
  'fullData.view',
  // spec 000 §6 "Users without permission to view expired content" (name not shown).
  'images.seeExpired',
  // spec 000 §6 "Flags: keywords management" (name not shown).
  'keywords.manage',
] as const;
/** One of {@link PERMISSION_NAMES}. */
export type PermissionName = (typeof PERMISSION_NAMES)[number];

// ---------------------------------------------------------------------------------------------
// Error codes (spec 000 §8, spec 001 §8)
// ---------------------------------------------------------------------------------------------

/**
 * `responseStatus.errorCode` per HTTP status. The spec gives the statuses, not the codes: these names
 * are ours, shared by the mocks and the server (501 for operations a server does not implement yet).
 */
export const ERROR_CODES: Readonly<Record<number, string>> = Object.freeze({
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'HugeOperation',
  429: 'TooManyAttempts',
  440: 'TrialExpired',
  441: 'StorageLimitReached',
  442: 'UploadLimitReached',
  443: 'ChangedImageNotFound',
  444: 'DestinationFolderNotFound',
  445: 'FolderUploadFailed',
  446: 'NameConflict',
  500: 'Error',
  501: 'NotImplemented',
  503: 'ServiceUnavailable',
});
