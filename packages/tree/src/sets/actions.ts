// The operations of the sets tree (spec 000 §4, §5, §7, §8) as plain async flows: ask (prompt or
// confirm), call the server, show the spec's message, refresh the tree. No React: the hook gives them
// the provider's confirm / prompt / toasts and the current tree; the node tests give them the mocks.
import type { QueryClient } from '@tanstack/react-query';
import type { VitrineClient, VitrineSet } from '@vitrine/api-client';
import { type Translate, validateRenameId, validateSetName } from '@vitrine/core';
import type { ConfirmOptions, ReportError, ToastApi } from '@vitrine/ui';
import {
  addImagesToSet,
  changeSetGroup,
  createSet,
  createSetGroup,
  createSetInGroup,
  deleteSet,
  deleteSetGroup,
  invalidateSetTree,
  moveSet,
  pinSet,
  renameSet,
  renameSetGroup,
} from '../api/sets';
import { type SetNodeKey, type SetTreeItem, type SetTreeModel, setNodeKey, subtreeKeys } from './model';
import { canAddToItem, decideDropInTree, decideImagesDrop, dropTargetOf, type SetDropRefusal } from './rules';

/** What `prompt()` takes (the shape of @vitrine/ui's usePrompt). */
export interface SetTreePromptOptions {
  title: string;
  label: string;
  defaultValue?: string;
  confirmLabel?: string;
  /** The message shown under the field, or null when the value is fine. */
  validate?: (value: string) => string | null;
}

/** What the flows need from the provider and the tree. */
export interface SetTreeActionDeps {
  client: VitrineClient;
  queryClient: QueryClient;
  t: Translate;
  /** The configurable label of sets (spec 000 §1, default 'Virtual Set'). */
  setsName: string;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Resolves the entered text, or null when cancelled. */
  prompt: (options: SetTreePromptOptions) => Promise<string | null>;
  toast: Pick<ToastApi, 'success' | 'info' | 'error'>;
  reportError: ReportError;
  /** The tree as the user sees it now. */
  getModel: () => SetTreeModel;
  /** Called after a change with the nodes to open (the new node's parent, the drop target). */
  onReveal?: (keys: SetNodeKey[]) => void;
  /** Called after a delete with the keys that are gone (the node and everything under it). */
  onRemoved?: (keys: SetNodeKey[]) => void;
  /**
   * Pins or unpins through the shared pin path (the tree's `usePinMutation`: the quick-access list
   * changes at once and its messages are shown there); resolves whether the server took it. Without
   * it the flow calls the server itself and shows the same messages.
   */
  setPinned?: (set: VitrineSet, value: boolean) => Promise<boolean>;
  /** Called while a call on these nodes runs (`true`) and when it ends (`false`): the processing state. */
  onBusy?: (keys: SetNodeKey[], busy: boolean) => void;
}

/** How a flow ended. */
export type SetTreeActionResult =
  | { status: 'done'; key?: SetNodeKey }
  /** The user said no (or closed the prompt). */
  | { status: 'cancelled' }
  /** Not allowed by the rules; nothing was asked or sent. */
  | {
      status: 'refused';
      reason: SetDropRefusal | 'invalidId' | 'unknownNode' | 'groupTarget' | 'rootTarget' | 'noImages';
    }
  /** The server refused; the error toast has been shown. */
  | { status: 'failed'; error: unknown };

/** Where a new set goes: the top level, under a set, or in a group. */
export type SetCreateParent = SetNodeKey | null;

/** The flows of the sets tree. */
export interface SetTreeActions {
  /** Create a set at the top level (`null`), as a subset of a set (`s…`), or in a group (`g…`). */
  createSet(parent: SetCreateParent): Promise<SetTreeActionResult>;
  /** Create a set group (collection). */
  createGroup(): Promise<SetTreeActionResult>;
  /** Rename a set or group (spec 000 §5 name rules; 'Not valid {type} to rename'). */
  rename(key: SetNodeKey): Promise<SetTreeActionResult>;
  /** Delete a set or group after a confirmation; 'Virtual set deletion was canceled.' when cancelled. */
  remove(key: SetNodeKey): Promise<SetTreeActionResult>;
  /** Pin (`true`) or unpin (`false`) a set. */
  pin(key: SetNodeKey, value: boolean): Promise<SetTreeActionResult>;
  /**
   * Drop a set on a set (move), a group (attach) or the top level (`null`, detach), after the
   * confirmation the spec names. Also the keyboard "Move to…" alternative.
   */
  moveSet(source: SetNodeKey, target: SetNodeKey | null): Promise<SetTreeActionResult>;
  /** Files dropped on a set (spec 001 §7); more than 10 ask confirmation first (spec 001 §5). */
  dropImages(input: {
    imageIds: number[];
    target: SetNodeKey | null;
    isDropFromSidebar?: boolean;
  }): Promise<SetTreeActionResult>;
}

/** The {type} of a node in messages: the configurable label for a set, 'Collection' for a group. */
export function typeLabel(t: Translate, setsName: string, kind: 'set' | 'group'): string {
  return kind === 'set' ? setsName : t('sets.collection');
}

/** spec 000 §5: the message of a refused name, or null. */
export function setNameError(name: string, t: Translate): string | null {
  const validation = validateSetName(name, t.locale);
  return validation.ok ? null : validation.message;
}

export function createSetTreeActions(deps: SetTreeActionDeps): SetTreeActions {
  const { client, queryClient, t, setsName, toast, reportError } = deps;
  const typeOf = (kind: 'set' | 'group') => typeLabel(t, setsName, kind);
  const find = (key: SetNodeKey | null): SetTreeItem | undefined =>
    key === null ? undefined : deps.getModel().byKey.get(key);
  const refresh = (pinned = false) => invalidateSetTree(queryClient, { pinned });
  const validate = (value: string) => setNameError(value, t);

  /** Runs a server call: success toast and refresh, or the one error path. */
  async function send(
    keys: SetNodeKey[],
    call: () => Promise<void>,
    onError: (error: unknown) => void,
  ): Promise<SetTreeActionResult | null> {
    deps.onBusy?.(keys, true);
    try {
      await call();
      return null;
    } catch (error) {
      onError(error);
      return { status: 'failed', error };
    } finally {
      deps.onBusy?.(keys, false);
    }
  }

  async function askName(title: string, defaultValue?: string): Promise<string | null> {
    const name = await deps.prompt({
      title,
      label: t('sets.nameLabel'),
      ...(defaultValue === undefined ? {} : { defaultValue }),
      confirmLabel: defaultValue === undefined ? t('sets.create') : t('sets.save'),
      validate,
    });
    if (name === null) return null;
    // The prompt validates as the user types; a host prompt may not, so check once more.
    const error = validate(name);
    if (error !== null) {
      toast.error(error);
      return null;
    }
    return name.trim();
  }

  const actions: SetTreeActions = {
    async createSet(parentKey) {
      const parent = find(parentKey);
      if (parentKey !== null && !parent) return { status: 'refused', reason: 'unknownNode' };
      const type = typeOf('set');
      const name = await askName(t('sets.createTitle', { type }));
      if (name === null) return { status: 'cancelled' };
      let key: SetNodeKey | undefined;
      const failed = await send(
        parent ? [parent.key] : [],
        async () => {
          const created =
            parent?.kind === 'group'
              ? await createSetInGroup(client, { name, groupId: parent.id })
              : await createSet(client, { name, parentId: parent?.id ?? null });
          key = setNodeKey('set', created.id);
        },
        (error) => reportError(error),
      );
      if (failed) return failed;
      toast.success(t('items.created', { type }));
      await refresh();
      deps.onReveal?.(parent ? [parent.key] : []);
      return key ? { status: 'done', key } : { status: 'done' };
    },

    async createGroup() {
      const type = typeOf('group');
      const name = await askName(t('sets.createTitle', { type }));
      if (name === null) return { status: 'cancelled' };
      let key: SetNodeKey | undefined;
      const failed = await send(
        [],
        async () => {
          key = setNodeKey('group', (await createSetGroup(client, { name })).id);
        },
        (error) => reportError(error),
      );
      if (failed) return failed;
      toast.success(t('items.created', { type }));
      await refresh();
      return key ? { status: 'done', key } : { status: 'done' };
    },

    async rename(key) {
      const item = find(key);
      if (!item) return { status: 'refused', reason: 'unknownNode' };
      const type = typeOf(item.kind);
      // spec 000 §5: a rename is refused when the id is not numeric.
      const id = validateRenameId(item.id, type, t.locale);
      if (!id.ok) {
        toast.error(id.message);
        return { status: 'refused', reason: 'invalidId' };
      }
      const name = await askName(t('sets.renameTitle', { type }), item.name);
      if (name === null || name === item.name) return { status: 'cancelled' };
      const failed = await send(
        [key],
        async () => {
          if (item.kind === 'set') await renameSet(client, { id: id.id, name });
          else await renameSetGroup(client, { id: id.id, name });
        },
        // spec 000 §8: other rename errors show the server message.
        (error) => reportError(error),
      );
      if (failed) return failed;
      toast.success(t('items.renamed', { type }));
      await refresh(true);
      return { status: 'done', key };
    },

    async remove(key) {
      const item = find(key);
      if (!item) return { status: 'refused', reason: 'unknownNode' };
      const type = typeOf(item.kind);
      const confirmed = await deps.confirm({
        title: item.name,
        message: t('sets.deleteConfirm', { type }),
        confirmLabel: t('sets.delete'),
        tone: 'danger',
      });
      if (!confirmed) {
        // spec 000 §8 (info): 'Virtual set deletion was canceled.'
        toast.info(t('sets.deletionCanceled'));
        return { status: 'cancelled' };
      }
      const gone = subtreeKeys(item);
      const failed = await send(
        gone,
        () => (item.kind === 'set' ? deleteSet(client, item.id) : deleteSetGroup(client, item.id)),
        (error) => reportError(error),
      );
      if (failed) return failed;
      toast.success(t('items.deleted', { type }));
      deps.onRemoved?.(gone);
      await refresh(true);
      return { status: 'done', key };
    },

    async pin(key, value) {
      const item = find(key);
      if (item?.kind !== 'set') return { status: 'refused', reason: 'unknownNode' };
      const type = typeOf('set');
      if (deps.setPinned) {
        const setPinned = deps.setPinned;
        let ok = false;
        const failed = await send(
          [key],
          async () => {
            ok = await setPinned(item.set, value);
          },
          () => undefined,
        );
        if (failed || !ok) return failed ?? { status: 'failed', error: undefined };
        // spec 000 §4: isPinned toggles on the node.
        await refresh();
        return { status: 'done', key };
      }
      const failed = await send(
        [key],
        () => pinSet(client, { setId: item.id, value }),
        // spec 000 §8: 'Failed to pin the {set}' (the server message when there is one).
        (error) => reportError(error, 'sets.pinFailed', { vars: { set: setsName } }),
      );
      if (failed) return failed;
      toast.success(t(value ? 'items.pinned' : 'items.unpinned', { type }));
      // spec 000 §4: isPinned toggles and the pinned list changes.
      await refresh(true);
      return { status: 'done', key };
    },

    async moveSet(sourceKey, targetKey) {
      const model = deps.getModel();
      const source = model.byKey.get(sourceKey);
      if (!source) return { status: 'refused', reason: 'unknownNode' };
      const target = targetKey === null ? undefined : model.byKey.get(targetKey);
      const decision = decideDropInTree(model, sourceKey, targetKey);
      if (!decision.ok) return { status: 'refused', reason: decision.reason };
      const type = typeOf('set');
      const vars = { set: setsName };
      // spec 000 §4: move, attach or detach confirmation, titled "source → target".
      const message =
        decision.action === 'move'
          ? t('sets.moveConfirm', vars)
          : decision.action === 'attach'
            ? t('sets.attachConfirm', vars)
            : t('sets.detachConfirm', vars);
      const title = target ? `${source.name} → ${target.name}` : source.name;
      if (!(await deps.confirm({ title, message, confirmLabel: t('sets.moveConfirmLabel') }))) {
        return { status: 'cancelled' };
      }
      const viaChangeGroup =
        decision.action === 'attach' || (decision.action === 'detach' && decision.call === 'changeGroup');
      const failed = await send(
        [sourceKey],
        () => {
          if (decision.action === 'move')
            return moveSet(client, { id: decision.setId, newParentId: decision.newParentId });
          if (decision.action === 'attach')
            return changeSetGroup(client, { id: decision.setId, groupId: decision.groupId });
          return decision.call === 'changeGroup'
            ? changeSetGroup(client, { id: decision.setId, groupId: null })
            : moveSet(client, { id: decision.setId, newParentId: null });
        },
        // spec 000 §8: 'Failed to attach or detach' (changegroup), 'Failed to move {type}' (move).
        (error) =>
          viaChangeGroup
            ? reportError(error, 'sets.attachOrDetachFailed')
            : reportError(error, 'items.moveFailed', { vars: { type } }),
      );
      if (failed) return failed;
      toast.success(t('items.moved', { type }));
      await refresh(true);
      deps.onReveal?.(target ? [target.key] : []);
      return { status: 'done', key: sourceKey };
    },

    async dropImages({ imageIds, target: targetKey, isDropFromSidebar }) {
      const target = find(targetKey);
      if (targetKey !== null && !target) return { status: 'refused', reason: 'unknownNode' };
      const decision = decideImagesDrop({
        imageCount: imageIds.length,
        target: dropTargetOf(target),
        canAdd: target ? canAddToItem(target) : undefined,
      });
      if (!decision.ok) return { status: 'refused', reason: decision.reason };
      const name = target?.name ?? '';
      // spec 001 §5: more than 10 images ask confirmation.
      if (
        decision.needsConfirmation &&
        !(await deps.confirm({
          title: name,
          message: t('sets.addImagesConfirm', { n: imageIds.length, set: setsName }),
          confirmLabel: t('sets.addImagesConfirmLabel'),
        }))
      ) {
        return { status: 'cancelled' };
      }
      const failed = await send(
        [setNodeKey('set', decision.setId)],
        () =>
          addImagesToSet(client, {
            setId: decision.setId,
            imageIds,
            ...(isDropFromSidebar === undefined ? {} : { isDropFromSidebar }),
          }),
        // spec 001 §8: the server message, else 'Failed to move image(s).'
        (error) => reportError(error, 'move.setAddFailed'),
      );
      if (failed) return failed;
      toast.success(t('sets.imagesAdded', { n: imageIds.length, set: setsName }));
      return { status: 'done', key: setNodeKey('set', decision.setId) };
    },
  };
  return actions;
}
