// The English message catalogue: every message of spec 000 §8 and spec 001 §8 word for word (the
// spec's spelling kept, "subsctiption" included), and the user-visible strings §2–§5 quote.
// Placeholders: {n}, {type}, {id}, {set}, {error}, {ids}, {max}, {code}. A plural is a
// `plural({ one, other })`, chosen by `n` with the language's rules (Intl.PluralRules).
// Strings marked "decided" are not quoted by the spec; they are recorded in docs/decisions.md.
// English is the shape of every other catalogue: `de.ts` is typed `VitrineLocale`, so a key added
// here and missing there is a type error.
import { type PluralMessage, plural } from './plural';

export type { PluralMessage };

export const en = {
  common: {
    /** spec 000 §2, §3: the folder tree's load-more node. */
    loadMore: 'Load more...',
    /** spec 000 §4: a lazy logical branch until it is filled. */
    loading: 'Loading...',
    /** spec 000 §2: an empty part of a location. */
    notSpecified: '<Not specified>',
    /** spec 000 §1: the default label of sets. */
    virtualSet: 'Virtual Set',
    /** spec 000 §3: sort group title when the value is empty. */
    noData: 'No data',
    /** spec 001 §5: the multi-value placeholder (wording decided). */
    multipleValues: '<multiple values>',
    /** spec 000 §4: consent dialog buttons. */
    accept: 'Accept',
    decline: 'Decline',
  },
  /** spec 000 §8, spec 001 §8: status texts. */
  status: {
    '400': 'Bad request',
    '401': 'Unauthorized',
    '403': 'Forbidden',
    '404': 'Not found',
    '500': 'Error',
  },
  /** spec 000 §5 */
  validation: {
    inputEmpty: 'Input is empty!',
    invalidCharacters: 'Input contains invalid characters!',
    folderNameEndsWithDot: 'The folder name cannot end with a dot character!',
    notValidToRename: 'Not valid {type} to rename',
    /** A name over MAX_NAME_BYTES (decided, docs/decisions.md "Input limits"). */
    nameTooLong: 'Input is too long! A name may take at most {max} bytes.',
    /** NUL and the other control characters (decided, as uploads refuse them). */
    controlCharacters: 'Input contains control characters!',
    /** A folder deeper than MAX_FOLDER_DEPTH (decided). */
    folderTooDeep: 'Folders can be nested at most {max} levels deep.',
    /** Saved web settings over MAX_WEB_SETTINGS_BYTES (decided). */
    webSettingsTooLarge: 'The settings are too large to be saved (at most {max} bytes).',
    /** A pinned logical view over MAX_LOGICAL_VIEW_STRING_LENGTH characters (decided). */
    logicalViewTooLong: 'The logical view is too long to be pinned (at most {max} characters).',
    /** More than MAX_PINNED_ITEMS pinned items (decided). */
    tooManyPins: 'Quick access holds at most {max} pinned items.',
  },
  /** spec 000 §2: the logical tree. */
  logical: {
    browseByTimeline: 'Browse by Timeline',
    browseByDataTags: 'Browse by Data Tags',
    browseByLocation: 'Browse by Geographical Location',
    browseByCustomFields: 'Browse by Custom Data Fields',
    title: 'Title',
    author: 'Author',
    subject: 'Subject',
    keyword: 'Keyword',
    /** spec 000 §2: each node shows its count in brackets. */
    count: '({n})',
    /** The logical tree's accessible name (decided). */
    treeLabel: 'Logical views',
    /** spec 000 §1 "logical views": the {type} of the pin toasts (decided). */
    view: 'Logical view',
    /** The spec gives no pin failure for logical views; worded like the folder's (decided). */
    pinFailed: 'Failed to pin the logical view.',
    unpinFailed: 'Failed to unpin the logical view.',
    /** Between the names of a pinned logical view's path: '2025 / March', 'France / Bretagne' (decided). */
    pathSeparator: ' / ',
  },
  /** spec 000 §8: folders. */
  folders: {
    resyncScheduled: 'Folder re-sync has been scheduled.',
    resyncFailed: 'Failed to schedule folder re-sync.',
    deleted: 'Folder has been deleted.',
    deleteFailed: 'Failed to delete folder {id}.',
    moveFailed: 'Failed to move folder(s)',
    pinned: 'Folder has been pinned.',
    unpinned: 'Folder has been unpinned.',
    pinFailed: 'Failed to pin the folder.',
    unpinFailed: 'Failed to unpin the folder.',
    fileTypesSaved: 'File type restrictions have been saved',
    autoResyncSaved: 'Automatic synchronization settings have been saved',
    autoResyncFailed: 'Failed to save changes.',
    /** spec 000 §8: the auto-resync failure with the server error code appended (format decided). */
    autoResyncFailedWithCode: 'Failed to save changes. {code}',
  },
  /** spec 000 §8: sets and set groups. */
  sets: {
    pinFailed: 'Failed to pin the {set}',
    attachOrDetachFailed: 'Failed to attach or detach',
    deletionCanceled: 'Virtual set deletion was canceled.',
    // The sets tree's words around the spec's messages, below: all decided; {set} is the configurable label.
    /** spec 000 §1: a set group is called a collection; the {type} of its messages. */
    collection: 'Collection',
    createSet: 'New {set}',
    createSubset: 'New {set} inside',
    createSetInGroup: 'New {set} in this collection',
    createGroup: 'New collection',
    rename: 'Rename',
    delete: 'Delete',
    moveTo: 'Move to…',
    createTitle: 'New {type}',
    renameTitle: 'Rename {type}',
    nameLabel: 'Name',
    create: 'Create',
    save: 'Save',
    /** spec 000 §4, §8 "delete ... confirm" (the dialog's title is the node's name). */
    deleteConfirm: 'Do you want to delete this {type}?',
    /** spec 000 §2, §4: the move, attach and detach confirmations (titled with the names). */
    moveConfirm: 'Do you want to move this {set} into the chosen {set}?',
    attachConfirm: 'Do you want to attach this {set} to the chosen collection?',
    detachConfirm: 'Do you want to detach this {set} and make it standalone?',
    moveConfirmLabel: 'Move',
    /** The name of the top level among the keyboard "Move to…" choices. */
    topLevel: 'Top level',
    /** spec 001 §5: more than 10 images dropped on a set (titled with the set's name). */
    addImagesConfirm: 'Do you want to add {n} files to this {set}?',
    addImagesConfirmLabel: 'Add',
    imagesAdded: plural({ one: '1 file added to the {set}.', other: '{n} files added to the {set}.' }),
    /** The tree with no set and no collection. */
    empty: 'Nothing here yet.',
  },
  /** spec 000 §8: messages about a folder, set or group named by {type}. */
  items: {
    renamed: '{type} has been renamed.',
    renameHugeConfirm: 'There is more than 10 thousands items to rename! Are you sure you want to rename it?',
    moveFailed: 'Failed to move {type}',
    /** spec 000 §8 names these successes without their words (decided). */
    deleted: '{type} has been deleted.',
    created: '{type} has been created.',
    moved: '{type} has been moved.',
    pinned: '{type} has been pinned.',
    unpinned: '{type} has been unpinned.',
  },
  /** spec 000 §8: sharing. */
  sharing: {
    linkCopied: 'Your sharing link has been copied to the clipboard',
    shareFailed: 'Failed to share images',
    /** spec 000 §8: "with the error appended" (separator decided). */
    shareFailedWithError: 'Failed to share images: {error}',
    /** spec 000 §8: the shared page failed to load. */
    pageLoadFailed: 'Something went wrong',
  },
  /** spec 000 §8, spec 001 §8: downloads. */
  download: {
    notAuthorizedSome: 'You are not authorized to download some of the selected images.',
    failed: 'Failed to download.',
    /** spec 001 §9: download size labels. */
    sizeLarge: 'Large 4K',
    sizeMedium: 'Medium',
    sizeSmall: 'Small',
  },
  /** spec 000 §8: PDF reports. */
  report: {
    processing: 'The report is being processed and will be downloaded when ready.',
    /** spec 000 §5 'Header and footer image must be an image file' (JPEG or PNG up to 512 KB, decided). */
    imageNotImage: 'Header and footer image must be an image file (JPEG or PNG, at most 512 KB).',
  },
  /** spec 000 §8: alerts. */
  alerts: {
    actionFailed: 'Failed to continue action. Something went wrong.',
  },
  /** spec 000 §4, §8: object recognition (texts decided, the spec gives their meaning only). */
  recognition: {
    awaitingCustomModel: 'Your request has been accepted. Recognition may take 10-15 minutes.',
    enqueued: 'The selected files have been queued for object recognition.',
    started: 'Object recognition has started for {n} file(s).',
    consentTitle: 'AI object recognition',
    /** The server's and the mocks' refusals (decided, docs/decisions.md "Object recognition"). */
    disabled: 'Object recognition is not enabled.',
    single: 'Select a single image to recognise.',
    notAnImage: 'Only images can be recognised.',
    consentNeedsUser: 'Only a signed-in person can answer the AI consent.',
    /** The state of one image in the viewer (spec 000 §4 "awaiting, then recognised labels or failed"). */
    awaiting: 'Awaiting recognition',
    failed: 'Recognition failed',
    /** The viewer's action and the consent dialog's text (spec 000 §4 "a terms dialog (Accept or Decline)"; words decided). */
    action: 'Recognize objects',
    consentMessage:
      'Object recognition sends the selected images to an AI service, which detects the objects in them and adds their names to the files as labels. Do you accept these terms?',
    labels: 'Recognised labels: {labels}',
  },
  /** spec 000 §8, spec 001 §8: metadata editing and saving. */
  edit: {
    exifNotFound: 'Exif not found for the file',
    notAllowedToEdit: 'You are not allowed to edit this image',
    saveFailed: 'Failed to save changes',
    saveFailedDot: 'Failed to save changes.',
    /** spec 001 §8: "Failed to save changes." plus the server message (separator decided). */
    saveFailedWithMessage: 'Failed to save changes. {error}',
    cannotBeSaved: 'Changes cannot be saved.',
    subscriptionSaveFailed: 'Failed to save new subsctiption settings',
    imagesUpdated: '{n} image(s) updated',
    notAuthorizedSome: 'You are not authorized to edit some of the selected images.',
    saveWait: 'Saving multiple images may take a little longer. Please wait...',
    /**
     * Why the server refuses an edit patch (the server message after "Failed to save changes.",
     * spec 001 §8); the server and the mocks answer these (decided, docs/decisions.md "The metadata
     * editor", "Edit patches on the server and the mocks"). {field} is the patch's field name.
     */
    patch: {
      unknownField: 'Unknown field {field}.',
      tooLong: '{field} takes at most {max} characters.',
      replaceOnly: '{field} can only be replaced.',
      readOnly: '{field} is read-only.',
      newKeywords: 'New keywords are not allowed: {keywords}.',
      notAnOption: '"{item}" is not an option of {field}.',
      expirationNotAllowed: 'You are not allowed to set the expiration date.',
      licenceNotAllowed: 'You are not allowed to set the licence fields.',
      brandNotAllowed: 'You are not allowed to set the brand status.',
      notADate: 'The expiration date must be a date (yyyy-mm-dd).',
      onBrandValue: 'isOnBrand must be "true" or "false".',
      unknownWorkflowStatus: 'Unknown workflow status.',
      rating: 'The rating must be 0 to 5.',
      urgency: 'The urgency must be a whole number from {min} to {max}.',
      latitude: 'The latitude must be a number from {min} to {max}.',
      longitude: 'The longitude must be a number from {min} to {max}.',
      gpsIncomplete: 'A position needs both a latitude and a longitude.',
      licenceUrl: 'The licence document must be a web address starting with http:// or https://.',
    },
  },
  /** spec 000 §8, spec 001 §8: deleting and excluding files. */
  files: {
    deleteSomeFailed: 'Failed to delete some files.',
    deleteFailed: 'Failed to delete file.',
    deleteManyFailed: 'Failed to delete files',
    deleted: plural({ one: '1 file deleted.', other: '{n} files deleted.' }),
    /** spec 001 §8 quotes the plural only; the singular is decided. */
    excluded: plural({ one: '1 file excluded.', other: '{n} files excluded.' }),
    /** spec 000 §8 quotes the plural only; the singular is decided. */
    deletedOrExcluded: plural({
      one: '1 file deleted or excluded',
      other: '{n} files deleted or excluded',
    }),
  },
  /** spec 001 §8: moving files and adding them to sets. */
  move: {
    failed: 'Failed to move image(s)',
    someFailed: 'Failed to move some images',
    /** spec 001 §8: "with the ids" (format decided). */
    someFailedWithIds: 'Failed to move some images: {ids}',
    setAddFailed: 'Failed to move image(s).',
  },
  /** spec 001 §8: version history. */
  versions: {
    restoreFailed: 'Failed to restore version.',
    restored: 'Version has been successfully restored.',
    deleteFailed: 'Failed to delete version.',
    deleteAllFailed: 'Failed to delete versions.',
  },
  /** spec 001 §5, §8: contact the owner. */
  contact: {
    messageRequired: 'Message field cannot be empty',
    emailRequired: 'Email field cannot be empty',
    sendFailed: 'Failed to send message!',
    sent: 'Message has been successfully sent',
  },
  /** Comments on a file (spec 001 §6 names the tab only; every string decided: docs/decisions.md "Comments"). */
  comments: {
    empty: 'The comment is empty.',
    tooLong: 'A comment can have at most {max} characters.',
    invalid: 'A comment cannot contain control characters.',
    unavailable: 'Comments are not available.',
    signInRequired: 'Sign in to comment.',
    notAuthor: 'Only its author can change a comment.',
    notAllowedToDelete: 'You are not allowed to delete this comment.',
    tooMany: 'Too many comments. Wait a moment, then try again.',
  },
  /** spec 001 §8: rotation. */
  rotation: {
    rotated: 'File has been successfully rotated.',
  },
  /** spec 001 §5, §8: upload. */
  upload: {
    tooLarge: 'File is too large. File size can not exceed 2Gb',
    typeNotAllowed: 'File type is not allowed',
    multipleNotAllowed: 'Multiple upload is not allowed. Add only one file to replace current.',
    /** Count limit of spec 001 §9 (text decided). */
    tooManyFiles: 'Too many files. You can add at most {max} files.',
    /** spec 001 §8: the upload status table. */
    statuses: {
      '0': 'Failed to upload the file.',
      '440': 'Trial subscription expired.',
      '441': 'Storage limit reached.',
      '442': 'Upload limit reached.',
      '443': 'Changed image not found.',
      '444': 'Destination folder not found',
      '445': 'Failed to add the file from the uploaded folder.',
      '446': 'Failed to add the file due to a file with the same name already exists.',
      '503': 'Service unavailable.',
    },
  },
  /** spec 001 §4, §8: video processing. */
  video: {
    queued: 'Queued for Processing',
    queuedPriority: 'Queued for Processing (priority)',
    processing: 'Processing',
    failed: 'Failed',
    triesHint: 'The server tried to process this video {n} time(s) so far.',
  },
  /** spec 001 §2, §8: annotation. */
  annotation: {
    tooLarge: 'Image is too large to be annotated!',
    /** spec 001 §2 gives the note's meaning (wording decided). */
    note: 'The drawing will be merged with the image and saved in PNG format. The original stays in version history.',
  },
  /** spec 000 §8, spec 001 §8: confirmations. */
  confirm: {
    unsavedChanges: 'There are unsaved changes. Close and ignore changes?',
    unsavedAnnotation: 'There is an unsaved annotation. Ignore changes?',
    terminateUpload: 'This will terminate your upload! Close upload form?',
    deleteFile: 'Do you want to delete this file?',
    deleteFiles: 'Do you want to delete selected files?',
    excludeFiles: 'Do you want to exclude this file(s)?',
  },
  /** spec 000 §2: timeline. */
  timeline: {
    placed: '{n} image(s) placed on the timeline.',
    /** spec 000 §2 gives the meaning only (wording decided). */
    noDateTaken: 'None of the images has a date taken.',
  },
  /** spec 000 §3: sort and order options. */
  sort: {
    relevance: 'Relevance',
    added: 'Added',
    dateTaken: 'Date Taken',
    title: 'Title',
    lastUpdated: 'Last updated',
    lastViewed: 'Last viewed',
    fileName: 'Filename',
    extension: 'Extension',
    fileSize: 'File size',
    viewCount: 'View count',
    ascending: 'Ascending',
    descending: 'Descending',
  },
  /** spec 000 §1, §4: pinning to the quick-access list (labels decided). */
  pins: {
    pin: 'Pin',
    unpin: 'Unpin',
  },
  /** spec 000 §1, §2: the quick-access list of pinned folders, sets and logical views (texts decided). */
  quickAccess: {
    title: 'Quick access',
    empty: 'Nothing is pinned yet.',
    goTo: 'Go to',
    folder: 'Folder',
  },
  /** spec 000 §2 "history" in the top menu, §3 folder history (texts decided). */
  history: {
    title: 'History',
    empty: 'No history yet.',
    /** A record stored without its name: 'Folder 12' (decided). */
    unnamed: '{type} {id}',
  },
};

/** The shape of a Vitrine locale: the English catalogue's keys, every leaf a string or a plural. */
export type VitrineLocale = typeof en;
