// Browser tests and stories of the file actions: a search session, its selection and useFileActions
// together, as a host wires them, with every event the hook reports written to a log the tests read
// in order (never wall time). Builds on the search session's test vocabulary (../search/test-utils).
import type { SearchCriteria } from '@vitrine/api-client';
import { useEffect, useRef } from 'react';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { useSearchSession } from '../search/useSearchSession';
import { useFileSelection } from '../selection/useFileSelection';
import { type FileActions, type UseFileActionsOptions, useFileActions } from './useFileActions';

/** What the harness hands to the test: the latest actions and the selection's setter. */
export interface ActionsProbe {
  actions: FileActions | null;
  /** Selects exactly `ids` and waits until the selection holds them. */
  select: (ids: readonly number[]) => Promise<void>;
  /** Every event, in order: 'download-ready …', 'reload …', 'busy …'. */
  events: string[];
  /** The selected ids now. */
  selected: () => readonly number[];
}

export function createActionsProbe(): ActionsProbe {
  return { actions: null, select: async () => undefined, events: [], selected: () => [] };
}

/** A session listed by id, a controlled selection, and the actions over both. */
export function ActionsHarness({
  criteria,
  probe,
  options,
}: {
  criteria: SearchCriteria;
  probe: ActionsProbe;
  options?: Omit<UseFileActionsOptions, 'session' | 'selection'>;
}) {
  const session = useSearchSession(criteria);
  const selection = useFileSelection({ ids: session.images.map((image) => image.id) });
  const actions = useFileActions({
    session,
    selection,
    onDownloadReady: (event) => probe.events.push(`download-ready ${event.kind} ${event.url}`),
    onReloadRequested: ({ ids }) => probe.events.push(`reload ${ids.length}`),
    ...options,
  });
  probe.actions = actions;
  probe.selected = () => selection.getSelectedIds();
  probe.select = async (ids) => {
    selection.clear();
    for (const id of ids) selection.toggle(id);
    await expect.poll(() => [...selection.getSelectedIds()].sort()).toEqual([...ids].sort());
  };
  // Each change of the loading state, in order with the other events.
  const busy = actions.busy;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current === null && busy === null) return;
    seen.current = busy ?? 'none';
    probe.events.push(`busy ${busy ?? 'none'}`);
  }, [busy, probe]);
  return (
    <div>
      <output aria-label="Busy">{actions.busyLabel ?? 'idle'}</output>
      <ul aria-label="Files">
        {session.images.map((image) => (
          <li key={image.id} data-id={image.id}>
            {image.fileName}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The confirmation on screen (role alertdialog), with its question. */
export async function expectDialog(message: string) {
  const dialog = page.getByRole('alertdialog');
  await expect.element(dialog).toBeVisible();
  await expect.element(dialog).toHaveAccessibleDescription(message);
  return dialog;
}

/** Answers the dialog on screen with the button named `label`. */
export async function answerDialog(label: string) {
  await page.getByRole('alertdialog').getByRole('button', { name: label, exact: true }).click();
  await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
}

/** The toast messages on screen. */
export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('.vt-ui__toast-message')).map(
    (element) => element.textContent ?? '',
  );
}
