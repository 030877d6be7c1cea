// Progress in chromium: a named progressbar that reports its value, or none while indeterminate.
import { describe, expect, it } from 'vitest';
import { renderInProvider } from '../test-support';
import { Progress } from './Progress';

describe('Progress', () => {
  it('reports aria-valuenow between 0 and max, and draws that share', async () => {
    const screen = await renderInProvider(
      <div style={{ width: 200 }}>
        <Progress label="Uploading 3 files" value={30} max={60} />
      </div>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading 3 files' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '30');
    await expect.element(bar).toHaveAttribute('aria-valuemin', '0');
    await expect.element(bar).toHaveAttribute('aria-valuemax', '60');
    await expect.element(bar).toHaveAttribute('data-state', 'determinate');
    const fill = bar.element().querySelector('.vt-ui__progress-bar') as HTMLElement;
    expect(fill.getBoundingClientRect().width).toBeCloseTo(100, 0);
  });

  it('clamps a value outside 0..max', async () => {
    const screen = await renderInProvider(
      <>
        <Progress label="Over" value={140} />
        <Progress label="Under" value={-5} />
      </>,
    );
    await expect.element(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute('aria-valuenow', '100');
    await expect.element(screen.getByRole('progressbar', { name: 'Under' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('without a value it is indeterminate: no aria-valuenow', async () => {
    const screen = await renderInProvider(<Progress label="Preparing the report" />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing the report' });
    await expect.element(bar).not.toHaveAttribute('aria-valuenow');
    await expect.element(bar).toHaveAttribute('data-state', 'indeterminate');
  });
});
