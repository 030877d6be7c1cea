// IconButton in chromium: its label is its accessible name and its tooltip, shown on hover and on
// keyboard focus; pressed sets aria-pressed; it works as a menu's trigger.
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { IconDownload, IconMore, IconStar } from '../../icons';
import { ActionMenu } from '../../menu/ActionMenu';
import { renderInProvider } from '../test-support';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, and the icon is hidden from assistive technology', async () => {
    const screen = await renderInProvider(<IconButton label="Download" icon={<IconDownload />} />);
    const button = screen.getByRole('button', { name: 'Download' });
    await expect.element(button).toBeVisible();
    expect(button.element().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.element().textContent).toBe('');
  });

  it('shows its label as a tooltip on hover', async () => {
    const screen = await renderInProvider(
      <div style={{ display: 'flex', justifyContent: 'space-between', paddingTop: 48 }}>
        <IconButton label="Download" icon={<IconDownload />} />
        <p>Elsewhere</p>
        <p>Further</p>
      </div>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Download' }));
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Download');
    // Radix keeps a tooltip open while the pointer crosses toward it (WCAG 1.4.13: hoverable), and
    // closes it on the next move outside that path
    await userEvent.hover(screen.getByText('Elsewhere'));
    await userEvent.hover(screen.getByText('Further'));
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows its tooltip on keyboard focus, and Escape hides it', async () => {
    const screen = await renderInProvider(
      <>
        <button type="button">Before</button>
        <IconButton label="Download" icon={<IconDownload />} tooltipSide="bottom" />
      </>,
    );
    (screen.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
    const tooltip = page.getByRole('tooltip');
    await expect.element(tooltip).toHaveTextContent('Download');
    await userEvent.keyboard('{Escape}');
    await expect.element(tooltip).not.toBeInTheDocument();
  });

  it('pressed makes it a toggle (aria-pressed); a plain one has no aria-pressed', async () => {
    const screen = await renderInProvider(
      <>
        <IconButton label="Favourite" icon={<IconStar />} pressed />
        <IconButton label="Not favourite" icon={<IconStar />} pressed={false} />
        <IconButton label="Download" icon={<IconDownload />} />
      </>,
    );
    await expect.element(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(screen.getByRole('button', { name: 'Not favourite' }))
      .toHaveAttribute('aria-pressed', 'false');
    await expect.element(screen.getByRole('button', { name: 'Download' })).not.toHaveAttribute('aria-pressed');
  });

  it('passes clicks, disabled and its ref through', async () => {
    const onClick = vi.fn();
    const ref = { current: null as HTMLButtonElement | null };
    const screen = await renderInProvider(
      <>
        <IconButton ref={ref} label="Download" icon={<IconDownload />} onClick={onClick} />
        <IconButton label="Delete" icon={<IconDownload />} disabled onClick={onClick} />
      </>,
    );
    await screen.getByRole('button', { name: 'Download' }).click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Download' }).element());
    await expect.element(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it("is an ActionMenu's trigger: the menu opens from it and focus returns to it", async () => {
    const onSelect = vi.fn();
    const screen = await renderInProvider(
      <ActionMenu
        label="More actions"
        trigger={<IconButton label="More actions" icon={<IconMore />} />}
        items={[{ id: 'rename', label: 'Rename', onSelect }]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'More actions' });
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await trigger.click();
    await expect.element(trigger).toHaveAttribute('data-state', 'open');
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
  });
});
