// search and logical views over the library (spec 000 §3, §4, §7).
import { describe, expect, it } from 'vitest';
import { currentDb } from '../index';
import { api, mockServerForFile } from './helpers';

mockServerForFile();

const search = async (criteria: Record<string, unknown>) =>
  (await api('POST', '/api/search', { criteria })).body;

describe('search', () => {
  it('pages results and says whether a next page exists', async () => {
    const first = await search({ itemsOnPage: 24, currentPage: 1 });
    expect(first.images).toHaveLength(24);
    expect(first.nextPageExists).toBe(true);
    const last = await search({ itemsOnPage: 24, currentPage: Math.ceil(first.totalImages / 24) });
    expect(last.nextPageExists).toBe(false);
    expect((await api('POST', '/api/search/count', { criteria: {} })).body.totalImages).toBe(
      first.totalImages,
    );
  });

  it('limits to a folder with or without its substructure', async () => {
    const catalogue = currentDb().catalogueFolderId;
    const all = await search({ selectedFolder: catalogue, itemsOnPage: 1000 });
    expect(all.totalImages).toBeGreaterThan(0);
    const below = new Set([catalogue, ...currentDb().descendantFolderIds(catalogue)]);
    expect(all.images.every((i: { folder: { id: number } }) => below.has(i.folder.id))).toBe(true);
    const flat = await search({ selectedFolder: catalogue, hideSubstructure: true });
    expect(flat.totalImages).toBe(0);
  });

  it('finds text, sorts and filters', async () => {
    const found = await search({ text: 'harbour', itemsOnPage: 1000 });
    expect(found.totalImages).toBeGreaterThan(0);
    expect(
      found.images.every((i: { fileName: string; imageAttributes: { title: string } }) =>
        `${i.fileName} ${i.imageAttributes.title}`.toLowerCase().includes('harbour'),
      ),
    ).toBe(true);
    const bySize = await search({ sortOption: 9, sortOrderOption: 2, itemsOnPage: 50 });
    const sizes = bySize.images.map((i: { fileSize: number }) => i.fileSize);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const videos = await search({
      filters: [{ filterName: 'fileFormat', options: ['video'] }],
      itemsOnPage: 1000,
    });
    expect(videos.images.every((i: { isVideo: boolean }) => i.isVideo)).toBe(true);
    const expired = await search({
      filters: [{ filterName: 'expirationDate', options: ['expired'] }],
      itemsOnPage: 1000,
    });
    expect(expired.totalImages).toBeGreaterThan(0);
    expect(expired.images.every((i: { isExpired: boolean }) => i.isExpired)).toBe(true);
  });

  it('answers extensions without the leading dot, lower case (openapi.yml ImageSummary)', async () => {
    const page = await search({ itemsOnPage: 1000 });
    const extensions = new Set(page.images.map((i: { extension: string }) => i.extension));
    expect(extensions).toContain('jpg');
    expect([...extensions].every((e) => /^[a-z0-9]+$/.test(String(e)))).toBe(true);
    const ids = await search({ idsOnly: true, itemsOnPage: 1000 });
    expect(ids.images.every((i: { extension: string }) => !i.extension.startsWith('.'))).toBe(true);
  });

  it('answers ids only for the body view', async () => {
    const ids = await search({ idsOnly: true, itemsOnPage: 5 });
    expect(Object.keys(ids.images[0]).sort()).toEqual(['extension', 'fileName', 'id']);
  });

  it('titles empty groups No data (spec 000 §3)', async () => {
    const grouped = await search({
      groupResults: true,
      sortOption: 6,
      sortOrderOption: 2,
      itemsOnPage: 1000,
    });
    const groups = new Set(grouped.images.map((i: { group: string }) => i.group));
    expect(groups).toContain('No data');
  });
});

describe('logical views', () => {
  it('counts by date taken, keywords, location and strings; each count finds its files', async () => {
    const total = (await api('POST', '/api/search/count', { criteria: {} })).body.totalImages;
    const dates = (await api('GET', '/api/logical/date?format=json')).body;
    const dated = dates.reduce((n: number, r: { count: number }) => n + r.count, 0);
    expect(dated).toBeGreaterThan(0);
    expect(dated).toBeLessThanOrEqual(total);
    const [row] = dates;
    const value = `${row.year}-${String(row.month).padStart(2, '0')}`;
    const byDate = await api('POST', '/api/search/count', {
      criteria: { logicalView: 'dateTaken', logicalViewValue: value },
    });
    expect(byDate.body.totalImages).toBe(row.count);

    const keywords = (await api('GET', '/api/logical/keywords')).body;
    const keyword = keywords[0];
    const byKeyword = await api('POST', '/api/search/count', {
      criteria: { logicalView: 'keywordId', logicalViewValue: String(keyword.id) },
    });
    expect(byKeyword.body.totalImages).toBe(keyword.count);

    const places = (await api('GET', '/api/logical/location')).body;
    expect(new Set(places.map((p: { country: string }) => p.country)).size).toBeGreaterThanOrEqual(5);
    expect(places.some((p: { city: string | null }) => p.city === null)).toBe(true);
    const paris = places.find((p: { city: string }) => p.city === 'Paris');
    const byPlace = await api('POST', '/api/search/count', {
      criteria: {
        logicalView: 'imageLocation',
        logicalViewValue: `${paris.country}/${paris.stateProvince}/${paris.city}`,
      },
    });
    expect(byPlace.body.totalImages).toBe(paris.count);

    const authors = (await api('GET', '/api/logical/string?field=author')).body;
    expect(authors.length).toBeGreaterThan(3);
    expect((await api('GET', '/api/logical/string?field=custom-5')).status).toBe(400);
    const custom = (await api('GET', '/api/logical/string?field=custom-2')).body;
    const byCustom = await api('POST', '/api/search/count', {
      criteria: { logicalView: 'customDataValue', logicalViewValue: `2:${custom[0].value}` },
    });
    expect(byCustom.body.totalImages).toBe(custom[0].count);
  });
});
