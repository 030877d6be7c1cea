// files: moving, downloading, exporting and processing files (spec 000 §7 "Files and export",
// spec 001 §7). /Download.aspx serves real bytes: PNG thumbnails and previews drawn per id, a small
// PDF for PDF originals, a zip or CSV for exports. Never an external URL.
import {
  csvHeader,
  csvRow,
  en,
  FLASH_LOAD_COUNT,
  THUMBNAIL_SIZES,
  thumbnailSizeForIndex,
} from '@vitrine/core';
import { strToU8, zipSync } from 'fflate';
import { type HttpHandler, HttpResponse } from 'msw';
import type { ImageRecord } from '../db/types';
import { errorResponse, MOVE_CONFLICT_MESSAGE } from '../errors';
import { minimalPdf, renderImagePng } from '../thumbnails/render';
import { hasPermission } from '../users';
import {
  badRequest,
  canInFolder,
  canOnImage,
  forbidden,
  http,
  type MockContext,
  notFound,
  toId,
} from './context';
import { visibleImages } from './query';
import { imagesAreImages } from './reports';
import { fileKind, thumbnailVersionOf, toImageSummary } from './serialize';
import { shareByAddress } from './sharing';
import { readThumbnailChange } from './thumbnail-change';

/** At most this many files are drawn into an export zip (the rest are listed in its manifest). */
const EXPORT_ZIP_MAX_FILES = 50;

/**
 * How a mock PDF report is made (issue 20: the server makes it in the background): queued for the
 * first `queuedMs`, then making, its images placed evenly, until `readyMs`; ready after. The dialog
 * shows the progress; its 1 s minimum is the dialog's own.
 */
export const REPORT_MOCK_TIMING = { queuedMs: 200, readyMs: 1500 } as const;
/** Reports a person may have being made at once (the server's MAX_REPORTS_UNDER_WAY). */
const MAX_REPORTS_UNDER_WAY = 3;
/** The server's 429 beyond them. */
const TOO_MANY_REPORTS = 'You already have 3 reports being made. Wait until one is ready, then try again.';

type ReportState = 'queued' | 'making' | 'ready' | 'failed';

/** How a mock report stands at `at` (ms). */
export function mockReportStatus(
  startedAt: number,
  total: number,
  at: number,
): { state: ReportState; done: number; total: number } {
  const elapsed = at - startedAt;
  if (elapsed < REPORT_MOCK_TIMING.queuedMs) return { state: 'queued', done: 0, total };
  if (elapsed >= REPORT_MOCK_TIMING.readyMs) return { state: 'ready', done: total, total };
  const share =
    (elapsed - REPORT_MOCK_TIMING.queuedMs) / (REPORT_MOCK_TIMING.readyMs - REPORT_MOCK_TIMING.queuedMs);
  return { state: 'making', done: Math.min(total - 1, Math.floor(total * share)), total };
}

/** How a rendition asked for with its current version (`v`) is cached (the server's VERSIONED_RENDITION_CACHE). */
const VERSIONED_RENDITION_CACHE = 'private, max-age=31536000, immutable';

function bytesResponse(
  bytes: Uint8Array,
  contentType: string,
  fileName?: string,
  extraHeaders: Record<string, string> = {},
): Response {
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Content-Length': String(bytes.length),
    ...extraHeaders,
  };
  if (fileName) headers['Content-Disposition'] = `attachment; filename="${fileName.replace(/"/g, '')}"`;
  return new HttpResponse(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

function pngFor(image: ImageRecord, box: { width: number; height: number } | null): Uint8Array {
  const kind = fileKind(image);
  // A chosen frame is drawn as another pattern (the mocks hold no video to take it from).
  const frame = image.customThumbnail?.kind === 'frame' ? image.customThumbnail.seconds : null;
  const seed = frame === null ? image.id : image.id * 100_000 + Math.round(frame * 10) + 1;
  return renderImagePng(seed, image.imageInfo, box, kind === 'other' ? 'other' : kind).png;
}

/** The CSV export (type 4): @vitrine/core's rows, as the server writes them (formula-safe cells). */
function csvFor(images: ImageRecord[]): Uint8Array {
  const rows = images.map((i) =>
    csvRow({
      id: i.id,
      fileName: i.fileName,
      title: i.imageAttributes.title,
      author: i.imageAttributes.author,
      subject: i.imageAttributes.subject,
      keywords: i.keywords,
      country: i.imageLocation?.country ?? '',
      city: i.imageLocation?.city ?? '',
      fileSize: i.fileSize,
      latitude: i.imageGPS?.latitude ?? null,
      longitude: i.imageGPS?.longitude ?? null,
      expirationDate: i.expirationDate,
      licenseDocumentUrl: i.licenseDocumentUrl,
      licenseExpiryNote: i.licenseExpiryNote,
    }),
  );
  return strToU8(csvHeader() + rows.join(''));
}

function zipFor(images: ImageRecord[], folderPath: (image: ImageRecord) => string | null): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  images.slice(0, EXPORT_ZIP_MAX_FILES).forEach((image) => {
    const base = image.fileName.replace(/\.[^.]+$/, '');
    const dir = folderPath(image);
    entries[`${dir ? `${dir.replace(/^\//, '')}/` : ''}${base}.png`] = pngFor(image, THUMBNAIL_SIZES.tiny);
  });
  entries['manifest.csv'] = csvFor(images);
  return zipSync(entries, { level: 0 });
}

export function fileHandlers(ctx: MockContext): HttpHandler[] {
  const exportBytes = (token: string) => {
    const db = ctx.db();
    const record = db.exports.find((e) => e.token === token);
    if (!record) return undefined;
    const images = record.ids.flatMap((id) => {
      const image = db.image(id);
      return image ? [image] : [];
    });
    if (record.kind === 'csv') return bytesResponse(csvFor(images), 'text/csv', `export-${token}.csv`);
    if (record.kind === 'pdf')
      return bytesResponse(
        minimalPdf(
          'Vitrine report',
          images.map((image) => image.fileName),
        ),
        'application/pdf',
        `report-${token}.pdf`,
      );
    const keep = record.type === 1 && record.keepFoldersStructure;
    return bytesResponse(
      zipFor(images, (i) => (keep ? db.fullPath(i.folderId) : null)),
      'application/zip',
      `export-${token}.zip`,
    );
  };

  return [
    // spec 001 §7: 409 opens the conflict dialog; with Override the file of the same name is replaced.
    http.patch('/api/files', async ({ request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const body = await request.json();
      const dest = db.folder(body.newFolderId);
      if (!dest) return response.untyped(notFound());
      if (!canInFolder(user, 'add', dest)) return response.untyped(forbidden());
      const moving = body.fileIds.flatMap((id) => {
        const image = db.image(id);
        return image ? [image] : [];
      });
      const names = (folderId: number) =>
        db.images.filter((i) => i.folderId === folderId && !body.fileIds.includes(i.id));
      const conflicts = moving.flatMap((m) => names(dest.id).filter((i) => i.fileName === m.fileName));
      if (conflicts.length > 0 && !body.Override)
        return response.untyped(errorResponse(409, MOVE_CONFLICT_MESSAGE));
      if (conflicts.length > 0) db.removeImages(conflicts.map((c) => c.id));
      const failedImageIds: number[] = body.fileIds.filter((id) => !db.image(id));
      for (const image of moving) {
        if (!canOnImage(db, user, 'edit', image)) failedImageIds.push(image.id);
        else image.folderId = dest.id;
      }
      return response(200).json({ failedImageIds });
    }),
    http.post('/api/Thumb/generate', async ({ request, response }) => {
      const db = ctx.db();
      const { IdArray } = await request.json();
      const images = IdArray.map((id) => db.image(id)).filter((i): i is ImageRecord => i !== undefined);
      if (images.some((i) => !canOnImage(db, ctx.user(), 'editData', i)))
        return response.untyped(forbidden());
      for (const image of images) image.imageLog.lastVisualUpdate = db.nowIso();
      return response(204).empty();
    }),
    http.post('/api/import', async ({ request, response }) => {
      await request.json();
      if (!hasPermission(ctx.user(), 'add')) return response.untyped(forbidden());
      return response(204).empty();
    }),
    http.post('/api/export', async ({ request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const body = await request.json();
      if (body.ids.length === 0) return response.untyped(badRequest());
      if (body.pdfRequest && !imagesAreImages(body.pdfRequest))
        return response.untyped(badRequest(en.report.imageNotImage));
      const allowed = body.ids.filter((id) => {
        const image = db.image(id);
        return image !== undefined && canOnImage(db, user, 'download', image);
      });
      if (allowed.length === 0) return response.untyped(forbidden());
      const kind = body.pdfRequest ? 'pdf' : body.type === 4 ? 'csv' : 'zip';
      // As the server: at most 3 reports being made per person.
      const underWay = db.exports.filter(
        (e) =>
          e.userId === user.userId &&
          e.reportStartedAt !== undefined &&
          mockReportStatus(e.reportStartedAt, e.ids.length, Date.now()).state !== 'ready',
      ).length;
      if (kind === 'pdf' && underWay >= MAX_REPORTS_UNDER_WAY)
        return response.untyped(errorResponse(429, TOO_MANY_REPORTS, 'TooManyReports'));
      const token = db.nextToken('export');
      db.exports.push({
        token,
        userId: user.userId,
        ids: allowed,
        type: body.type ?? 1,
        kind,
        keepFoldersStructure: body.keepFoldersStructure ?? false,
        ...(kind === 'pdf' ? { reportStartedAt: Date.now() } : {}),
      });
      return response(200).json({ id: token });
    }),
    http.get('/api/export/{token}', async ({ params, response }) => {
      // A token is its user's (the server's rule): another user's answers as an unknown one, 404.
      const record = ctx.db().exports.find((e) => e.token === params.token);
      if (record?.userId !== ctx.user().userId) return response.untyped(notFound());
      // A report still being made is waited for, as the server does.
      if (record.reportStartedAt !== undefined) {
        const left = record.reportStartedAt + REPORT_MOCK_TIMING.readyMs - Date.now();
        if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
      }
      return response.untyped(exportBytes(params.token) ?? notFound());
    }),
    // How an export stands (issue 20): a zip or CSV at once, a report over REPORT_MOCK_TIMING.
    http.get('/api/export/{token}/status', ({ params, response }) => {
      const record = ctx.db().exports.find((e) => e.token === params.token);
      if (!record || record.userId === null || record.userId !== ctx.user().userId)
        return response.untyped(notFound());
      if (record.reportStartedAt === undefined)
        return response(200).json({ state: 'ready', done: record.ids.length, total: record.ids.length });
      return response(200).json(mockReportStatus(record.reportStartedAt, record.ids.length, Date.now()));
    }),
    // The public hash is a share link's slug; its download flag decides (spec 001 §6).
    http.post('/api/publicexport', async ({ request, response }) => {
      const db = ctx.db();
      const body = await request.json();
      const share = shareByAddress(db, body.publicHash);
      const expired = share?.expirationDatetime && Date.parse(share.expirationDatetime) <= db.now().getTime();
      if (!share || share.revoked || expired) return response.untyped(notFound());
      // A link with a password: only from its visitor's session (the server's rule).
      if (share.password && !(ctx.user().isShared && db.activeShareId === share.id))
        return response.untyped(errorResponse(401, 'Open the shared link with its password first.'));
      if (!share.allowedToDownloadImages) return response.untyped(forbidden());
      const ids = body.ids.filter((id) => share.imagesIds.includes(id));
      const token = db.nextToken('public');
      db.exports.push({ token, userId: null, ids, type: 1, kind: 'zip', keepFoldersStructure: false });
      return response(200).json({ id: token });
    }),
    http.get('/api/publicexport/{token}', ({ params, response }) => {
      const answer = params.token.startsWith('public-') ? exportBytes(params.token) : undefined;
      return response.untyped(answer ?? notFound());
    }),
    // Thumbnails (thumb=N) and previews (preview=1) need only the right to see the file; the
    // original needs download (spec 000 §5, spec 001 §6).
    http.get('/Download.aspx', ({ query, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const id = toId(query.get('id'));
      if (Number.isNaN(id)) return response.untyped(badRequest());
      const image = visibleImages(db, user).find((i) => i.id === id);
      if (!image) return response.untyped(notFound());
      const thumb = query.get('thumb');
      const preview = query.get('preview') === '1';
      const kind = fileKind(image);
      // As the server: a rendition asked for with its current version is cached for good, one
      // without (or with an old one) revalidated, a file with no rendition (its placeholder) never.
      const version = thumbnailVersionOf(image);
      const cacheControl =
        version === null
          ? 'no-store'
          : query.get('v') === version
            ? VERSIONED_RENDITION_CACHE
            : 'private, no-cache';
      if (thumb !== null && thumb !== undefined && thumb !== '') {
        const custom = image.customThumbnail;
        if (custom?.kind === 'image') {
          return response.untyped(
            bytesResponse(custom.bytes, custom.mimeType, undefined, { 'Cache-Control': cacheControl }),
          );
        }
        return response.untyped(
          bytesResponse(
            pngFor(image, THUMBNAIL_SIZES[thumbnailSizeForIndex(thumb)]),
            'image/png',
            undefined,
            {
              'Cache-Control': cacheControl,
            },
          ),
        );
      }
      if (preview && kind !== 'video' && kind !== 'audio') {
        if (kind === 'pdf')
          return response.untyped(bytesResponse(minimalPdf(image.fileName), 'application/pdf'));
        return response.untyped(
          bytesResponse(pngFor(image, THUMBNAIL_SIZES.medium), 'image/png', undefined, {
            'Cache-Control': cacheControl,
          }),
        );
      }
      if (!canOnImage(db, user, 'download', image)) return response.untyped(forbidden());
      if (kind === 'pdf')
        return response.untyped(bytesResponse(minimalPdf(image.fileName), 'application/pdf', image.fileName));
      if (kind === 'image')
        return response.untyped(bytesResponse(pngFor(image, null), 'image/png', image.fileName));
      // Video and audio originals are stand-in bytes: the mocks hold no media.
      return response.untyped(
        bytesResponse(
          strToU8(`Vitrine mock media ${image.id}`),
          image.mimeType || 'application/octet-stream',
          image.fileName,
        ),
      );
    }),
    // spec 000 §7 "GET /api/flash/{view}?ids=": the images asked for, in the order asked, at most 100
    // (spec 000 §9); unknown or hidden ids are left out; ids are required (openapi.yml), as the server.
    http.get('/api/flash/{view}', ({ query, response }) => {
      const db = ctx.db();
      const raw = query.get('ids');
      if (!raw || !/^[0-9]+(,[0-9]+)*$/.test(raw)) return response.untyped(badRequest());
      const byId = new Map(visibleImages(db, ctx.user()).map((i) => [i.id, i]));
      const images = raw
        .split(',')
        .map(Number)
        .slice(0, FLASH_LOAD_COUNT)
        .flatMap((id) => byId.get(id) ?? []);
      return response(200).json({ images: images.map((i) => toImageSummary(db, i)) });
    }),
    // The server's images/thumbnail-change.ts: editData on the file (spec 001 §6), the same bounds
    // and messages (handlers/thumbnail-change.ts), a new thumbnailVersion.
    http.post('/Thumbnails.asmx/Change', async ({ request, response }) => {
      const db = ctx.db();
      const body = await request.json();
      const image = visibleImages(db, ctx.user()).find((candidate) => candidate.id === body.id);
      if (!image) return response.untyped(notFound());
      if (!canOnImage(db, ctx.user(), 'editData', image)) return response.untyped(forbidden());
      const read = readThumbnailChange(image, body.type, body.data);
      if ('refusal' in read) return response.untyped(errorResponse(400, read.refusal));
      if (read.custom) image.customThumbnail = read.custom;
      else delete image.customThumbnail;
      image.imageLog.lastVisualUpdate = db.nowIso();
      return response(200).json({ id: image.id, thumbnailVersion: thumbnailVersionOf(image) });
    }),
    // Each poll of a processing video advances it by 25 points; at 100 it is done ('').
    http.get('/api/image/videostatus/{id}', ({ params, response }) => {
      const db = ctx.db();
      const image = db.image(toId(params.id));
      if (!image || fileKind(image) !== 'video') return response.untyped(notFound());
      const status = image.videoStatus ?? '';
      const percent = /^(\d+)%$/.exec(status);
      if (percent) {
        const next = Number(percent[1]) + 25;
        image.videoStatus = next >= 100 ? '' : `${next}%`;
        if (next >= 100) image.hasJobs = false;
      }
      return response(200).json({ id: image.id, status, videoTries: image.videoTries });
    }),
    // spec 001 §6: retry and priority need add or webUpload on the folder.
    http.post('/api/video/retry', async ({ request, response }) => {
      const db = ctx.db();
      const body = await request.json();
      const image = db.image(body.Id);
      if (!image || fileKind(image) !== 'video') return response.untyped(notFound());
      const folder = db.folder(image.folderId);
      const user = ctx.user();
      if (!canInFolder(user, 'add', folder) && !canInFolder(user, 'webUpload', folder)) {
        return response.untyped(forbidden());
      }
      if (body.Status === 'skipped') image.videoStatus = 'skipped';
      else if (body.Status === 'priority') image.videoStatus = 'priority';
      else image.videoStatus = 'unprocessed';
      image.hasJobs = body.Status !== 'skipped';
      return response(200).json({ status: 'ok', message: null });
    }),
  ];
}
