// Pin-list analytics (spec 000 §9 "Pin-list analytics events are sent"): every pin and unpin the
// server takes, from whichever tree or quick access, goes through usePinMutation, which sends core's
// PIN_LIST_ANALYTICS_EVENTS to the provider's onAnalyticsEvent; a refused change sends nothing.
import { PIN_LIST_ANALYTICS_EVENTS } from '@vitrine/core';
import { currentDb } from '@vitrine/mocks';
import { type VitrineAnalyticsEvent, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createPageMocks, type PageMocks, route } from '../logical/browser-mocks';
import type { PinTarget } from '../quick-access/pinned';
import { pinAnalyticsEvent, usePinMutation } from './pins';

function Harness({ targets }: { targets: Record<string, PinTarget> }) {
  const { pin, unpin } = usePinMutation();
  return (
    <div>
      {Object.entries(targets).map(([name, target]) => (
        <span key={name}>
          <button type="button" onClick={() => void pin(target)}>{`Pin ${name}`}</button>
          <button type="button" onClick={() => void unpin(target)}>{`Unpin ${name}`}</button>
        </span>
      ))}
    </div>
  );
}

async function renderHarness(mocks: PageMocks, targets: Record<string, PinTarget>) {
  const onAnalyticsEvent = vi.fn<(event: VitrineAnalyticsEvent) => void>();
  await render(
    <VitrineProvider client={mocks.client} onAnalyticsEvent={onAnalyticsEvent}>
      <Harness targets={targets} />
    </VitrineProvider>,
  );
  return onAnalyticsEvent;
}

const toast = (text: string) => () =>
  [...document.querySelectorAll('.vt-ui__toast')].some((element) => element.textContent?.includes(text));

describe('pin-list analytics (spec 000 §9)', () => {
  it('names each event after the change, with the kind and id of what was pinned', () => {
    const folder = { kind: 'folder', folder: { id: 4, name: 'Print' } } as PinTarget;
    expect(pinAnalyticsEvent({ target: folder, value: true })).toEqual({
      name: PIN_LIST_ANALYTICS_EVENTS.pinned,
      data: { kind: 'folder', id: 4 },
    });
    expect(pinAnalyticsEvent({ target: { kind: 'logical', nodeId: 'date-2024' }, value: false })).toEqual({
      name: 'pin-list.unpinned',
      data: { kind: 'logical', id: 'date-2024' },
    });
  });

  it('a pin and an unpin the server took each send one event to onAnalyticsEvent', async () => {
    const mocks = createPageMocks({ user: 'superAdmin' });
    const folder = currentDb().folders.find((f) => f.id > 0);
    if (!folder) throw new Error('the seed has folders');
    const onAnalyticsEvent = await renderHarness(mocks, {
      folder: { kind: 'folder', folder: { id: folder.id, name: folder.name } } as PinTarget,
      view: { kind: 'logical', nodeId: 'date-2021' },
    });
    await page.getByRole('button', { name: 'Pin folder' }).click();
    await expect.poll(() => onAnalyticsEvent.mock.calls.length).toBe(1);
    expect(onAnalyticsEvent).toHaveBeenLastCalledWith({
      name: 'pin-list.pinned',
      data: { kind: 'folder', id: folder.id },
    });
    await page.getByRole('button', { name: 'Unpin view' }).click();
    await expect.poll(() => onAnalyticsEvent.mock.calls.length).toBe(2);
    expect(onAnalyticsEvent).toHaveBeenLastCalledWith({
      name: 'pin-list.unpinned',
      data: { kind: 'logical', id: 'date-2021' },
    });
  });

  it('a change the server refused sends nothing', async () => {
    const mocks = createPageMocks({ user: 'superAdmin' });
    mocks.fail(route('POST', '/api/pinneditems/logicalview'), 500);
    const onAnalyticsEvent = await renderHarness(mocks, { view: { kind: 'logical', nodeId: 'date-2021' } });
    await page.getByRole('button', { name: 'Pin view' }).click();
    await expect.poll(() => mocks.count('/api/pinneditems/logicalview')).toBe(1);
    await expect.poll(toast('Failed')).toBe(true);
    expect(onAnalyticsEvent).not.toHaveBeenCalled();
  });
});
