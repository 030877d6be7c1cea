// Pins, web settings, configuration, users, sets and groups, notification subscriptions.
import type { components } from '@vitrine/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { unavailableFeatures } from './capabilities';
import { availableOperations } from './index';

type Schemas = components['schemas'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ buildVersion: '9.9.9' });
});
beforeEach(() => server.reset());
afterAll(() => server.close());

describe('pins (spec 000 §3, §4)', () => {
  it('puts the newest pin first, unpins, and shows isPinned per user', async () => {
    const editor = await server.as('editor');
    const { workspace, products } = server.library.folders;
    await editor.call('POST', '/api/pinneditems/folder', { value: true, folderId: workspace.id });
    await editor.call('POST', '/api/pinneditems/folder', { value: true, folderId: products.id });
    await editor.call('POST', '/api/pinneditems/logicalview', {
      value: true,
      logicalViewString: 'date-2025',
    });
    const set = await server.app.vitrine.db
      .selectFrom('sets')
      .select('id')
      .where('name', '=', 'Hero images')
      .executeTakeFirstOrThrow();
    await editor.call('POST', '/api/pinneditems/set', { value: true, setId: set.id });
    const pinned = await editor.call<Schemas['PinnedItems']>('GET', '/api/pinneditems');
    expect(pinned.body.folders.map((f) => [f.id, f.isPinned])).toEqual([
      [products.id, true],
      [workspace.id, true],
    ]);
    expect(pinned.body.sets).toMatchObject([{ id: set.id, name: 'Hero images', isPinned: true }]);
    expect(pinned.body.logicalViewStrings).toEqual(['date-2025']);
    // Pinning again moves it to the front.
    await editor.call('POST', '/api/pinneditems/folder', { value: true, folderId: workspace.id });
    expect(
      (await editor.call<Schemas['PinnedItems']>('GET', '/api/pinneditems')).body.folders.map((f) => f.id),
    ).toEqual([workspace.id, products.id]);
    await editor.call('POST', '/api/pinneditems/folder', { value: false, folderId: workspace.id });
    expect(
      (await editor.call<Schemas['PinnedItems']>('GET', '/api/pinneditems')).body.folders.map((f) => f.id),
    ).toEqual([products.id]);
    // Another user's list is their own.
    const viewer = await server.as('viewer');
    expect((await viewer.call('GET', '/api/pinneditems')).body).toEqual({
      folders: [],
      sets: [],
      logicalViewStrings: [],
    });
    expect(
      (await editor.call('POST', '/api/pinneditems/folder', { value: true, folderId: 99999 })).status,
    ).toBe(404);
  });
});

describe('web settings (spec 000 §3, spec 001 §7)', () => {
  it('answers every field: what the user saved over the defaults; merges later saves; keeps users apart', async () => {
    const editor = await server.as('editor');
    const defaults = (await editor.call('GET', '/api/config/websettings')).body as object;
    expect(Object.keys(defaults).length).toBeGreaterThan(25);
    expect((await editor.call('GET', '/api/websettings')).body).toEqual(defaults);
    expect(
      (await editor.call('POST', '/api/websettings', { pageSize: 48, visibleGridColumn: '["id"]' })).status,
    ).toBe(204);
    await editor.call('POST', '/api/websettings', { hideTree: true });
    expect((await editor.call('GET', '/api/websettings')).body).toEqual({
      ...defaults,
      pageSize: 48,
      visibleGridColumn: '["id"]',
      hideTree: true,
    });
    const viewer = await server.as('viewer');
    expect((await viewer.call('GET', '/api/websettings')).body).toEqual(defaults);
    // A guest never saves, and reads the defaults.
    expect((await server.agent().call('GET', '/api/websettings')).body).toEqual(defaults);
  });

  it('refuses a setting of the wrong type with 400 and saves nothing', async () => {
    const editor = await server.as('editor');
    const defaults = (await editor.call('GET', '/api/config/websettings')).body;
    const answer = await editor.call('POST', '/api/websettings', { pageSize: 48, slideshowTimeout: 1234 });
    expect(answer.status).toBe(400);
    expect((await editor.call('GET', '/api/websettings')).body).toEqual(defaults);
  });
});

describe('configuration (spec 000 §7)', () => {
  it('answers the configuration calls with their defaults and the per-user flags', async () => {
    const guest = server.agent();
    expect((await guest.call('GET', '/api/config/advanced')).body).toEqual({
      buildVersion: '9.9.9',
      bodyVariant: false,
      mapsApiKey: null,
      guestAccessEnabled: true,
      // No SMTP server in this test: contact the owner is listed too (handlers/index.ts), and so is
      // the delivery of notifications (handlers/config.ts).
      unavailableFeatures: [
        ...unavailableFeatures(availableOperations(server.app.vitrine.options)),
        'notificationDelivery',
      ],
    });
    expect((await guest.call('GET', '/api/config/layout')).body).toEqual({ defaultView: 'gallery' });
    expect((await guest.call('GET', '/api/config/websettings')).body).toMatchObject({
      pageSize: 24,
      sortOption: 4,
      sortOrderOption: 1,
      slideshowTimeout: 5000,
    });
    expect((await guest.call('GET', '/api/config/flags/ShowSets')).body).toEqual({ value: true });
    expect((await guest.call('GET', '/api/config/flags/StartLoading')).body).toEqual({ value: false });
    expect((await guest.call('GET', '/api/config/flags/NoSuchFlag')).status).toBe(400);
    expect((await guest.call('GET', '/api/config/preferences/setsname')).body).toEqual({
      value: 'Virtual Set',
    });
    expect((await guest.call('GET', '/api/config/preferences/brandingfieldname')).body).toEqual({
      value: 'Brand status',
    });
    expect((await guest.call('GET', '/api/config/imagelayout')).body).toMatchObject({
      collapsed: { showTitle: true, fields: ['title'] },
    });
    const definitions = await guest.call<Schemas['CustomMetadataDefinition'][]>(
      'GET',
      '/api/custommetadata/definitions',
    );
    expect(definitions.body.map((d) => d.label)).toEqual(['Project__Code', 'Usage__Rights', 'AI__Labels']);
    expect(definitions.body[2]).toMatchObject({ isRecognitionLabel: true });
    expect((await guest.call('GET', '/api/config/globalsettings')).body).toMatchObject({
      keywordsManagementAllowed: false,
      fileTypesChangeAllowed: false,
    });
    const admin = await server.as('superAdmin');
    expect((await admin.call('GET', '/api/config/globalsettings')).body).toMatchObject({
      keywordsManagementAllowed: true,
      fileTypesChangeAllowed: true,
    });
    const editor = await server.as('editor');
    expect((await editor.call('GET', '/api/config/keywordseditingpermission')).body).toEqual({
      allowed: true,
    });
    expect(
      (await (await server.as('viewer')).call('GET', '/api/config/keywordseditingpermission')).body,
    ).toEqual({ allowed: false });
  });
});

describe('users (spec 000 §7)', () => {
  it('lists the users (not the guest) and adds one by e-mail for a folder it may share', async () => {
    const editor = await server.as('editor');
    const list = await editor.call<{ users: Schemas['User'][] }>('GET', '/api/users');
    // What a user may know (handlers/users.ts): the people holding grants on nodes they see (the super
    // admin holds none), e-mail only their own.
    expect(list.body.users.map((u) => [u.logicalId, u.email])).toEqual([
      ['elena.novak', 'elena.novak@example.com'],
      ['kenji.ito', null],
    ]);
    const workspace = server.library.folders.workspace;
    const created = await editor.call('POST', '/api/users/create', {
      email: 'ana@example.com',
      folderId: workspace.id,
    });
    expect(created.body).toEqual({
      id: expect.any(Number),
      logicalId: 'ana@example.com',
      email: 'ana@example.com',
      folderId: workspace.id,
      // No mail transport in this server: an administrator sends the password link (issue 20).
      invitation: 'notConfigured',
    });
    expect(
      (await editor.call('POST', '/api/users/create', { email: 'ana@example.com', folderId: workspace.id }))
        .status,
    ).toBe(400);
    const viewer = await server.as('viewer');
    expect(
      (await viewer.call('POST', '/api/users/create', { email: 'x@example.com', folderId: workspace.id }))
        .status,
    ).toBe(403);
    // The invited user is known to the editor now: made for a folder the editor sees.
    const after = await editor.call<{ users: Schemas['User'][] }>('GET', '/api/users');
    expect(after.body.users.map((u) => u.logicalId)).toContain('ana@example.com');
    // An invited user cannot sign in (no password).
    expect(
      (
        await server
          .agent()
          .call('POST', '/api/session/signin', { userName: 'ana@example.com', password: '' })
      ).status,
    ).toBe(401);
  });
});

describe('sets and collections (spec 000 §7 "Sets")', () => {
  const sets = async (agent: Awaited<ReturnType<TestServer['as']>>) =>
    (await agent.call<{ sets: Schemas['SetTreeNode'][] }>('GET', '/api/virtualsets')).body.sets;

  it('creates, renames, nests, moves, attaches, detaches and deletes', async () => {
    const admin = await server.as('superAdmin');
    const group = (await admin.call<Schemas['SetGroup']>('POST', '/api/vsgroups/', { Name: 'Clients' })).body;
    expect(group).toEqual({ id: expect.any(Number), name: 'Clients', type: 'g', sets: [] });
    const inGroup = (
      await admin.call<Schemas['Set']>('POST', '/api/virtualsets/createsetingroup', {
        Name: 'Acme',
        ParentId: group.id,
      })
    ).body;
    expect(inGroup).toMatchObject({ groupId: group.id, canBeStandalone: false, parentPath: '' });
    const top = (
      await admin.call<Schemas['Set']>('POST', '/api/virtualsets/createset', { Name: 'Favourites.' })
    ).body;
    const sub = (
      await admin.call<Schemas['Set']>('POST', '/api/virtualsets/createset', {
        Name: 'Best',
        ParentId: top.id,
      })
    ).body;
    expect(sub).toMatchObject({ parentPath: '/Favourites.', groupId: null });
    expect((await admin.call('GET', `/api/virtualsets/getsetparentsids/${sub.id}`)).body).toEqual({
      parentSetsIds: [top.id],
    });
    expect((await admin.call('GET', `/api/virtualsets/${top.id}/subsets`)).body).toMatchObject({
      sets: [{ id: sub.id }],
    });
    expect((await admin.call('PATCH', `/api/virtualsets/${sub.id}`, { Name: 'Better' })).body).toMatchObject({
      name: 'Better',
    });
    expect(
      (await admin.call('PATCH', `/api/vsgroups/${group.id}`, { Name: 'Customers' })).body,
    ).toMatchObject({ name: 'Customers' });
    expect((await admin.call('PATCH', `/api/virtualsets/${sub.id}`, { Name: '' })).body).toEqual({
      responseStatus: { errorCode: 'BadRequest', message: 'Input is empty!' },
    });
    // Into its own subset: refused.
    expect(
      (await admin.call('PATCH', '/api/virtualsets/move/', { Id: top.id, newParentId: sub.id })).status,
    ).toBe(400);
    // Attach the top set (with its subset) to the collection, then detach it.
    expect(
      (await admin.call('PATCH', '/api/virtualsets/changegroup/', { id: top.id, newParentId: group.id }))
        .status,
    ).toBe(204);
    const attached = (await sets(admin)).find(
      (n) => n.id === group.id && n.type === 'g',
    ) as Schemas['SetGroup'];
    expect(attached.sets.map((s) => s.id)).toEqual([inGroup.id, top.id]);
    expect(attached.sets[1]?.subsets?.[0]).toMatchObject({ id: sub.id, groupId: group.id });
    expect(
      (
        await admin.call('PATCH', '/api/virtualsets/changegroup/', {
          id: top.id,
          newParentId: null,
          makeStandalone: true,
        })
      ).status,
    ).toBe(204);
    // A set made in a collection cannot be standalone.
    expect(
      (await admin.call('PATCH', '/api/virtualsets/changegroup/', { id: inGroup.id, makeStandalone: true }))
        .status,
    ).toBe(400);
    expect(
      (await admin.call('PATCH', '/api/virtualsets/move/', { Id: inGroup.id, newParentId: null })).status,
    ).toBe(400);
    // Deleting the collection keeps its sets, standalone.
    expect((await admin.call('DELETE', `/api/vsgroups/${group.id}/delete`)).status).toBe(204);
    expect((await sets(admin)).find((n) => n.id === inGroup.id && n.type === 's')).toMatchObject({
      groupId: null,
      canBeStandalone: true,
    });
    expect((await admin.call('DELETE', `/api/virtualsets/${top.id}/delete`)).status).toBe(204);
    expect((await admin.call('GET', `/api/virtualsets/getsetparentsids/${sub.id}`)).status).toBe(404);
  });

  it('refuses set changes to a viewer (403) and leaves the tree as it was', async () => {
    const viewer = await server.as('viewer');
    const before = await sets(viewer);
    const set = before.find((n) => n.type === 's') as Schemas['Set'];
    expect((await viewer.call('POST', '/api/virtualsets/createset', { Name: 'Mine' })).status).toBe(403);
    expect((await viewer.call('PATCH', `/api/virtualsets/${set.id}`, { Name: 'Mine' })).status).toBe(403);
    expect((await viewer.call('DELETE', `/api/virtualsets/${set.id}/delete`)).status).toBe(403);
    expect((await viewer.call('POST', `/api/virtualsets/${set.id}/images`, { ImageIds: [1] })).status).toBe(
      403,
    );
    expect(await sets(viewer)).toEqual(before);
  });

  it('answers 404 for images that do not exist when adding to a set', async () => {
    const admin = await server.as('superAdmin');
    const set = (await admin.call<Schemas['Set']>('POST', '/api/virtualsets/createset', { Name: 'Picks' }))
      .body;
    expect(
      (await admin.call('POST', `/api/virtualsets/${set.id}/images`, { ImageIds: [424242] })).status,
    ).toBe(404);
    expect((await admin.call('POST', '/api/image/virtualsets', { id: 424242 })).status).toBe(404);
  });
});

describe('notification subscriptions (spec 000 §3, §7)', () => {
  it("keeps each user's subscriptions on a folder, and refuses the guest", async () => {
    const editor = await server.as('editor');
    const { workspace } = server.library.folders;
    expect((await editor.call('GET', `/api/notifications/folder/${workspace.id}`)).body).toEqual({
      subscribeTo: [],
      hasEmail: true,
    });
    expect(
      (
        await editor.call('PATCH', `/api/notifications/folder/${workspace.id}`, {
          subscribeTo: ['upload', 'image-delete'],
        })
      ).status,
    ).toBe(204);
    expect((await editor.call('GET', `/api/notifications/folder/${workspace.id}`)).body).toEqual({
      subscribeTo: ['upload', 'image-delete'],
      hasEmail: true,
    });
    const viewer = await server.as('viewer');
    expect((await viewer.call('GET', `/api/notifications/folder/${workspace.id}`)).body).toEqual({
      subscribeTo: [],
      hasEmail: true,
    });
    expect(
      (await editor.call('PATCH', `/api/notifications/folder/${workspace.id}`, { subscribeTo: ['nonsense'] }))
        .status,
    ).toBe(400);
    expect((await server.agent().call('GET', `/api/notifications/folder/${workspace.id}`)).status).toBe(403);
    expect((await editor.call('GET', '/api/notifications/image/424242')).status).toBe(404);
  });
});

describe('look-ups (spec 001 §5, §7, §9)', () => {
  it('answers workflow statuses, dictionary values, keywords and the upload settings', async () => {
    const viewer = await server.as('viewer');
    expect((await viewer.call('GET', '/api/workflows')).body).toEqual([
      { id: expect.any(Number), name: 'Draft', color: '#9e9e9e' },
      { id: expect.any(Number), name: 'In review', color: '#f9a825' },
      { id: expect.any(Number), name: 'Approved', color: '#2e7d32' },
    ]);
    const definitions = (
      await viewer.call<Schemas['CustomMetadataDefinition'][]>('GET', '/api/custommetadata/definitions')
    ).body;
    const [code, rights] = definitions;
    expect(
      (await viewer.call('GET', `/api/custommetadata/definition/dictionarySearch?query=custom-${rights?.id}`))
        .body,
    ).toEqual(['Internal', 'Web', 'Print']);
    expect(
      (await viewer.call('GET', `/api/custommetadata/definition/dictionarySearch?query=custom-${code?.id}`))
        .status,
    ).toBe(400);
    expect(
      (await viewer.call('GET', '/api/custommetadata/definition/dictionarySearch?query=custom-99999')).status,
    ).toBe(404);
    expect(
      (await viewer.call('GET', '/api/custommetadata/definition/dictionarySearch?query=title')).status,
    ).toBe(400);
    await server.app.vitrine.db
      .insertInto('keywords')
      .values([{ name: 'harbour' }, { name: 'Harbour lights' }, { name: 'meadow' }])
      .execute();
    const found = await viewer.call<Schemas['Keyword'][]>('GET', '/api/keywords/search?query=harb');
    expect(found.body.map((k) => k.name)).toEqual(['harbour', 'Harbour lights']);
    expect((await server.agent().call('GET', '/api/upload/settings')).body).toEqual({
      chunkSize: 60_000_000,
      maxFileSize: 2 * 1024 ** 3,
      fileCountLimit: 50000,
      publicFileCountLimit: 10,
      publicExtensions: expect.arrayContaining(['jpg', 'tiff', 'eps']),
    });
  });
});

describe('files in sets and image permissions (rows made directly; uploads land later)', () => {
  async function insertFile(folderId: number, name: string): Promise<number> {
    const now = new Date().toISOString();
    const { id } = await server.app.vitrine.db
      .insertInto('files')
      .values({
        folder_id: folderId,
        owner_id: null,
        file_name: name,
        extension: 'png',
        mime_type: 'image/png',
        file_size: 68,
        content_hash: 'a'.repeat(64),
        width: 1,
        height: 1,
        date_taken: null,
        camera_make: null,
        camera_model: null,
        gps_latitude: null,
        gps_longitude: null,
        gps_altitude: null,
        expiration_date: null,
        preview_external_url: null,
        license_document_url: null,
        license_expiry_note: null,
        video_status: null,
        workflow_status_id: null,
        group_name: null,
        last_viewed: null,
        added_at: now,
        last_data_update: now,
        last_file_modification: now,
        last_visual_update: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  it('answers per image what the folder grants, and adds, lists and excludes set members', async () => {
    const { workspace, products } = server.library.folders;
    const mine = await insertFile(workspace.id, 'mine.png');
    const theirs = await insertFile(products.id, 'theirs.png');
    const editor = await server.as('editor');
    const checked = await editor.call('POST', '/api/permissions/images', {
      permission: 'editData',
      imageIds: [theirs, mine, 999999],
    });
    expect(checked.body).toEqual({ imageIds: [mine] });
    const downloads = await editor.call('POST', '/api/permissions/images', {
      permission: 'download',
      imageIds: [theirs, mine],
    });
    expect(downloads.body).toEqual({ imageIds: [theirs, mine] });

    const set = (await editor.call<Schemas['Set']>('POST', '/api/virtualsets/createset', { Name: 'Picks' }))
      .status;
    // The editor's roles are on folders, not on the top of the set tree: no new top-level set.
    expect(set).toBe(403);
    const admin = await server.as('superAdmin');
    const picks = (await admin.call<Schemas['Set']>('POST', '/api/virtualsets/createset', { Name: 'Picks' }))
      .body;
    expect(
      (await admin.call('POST', `/api/virtualsets/${picks.id}/images`, { ImageIds: [mine, theirs, mine] }))
        .status,
    ).toBe(204);
    expect((await admin.call('POST', '/api/image/virtualsets', { id: mine })).body).toEqual([
      { id: picks.id, name: 'Picks' },
    ]);
    expect(
      (await admin.call('POST', `/api/virtualsets/${picks.id}/deleteimages`, { ImageIds: [mine] })).status,
    ).toBe(204);
    expect((await admin.call('POST', '/api/image/virtualsets', { id: mine })).body).toEqual([]);
    expect((await admin.call('POST', '/api/image/virtualsets', { id: theirs })).body).toEqual([
      { id: picks.id, name: 'Picks' },
    ]);
    expect((await editor.call('GET', `/api/notifications/image/${mine}`)).body).toEqual({
      subscribeTo: [],
      hasEmail: true,
    });
  });
});
