// The first start (issue 5 "Running it"): with an empty data directory the CLI seeds the demo library
// from real generated files, ingested into their folders, with thumbnails from the job worker;
// --empty starts without it; a later start never seeds again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '@vitrine/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCliArgs, startCli } from '../cli';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { startTestServer } from '../testing/harness';
import { seedDemoLibrary } from './bootstrap';

const cheap = { scryptCost: TEST_SCRYPT_COST };

describe('seedDemoLibrary', () => {
  it('ingests every manifest file into its folder with its metadata; the worker makes the thumbnails', async () => {
    const server = await startTestServer();
    try {
      await server.app.ready();
      const summary = await seedDemoLibrary(server.app.vitrine, {
        ownerId: server.library.userIds.superAdmin,
        demo: { imageCount: 3, video: false },
        onJobsQueued: () => server.app.vitrineJobs.worker.wake(),
      });
      expect(summary.files).toBe(5);
      const db = server.app.vitrine.db;
      const files = await db
        .selectFrom('files')
        .innerJoin('folders', 'folders.id', 'files.folder_id')
        .select(['files.id', 'files.file_name', 'files.mime_type', 'files.title', 'folders.name as folder'])
        .orderBy('files.id')
        .execute();
      expect(files).toHaveLength(5);
      expect(files.map((f) => f.mime_type).sort()).toEqual([
        'application/pdf',
        'audio/wav',
        'image/jpeg',
        'image/jpeg',
        'image/jpeg',
      ]);
      expect(files.find((f) => f.file_name === 'price-list-2024.pdf')?.folder).toBe('Documents');
      expect(files.filter((f) => f.mime_type === 'image/jpeg').some((f) => f.title !== '')).toBe(true);
      const top = await db
        .selectFrom('folders')
        .select('name')
        .where('parent_id', 'is', null)
        .where('name', '=', 'Demo library')
        .execute();
      expect(top).toHaveLength(1);
      await server.app.vitrineJobs.worker.idle();
      const renditions = await db.selectFrom('renditions').select('file_id').execute();
      // Every file gets its thumbnails: the photos, the PDF's first page and the WAV's waveform (issue 14).
      expect(new Set(renditions.map((r) => r.file_id)).size).toBe(5);
      // Nothing of the generator is left in the data directory's tmp.
      const { readdir } = await import('node:fs/promises');
      expect((await readdir(join(server.dataDir, 'tmp'))).filter((n) => n.startsWith('demo-'))).toEqual([]);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('the demo library furnished (issue 15: every branch, view and filter has content)', () => {
  it('has workflow statuses, custom fields with values, a collection with sets, expiring and off-brand files, pins', async () => {
    const server = await startTestServer();
    try {
      await server.app.ready();
      // Nothing of the contract library's statuses, fields, sets and pins: a first start's library.
      const db = server.app.vitrine.db;
      for (const table of [
        'pins',
        'set_files',
        'sets',
        'set_groups',
        'workflow_statuses',
        'custom_metadata_definitions',
      ] as const)
        await db.deleteFrom(table).execute();
      const summary = await seedDemoLibrary(server.app.vitrine, {
        ownerId: server.library.userIds.superAdmin,
        demo: { imageCount: 20, video: false },
      });
      expect(summary.furnished).toMatchObject({
        workflowStatuses: 5,
        customFields: 5,
        sets: 5,
        collections: 1,
      });
      const admin = await server.as('superAdmin');
      type Schemas = components['schemas'];

      const statuses = (await admin.call<Schemas['WorkflowStatus'][]>('GET', '/api/workflows')).body;
      expect(statuses.map((s) => s.name)).toEqual([
        'Draft',
        'In review',
        'Approved',
        'Rejected',
        'Published',
      ]);

      const fields = (
        await admin.call<Schemas['CustomMetadataDefinition'][]>('GET', '/api/custommetadata/definitions')
      ).body;
      expect(fields.map((f) => f.label)).toEqual([
        'Project__Code',
        'Usage__Rights',
        'Campaign',
        'Model Release',
        'AI__Labels',
      ]);
      // spec 000 §2 "Browse by Custom Data Fields": each field but the recognition label has values.
      for (const field of fields.filter((f) => !f.isRecognitionLabel)) {
        const rows = await admin.call<unknown[]>(
          'GET',
          `/api/logical/string?format=json&field=custom-${field.id}`,
        );
        expect(rows.status, field.label).toBe(200);
        expect(rows.body.length, field.label).toBeGreaterThan(0);
      }

      const tree = (await admin.call<{ sets: Schemas['SetTreeNode'][] }>('GET', '/api/virtualsets')).body
        .sets;
      const collection = tree.find((node) => node.type === 'g');
      expect(collection?.name).toBe('Campaign 2026');
      expect(collection?.type === 'g' ? collection.sets.map((s) => s.name) : []).toEqual([
        'Hero images',
        'Social posts',
      ]);
      expect(tree.filter((node) => node.type === 's').map((s) => s.name)).toEqual([
        'Favourites',
        'To review',
      ]);

      const search = async (criteria: Schemas['SearchCriteria']) =>
        (
          await admin.call<Schemas['SearchResult']>('POST', '/api/search', {
            criteria: { itemsOnPage: 1000, ...criteria },
          })
        ).body;
      const hero = collection?.type === 'g' ? collection.sets[0] : undefined;
      expect((await search({ selectedSet: `s${hero?.id}` })).images).toHaveLength(10);
      // spec 000 §3 filters: every state has files.
      for (const state of ['expired', 'expiringSoon', 'valid']) {
        const found = await search({ filters: [{ filterName: 'expirationDate', options: [state] }] });
        expect(found.images.length, state).toBeGreaterThan(0);
      }
      expect(
        (await search({ filters: [{ filterName: 'brandingStatus', options: ['offBrand'] }] })).images,
      ).toHaveLength(3);
      const statusIds = statuses.map((s) => String(s.id));
      expect(
        (await search({ filters: [{ filterName: 'workflowStatusesIds', options: statusIds }] })).images
          .length,
      ).toBeGreaterThan(5);
      // Positions for the map, ratings for minRating, keywords for the keyword branch.
      const all = (await search({})).images;
      expect(all.filter((image) => image.imageGPS).length).toBeGreaterThan(10);
      expect((await search({ minRating: 4 })).images.length).toBeGreaterThan(0);
      expect(all.some((image) => (image.keywords?.length ?? 0) > 0)).toBe(true);

      const pins = (await admin.call<Schemas['PinnedItems']>('GET', '/api/pinneditems')).body;
      expect(pins.folders.map((f) => f.name)).toEqual(['Demo library']);
      expect(pins.sets.map((set) => set.id)).toEqual([hero?.id]);
      expect(pins.logicalViewStrings[0]).toMatch(/^location\//);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('the CLI on a first start', () => {
  let dir: string;
  const apps: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('--empty leaves the library empty', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vitrine-cli-empty-'));
    const printed: string[] = [];
    const { app } = await startCli(
      parseCliArgs(['--port', '0', '--data-dir', join(dir, 'data'), '--empty'], {}),
      (line) => printed.push(line),
      cheap,
    );
    apps.push(app);
    expect(printed.join('\n')).not.toMatch(/demo library/);
    expect(await app.vitrine.db.selectFrom('files').select('id').execute()).toEqual([]);
  });

  it('seeds the demo library once, then never again', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vitrine-cli-seed-'));
    const options = parseCliArgs(['--port', '0', '--data-dir', join(dir, 'data')], {});
    const printed: string[] = [];
    const first = await startCli(options, (line) => printed.push(line), cheap);
    apps.push(first.app);
    expect(printed.join('\n')).toMatch(/demo library: 4[0-9] files in \d+ folders/);
    const count = (await first.app.vitrine.db.selectFrom('files').select('id').execute()).length;
    expect(count).toBeGreaterThanOrEqual(42);
    await first.app.close();
    apps.pop();
    const again: string[] = [];
    const second = await startCli(options, (line) => again.push(line), cheap);
    apps.push(second.app);
    expect(again.join('\n')).not.toMatch(/demo library/);
    expect((await second.app.vitrine.db.selectFrom('files').select('id').execute()).length).toBe(count);
  }, 120_000);
});
