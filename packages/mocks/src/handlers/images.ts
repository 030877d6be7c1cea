// images: details, bulk update, delete, rotation, EXIF and video details (spec 001 §7).
import {
  en,
  gpsPositionError,
  IMAGE_GPS_ZOOM_LEVEL,
  IPTC_URGENCY_RANGE,
  interpolate,
  metadataLengthError,
  parseGpsCoordinate,
  parseLicenseDocumentUrl,
  splitKeywords,
} from '@vitrine/core';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db/db';
import type { ImageRecord } from '../db/types';
import type { MockUser } from '../users';
import { badRequest, canOnImage, forbidden, http, type MockContext, notFound, toId } from './context';
import { visibleImages } from './query';
import { durationSecondsOf, fileKind, toImageDetail } from './serialize';
import { currentVersion, recordMetadataEdit, recordNewVersion } from './versions';

/** A field's value once the patches are applied (the edit's newValue in the version history). */
function editedValue(image: ImageRecord, patch: { field: string; value: string | null }): string {
  const [group, name] = patch.field.split('.');
  if (group === 'imageAttributes' && name && name in image.imageAttributes)
    return String(image.imageAttributes[name as keyof typeof image.imageAttributes] ?? '');
  if (patch.field === 'keywords') return image.keywords.join(';');
  return patch.value ?? '';
}

type EditAction = 'replace' | 'append' | 'prepend';

function applyText(old: string, action: EditAction, value: string): string {
  if (action === 'append') return `${old}${value}`;
  if (action === 'prepend') return `${value}${old}`;
  return value;
}

/** As the server (images/patches.ts applyList): items split on ';', each kept once. */
function applyList(old: readonly string[], action: EditAction, value: string): string[] {
  const items = splitKeywords(value).map((item) => item.normalize('NFC'));
  if (action === 'replace') return [...new Set(items)];
  const merged = action === 'append' ? [...old, ...items] : [...items, ...old];
  return [...new Set(merged)];
}

const ATTRIBUTE_FIELDS = ['title', 'author', 'subject', 'description'] as const;
const IPTC_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const M = en.edit.patch;

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** A refused patch: 400, or 403 for a field needing a permission beyond editData (as the server). */
export interface PatchRefusal {
  status: 400 | 403;
  message: string;
}

/** What the checks need besides the image: the library and the signed-in user. */
export interface PatchContext {
  db: MockDb;
  user: MockUser;
}

class Refused extends Error {
  constructor(readonly refusal: PatchRefusal) {
    super(refusal.message);
  }
}

function refuse(message: string, vars?: Record<string, string | number>, status: 400 | 403 = 400): never {
  throw new Refused({ status, message: vars ? interpolate(message, vars) : message });
}

function bounded(field: string, text: string): string {
  const tooLong = metadataLengthError(field, text);
  if (tooLong !== null) refuse(tooLong);
  return text;
}

/**
 * Applies one edit patch (spec 001 §3) to an image, as the server does (packages/server
 * src/images/patches.ts, the contract suite holds them together): the same fields, actions, checks,
 * permissions and messages. Fields: imageAttributes.{title,author,subject,description}, keywords,
 * custom-{definitionId}, expirationDate, licenseDocumentUrl and licenseExpiryNote (all three with
 * images.setExpiration), isOnBrand (images.setOnBrand), workflowStatus, imageGPS.{latitude,
 * longitude} and imageIPTC.{name}. Returns the refusal of a value the server refuses.
 */
export function applyPatch(
  context: PatchContext,
  image: ImageRecord,
  patch: { field: string; action: EditAction; value: string | null },
): PatchRefusal | undefined {
  try {
    applyOne(context, image, patch);
    return undefined;
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** The position a patch is building, before {@link checkPosition} (both or neither). */
const positions = new WeakMap<ImageRecord, { latitude: number | null; longitude: number | null }>();

function applyOne(
  { db, user }: PatchContext,
  image: ImageRecord,
  patch: { field: string; action: EditAction; value: string | null },
): void {
  const value = (patch.value ?? '').normalize('NFC');
  const field = patch.field;
  const [group, name, ...rest] = field.split('.');
  if (group === 'imageAttributes' && rest.length === 0 && ATTRIBUTE_FIELDS.includes(name as never)) {
    const key = name as (typeof ATTRIBUTE_FIELDS)[number];
    image.imageAttributes[key] = bounded(field, applyText(image.imageAttributes[key], patch.action, value));
    return;
  }
  if (field === 'keywords') {
    const next = applyList(image.keywords, patch.action, value);
    // spec 001 §5: no new keywords when the keywords dictionary is limited, unless the user manages
    // keywords (spec 000 §6 "keywords management"; docs/decisions.md), as the server.
    if (db.flags.iskeywordsdictionarylimited && !user.keywordsManagementAllowed) {
      const known = new Set(db.images.flatMap((i) => i.keywords));
      const unknown = next.filter((k) => !image.keywords.includes(k) && !known.has(k));
      if (unknown.length > 0) refuse(M.newKeywords, { keywords: unknown.join('; ') });
    }
    bounded(field, next.join(';'));
    image.keywords = next;
    return;
  }
  const custom = /^custom-(\d+)$/.exec(field);
  if (custom) {
    const definition = db.customMetadataDefinitions.find((d) => d.id === Number(custom[1]));
    if (!definition) refuse(M.unknownField, { field });
    const old = image.imageCustomMetadatas[definition.id] ?? '';
    let next: string;
    if (definition.isDictionary) {
      // spec 001 §5: dictionary fields take only their options, items joined by ';' (as the server).
      const items = applyList(splitKeywords(old), patch.action, value);
      const outside = items.find((item) => !definition.options.includes(item));
      if (outside !== undefined) {
        refuse(M.notAnOption, { item: outside, field: definition.label.replace(/__/g, ' ') });
      }
      next = bounded(field, items.join(';'));
    } else {
      next = bounded(field, applyText(old, patch.action, value));
    }
    if (next === '') delete image.imageCustomMetadatas[definition.id];
    else image.imageCustomMetadatas[definition.id] = next;
    return;
  }
  if (field === 'expirationDate') {
    if (!canOnImage(db, user, 'images.setExpiration', image)) refuse(M.expirationNotAllowed, undefined, 403);
    const date = value.trim().slice(0, 10);
    if (value.trim() !== '' && !validDate(date)) refuse(M.notADate);
    image.expirationDate = value.trim() === '' ? null : `${date}T00:00:00.000Z`;
    return;
  }
  if (field === 'licenseDocumentUrl' || field === 'licenseExpiryNote') {
    if (!canOnImage(db, user, 'images.setExpiration', image)) refuse(M.licenceNotAllowed, undefined, 403);
    if (field === 'licenseDocumentUrl') {
      const url = parseLicenseDocumentUrl(applyText(image.licenseDocumentUrl ?? '', patch.action, value));
      if (!url.ok) refuse(url.message);
      image.licenseDocumentUrl = url.value;
    } else {
      const note = bounded(field, applyText(image.licenseExpiryNote ?? '', patch.action, value));
      image.licenseExpiryNote = note.trim() === '' ? null : note;
    }
    return;
  }
  if (field === 'isOnBrand') {
    if (!canOnImage(db, user, 'images.setOnBrand', image)) refuse(M.brandNotAllowed, undefined, 403);
    if (value !== 'true' && value !== 'false') refuse(M.onBrandValue);
    image.isOnBrand = value === 'true';
    return;
  }
  if (field === 'workflowStatus') {
    const status = db.workflowStatuses.find((w) => String(w.id) === value);
    if (value !== '' && !status) refuse(M.unknownWorkflowStatus);
    image.imageWorkflowStatuses = status ? [status.id] : [];
    return;
  }
  if (group === 'imageGPS' && (name === 'latitude' || name === 'longitude') && rest.length === 0) {
    if (patch.action !== 'replace') refuse(M.replaceOnly, { field });
    const coordinate = parseGpsCoordinate(name, value);
    if (!coordinate.ok) refuse(coordinate.message);
    const position = positions.get(image) ?? {
      latitude: image.imageGPS?.latitude ?? null,
      longitude: image.imageGPS?.longitude ?? null,
    };
    position[name] = coordinate.value;
    positions.set(image, position);
    return;
  }
  if (group === 'imageIPTC' && name !== undefined && rest.length === 0 && IPTC_NAME.test(name)) {
    const iptc = image.imageIPTC as unknown as Record<string, string | number | null>;
    if (name === 'DateCreated') refuse(M.readOnly, { field });
    if (name === 'urgency') {
      const urgency = value.trim() === '' ? null : Number(value);
      const { min, max } = IPTC_URGENCY_RANGE;
      if (urgency !== null && (!Number.isInteger(urgency) || urgency < min || urgency > max)) {
        refuse(M.urgency, { min, max });
      }
      iptc.urgency = urgency;
      return;
    }
    iptc[name] = bounded(field, applyText(String(iptc[name] ?? ''), patch.action, value));
    return;
  }
  refuse(M.unknownField, { field });
}

/**
 * After every patch of an image: a position patched is both coordinates or neither (as the server's
 * checkDraft), then set on the image (its id the image's, its zoom kept).
 */
export function finishPatches(image: ImageRecord): PatchRefusal | undefined {
  const position = positions.get(image);
  if (!position) return undefined;
  positions.delete(image);
  const incomplete = gpsPositionError(position.latitude, position.longitude);
  if (incomplete !== null) return { status: 400, message: incomplete };
  image.imageGPS =
    position.latitude === null || position.longitude === null
      ? null
      : {
          latitude: position.latitude,
          longitude: position.longitude,
          zoomLevel: image.imageGPS?.zoomLevel ?? IMAGE_GPS_ZOOM_LEVEL,
          id: image.id,
        };
  return undefined;
}

const refused = (refusal: PatchRefusal) =>
  refusal.status === 403 ? forbidden(refusal.message) : badRequest(refusal.message);

export function imageHandlers(ctx: MockContext): HttpHandler[] {
  /** A file the user may see, or undefined (answers 404). */
  const visibleImage = (id: number) => visibleImages(ctx.db(), ctx.user()).find((i) => i.id === id);
  return [
    // Literal paths before /api/images/{id}.
    http.post('/api/images/details', async ({ request, response }) => {
      const db = ctx.db();
      const { ids } = await request.json();
      const images = ids.flatMap((id) => {
        const image = visibleImage(id);
        return image ? [toImageDetail(db, image)] : [];
      });
      return response(200).json(images);
    }),
    http.post('/api/images/delete', async ({ request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const { imageIds } = await request.json();
      const deletedIds: number[] = [];
      const failedImageIds: number[] = [];
      for (const id of imageIds) {
        const image = db.image(id);
        if (image && canOnImage(db, user, 'delete', image)) deletedIds.push(id);
        else failedImageIds.push(id);
      }
      if (deletedIds.length === 0 && imageIds.every((id) => !db.image(id)))
        return response.untyped(notFound());
      if (deletedIds.length === 0) return response.untyped(forbidden());
      db.removeImages(deletedIds);
      for (const id of deletedIds)
        db.addAudit({ activityType: 'image-delete', imageId: id, folderId: null, data: '' });
      return response(200).json({ deletedIds, failedImageIds });
    }),
    http.patch('/api/images', async ({ request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const { imageIds, patches } = await request.json();
      const images = imageIds.map((id) => db.image(id));
      if (images.some((i) => !i)) return response.untyped(notFound());
      const targets = images as ImageRecord[];
      // spec 001 §6: editData on each image's folder.
      if (targets.some((i) => !canOnImage(db, user, 'editData', i))) {
        return response.untyped(forbidden(en.edit.notAllowedToEdit));
      }
      // As the server (images/patches.ts patchesFor): a patch whose id names one of the images applies
      // to that image only; one whose id names none of them applies to every image.
      const patchesOf = (image: ImageRecord) =>
        patches.filter((patch) => patch.id === image.id || !imageIds.includes(patch.id));
      // Validate on copies first, so a refused patch changes nothing (400, or 403 for a field that
      // needs images.setExpiration or images.setOnBrand, as the server).
      const context = { db, user };
      for (const image of targets) {
        const copy = structuredClone(image);
        for (const patch of patchesOf(image)) {
          const refusal = applyPatch(context, copy, patch);
          if (refusal) return response.untyped(refused(refusal));
        }
        const incomplete = finishPatches(copy);
        if (incomplete) return response.untyped(refused(incomplete));
      }
      for (const image of targets) {
        const own = patchesOf(image);
        for (const patch of own) applyPatch(context, image, patch);
        finishPatches(image);
        image.imageLog.lastDataUpdate = db.nowIso();
        db.addAudit({
          activityType: 'image-update',
          imageId: image.id,
          folderId: null,
          data: JSON.stringify(own),
        });
        // The edit in the version history (spec 001 §3 relatedAuditActivities), as the server.
        recordMetadataEdit(
          db,
          image,
          ctx.user().userId,
          own.map((patch) => ({ fieldName: patch.field, newValue: editedValue(image, patch) })),
        );
      }
      return response(200).json({ updatedIds: targets.map((i) => i.id) });
    }),
    http.put('/api/image/rotate', async ({ request, response }) => {
      const db = ctx.db();
      const { clockwise, imageId } = await request.json();
      const image = db.image(imageId);
      if (!image) return response.untyped(notFound());
      if (!canOnImage(db, ctx.user(), 'editData', image))
        return response.untyped(forbidden(en.edit.notAllowedToEdit));
      if (fileKind(image) !== 'image') return response.untyped(badRequest('Only images can be rotated.'));
      currentVersion(db, image);
      image.rotation = (image.rotation + (clockwise ? 90 : 270)) % 360;
      if (image.imageInfo) image.imageInfo = { width: image.imageInfo.height, height: image.imageInfo.width };
      // As the server: the turned picture is a new version, the one before stays in the history.
      recordNewVersion(db, image, { userId: ctx.user().userId, changes: [] });
      return response(200).json({ result: true });
    }),
    http.get('/api/images/{id}', ({ params, query, response }) => {
      const db = ctx.db();
      const image = visibleImage(toId(params.id));
      if (!image) return response.untyped(notFound());
      if (query.get('skipImgLogUpdate') !== 'true') {
        image.imageLog.viewCount += 1;
        image.imageLog.lastViewed = db.nowIso();
      }
      return response(200).json(toImageDetail(db, image));
    }),
    http.get('/api/images/{id}/exif', ({ params, response }) => {
      const image = visibleImage(toId(params.id));
      if (!image) return response.untyped(notFound());
      // spec 000 §8: 'Exif not found for the file' (files without camera data).
      if (fileKind(image) !== 'image' || !image.imageInfo)
        return response.untyped(notFound(en.edit.exifNotFound));
      const taken = image.imageIPTC.DateCreated ?? '';
      return response(200).json({
        id: image.id,
        tags: [
          { group: 'Image', name: 'ImageWidth', value: String(image.imageInfo.width) },
          { group: 'Image', name: 'ImageHeight', value: String(image.imageInfo.height) },
          {
            group: 'Image',
            name: 'Orientation',
            value: image.rotation === 0 ? 'Horizontal (normal)' : `Rotate ${image.rotation} CW`,
          },
          {
            group: 'Camera',
            name: 'Make',
            value: ['Canon', 'Nikon', 'Sony', 'Fujifilm'][image.id % 4] ?? 'Canon',
          },
          {
            group: 'Camera',
            name: 'Model',
            value: ['EOS R5', 'Z7 II', 'A7 IV', 'X-T5'][image.id % 4] ?? 'EOS R5',
          },
          { group: 'Exif', name: 'DateTimeOriginal', value: taken.replace('T', ' ').slice(0, 19) },
          { group: 'Exif', name: 'FNumber', value: `f/${[1.8, 2.8, 4, 5.6, 8][image.id % 5]}` },
          { group: 'Exif', name: 'ISO', value: String([100, 200, 400, 800][image.id % 4]) },
        ],
      });
    }),
    http.get('/api/images/{id}/video', ({ params, response }) => {
      const image = visibleImage(toId(params.id));
      if (!image || fileKind(image) !== 'video') return response.untyped(notFound());
      return response(200).json({
        id: image.id,
        durationSeconds: durationSecondsOf(image),
        width: image.imageInfo?.width ?? null,
        height: image.imageInfo?.height ?? null,
        codec: image.extension === '.mp4' ? 'h264' : 'prores',
        frameRate: [24, 25, 30, 60][image.id % 4] ?? 25,
        panoramicProjection: 'equirectangular',
      });
    }),
  ];
}
