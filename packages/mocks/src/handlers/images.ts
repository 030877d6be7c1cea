// images: details, bulk update, delete, rotation, EXIF and video details (spec 001 §7).
import { en, splitKeywords } from '@vitrine/core';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db/db';
import type { ImageRecord } from '../db/types';
import { badRequest, canOnImage, forbidden, http, type MockContext, notFound, toId } from './context';
import { visibleImages } from './query';
import { durationSecondsOf, fileKind, toImageDetail } from './serialize';

type EditAction = 'replace' | 'append' | 'prepend';

function applyText(old: string, action: EditAction, value: string): string {
  if (action === 'append') return `${old}${value}`;
  if (action === 'prepend') return `${value}${old}`;
  return value;
}

function applyList(old: string[], action: EditAction, value: string): string[] {
  const items = splitKeywords(value);
  if (action === 'replace') return items;
  const merged = action === 'append' ? [...old, ...items] : [...items, ...old];
  return [...new Set(merged)];
}

const ATTRIBUTE_FIELDS = ['title', 'author', 'subject', 'description'] as const;

/**
 * Applies one edit patch (spec 001 §3) to an image. Fields: imageAttributes.{title,author,subject,
 * description}, keywords, custom-{definitionId}, expirationDate, isOnBrand, workflowStatus, and
 * imageIPTC.{name}. Returns an error message for a value the server refuses.
 */
export function applyPatch(
  db: MockDb,
  image: ImageRecord,
  patch: { field: string; action: EditAction; value: string | null },
): string | undefined {
  const value = patch.value ?? '';
  const [group, name] = patch.field.split('.') as [string, string | undefined];
  if (group === 'imageAttributes' && ATTRIBUTE_FIELDS.includes(name as (typeof ATTRIBUTE_FIELDS)[number])) {
    const key = name as (typeof ATTRIBUTE_FIELDS)[number];
    image.imageAttributes[key] = applyText(image.imageAttributes[key], patch.action, value);
  } else if (patch.field === 'keywords') {
    const next = applyList(image.keywords, patch.action, value);
    // spec 001 §5: no new keywords when the keywords dictionary is limited.
    if (db.flags.iskeywordsdictionarylimited) {
      const known = new Set(db.images.flatMap((i) => i.keywords));
      if (next.some((k) => !known.has(k))) return 'New keywords are not allowed.';
    }
    image.keywords = next;
  } else if (/^custom-\d+$/.test(patch.field)) {
    const definition = db.customMetadataDefinitions.find((d) => `custom-${d.id}` === patch.field);
    if (!definition) return `Unknown field ${patch.field}.`;
    const next = applyText(image.imageCustomMetadatas[definition.id] ?? '', patch.action, value);
    // spec 001 §5: dictionary fields take only their options.
    if (definition.isDictionary && next !== '' && !definition.options.includes(next)) {
      return `"${next}" is not an option of ${definition.label}.`;
    }
    if (next === '') delete image.imageCustomMetadatas[definition.id];
    else image.imageCustomMetadatas[definition.id] = next;
  } else if (patch.field === 'expirationDate') {
    if (value !== '' && Number.isNaN(Date.parse(value))) return 'Invalid date.';
    image.expirationDate = value === '' ? null : new Date(value).toISOString();
  } else if (patch.field === 'isOnBrand') {
    image.isOnBrand = value === 'true';
  } else if (patch.field === 'workflowStatus') {
    const status = db.workflowStatuses.find((w) => String(w.id) === value);
    if (value !== '' && !status) return 'Unknown workflow status.';
    image.imageWorkflowStatuses = status ? [status.id] : [];
  } else if (group === 'imageIPTC' && name) {
    const iptc = image.imageIPTC as unknown as Record<string, string | number | null>;
    iptc[name] = applyText(String(iptc[name] ?? ''), patch.action, value);
  } else {
    return `Unknown field ${patch.field}.`;
  }
  return undefined;
}

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
      // Validate on copies first, so a refused patch changes nothing.
      for (const image of targets) {
        const copy = structuredClone(image);
        for (const patch of patchesOf(image)) {
          const error = applyPatch(db, copy, patch);
          if (error) return response.untyped(badRequest(error));
        }
      }
      for (const image of targets) {
        const own = patchesOf(image);
        for (const patch of own) applyPatch(db, image, patch);
        image.imageLog.lastDataUpdate = db.nowIso();
        db.addAudit({
          activityType: 'image-update',
          imageId: image.id,
          folderId: null,
          data: JSON.stringify(own),
        });
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
      image.rotation = (image.rotation + (clockwise ? 90 : 270)) % 360;
      if (image.imageInfo) image.imageInfo = { width: image.imageInfo.height, height: image.imageInfo.width };
      image.imageLog.lastVisualUpdate = db.nowIso();
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
