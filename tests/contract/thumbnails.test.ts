// Thumbnail URLs carry a version (issue 13 follow-up; docs/decisions.md "Thumbnail URLs carry a
// version"): a file's summary names the version of its renditions (ImageSummary.thumbnailVersion),
// the thumbnail asked for with it is cached for good, one asked for without it (or with another) is
// revalidated, and a file with no rendition has no version and its placeholder is never cached.
import type { ImageSummary } from '@vitrine/api-client';
import { unwrap } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { type Contract, describeContract } from './support';

/** The summary of `id`, once its thumbnails are made (the server's worker makes them after the upload). */
async function summaryWithThumbnails(c: Contract, folderId: number, id: number): Promise<ImageSummary> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const image = (await c.filesIn(folderId)).find((file) => file.id === id);
    if (!image) throw new Error(`file ${id} not listed`);
    if (image.thumbnailVersion || Date.now() > deadline) return image;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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

/** The smallest PDF a reader opens: a file kind no thumbnail is drawn for. */
const MINIMAL_PDF = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj
trailer<</Root 1 0 R>>
%%EOF
`;

describeContract('thumbnail versions', (c) => {
  it('a ready thumbnail has a version; with it the answer is cached for good, without it or with another it is revalidated', async () => {
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
    const { outcome } = await c.upload(
      folder.id,
      new File([MINIMAL_PDF], 'no-thumbnail.pdf', { type: 'application/pdf' }),
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
