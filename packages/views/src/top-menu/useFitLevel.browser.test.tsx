// useFitLevel in Debian chromium: a bar that narrowed its layout for a small width goes back to the
// widest layout when it grows, also when a render comes between the resize and the ResizeObserver's
// callback (the top menu's controls stayed in More after widening the window: a render recorded the
// new width first, and the observer then saw no change).
import { act, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { useFitLevel } from './useFitLevel';

/** A bar `width` px wide whose widest layout needs 600 px and whose narrow one 100 px. */
function Bar({ width, note }: { width: number; note: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const level = useFitLevel(ref, 2);
  return (
    <div style={{ width }}>
      <div
        ref={ref}
        data-testid="bar"
        data-level={level}
        data-note={note}
        style={{ display: 'flex', overflow: 'hidden' }}
      >
        <span style={{ flex: 'none', display: 'inline-block', width: level === 0 ? 600 : 100, height: 10 }} />
      </div>
    </div>
  );
}

const levelOf = () => document.querySelector('[data-testid="bar"]')?.getAttribute('data-level');

describe('useFitLevel', () => {
  it('narrows when the widest layout does not fit, and widens again when the bar grows', async () => {
    const screen = await render(<Bar width={300} note="a" />);
    await expect.poll(levelOf).toBe('1');
    await screen.rerender(<Bar width={800} note="a" />);
    await expect.poll(levelOf).toBe('0');
  });

  it('widens again when a render comes between the growth and the observer', async () => {
    const screen = await render(<Bar width={300} note="a" />);
    await expect.poll(levelOf).toBe('1');
    // The width and another change of props in one render: the layout effect measures the new width
    // before the ResizeObserver's callback runs.
    await act(async () => {
      screen.rerender(<Bar width={800} note="b" />);
    });
    await expect.poll(levelOf).toBe('0');
  });
});
