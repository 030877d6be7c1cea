// The action calls through the real client against @vitrine/mocks (spec 000 §7 "Files and export",
// "Permissions", "Recognition"), and the dashboard's counts (spec 000 §7 POST search count).
import { createVitrineClient, isApiError } from '@vitrine/api-client';
import { applyMockParameters, currentDb } from '@vitrine/mocks';
import { setupMockServer } from '@vitrine/mocks/node';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  allowedImageIds,
  deleteImages,
  excludeImagesFromSet,
  exportDownloadUrl,
  fileDownloadUrl,
  prepareExport,
  recognizeObjects,
  regenerateThumbnails,
  setRecognitionConsent,
} from './actions';
import { DASHBOARD_FILE_KINDS, fetchDashboardCounts, recentFilesCriteria } from './dashboard';

const server = setupMockServer();
const client = createVitrineClient({ baseUrl: 'http://localhost/' });

beforeEach(() => applyMockParameters({ user: 'superAdmin' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const inArchive = (id: number) => currentDb().fullPath(id).startsWith('/Archive');

describe('delete and exclude', () => {
  it('deletes what the user may delete and names the rest (editor, read-only Archive)', async () => {
    applyMockParameters({ user: 'editor' });
    const db = currentDb();
    const allowed = db.images.find((image) => !inArchive(image.folderId))?.id ?? 0;
    const refused = db.images.find((image) => inArchive(image.folderId))?.id ?? 0;
    expect(await deleteImages(client, [allowed, refused])).toEqual({
      deletedIds: [allowed],
      failedImageIds: [refused],
    });
    expect(currentDb().image(allowed)).toBeUndefined();
  });

  it('excludes files from a set; the files stay in the library', async () => {
    const set = currentDb().sets.find((candidate) => candidate.imageIds.length >= 2);
    const [a, b] = set?.imageIds ?? [];
    await excludeImagesFromSet(client, set?.id ?? 0, [a ?? 0]);
    expect(currentDb().set(set?.id ?? 0)?.imageIds).not.toContain(a);
    expect(currentDb().set(set?.id ?? 0)?.imageIds).toContain(b);
    expect(currentDb().image(a ?? 0)).toBeDefined();
  });
});

describe('download and export', () => {
  it('asks the per-image permission, then prepares an export whose token downloads', async () => {
    const ids = currentDb()
      .images.slice(0, 3)
      .map((image) => image.id);
    expect(await allowedImageIds(client, 'download', ids)).toEqual(ids);
    const token = await prepareExport(client, { ids, kind: 'csv', keepFoldersStructure: true });
    expect(currentDb().exports.at(-1)).toMatchObject({ token, ids, type: 4, keepFoldersStructure: true });
    const url = exportDownloadUrl(client, token);
    expect(url).toBe(`http://localhost/api/export/${encodeURIComponent(token)}`);
    const answer = await fetch(url);
    expect(answer.ok).toBe(true);
    expect(fileDownloadUrl(client, 7)).toBe('http://localhost/Download.aspx?id=7');
  });

  it('a zip is type 1', async () => {
    const ids = currentDb()
      .images.slice(0, 2)
      .map((image) => image.id);
    const token = await prepareExport(client, { ids, kind: 'zip', keepFoldersStructure: false });
    expect(currentDb().exports.at(-1)).toMatchObject({ token, type: 1, kind: 'zip' });
  });
});

describe('thumbnails and recognition', () => {
  it('regenerates thumbnails (the mocks stamp lastVisualUpdate)', async () => {
    const [image] = currentDb().images;
    if (!image) throw new Error('the seed has images');
    image.imageLog.lastVisualUpdate = '2000-01-01T00:00:00.000Z';
    await regenerateThumbnails(client, [image.id]);
    expect(currentDb().image(image.id)?.imageLog.lastVisualUpdate).toBe(currentDb().nowIso());
  });

  it('asks consent first, then enqueues', async () => {
    const id = currentDb().images.find((image) => image.mimeType.startsWith('image/'))?.id ?? 0;
    expect(await recognizeObjects(client, [id])).toEqual({ requiresConsent: true });
    await setRecognitionConsent(client, true);
    expect(await recognizeObjects(client, [id])).toMatchObject({ enqueued: true, requiresConsent: false });
  });

  it('a refusal is an ApiError', async () => {
    applyMockParameters({ user: 'viewer' });
    const failure = await regenerateThumbnails(client, [currentDb().images[0]?.id ?? 0]).catch(
      (error) => error,
    );
    expect(isApiError(failure) && failure.status).toBe(403);
  });
});

describe('the dashboard calls', () => {
  it('the recent files are all files by Added, descending', () => {
    expect(recentFilesCriteria()).toEqual({
      selectedFolder: 0,
      sortOption: 1,
      sortOrderOption: 2,
      itemsOnPage: 12,
    });
  });

  it('counts each kind of file', async () => {
    const counts = await fetchDashboardCounts(client);
    expect(Object.keys(counts).sort()).toEqual([...DASHBOARD_FILE_KINDS].sort());
    // The seed: 450 images, 36 videos, 24 audio files, 30 PDFs (@vitrine/mocks README).
    expect(counts).toEqual({ image: 450, video: 36, audio: 24, pdf: 30 });
  });
});
