// minRating (spec 000 §3): a JPEG whose XMP says xmp:Rating 4 is stored with its stars on ingest
// (media/metadata.ts reads them, ingest writes files.rating), and search keeps it for minRating up
// to 4, not for 5; the count agrees.
import { Readable } from 'node:stream';
import type { components } from '@vitrine/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ingestContextFor } from '../ingest/context';
import { ingestFile } from '../ingest/ingest';
import { encodeJpegWithMetadata } from '../media';
import { startTestServer, type TestServer } from '../testing/harness';

type Result = components['schemas']['SearchResult'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

async function ingestRated(fileName: string, rating: number | undefined): Promise<number> {
  const bytes = await encodeJpegWithMetadata(
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a4' } }),
    { title: fileName, ...(rating === undefined ? {} : { rating }) },
  );
  const { file } = await ingestFile(await ingestContextFor(server.app.vitrine), {
    source: { stream: Readable.from([bytes]) },
    fileName,
    folder: server.library.folders.workspace,
    ownerId: server.library.userIds.editor,
  });
  return file.id;
}

describe('minRating over ratings read from the files (spec 000 §3)', () => {
  it('finds a file rated 4 from minRating 1 to 4, not from 5; unrated files are 0', async () => {
    const four = await ingestRated('four-stars.jpg', 4);
    const five = await ingestRated('five-stars.jpg', 5);
    const unrated = await ingestRated('unrated.jpg', undefined);
    const db = server.app.vitrine.db;
    const stored = await db
      .selectFrom('files')
      .select(['id', 'rating'])
      .where('id', 'in', [four, five, unrated])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { id: four, rating: 4 },
      { id: five, rating: 5 },
      { id: unrated, rating: 0 },
    ]);

    const admin = await server.as('superAdmin');
    const found = async (minRating: number) => {
      const criteria = { minRating, selectedFolder: server.library.folders.workspace.id, itemsOnPage: 100 };
      const answer = await admin.call<Result>('POST', '/api/search', { criteria });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const counted = await admin.call<{ totalImages: number }>('POST', '/api/search/count', { criteria });
      expect(counted.body.totalImages).toBe(answer.body.totalImages);
      return answer.body.images.map((image) => image.id);
    };
    expect(await found(4)).toEqual(expect.arrayContaining([four, five]));
    expect(await found(4)).not.toContain(unrated);
    expect(await found(5)).toContain(five);
    expect(await found(5)).not.toContain(four);
    expect(await found(0)).toEqual(expect.arrayContaining([four, five, unrated]));
  });
});
