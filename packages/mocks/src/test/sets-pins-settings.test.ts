// sets, pins, settings, config: mutations show on the next read.
import { DEFAULT_WEB_SETTINGS, WEB_SETTING_KEYS } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { CANNOT_BE_STANDALONE } from '../handlers/sets';
import { currentDb } from '../index';
import { api, mockServerForFile } from './helpers';

mockServerForFile();

const setId = (name: string) => {
  const set = currentDb().sets.find((s) => s.name === name);
  if (!set) throw new Error(`no set ${name}`);
  return set.id;
};
type Node = { id: number; name: string; type: string; sets?: Node[]; subsets?: Node[] };
const flatten = (nodes: Node[]): Node[] =>
  nodes.flatMap((n) => [n, ...flatten([...(n.sets ?? []), ...(n.subsets ?? [])])]);
const tree = async () => flatten((await api('GET', '/api/virtualsets')).body.sets);

describe('sets', () => {
  it('lists groups (collections) with their sets and subsets, and standalone sets', async () => {
    const nodes = (await api('GET', '/api/virtualsets')).body.sets as Node[];
    expect(nodes.filter((n) => n.type === 'g').map((n) => n.name)).toEqual([
      'Campaign 2026',
      'Brand Book',
      'Clients',
    ]);
    const hero = flatten(nodes).find((n) => n.name === 'Hero images');
    expect(hero?.subsets?.map((s) => s.name)).toEqual(['Homepage', 'Banners']);
    expect(
      (await api('GET', `/api/virtualsets/getsetparentsids/${setId('Mobile banners')}`)).body.parentSetsIds,
    ).toEqual([setId('Hero images'), setId('Banners')]);
  });

  it('creates, renames, moves and deletes sets and groups', async () => {
    const created = await api('POST', '/api/virtualsets/createset', {
      Name: 'Picks',
      ParentId: setId('Favourites'),
    });
    expect(created.status).toBe(200);
    expect(
      (await api('GET', `/api/virtualsets/${setId('Favourites')}/subsets`)).body.sets.map(
        (s: Node) => s.name,
      ),
    ).toEqual(['Picks']);
    await api('PATCH', `/api/virtualsets/${created.body.id}`, { Name: 'Top picks' });
    expect((await tree()).map((n) => n.name)).toContain('Top picks');
    expect(
      (await api('PATCH', '/api/virtualsets/move/', { Id: created.body.id, newParentId: null })).status,
    ).toBe(204);
    expect((await api('GET', '/api/virtualsets')).body.sets.map((n: Node) => n.name)).toContain('Top picks');
    const group = await api('POST', '/api/vsgroups/', { Name: 'Season' });
    await api('PATCH', '/api/virtualsets/changegroup/', { id: created.body.id, newParentId: group.body.id });
    const season = (await api('GET', '/api/virtualsets')).body.sets.find(
      (n: Node) => n.id === group.body.id && n.type === 'g',
    );
    expect(season.sets.map((s: Node) => s.name)).toEqual(['Top picks']);
    await api('PATCH', `/api/vsgroups/${group.body.id}`, { Name: 'Seasons' });
    expect((await tree()).map((n) => n.name)).toContain('Seasons');
    expect((await api('DELETE', `/api/virtualsets/${created.body.id}/delete`)).status).toBe(204);
    expect((await tree()).map((n) => n.name)).not.toContain('Top picks');
    expect((await api('DELETE', `/api/vsgroups/${group.body.id}/delete`)).status).toBe(204);
    expect((await tree()).map((n) => n.name)).not.toContain('Seasons');
  });

  const groupOf = async (setId: number) => {
    const nodes = (await api('GET', '/api/virtualsets')).body.sets as Node[];
    if (nodes.some((n) => n.type === 's' && n.id === setId)) return 'top level';
    const group = nodes.find((g) => g.type === 'g' && flatten(g.sets ?? []).some((n) => n.id === setId));
    return group ? group.id : 'nowhere';
  };

  it('moving a set to the root (newParentId null) detaches it from its collection (spec 000 §4)', async () => {
    const group = (await api('POST', '/api/vsgroups/', { Name: 'Season' })).body;
    const top = (await api('POST', '/api/virtualsets/createset', { Name: 'Top' })).body;
    await api('PATCH', '/api/virtualsets/changegroup/', { id: top.id, newParentId: group.id });
    const sub = (await api('POST', '/api/virtualsets/createset', { Name: 'Sub', ParentId: top.id })).body;
    const leaf = (await api('POST', '/api/virtualsets/createset', { Name: 'Leaf', ParentId: sub.id })).body;
    expect(await groupOf(sub.id)).toBe(group.id);

    expect((await api('PATCH', '/api/virtualsets/move/', { Id: sub.id, newParentId: null })).status).toBe(
      204,
    );
    expect(await groupOf(sub.id)).toBe('top level');
    expect(currentDb().set(sub.id)).toMatchObject({ parentId: null, groupId: null });
    // Its subsets come along, out of the collection too.
    expect(currentDb().set(leaf.id)).toMatchObject({ parentId: sub.id, groupId: null });
    expect(await groupOf(top.id)).toBe(group.id);
  });

  it('keeps a set that cannot be standalone in its collection (spec 000 §3 canBeStandalone)', async () => {
    const group = (await api('POST', '/api/vsgroups/', { Name: 'Season' })).body;
    const other = (await api('POST', '/api/vsgroups/', { Name: 'Other season' })).body;
    const bound = (
      await api('POST', '/api/virtualsets/createsetingroup', { Name: 'Bound', ParentId: group.id })
    ).body;
    expect(bound.canBeStandalone).toBe(false);

    const detach = await api('PATCH', '/api/virtualsets/changegroup/', {
      id: bound.id,
      newParentId: null,
      makeStandalone: true,
    });
    expect(detach.status).toBe(400);
    expect(detach.body.responseStatus.message).toBe(CANNOT_BE_STANDALONE);
    const toRoot = await api('PATCH', '/api/virtualsets/move/', { Id: bound.id, newParentId: null });
    expect(toRoot.status).toBe(400);
    expect(await groupOf(bound.id)).toBe(group.id);
    expect(currentDb().set(bound.id)?.canBeStandalone).toBe(false);

    // Another collection is fine: it stays in one.
    expect(
      (await api('PATCH', '/api/virtualsets/changegroup/', { id: bound.id, newParentId: other.id })).status,
    ).toBe(204);
    expect(await groupOf(bound.id)).toBe(other.id);
  });

  it('answers the parent sets of a set, top first, without its collection (spec 000 §7 parentSetsIds)', async () => {
    const group = (await api('POST', '/api/vsgroups/', { Name: 'Season' })).body;
    const top = (await api('POST', '/api/virtualsets/createsetingroup', { Name: 'Top', ParentId: group.id }))
      .body;
    const sub = (await api('POST', '/api/virtualsets/createset', { Name: 'Sub', ParentId: top.id })).body;
    const leaf = (await api('POST', '/api/virtualsets/createset', { Name: 'Leaf', ParentId: sub.id })).body;
    const parents = async (id: number) =>
      (await api('GET', `/api/virtualsets/getsetparentsids/${id}`)).body.parentSetsIds;
    expect(await parents(leaf.id)).toEqual([top.id, sub.id]);
    expect(await parents(top.id)).toEqual([]);
  });

  it('refuses invalid set names and a move into its own subset', async () => {
    const bad = await api('POST', '/api/virtualsets/createset', { Name: 'a|b' });
    expect(bad.body.responseStatus.message).toBe('Input contains invalid characters!');
    const loop = await api('PATCH', '/api/virtualsets/move/', {
      Id: setId('Hero images'),
      newParentId: setId('Mobile banners'),
    });
    expect(loop.status).toBe(400);
  });

  it('adds files to a set and excludes them again', async () => {
    const id = setId('Empty set');
    await api('POST', `/api/virtualsets/${id}/images`, { ImageIds: [1, 2, 3] });
    const count = async () =>
      (await api('POST', '/api/search/count', { criteria: { selectedSet: `s${id}` } })).body.totalImages;
    expect(await count()).toBeGreaterThanOrEqual(2);
    expect((await api('POST', '/api/image/virtualsets', { id: 1 })).body.map((s: Node) => s.id)).toContain(
      id,
    );
    await api('POST', `/api/virtualsets/${id}/deleteimages`, { ImageIds: [1, 2, 3] });
    expect(await count()).toBe(0);
  });
});

describe('pins', () => {
  it('pins to the front and unpins (spec 000 §4)', async () => {
    const read = async () => (await api('GET', '/api/pinneditems')).body;
    const before = await read();
    const folder = currentDb().folders.find((f) => f.name === 'Studio')?.id;
    await api('POST', '/api/pinneditems/folder', { value: true, folderId: folder });
    expect((await read()).folders[0].id).toBe(folder);
    await api('POST', '/api/pinneditems/set', { value: true, setId: setId('Globex') });
    expect((await read()).sets[0].name).toBe('Globex');
    await api('POST', '/api/pinneditems/logicalview', {
      value: true,
      logicalViewString: 'attribute-author-Mei Tanaka',
    });
    expect((await read()).logicalViewStrings[0]).toBe('attribute-author-Mei Tanaka');
    await api('POST', '/api/pinneditems/folder', { value: false, folderId: folder });
    expect((await read()).folders).toEqual(before.folders);
    const [node] = (await api('POST', '/api/folders/getFolderWithString', { FolderPathPart: 'Catalogue' }))
      .body.folders;
    expect(node.isPinned).toBe(true);
  });
});

describe('web settings and config', () => {
  it('persists web settings for the session, answering every field: saved over the defaults (spec 001 §7)', async () => {
    const defaults = (await api('GET', '/api/config/websettings')).body;
    expect((await api('GET', '/api/websettings')).body).toEqual(defaults);
    expect((await api('POST', '/api/websettings', { pageSize: 96, hideTree: true })).status).toBe(204);
    expect((await api('GET', '/api/websettings')).body).toEqual({
      ...defaults,
      pageSize: 96,
      hideTree: true,
    });
    await api('POST', '/api/websettings', { sortOption: 7 });
    expect((await api('GET', '/api/websettings')).body).toEqual({
      ...defaults,
      pageSize: 96,
      hideTree: true,
      sortOption: 7,
    });
  });

  it("answers the administrator's defaults: the list of @vitrine/core in wire form (spec 001 §7)", async () => {
    const defaults = (await api('GET', '/api/config/websettings')).body;
    expect(Object.keys(defaults).sort()).toEqual([...WEB_SETTING_KEYS].sort());
    expect(defaults).toEqual({
      ...DEFAULT_WEB_SETTINGS,
      visibleGridColumn: JSON.stringify(DEFAULT_WEB_SETTINGS.visibleGridColumn),
      whatsNewSeen: null,
    });
  });

  it('answers the flags and a 404 for an unknown one', async () => {
    expect((await api('GET', '/api/config/flags/ShowSets')).body).toEqual({ value: true });
    expect((await api('GET', '/api/config/flags/StartLoading')).body).toEqual({ value: false });
    currentDb().flags.StartLoading = true;
    expect((await api('GET', '/api/config/flags/StartLoading')).body).toEqual({ value: true });
    expect((await api('GET', '/api/config/flags/Nope')).status).toBe(404);
  });

  it('answers the sets name and custom metadata definitions', async () => {
    expect((await api('GET', '/api/config/preferences/setsname')).body).toEqual({ value: 'Virtual Set' });
    const definitions = (await api('GET', '/api/custommetadata/definitions')).body;
    expect(definitions.filter((d: { isRecognitionLabel: boolean }) => d.isRecognitionLabel)).toHaveLength(1);
  });
});
