// Records to wire shapes (openapi.yml components). Derived values are computed here, on read:
// fullPath, subfoldersCount, isPinned, currentPermissions, isExpired / isExpiredSoon, kind flags.
import type { components } from '@vitrine/api-client';
import { computeExpiryFlags } from '@vitrine/core';
import type { MockDb } from '../db/db';
import type { CustomThumbnail, FolderRecord, ImageRecord, SetGroupRecord, SetRecord } from '../db/types';
import { hasPermission, type MockUser } from '../users';

type Schemas = components['schemas'];

export function folderPermissions(user: MockUser, folder: FolderRecord): Schemas['NodePermissions'] {
  return {
    editData: hasPermission(user, 'editData', folder.readOnlyForEditors),
    upload: hasPermission(user, 'webUpload', folder.readOnlyForEditors),
  };
}

export function toFolder(db: MockDb, user: MockUser, folder: FolderRecord): Schemas['Folder'] {
  const fullPath = db.fullPath(folder.id);
  return {
    id: folder.id,
    name: folder.name,
    fullPath,
    shortPath: fullPath.split('/').slice(-2).join('/'),
    subfoldersCount: db.childFolders(folder.id).length,
    isPinned: db.pinnedFor(user.userId).folders.includes(folder.id),
    autoResync: folder.autoResync,
    forbiddenFileTypes: [...folder.forbiddenFileTypes],
    currentPermissions: folderPermissions(user, folder),
    processing: folder.processing,
  };
}

function setPermissions(user: MockUser): Schemas['NodePermissions'] {
  return { editData: hasPermission(user, 'editData'), upload: hasPermission(user, 'add') };
}

export function toSet(db: MockDb, user: MockUser, set: SetRecord, withSubsets = true): Schemas['Set'] {
  const parents = db.setParentIds(set.id).map((id) => db.set(id)?.name ?? '');
  return {
    id: set.id,
    name: set.name,
    type: 's',
    parentPath: parents.length > 0 ? `/${parents.join('/')}` : '',
    groupId: set.groupId,
    ...(withSubsets ? { subsets: db.subsets(set.id).map((s) => toSet(db, user, s)) } : {}),
    isPinned: db.pinnedFor(user.userId).sets.includes(set.id),
    canBeStandalone: set.canBeStandalone,
    currentPermissions: setPermissions(user),
  };
}

export function toSetGroup(db: MockDb, user: MockUser, group: SetGroupRecord): Schemas['SetGroup'] {
  return {
    id: group.id,
    name: group.name,
    type: 'g',
    sets: db.sets.filter((s) => s.groupId === group.id && s.parentId === null).map((s) => toSet(db, user, s)),
  };
}

export type FileKind = 'image' | 'video' | 'audio' | 'pdf' | 'other';

export function fileKind(image: ImageRecord): FileKind {
  if (image.mimeType.startsWith('image/')) return 'image';
  if (image.mimeType.startsWith('video/')) return 'video';
  if (image.mimeType.startsWith('audio/')) return 'audio';
  if (image.mimeType === 'application/pdf') return 'pdf';
  return 'other';
}

/** "City, State, Country" without the empty parts. */
export function locationText(image: ImageRecord): string | null {
  const loc = image.imageLocation;
  if (!loc) return null;
  return [loc.city, loc.stateProvince, loc.country].filter((part) => part !== '').join(', ') || null;
}

/** openapi.yml ImageSummary.extension: without the leading dot, lower case (records keep the dot). */
export function wireExtension(extension: string): string {
  return extension.replace(/^\./, '').toLowerCase();
}

/**
 * The version of a file's renditions (ImageSummary.thumbnailVersion, the `v` of thumbnail URLs): it
 * changes when the picture the mocks draw may change (a new version, a rotation, "Regenerate
 * thumbnails" bumping lastVisualUpdate). Null for the kind the server makes no rendition of (other
 * files), as the server answers; a PDF (its first page) and audio (its waveform) have one (issue 14).
 */
export function thumbnailVersionOf(image: ImageRecord): string | null {
  const kind = fileKind(image);
  if (kind === 'other') return null;
  // FNV-1a over what the picture depends on: short, stable, no crypto needed in a browser.
  let hash = 0x811c9dc5;
  const picked = customThumbnailKey(image.customThumbnail);
  for (const char of `${image.id}:${image.version}:${image.rotation}:${image.imageLog.lastVisualUpdate}${picked}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `m${hash.toString(36)}`;
}

/** What a chosen thumbnail adds to the version's input ('' for the automatic one). */
function customThumbnailKey(custom: CustomThumbnail | undefined): string {
  if (!custom) return '';
  if (custom.kind === 'frame') return `:frame:${custom.seconds}`;
  let hash = 0x811c9dc5;
  for (const byte of custom.bytes) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `:image:${custom.bytes.length}:${hash.toString(36)}`;
}

/**
 * How long an audio or video file plays (ImageSummary.durationSeconds; the video details answer the
 * same): the record's own value, else a stand-in from the id (the mocks hold no media).
 */
export function durationSecondsOf(image: ImageRecord): number | null {
  const kind = fileKind(image);
  if (kind !== 'audio' && kind !== 'video') return null;
  return image.durationSeconds ?? 15 + (image.id % 300);
}

/** A PDF's page count (ImageSummary.pageCount): the record's own value, else a stand-in from the id. */
export function pageCountOf(image: ImageRecord): number | null {
  if (fileKind(image) !== 'pdf') return null;
  return image.pageCount ?? 1 + (image.id % 12);
}

export function toImageSummary(db: MockDb, image: ImageRecord): Schemas['ImageSummary'] {
  const kind = fileKind(image);
  const chain = db.folderChain(image.folderId);
  const fullPath = db.fullPath(image.folderId);
  return {
    id: image.id,
    fileName: image.fileName,
    extension: wireExtension(image.extension),
    mimeType: image.mimeType,
    fileSize: image.fileSize,
    folder: { id: image.folderId, shortPath: fullPath, rootPath: `/${chain[0]?.name ?? ''}` },
    keywords: [...image.keywords],
    expirationDate: image.expirationDate,
    previewExternalUrl: image.previewExternalUrl,
    licenseDocumentUrl: image.licenseDocumentUrl,
    licenseExpiryNote: image.licenseExpiryNote,
    isOnBrand: image.isOnBrand,
    videoStatus: image.videoStatus,
    imageLocation: locationText(image),
    // The parts of the location (the grid's City, State and Country columns, docs/decisions.md).
    ...(image.imageLocation
      ? {
          imageLocationParts: {
            city: image.imageLocation.city,
            stateProvince: image.imageLocation.stateProvince,
            country: image.imageLocation.country,
          },
        }
      : {}),
    // A deleted owner's files belong to the library: no owner, as the server answers (admin.ts).
    // contactable: the owner has an e-mail address (contact the owner is offered), as the server.
    ...(db.user(image.ownerId)
      ? {
          owner: {
            id: image.ownerId,
            profileUrl: `/users/${image.ownerId}`,
            contactable: (db.user(image.ownerId)?.email ?? '').trim() !== '',
          },
        }
      : {}),
    imageAttributes: { ...image.imageAttributes },
    imageIPTC: { ...image.imageIPTC },
    ...(image.imageGPS ? { imageGPS: { ...image.imageGPS } } : {}),
    ...(image.imageInfo ? { imageInfo: { ...image.imageInfo } } : {}),
    imageLog: { ...image.imageLog },
    imageCustomMetadatas: Object.entries(image.imageCustomMetadatas).map(([definitionId, value]) => ({
      definitionId: Number(definitionId),
      value,
    })),
    imageWorkflowStatuses: image.imageWorkflowStatuses.flatMap((id) => {
      const status = db.workflowStatuses.find((w) => w.id === id);
      return status ? [{ ...status }] : [];
    }),
    hasJobs: image.hasJobs,
    awaitingRecognition: image.awaitingRecognition,
    failedRecognition: image.failedRecognition,
    thumbnailVersion: thumbnailVersionOf(image),
    durationSeconds: durationSecondsOf(image),
    pageCount: pageCountOf(image),
    recognizedLabels: [...image.recognizedLabels],
    version: image.version,
    group: image.group,
    isVideo: kind === 'video',
    isAudio: kind === 'audio',
    isPdf: kind === 'pdf',
    isImage: kind === 'image',
    ...computeExpiryFlags(image.expirationDate, db.now()),
  };
}

const WEB_IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp']);

export function toImageDetail(db: MockDb, image: ImageRecord): Schemas['ImageDetail'] {
  const status = db.workflowStatuses.find((w) => w.id === image.imageWorkflowStatuses[0]);
  const kind = fileKind(image);
  return {
    ...toImageSummary(db, image),
    imageVideoInfo: { panoramicProjection: kind === 'video' ? 'equirectangular' : null },
    videoTries: image.videoTries,
    isWebImage: WEB_IMAGE_EXTENSIONS.has(image.extension),
    isRecognizible: kind === 'image',
    lastVisualUpdateHash: `v${image.id}-${image.version}-${image.rotation}`,
    lastFileUpdateHash: `f${image.id}-${image.version}`,
    imageIdForPdf: image.id,
    workflowStatus: status ? { ...status } : null,
  };
}
