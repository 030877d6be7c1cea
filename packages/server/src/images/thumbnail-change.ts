// A thumbnail chosen by a person (spec 000 §7 "POST Thumbnails.asmx/Change {id, type, data}"; what
// type and data mean is not shown, docs/decisions.md "Custom thumbnails"): a frame of a video at a
// time, a picture sent with the call (for any file), or back to the automatic thumbnail. The four
// thumbnail sizes are made with sharp as the jobs make them (media/renditions.ts) and stored as
// content-addressed blobs, so the file's thumbnailVersion changes and every URL with it. The file is
// marked (files.custom_thumbnail_for = its content hash): the jobs keep the choice when they make
// the renditions again (jobs/renditions.ts), until the content itself changes.
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../domain/errors';
import { extractPoster, probeVideo, ToolError, type VideoTools } from '../jobs/ffmpeg';
import { enqueueJob, JOB_KINDS } from '../jobs/queue';
import { type RenditionSource, replaceRenditions, type StoredRendition } from '../jobs/renditions';
import { hasRenditions, makesThumbnails } from '../jobs/thumbnails';
import { posterTime } from '../jobs/video';
import { isMediaError, makeRenditions, openImage, type Rendition } from '../media';
import type { BlobStore } from '../storage/blob-store';
import { recordBlob, withBlobFile } from '../storage/blobs';
import { safeJoin } from '../storage/paths';
import { renditionVersions } from './rendition-version';

/** The bounds of a sent picture: its bytes, its pixels (width × height), its types. */
export const THUMBNAIL_IMAGE_LIMITS = {
  maxBytes: 5_000_000,
  maxPixels: 50_000_000,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
} as const;

/** The refusals, each a sentence shown as it is (spec 001 §8 shows the server's message). */
export const THUMBNAIL_CHANGE_MESSAGES = {
  notVideo: 'Only a video has frames to choose a thumbnail from.',
  badTime: (duration: number | null) =>
    duration === null
      ? 'The time of the frame must be a number of seconds.'
      : `The time of the frame must be between 0 and ${formatSeconds(duration)} seconds.`,
  badImage: 'The thumbnail must be a JPEG, PNG, WebP or GIF image.',
  tooLarge: 'The thumbnail image may be at most 5 MB and 50 megapixels.',
  noFfmpeg: 'ffmpeg is not installed on the server',
  noFrame: 'No frame could be read from the video at that time.',
} as const;

/** How a change is asked for (openapi.yml changeThumbnail). */
export type ThumbnailChange =
  | { type: 'frame'; seconds: number }
  | { type: 'image'; bytes: Buffer }
  | { type: 'automatic' };

const formatSeconds = (seconds: number) => String(Math.round(seconds * 1000) / 1000);

/** Reads `type` and `data` of the call; throws 400 with the message to show. */
export function parseThumbnailChange(type: string, data: string): ThumbnailChange {
  if (type === 'automatic') return { type };
  if (type === 'frame') {
    const text = data.trim();
    if (!/^\d{1,7}(\.\d{1,6})?$/.test(text)) throw badRequest(THUMBNAIL_CHANGE_MESSAGES.badTime(null));
    return { type, seconds: Number(text) };
  }
  if (type === 'image') {
    const match = /^data:([a-z0-9.+/-]*)(;[a-z0-9=.+-]*)*;base64,([A-Za-z0-9+/=\s]*)$/i.exec(data);
    if (!match) throw badRequest(THUMBNAIL_CHANGE_MESSAGES.badImage);
    const encoded = (match[3] ?? '').replace(/\s/g, '');
    // Base64 holds 3 bytes per 4 characters: refused before decoding when it cannot fit.
    if (Math.floor((encoded.length * 3) / 4) > THUMBNAIL_IMAGE_LIMITS.maxBytes + 2)
      throw badRequest(THUMBNAIL_CHANGE_MESSAGES.tooLarge);
    const bytes = Buffer.from(encoded, 'base64');
    if (bytes.length === 0) throw badRequest(THUMBNAIL_CHANGE_MESSAGES.badImage);
    if (bytes.length > THUMBNAIL_IMAGE_LIMITS.maxBytes) throw badRequest(THUMBNAIL_CHANGE_MESSAGES.tooLarge);
    return { type, bytes };
  }
  throw badRequest(THUMBNAIL_CHANGE_MESSAGES.badImage);
}

export interface ThumbnailChangeContext {
  db: Kysely<Database>;
  blobs: BlobStore;
  /** Scratch files (the frame) and copies of blobs not on the local disk. */
  tmpDir: string;
  now: () => Date;
  /** ffmpeg and ffprobe, or undefined when not installed. */
  videoTools: () => Promise<VideoTools | undefined>;
}

/** The file as the change reads it. */
export interface ThumbnailFile {
  id: number;
  folder_id: number;
  content_hash: string;
  mime_type: string;
  duration_seconds: number | null;
}

/**
 * Makes and records the file's new thumbnails; answers its thumbnailVersion afterwards (null when
 * the automatic thumbnail of a PDF or audio file is left to its job).
 */
export async function changeThumbnail(
  context: ThumbnailChangeContext,
  file: ThumbnailFile,
  change: ThumbnailChange,
): Promise<string | null> {
  const isVideo = file.mime_type.startsWith('video/');
  if (change.type === 'frame' && !isVideo) throw badRequest(THUMBNAIL_CHANGE_MESSAGES.notVideo);
  let renditions: Rendition[] | null;
  let source: RenditionSource = change.type === 'automatic' ? 'automatic' : 'chosen';
  try {
    if (change.type === 'image') renditions = await fromImage(change.bytes);
    else if (change.type === 'frame') renditions = await fromFrame(context, file, change.seconds);
    else if (isVideo) {
      renditions = await fromFrame(context, file, posterTime(file.duration_seconds), false);
    } else if (hasRenditions(file.mime_type)) {
      renditions = await withBlobFile(context.blobs, file.content_hash, context.tmpDir, (path) =>
        makeRenditions(path),
      );
    } else renditions = null;
  } catch (error) {
    if (isMediaError(error)) throw badRequest(error.message);
    throw error;
  }
  if (renditions === null) {
    // A PDF's page or a sound's waveform is the thumbnail job's to draw: the mark goes, the job comes.
    await context.db
      .updateTable('files')
      .set({ custom_thumbnail_for: null })
      .where('id', '=', file.id)
      .execute();
    if (makesThumbnails(file.mime_type)) {
      await enqueueJob(context.db, {
        kind: JOB_KINDS.thumbnails,
        fileId: file.id,
        folderId: file.folder_id,
        payload: { hash: file.content_hash, regenerate: true },
        now: context.now(),
      });
    }
    source = 'automatic';
  } else {
    await store(context, file, renditions, source);
  }
  return (await renditionVersions(context.db, [file.id])).get(file.id) ?? null;
}

/** A sent picture's four sizes: only the types and bounds above, checked from the header first. */
async function fromImage(bytes: Buffer): Promise<Rendition[]> {
  let opened: Awaited<ReturnType<typeof openImage>>;
  try {
    opened = await openImage(bytes, THUMBNAIL_IMAGE_LIMITS.maxPixels);
  } catch (error) {
    if (isMediaError(error) && error.code === 'pixelLimit')
      throw badRequest(THUMBNAIL_CHANGE_MESSAGES.tooLarge);
    throw badRequest(THUMBNAIL_CHANGE_MESSAGES.badImage);
  }
  if (!(THUMBNAIL_IMAGE_LIMITS.types as readonly string[]).includes(opened.mimeType))
    throw badRequest(THUMBNAIL_CHANGE_MESSAGES.badImage);
  return makeRenditions(bytes, { limitInputPixels: THUMBNAIL_IMAGE_LIMITS.maxPixels });
}

/** The video's frame at `seconds` (0 to its length), in the four sizes, with ffmpeg. */
async function fromFrame(
  context: ThumbnailChangeContext,
  file: ThumbnailFile,
  seconds: number,
  checkTime = true,
): Promise<Rendition[]> {
  const tools = await context.videoTools();
  if (!tools) throw badRequest(THUMBNAIL_CHANGE_MESSAGES.noFfmpeg);
  const work = safeJoin(context.tmpDir, `frame-${file.id}-${randomBytes(8).toString('hex')}`);
  await mkdir(work, { recursive: true });
  try {
    return await withBlobFile(context.blobs, file.content_hash, context.tmpDir, async (input) => {
      let duration = file.duration_seconds;
      if (duration === null) {
        duration = (await probeVideo(tools, input).catch(() => null))?.durationSeconds ?? null;
      }
      if (checkTime && (duration === null || seconds > duration))
        throw badRequest(THUMBNAIL_CHANGE_MESSAGES.badTime(duration));
      const frame = safeJoin(work, 'frame.png');
      try {
        await extractPoster(tools, input, frame, seconds);
        return await makeRenditions(frame);
      } catch (error) {
        if (error instanceof ToolError || isMediaError(error))
          throw badRequest(THUMBNAIL_CHANGE_MESSAGES.noFrame);
        throw error;
      }
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function store(
  context: ThumbnailChangeContext,
  file: ThumbnailFile,
  renditions: readonly Rendition[],
  source: RenditionSource,
): Promise<void> {
  const { db, blobs } = context;
  const now = context.now();
  const rows = async () => {
    const made: StoredRendition[] = [];
    for (const rendition of renditions) {
      const blob = await blobs.put(rendition.data);
      await recordBlob(db, blob, rendition.mimeType, now);
      made.push({
        size: rendition.size,
        hash: blob.hash,
        bytes: blob.size,
        width: rendition.width,
        height: rendition.height,
        mimeType: rendition.mimeType,
      });
    }
    return made;
  };
  const recorded = await replaceRenditions(db, blobs, file, rows, now, undefined, source);
  // The file got new content while the thumbnails were made: its own job makes its renditions.
  if (!recorded) throw badRequest('The file was changed meanwhile; try again.');
}
