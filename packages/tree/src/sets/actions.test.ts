// The flows of the sets tree against the mocks (node): each asks what the spec says, calls the
// server, and shows the spec's message (spec 000 §4, §5, §7, §8; spec 001 §5, §8).
import { QueryClient } from '@tanstack/react-query';
import { createVitrineClient, unwrap } from '@vitrine/api-client';
import { createTranslator, type LocaleKey, type TranslateVars } from '@vitrine/core';
import { applyMockParameters, currentDb, type MockParameters, setScenario } from '@vitrine/mocks';
import { setupMockServer } from '@vitrine/mocks/node';
import { type ConfirmOptions, type ReportError, toErrorToast } from '@vitrine/ui';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { treeKeys } from '../api/keys';
import { fetchSetParentIds, fetchSets, fetchSubsets } from '../api/sets';
import { createSetTreeActions, type SetTreePromptOptions } from './actions';
import { buildSetTree, flattenSetTree, type SetNodeKey, type SetTreeModel } from './model';

const server = setupMockServer();
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createVitrineClient({ baseUrl: 'http://localhost' });
const t = createTranslator();

/** The set tree as the server has it now. */
async function serverTree(): Promise<SetTreeModel> {
  return buildSetTree(await fetchSets(client));
}

/** Where a node sits on the server: its parent key (null at the top), by name. */
async function placeOf(name: string): Promise<SetNodeKey | null | 'gone'> {
  const item = flattenSetTree((await serverTree()).items).find((i) => i.name === name);
  return item ? item.parentKey : 'gone';
}

function setKey(name: string): SetNodeKey {
  const set = currentDb().sets.find((s) => s.name === name);
  if (!set) throw new Error(`no set ${name}`);
  return `s${set.id}`;
}

function groupKey(name: string): SetNodeKey {
  const group = currentDb().setGroups.find((g) => g.name === name);
  if (!group) throw new Error(`no group ${name}`);
  return `g${group.id}`;
}

/**
 * The provider's pieces as recorders: answers for confirm() and prompt() are queued by the test;
 * toasts are collected as "kind: message".
 */
function harness(answers: { confirm?: boolean[]; prompt?: (string | null)[] } = {}) {
  const confirms: ConfirmOptions[] = [];
  const prompts: SetTreePromptOptions[] = [];
  const toasts: string[] = [];
  const revealed: SetNodeKey[][] = [];
  const removed: SetNodeKey[][] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let model: SetTreeModel = buildSetTree([]);
  const record = (kind: string) => (message: string) => {
    toasts.push(`${kind}: ${message}`);
    return 'toast-id';
  };
  const reportError: ReportError = (error, key, options = {}) => {
    const translate = t as unknown as (k: LocaleKey, v?: TranslateVars) => string;
    const toast = toErrorToast(error, {
      fallback: key ? translate(key, options.vars) : undefined,
      kind: options.kind,
      generic: 'Something went wrong',
      statusText: (status) => translate(`status.${status}` as LocaleKey),
    });
    if (toast) toasts.push(`${toast.kind}: ${toast.message}`);
    return toast;
  };
  const actions = createSetTreeActions({
    client,
    queryClient,
    t,
    setsName: 'Virtual Set',
    confirm: async (options) => {
      confirms.push(options);
      return answers.confirm?.shift() ?? true;
    },
    prompt: async (options) => {
      prompts.push(options);
      const answer = answers.prompt?.shift();
      return answer === undefined ? null : answer;
    },
    toast: { success: record('success'), info: record('info'), error: record('error') },
    reportError,
    getModel: () => model,
    onReveal: (keys) => revealed.push(keys),
    onRemoved: (keys) => removed.push(keys),
  });
  return {
    actions,
    confirms,
    prompts,
    toasts,
    revealed,
    removed,
    queryClient,
    /** Reads the tree from the server, as the hook's query does. */
    async load() {
      model = await serverTree();
      return model;
    },
    setModel(next: SetTreeModel) {
      model = next;
    },
  };
}

function useMocks(parameters: MockParameters = {}) {
  beforeEach(() => {
    applyMockParameters({ slowMs: 5, ...parameters });
  });
}

describe('calls (spec 000 §7 "Sets")', () => {
  useMocks();

  it('reads the list, a set’s subsets and its parent ids', async () => {
    const nodes = await fetchSets(client);
    expect(nodes.filter((n) => n.type === 'g').map((n) => n.name)).toEqual([
      'Campaign 2026',
      'Brand Book',
      'Clients',
    ]);
    const banners = Number(setKey('Banners').slice(1));
    expect((await fetchSubsets(client, banners)).map((s) => s.name)).toEqual(['Mobile banners']);
    expect(await fetchSetParentIds(client, Number(setKey('Mobile banners').slice(1)))).toEqual([
      Number(setKey('Hero images').slice(1)),
      banners,
    ]);
  });
});

describe('create (spec 000 §2 "create folder, set or group", §5 name rules)', () => {
  useMocks();

  it('creates a set at the top level: asks a name, says "Virtual Set has been created."', async () => {
    const h = harness({ prompt: ['Shortlist'] });
    await h.load();
    const result = await h.actions.createSet(null);
    expect(result).toMatchObject({ status: 'done', key: setKey('Shortlist') });
    expect(h.prompts[0]).toMatchObject({ title: 'New Virtual Set', label: 'Name', confirmLabel: 'Create' });
    expect(h.toasts).toEqual(['success: Virtual Set has been created.']);
    expect(await placeOf('Shortlist')).toBeNull();
  });

  it('validates the name as typed (spec 000 §5): empty and reserved characters', async () => {
    const h = harness({ prompt: [null] });
    await h.load();
    expect(await h.actions.createSet(null)).toEqual({ status: 'cancelled' });
    const validate = h.prompts[0]?.validate;
    expect(validate?.('   ')).toBe('Input is empty!');
    expect(validate?.('a/b')).toBe('Input contains invalid characters!');
    expect(validate?.('Ends with a dot.')).toBeNull();
    expect(h.toasts).toEqual([]);
  });

  it('checks the name again when a host prompt does not validate', async () => {
    const h = harness({ prompt: ['a<b'] });
    await h.load();
    expect(await h.actions.createSet(null)).toEqual({ status: 'cancelled' });
    expect(h.toasts).toEqual(['error: Input contains invalid characters!']);
  });

  it('creates a subset under a set and opens the parent', async () => {
    const h = harness({ prompt: ['Picks'] });
    await h.load();
    await h.actions.createSet(setKey('Favourites'));
    expect(await placeOf('Picks')).toBe(setKey('Favourites'));
    expect(h.revealed).toEqual([[setKey('Favourites')]]);
  });

  it('creates a set in a group (createsetingroup)', async () => {
    const h = harness({ prompt: ['Posters'] });
    await h.load();
    await h.actions.createSet(groupKey('Brand Book'));
    expect(await placeOf('Posters')).toBe(groupKey('Brand Book'));
  });

  it('creates a group: "Collection has been created."', async () => {
    const h = harness({ prompt: ['Seasons'] });
    await h.load();
    const result = await h.actions.createGroup();
    expect(result).toMatchObject({ status: 'done', key: groupKey('Seasons') });
    expect(h.prompts[0]?.title).toBe('New Collection');
    expect(h.toasts).toEqual(['success: Collection has been created.']);
  });

  it('shows the status text when the server fails (no message of its own)', async () => {
    setScenario('createSet', 'error-500');
    const h = harness({ prompt: ['Shortlist'] });
    await h.load();
    expect(await h.actions.createSet(null)).toMatchObject({ status: 'failed' });
    expect(h.toasts).toEqual(['error: Error']);
  });
});

describe('rename (spec 000 §5, §8)', () => {
  useMocks();

  it('renames a set with its name as the default: "Virtual Set has been renamed."', async () => {
    const h = harness({ prompt: ['Favourite picks'] });
    await h.load();
    expect(await h.actions.rename(setKey('Favourites'))).toMatchObject({ status: 'done' });
    expect(h.prompts[0]).toMatchObject({
      title: 'Rename Virtual Set',
      defaultValue: 'Favourites',
      confirmLabel: 'Save',
    });
    expect(h.toasts).toEqual(['success: Virtual Set has been renamed.']);
    expect(await placeOf('Favourite picks')).toBeNull();
  });

  it('renames a group: "Collection has been renamed."', async () => {
    const h = harness({ prompt: ['Brand Bible'] });
    await h.load();
    await h.actions.rename(groupKey('Brand Book'));
    expect(h.toasts).toEqual(['success: Collection has been renamed.']);
    expect(currentDb().setGroups.map((g) => g.name)).toContain('Brand Bible');
  });

  it('sends nothing when the name is unchanged or the prompt is closed', async () => {
    const h = harness({ prompt: ['Favourites', null] });
    await h.load();
    expect(await h.actions.rename(setKey('Favourites'))).toEqual({ status: 'cancelled' });
    expect(await h.actions.rename(setKey('Favourites'))).toEqual({ status: 'cancelled' });
    expect(h.toasts).toEqual([]);
  });

  it("refuses a node whose id is not numeric: 'Not valid Virtual Set to rename'", async () => {
    const h = harness({ prompt: ['Anything'] });
    h.setModel(buildSetTree([{ id: -1, name: 'Broken', type: 's' }]));
    expect(await h.actions.rename('s-1' as SetNodeKey)).toEqual({ status: 'refused', reason: 'invalidId' });
    expect(h.prompts).toEqual([]);
    expect(h.toasts).toEqual(['error: Not valid Virtual Set to rename']);
  });

  it('shows the server message of a refused rename', async () => {
    const h = harness({ prompt: ['New name'] });
    await h.load();
    // The server may refuse a name the client accepted; its message is shown (spec 000 §8).
    setScenario('renameSet', 'error-403');
    await h.actions.rename(setKey('Favourites'));
    expect(h.toasts).toEqual(['error: Forbidden']);
  });
});

describe('delete (spec 000 §8)', () => {
  useMocks();

  it("cancelled: says 'Virtual set deletion was canceled.' and keeps the set", async () => {
    const h = harness({ confirm: [false] });
    await h.load();
    expect(await h.actions.remove(setKey('Favourites'))).toEqual({ status: 'cancelled' });
    expect(h.confirms[0]).toMatchObject({
      title: 'Favourites',
      message: 'Do you want to delete this Virtual Set?',
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    expect(h.toasts).toEqual(['info: Virtual set deletion was canceled.']);
    expect(await placeOf('Favourites')).toBeNull();
  });

  it('deletes a set and everything under it', async () => {
    const h = harness({ confirm: [true] });
    await h.load();
    const subtree = ['Hero images', 'Homepage', 'Banners', 'Mobile banners'].map(setKey);
    await h.actions.remove(setKey('Hero images'));
    expect(h.toasts).toEqual(['success: Virtual Set has been deleted.']);
    expect(h.removed).toEqual([subtree]);
    expect(await placeOf('Hero images')).toBe('gone');
  });

  it('deletes a group after its own confirmation; its cancel says the same info', async () => {
    const h = harness({ confirm: [false, true] });
    await h.load();
    const group = groupKey('Clients');
    await h.actions.remove(group);
    await h.actions.remove(group);
    expect(h.confirms.map((c) => c.message)).toEqual([
      'Do you want to delete this Collection?',
      'Do you want to delete this Collection?',
    ]);
    expect(h.toasts).toEqual([
      'info: Virtual set deletion was canceled.',
      'success: Collection has been deleted.',
    ]);
    expect(currentDb().setGroups.map((g) => g.name)).not.toContain('Clients');
  });

  it('a failed delete shows the status text and removes nothing', async () => {
    setScenario('deleteSet', 'error-500');
    const h = harness({ confirm: [true] });
    await h.load();
    expect(await h.actions.remove(setKey('Favourites'))).toMatchObject({ status: 'failed' });
    expect(h.toasts).toEqual(['error: Error']);
    expect(h.removed).toEqual([]);
  });
});

describe('pin (spec 000 §4, §8)', () => {
  useMocks();

  it('pins to the front of the pinned list, refreshes quick access; unpins', async () => {
    const h = harness();
    await h.load();
    h.queryClient.setQueryData(treeKeys.pinned(), { stale: true });
    await h.actions.pin(setKey('Favourites'), true);
    expect(h.toasts).toEqual(['success: Virtual Set has been pinned.']);
    expect(h.queryClient.getQueryState(treeKeys.pinned())?.isInvalidated).toBe(true);
    const pinned = await unwrap(client.GET('/api/pinneditems'));
    expect(pinned.sets.map((s) => s.name)).toEqual(['Favourites', 'Hero images']);
    await h.actions.pin(setKey('Favourites'), false);
    expect(h.toasts[1]).toBe('success: Virtual Set has been unpinned.');
  });

  it("a failed pin or unpin says 'Failed to pin the Virtual Set' (the spec's only text)", async () => {
    setScenario('pinSet', 'error-500');
    const h = harness();
    await h.load();
    expect(await h.actions.pin(setKey('Favourites'), true)).toMatchObject({ status: 'failed' });
    await h.actions.pin(setKey('Favourites'), false);
    expect(h.toasts).toEqual([
      'error: Failed to pin the Virtual Set',
      'error: Failed to pin the Virtual Set',
    ]);
  });

  it('goes through a shared pin path when given one (quick access updates there)', async () => {
    const model = await serverTree();
    const calls: [string, boolean][] = [];
    const actions = createSetTreeActions({
      client,
      queryClient: new QueryClient(),
      t,
      setsName: 'Virtual Set',
      confirm: async () => true,
      prompt: async () => null,
      toast: { success: () => '', info: () => '', error: () => '' },
      reportError: () => null,
      getModel: () => model,
      // this shared path takes pins and refuses unpins
      setPinned: async (set, value) => {
        calls.push([set.name, value]);
        return value;
      },
    });
    expect(await actions.pin(setKey('Favourites'), true)).toEqual({
      status: 'done',
      key: setKey('Favourites'),
    });
    expect(await actions.pin(setKey('Favourites'), false)).toMatchObject({ status: 'failed' });
    expect(calls).toEqual([
      ['Favourites', true],
      ['Favourites', false],
    ]);
  });
});

describe('set drag and drop (spec 000 §4, §8)', () => {
  useMocks();

  it('set on set: move confirmation, then the move', async () => {
    const h = harness({ confirm: [true] });
    await h.load();
    const result = await h.actions.moveSet(setKey('Favourites'), setKey('To review'));
    expect(result).toEqual({ status: 'done', key: setKey('Favourites') });
    expect(h.confirms[0]).toMatchObject({
      title: 'Favourites → To review',
      message: 'Do you want to move this Virtual Set into the chosen Virtual Set?',
      confirmLabel: 'Move',
    });
    expect(h.toasts).toEqual(['success: Virtual Set has been moved.']);
    expect(h.revealed).toEqual([[setKey('To review')]]);
    expect(await placeOf('Favourites')).toBe(setKey('To review'));
  });

  it('set on group: attach confirmation, then changegroup', async () => {
    const h = harness({ confirm: [true] });
    await h.load();
    await h.actions.moveSet(setKey('Favourites'), groupKey('Brand Book'));
    expect(h.confirms[0]?.message).toBe('Do you want to attach this Virtual Set to the chosen collection?');
    expect(await placeOf('Favourites')).toBe(groupKey('Brand Book'));
  });

  it('to root: detach confirmation; out of a group (changegroup) or out of a set (move)', async () => {
    const h = harness({ confirm: [true, true] });
    const model = await h.load();
    // a set of a group that may stand alone
    const free = flattenSetTree(model.items).find(
      (i) => i.kind === 'set' && i.groupId !== null && i.parentSetId === null && i.canBeStandalone !== false,
    );
    if (!free) throw new Error('the seed has a group set that may stand alone');
    await h.actions.moveSet(free.key, null);
    await h.actions.moveSet(setKey('Urgent'), null);
    expect(h.confirms.map((c) => [c.title, c.message])).toEqual([
      [free.name, 'Do you want to detach this Virtual Set and make it standalone?'],
      ['Urgent', 'Do you want to detach this Virtual Set and make it standalone?'],
    ]);
    expect(await placeOf(free.name)).toBeNull();
    expect(await placeOf('Urgent')).toBeNull();
  });

  it('cancelled: nothing moves', async () => {
    const h = harness({ confirm: [false] });
    await h.load();
    expect(await h.actions.moveSet(setKey('Favourites'), setKey('To review'))).toEqual({
      status: 'cancelled',
    });
    expect(h.toasts).toEqual([]);
    expect(await placeOf('Favourites')).toBeNull();
  });

  it('onto itself or its own descendant: refused before anything is asked', async () => {
    const h = harness();
    await h.load();
    expect(await h.actions.moveSet(setKey('Hero images'), setKey('Mobile banners'))).toEqual({
      status: 'refused',
      reason: 'descendant',
    });
    expect(await h.actions.moveSet(setKey('Hero images'), setKey('Hero images'))).toEqual({
      status: 'refused',
      reason: 'self',
    });
    expect(h.confirms).toEqual([]);
  });

  it("a failed move says 'Failed to move Virtual Set'", async () => {
    setScenario('moveSet', 'error-500');
    const h = harness({ confirm: [true, true] });
    await h.load();
    expect(await h.actions.moveSet(setKey('Favourites'), setKey('To review'))).toMatchObject({
      status: 'failed',
    });
    await h.actions.moveSet(setKey('Urgent'), null);
    expect(h.toasts).toEqual(['error: Failed to move Virtual Set', 'error: Failed to move Virtual Set']);
  });

  it("a failed attach or detach says 'Failed to attach or detach'", async () => {
    setScenario('changeSetGroup', 'error-500');
    const h = harness({ confirm: [true] });
    await h.load();
    await h.actions.moveSet(setKey('Favourites'), groupKey('Brand Book'));
    expect(h.toasts).toEqual(['error: Failed to attach or detach']);
  });
});

describe('files dropped on a set (spec 000 §4, spec 001 §5, §8)', () => {
  useMocks();
  const imageIds = (n: number) =>
    currentDb()
      .images.slice(0, n)
      .map((i) => i.id);

  it('up to 10: added without asking', async () => {
    const h = harness();
    await h.load();
    const ids = imageIds(3);
    const result = await h.actions.dropImages({ imageIds: ids, target: setKey('Empty set') });
    expect(result).toEqual({ status: 'done', key: setKey('Empty set') });
    expect(h.confirms).toEqual([]);
    expect(h.toasts).toEqual(['success: 3 files added to the Virtual Set.']);
    expect(currentDb().sets.find((s) => s.name === 'Empty set')?.imageIds).toEqual(ids);
  });

  it('more than 10: asks first; cancelled adds nothing', async () => {
    const h = harness({ confirm: [false, true] });
    await h.load();
    await h.actions.dropImages({ imageIds: imageIds(11), target: setKey('Empty set') });
    expect(currentDb().sets.find((s) => s.name === 'Empty set')?.imageIds).toEqual([]);
    await h.actions.dropImages({
      imageIds: imageIds(11),
      target: setKey('Empty set'),
      isDropFromSidebar: true,
    });
    expect(h.confirms.map((c) => [c.title, c.message])).toEqual([
      ['Empty set', 'Do you want to add 11 files to this Virtual Set?'],
      ['Empty set', 'Do you want to add 11 files to this Virtual Set?'],
    ]);
    expect(currentDb().sets.find((s) => s.name === 'Empty set')?.imageIds).toHaveLength(11);
  });

  it('never on a group or the top level', async () => {
    const h = harness();
    await h.load();
    expect(await h.actions.dropImages({ imageIds: imageIds(2), target: groupKey('Clients') })).toEqual({
      status: 'refused',
      reason: 'groupTarget',
    });
    expect(await h.actions.dropImages({ imageIds: imageIds(2), target: null })).toEqual({
      status: 'refused',
      reason: 'rootTarget',
    });
  });

  it("a failed add says 'Failed to move image(s).'", async () => {
    setScenario('addImagesToSet', 'error-500');
    const h = harness();
    await h.load();
    await h.actions.dropImages({ imageIds: imageIds(2), target: setKey('Empty set') });
    expect(h.toasts).toEqual(['error: Failed to move image(s).']);
  });
});

describe('as a viewer (mocks: no edit, no add)', () => {
  useMocks({ user: 'viewer' });

  it('cannot drag sets or drop files (node permissions), and the server refuses a create', async () => {
    const h = harness({ prompt: ['Mine'] });
    await h.load();
    expect(await h.actions.moveSet(setKey('Favourites'), setKey('To review'))).toEqual({
      status: 'refused',
      reason: 'notAllowed',
    });
    expect(await h.actions.dropImages({ imageIds: [1], target: setKey('Favourites') })).toEqual({
      status: 'refused',
      reason: 'notAllowed',
    });
    await h.actions.createSet(null);
    expect(h.toasts).toEqual(['error: Forbidden']);
  });
});
