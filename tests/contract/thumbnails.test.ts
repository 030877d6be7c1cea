// Thumbnail URLs carry a version (issue 13 follow-up; docs/decisions.md "Thumbnail URLs carry a
// version"): a file's summary names the version of its renditions (ImageSummary.thumbnailVersion),
// the thumbnail asked for with it is cached for good, one asked for without it (or with another) is
// revalidated, and a file with no rendition has no version and its placeholder is never cached.
import type { ImageSummary } from '@vitrine/api-client';
import { unwrap } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { type Contract, describeContract } from './support';

/** How long a thumbnail job may take: the server's runs sharp, pdftoppm or ffmpeg in a job worker. */
const THUMBNAIL_WAIT_MS = 20_000;

/** The summary of `id`, once its thumbnails are made (the server's worker makes them after the upload). */
async function summaryWithThumbnails(c: Contract, folderId: number, id: number): Promise<ImageSummary> {
  const deadline = Date.now() + THUMBNAIL_WAIT_MS;
  for (;;) {
    const image = (await c.filesIn(folderId)).find((file) => file.id === id);
    if (!image) throw new Error(`file ${id} not listed`);
    if (image.thumbnailVersion || Date.now() > deadline) return image;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A mono 16-bit PCM WAV of a 440 Hz tone, `seconds` long. */
function shortWav(seconds: number): Uint8Array<ArrayBuffer> {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    view.setInt16(44 + i * 2, Math.round(12000 * Math.sin((2 * Math.PI * 440 * i) / rate)), true);
  }
  return bytes;
}

async function thumbnail(c: Contract, id: number, version?: string) {
  const query = `id=${id}&thumb=1${version === undefined ? '' : `&v=${encodeURIComponent(version)}`}`;
  const response = await c.target.fetch(new Request(`${c.target.baseUrl}/Download.aspx?${query}`));
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control') ?? '',
    bytes,
  };
}

/** The smallest PDF a reader opens: one page (issue 14: its first page is its thumbnail). */
const MINIMAL_PDF = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj
trailer<</Root 1 0 R>>
%%EOF
`;

describeContract('thumbnail versions', (c) => {
  // The project's 5 s per test would cut the thumbnail wait short on a busy machine.
  it('a ready thumbnail has a version; with it the answer is cached for good, without it or with another it is revalidated', { timeout: 2 * THUMBNAIL_WAIT_MS }, async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const id = await c.uploadPng(folder.id, 'versioned.png');
    const image = await summaryWithThumbnails(c, folder.id, id);
    expect(image.thumbnailVersion).toMatch(/^[0-9A-Za-z_-]{1,64}$/);
    const version = image.thumbnailVersion as string;

    const versioned = await thumbnail(c, id, version);
    expect(versioned.status).toBe(200);
    expect(versioned.type).toMatch(/^image\//);
    expect(versioned.cacheControl).toBe('private, max-age=31536000, immutable');

    for (const other of [undefined, `${version}x`]) {
      const answer = await thumbnail(c, id, other);
      expect(answer.status, String(other)).toBe(200);
      // The same picture, but revalidated: a URL without the current version may change content.
      expect(answer.bytes, String(other)).toEqual(versioned.bytes);
      expect(answer.cacheControl, String(other)).toBe('private, no-cache');
    }

    // The viewer's detail carries the same version as the summary.
    const detail = await unwrap(
      c.client.GET('/api/images/{id}', { params: { path: { id }, query: { skipImgLogUpdate: true } } }),
    );
    expect(detail.thumbnailVersion).toBe(version);
  });

  it('a file with no thumbnail has no version, and its placeholder is never cached, with or without v', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    // Plain text: a kind no thumbnail is drawn for.
    const { outcome } = await c.upload(
      folder.id,
      new File(['Notes from the shoot.\n'], 'no-thumbnail.txt', { type: 'text/plain' }),
    );
    expect(outcome.status).toBe('done');
    const [file] = await c.filesIn(folder.id);
    expect(file?.thumbnailVersion).toBeNull();
    for (const version of [undefined, 'anything']) {
      const answer = await thumbnail(c, file?.id as number, version);
      expect(answer.status).toBe(200);
      expect(answer.cacheControl).toBe('no-store');
    }
  });

  it('a PDF and an audio file get a thumbnail (first page, waveform) and their page count or length (issue 14)', { timeout: 3 * THUMBNAIL_WAIT_MS }, async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const pdf = await c.upload(
      folder.id,
      new File([MINIMAL_PDF], 'one-page.pdf', { type: 'application/pdf' }),
    );
    const wav = await c.upload(folder.id, new File([shortWav(1.5)], 'beep.wav', { type: 'audio/wav' }));
    expect([pdf.outcome.status, wav.outcome.status]).toEqual(['done', 'done']);
    const files = await c.filesIn(folder.id);
    const pdfId = files.find((file) => file.fileName === 'one-page.pdf')?.id as number;
    const wavId = files.find((file) => file.fileName === 'beep.wav')?.id as number;

    const page = await summaryWithThumbnails(c, folder.id, pdfId);
    expect(page.thumbnailVersion).toMatch(/^[0-9A-Za-z_-]{1,64}$/);
    expect(page.isPdf).toBe(true);
    expect(Number.isInteger(page.pageCount) && (page.pageCount as number) >= 1).toBe(true);
    expect(page.durationSeconds).toBeNull();
    const pagePicture = await thumbnail(c, pdfId, page.thumbnailVersion as string);
    expect(pagePicture.type).toMatch(/^image\//);
    expect(pagePicture.cacheControl).toBe('private, max-age=31536000, immutable');

    const sound = await summaryWithThumbnails(c, folder.id, wavId);
    expect(sound.thumbnailVersion).toMatch(/^[0-9A-Za-z_-]{1,64}$/);
    expect(sound.isAudio).toBe(true);
    expect(sound.durationSeconds).toBeGreaterThan(0);
    expect(sound.pageCount).toBeNull();
    const wave = await thumbnail(c, wavId, sound.thumbnailVersion as string);
    expect(wave.type).toMatch(/^image\//);
    expect(wave.cacheControl).toBe('private, max-age=31536000, immutable');
  });

  it('the version field is valid on every listed file: a string or null', async () => {
    await c.signInAs('editor');
    const workspace = await c.workspace();
    const files = await c.filesIn(workspace.id);
    for (const file of files) {
      expect(
        file.thumbnailVersion === null || typeof file.thumbnailVersion === 'string',
        String(file.id),
      ).toBe(true);
    }
  });
});
