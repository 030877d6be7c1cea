// Pinning (spec 000 §7 "Pinning"): GET the pinned items (folders, sets, logicalViewStrings) and
// POST {value, folderId} / {value, setId} / {value, logicalViewString} to /api/pinneditems/{folder|set|logicalview}.
// The folder, sets and logical trees and quick access all pin through `usePinMutation`, so the
// messages of spec 000 §8 and the optimistic list of spec 000 §4 are the same everywhere.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PinnedItems, unwrap, type VitrineClient } from '@vitrine/api-client';
import { PIN_LIST_ANALYTICS_EVENTS } from '@vitrine/core';
import {
  useAnalytics,
  useClient,
  useReportError,
  useSetsName,
  useT,
  useToast,
  type VitrineAnalyticsEvent,
} from '@vitrine/ui';
import { useCallback, useMemo } from 'react';
import { applyPinChange, type PinTarget } from '../quick-access/pinned';
import { treeKeys } from './keys';

/** Fetches the quick-access list. */
export async function fetchPinnedItems(client: VitrineClient, signal?: AbortSignal): Promise<PinnedItems> {
  return unwrap(client.GET('/api/pinneditems', signal ? { signal } : {}));
}

/** TanStack Query options of the quick-access list (key `treeKeys.pinned()`). */
export function pinnedItemsQuery(client: VitrineClient) {
  return queryOptions({
    queryKey: treeKeys.pinned(),
    queryFn: ({ signal }) => fetchPinnedItems(client, signal),
  });
}

/** The quick-access list: `{ data: { folders, sets, logicalViewStrings }, isPending, error, ... }`. */
export function usePinnedItems(options: { enabled?: boolean } = {}) {
  const client = useClient();
  return useQuery({ ...pinnedItemsQuery(client), enabled: options.enabled ?? true });
}

/** Sends one pin (`value: true`) or unpin (`value: false`). The calls answer 204. */
export async function postPinStatus(client: VitrineClient, target: PinTarget, value: boolean): Promise<void> {
  switch (target.kind) {
    case 'folder':
      await unwrap(client.POST('/api/pinneditems/folder', { body: { value, folderId: target.folder.id } }));
      return;
    case 'set':
      await unwrap(client.POST('/api/pinneditems/set', { body: { value, setId: target.set.id } }));
      return;
    case 'logical':
      await unwrap(
        client.POST('/api/pinneditems/logicalview', { body: { value, logicalViewString: target.nodeId } }),
      );
      return;
  }
}

/** The analytics event of a pin change the server took (spec 000 §9 "Pin-list analytics events are sent"). */
export function pinAnalyticsEvent({ target, value }: PinChange): VitrineAnalyticsEvent {
  const id =
    target.kind === 'folder' ? target.folder.id : target.kind === 'set' ? target.set.id : target.nodeId;
  return {
    name: value ? PIN_LIST_ANALYTICS_EVENTS.pinned : PIN_LIST_ANALYTICS_EVENTS.unpinned,
    data: { kind: target.kind, id },
  };
}

/** One pin change. */
export interface PinChange {
  target: PinTarget;
  /** true pins, false unpins. */
  value: boolean;
}

/** Options of {@link usePinMutation}. */
export interface PinMutationOptions {
  /**
   * The label sets go by (spec 000 §1: configurable, default 'Virtual Set'): the {set} of 'Failed
   * to pin the {set}' and the {type} of '{type} has been pinned.'. Default: the sets-name preference.
   */
  setLabel?: string;
  /**
   * Called once the server took the change, e.g. so the folder or sets tree toggles its node's
   * isPinned (spec 000 §4). The quick-access list itself is already updated.
   */
  onPinChange?: (change: PinChange) => void;
}

/** What {@link usePinMutation} returns. */
export interface PinMutation {
  /** Pins or unpins; resolves true when the server took it, false when it failed (already reported). */
  setPinned: (target: PinTarget, value: boolean) => Promise<boolean>;
  pin: (target: PinTarget) => Promise<boolean>;
  unpin: (target: PinTarget) => Promise<boolean>;
  /** A change is on its way. */
  isPending: boolean;
  /** The change on its way, if any. */
  pending: PinChange | undefined;
}

/**
 * Pin and unpin with the messages of spec 000 §8: 'Folder has been pinned/unpinned.', and 'Failed
 * to pin/unpin the folder.' shown as success-style toasts; '{type} has been pinned/unpinned.' and
 * 'Failed to pin the {set}' for sets; logical views like sets with their own failure text (decided).
 * The quick-access list (`treeKeys.pinned()`) changes at once (pin adds to the front, unpin removes,
 * spec 000 §4), is put back when the server refuses, and is fetched again afterwards. A change the
 * server took sends a pin-list analytics event to the host (spec 000 §9, {@link pinAnalyticsEvent}).
 */
export function usePinMutation(options: PinMutationOptions = {}): PinMutation {
  const client = useClient();
  const queryClient = useQueryClient();
  const t = useT();
  const toast = useToast();
  const reportError = useReportError();
  const sendAnalytics = useAnalytics();
  const setsName = useSetsName();
  const setLabel = options.setLabel ?? setsName.value;
  const { onPinChange } = options;

  const mutation = useMutation<void, unknown, PinChange, { previous: PinnedItems | undefined }>({
    mutationFn: ({ target, value }) => postPinStatus(client, target, value),
    onMutate: async ({ target, value }) => {
      const key = treeKeys.pinned();
      // An answer already on its way would overwrite the optimistic list.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PinnedItems>(key);
      if (previous) queryClient.setQueryData<PinnedItems>(key, applyPinChange(previous, target, value));
      return { previous };
    },
    onError: (error, { target, value }, context) => {
      if (context?.previous) queryClient.setQueryData(treeKeys.pinned(), context.previous);
      switch (target.kind) {
        case 'folder':
          // spec 000 §8: the folder's pin failures are shown as success-style toasts.
          reportError(error, value ? 'folders.pinFailed' : 'folders.unpinFailed', { kind: 'success' });
          return;
        case 'set':
          reportError(error, 'sets.pinFailed', { vars: { set: setLabel } });
          return;
        case 'logical':
          reportError(error, value ? 'logical.pinFailed' : 'logical.unpinFailed');
          return;
      }
    },
    onSuccess: (_, change) => {
      const { target, value } = change;
      if (target.kind === 'folder') toast.success(t(value ? 'folders.pinned' : 'folders.unpinned'));
      else {
        const type = target.kind === 'set' ? setLabel : t('logical.view');
        toast.success(t(value ? 'items.pinned' : 'items.unpinned', { type }));
      }
      sendAnalytics(pinAnalyticsEvent(change));
      onPinChange?.(change);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: treeKeys.pinned() }),
  });

  const { mutateAsync } = mutation;
  const setPinned = useCallback(
    (target: PinTarget, value: boolean) =>
      mutateAsync({ target, value }).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  return useMemo(
    () => ({
      setPinned,
      pin: (target: PinTarget) => setPinned(target, true),
      unpin: (target: PinTarget) => setPinned(target, false),
      isPending: mutation.isPending,
      pending: mutation.isPending ? mutation.variables : undefined,
    }),
    [setPinned, mutation.isPending, mutation.variables],
  );
}
