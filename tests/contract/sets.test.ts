// Virtual sets and collections (spec 000 §3 Set, set group; §4 "Set drag and drop: a set dropped on a
// set asks move confirmation; a set dropped on a group asks attach confirmation; moving to root asks
// detach confirmation"; §7 "Sets"). The sets are made through the API, so no seeded set is needed.
import type { components } from '@vitrine/api-client';
import { unwrap } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

type VitrineSet = components['schemas']['Set'];
type SetTreeNode = components['schemas']['SetTreeNode'];

describeContract('sets', (c) => {
  const createGroup = () =>
    unwrap(c.client.POST('/api/vsgroups/', { body: { Name: c.uniqueName('Collection') } }));
  const createSet = (ParentId?: number) =>
    unwrap(
      c.client.POST('/api/virtualsets/createset', {
        body:
          ParentId === undefined ? { Name: c.uniqueName('Set') } : { Name: c.uniqueName('Set'), ParentId },
      }),
    );
  const createSetInGroup = (groupId: number) =>
    unwrap(
      c.client.POST('/api/virtualsets/createsetingroup', {
        body: { Name: c.uniqueName('Set'), ParentId: groupId },
      }),
    );
  const attach = (id: number, groupId: number) =>
    c.client.PATCH('/api/virtualsets/changegroup/', {
      body: { id, newParentId: groupId, makeStandalone: false },
    });
  const detach = (id: number) =>
    c.client.PATCH('/api/virtualsets/changegroup/', {
      body: { id, newParentId: null, makeStandalone: true },
    });
  const move = (Id: number, newParentId: number | null) =>
    c.client.PATCH('/api/virtualsets/move/', { body: { Id, newParentId } });
  const subsetIds = async (id: number) =>
    (await unwrap(c.client.GET('/api/virtualsets/{id}/subsets', { params: { path: { id } } }))).sets.map(
      (s) => s.id,
    );

  /** Where the set tree (GET sets list) shows a set at its top: standalone, or in a collection. */
  const placeOf = async (
    setId: number,
  ): Promise<{ standalone: VitrineSet } | { group: number } | 'below'> => {
    const { sets } = await unwrap(c.client.GET('/api/virtualsets'));
    const isSet = (node: SetTreeNode): node is VitrineSet => node.type === 's';
    const standalone = sets.filter(isSet).find((s) => s.id === setId);
    if (standalone) return { standalone };
    const group = sets.find((node) => node.type === 'g' && node.sets.some((s) => s.id === setId));
    return group ? { group: group.id } : 'below';
  };

  it('attaches a set to a collection, with its subsets (spec 000 §4 attach)', async () => {
    await c.signInAs('superAdmin');
    const group = await createGroup();
    const set = await createSet();
    const subset = await createSet(set.id);
    expect(await placeOf(set.id)).toMatchObject({ standalone: { id: set.id } });

    expect((await attach(set.id, group.id)).response.status).toBe(204);
    expect(await placeOf(set.id)).toEqual({ group: group.id });
    expect(await subsetIds(set.id)).toEqual([subset.id]);
  });

  it('moving a set to the root detaches it: a standalone set, out of its parent and collection (spec 000 §4)', async () => {
    await c.signInAs('superAdmin');
    const group = await createGroup();
    const top = await createSet();
    await unwrap(attach(top.id, group.id));
    const subset = await createSet(top.id);
    expect(await subsetIds(top.id)).toEqual([subset.id]);

    const moved = await move(subset.id, null);
    expect(moved.error).toBeUndefined();
    expect(moved.response.status).toBe(204);
    const place = await placeOf(subset.id);
    expect(place).toMatchObject({ standalone: { id: subset.id } });
    // A standalone set belongs to no collection (openapi.yml Set.groupId: null when standalone).
    if (typeof place === 'object' && 'standalone' in place)
      expect(place.standalone.groupId ?? null).toBeNull();
    expect(await subsetIds(top.id)).toEqual([]);
    expect(await placeOf(top.id)).toEqual({ group: group.id });

    // A top-level set of a collection moved to the root leaves the collection too.
    expect((await move(top.id, null)).response.status).toBe(204);
    expect(await placeOf(top.id)).toMatchObject({ standalone: { id: top.id } });
  });

  it('moves a set under another set, and refuses its own subset as the destination (spec 000 §4, §5)', async () => {
    await c.signInAs('superAdmin');
    const parent = await createSet();
    const set = await createSet();
    const child = await createSet(set.id);
    expect((await move(set.id, parent.id)).response.status).toBe(204);
    expect(await subsetIds(parent.id)).toEqual([set.id]);
    expect(await placeOf(set.id)).toBe('below');

    expectApiError(await move(set.id, child.id), 400);
    expectApiError(await move(set.id, set.id), 400);
    expect(await subsetIds(parent.id)).toEqual([set.id]);
    expect(await subsetIds(set.id)).toEqual([child.id]);
  });

  it('never makes a set standalone when its canBeStandalone is false (spec 000 §3)', async () => {
    await c.signInAs('superAdmin');
    const group = await createGroup();
    const other = await createGroup();
    const set = await createSetInGroup(group.id);
    expect(await placeOf(set.id)).toEqual({ group: group.id });

    // Whichever the target decides for a set made in a collection, detaching follows it: refused (400)
    // while canBeStandalone is false, done otherwise. (The mocks make such a set with false.)
    if (set.canBeStandalone === false) {
      expectApiError(await detach(set.id), 400);
      expectApiError(await move(set.id, null), 400);
      expect(await placeOf(set.id)).toEqual({ group: group.id });
      // Another collection is fine: it stays in one.
      expect((await attach(set.id, other.id)).response.status).toBe(204);
      expect(await placeOf(set.id)).toEqual({ group: other.id });
    } else {
      expect((await detach(set.id)).response.status).toBe(204);
      expect(await placeOf(set.id)).toMatchObject({ standalone: { id: set.id } });
    }
  });

  it('detaches a set that can be standalone from its collection (spec 000 §4 detach)', async () => {
    await c.signInAs('superAdmin');
    const group = await createGroup();
    const set = await createSet();
    expect(set.canBeStandalone).not.toBe(false);
    await unwrap(attach(set.id, group.id));
    expect((await detach(set.id)).response.status).toBe(204);
    expect(await placeOf(set.id)).toMatchObject({ standalone: { id: set.id } });
  });

  it('answers the parent sets of a set, top first, without its collection (spec 000 §7 parentSetsIds)', async () => {
    await c.signInAs('superAdmin');
    const group = await createGroup();
    const top = await createSet();
    await unwrap(attach(top.id, group.id));
    const middle = await createSet(top.id);
    const leaf = await createSet(middle.id);
    const parents = async (id: number) =>
      (await unwrap(c.client.GET('/api/virtualsets/getsetparentsids/{id}', { params: { path: { id } } })))
        .parentSetsIds;
    expect(await parents(leaf.id)).toEqual([top.id, middle.id]);
    expect(await parents(middle.id)).toEqual([top.id]);
    expect(await parents(top.id)).toEqual([]);
  });

  // spec 000 §5 "Rename is refused with 'Not valid {type} to rename' if the id is not numeric", as a
  // folder's: the set's type is 'set', a set group's 'collection' (spec 000 §1 "groups of sets are
  // called collections").
  it.each([
    ['/api/virtualsets/{id}', 'Not valid set to rename'],
    ['/api/vsgroups/{id}', 'Not valid collection to rename'],
    ['/api/folder/{id}', 'Not valid folder to rename'],
  ] as const)('refuses to rename %s with a non-numeric id: 400 %j (spec 000 §5)', async (path, message) => {
    await c.signInAs('superAdmin');
    for (const id of ['abc', '12a', '-1']) {
      const answer = await c.client.PATCH(path, {
        params: { path: { id: id as unknown as number } },
        body: { Name: c.uniqueName('Renamed') },
      });
      expectApiError(answer, 400, message);
    }
  });
});
