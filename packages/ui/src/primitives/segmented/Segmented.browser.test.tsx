// SegmentedControl and SegmentedNav in chromium: radios in a named group, arrow keys move focus and
// Space or Enter choose (the choice is never emptied); icon-only segments are named by their
// labels; the nav's links mark the current page aria-current and take a router's link.
import { type AnchorHTMLAttributes, forwardRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { IconGallery, IconMap, IconTable } from '../../icons';
import { renderInProvider } from '../test-support';
import { SegmentedControl } from './SegmentedControl';
import { SegmentedNav } from './SegmentedNav';

const OPTIONS = [
  { value: 'gallery', label: 'Gallery', icon: <IconGallery /> },
  { value: 'grid', label: 'Grid', icon: <IconTable /> },
  { value: 'map', label: 'Map', icon: <IconMap />, disabled: true },
];

function Views({ onChange, iconOnly }: { onChange: (value: string) => void; iconOnly?: boolean }) {
  const [value, setValue] = useState('gallery');
  return (
    <SegmentedControl
      label="View"
      value={value}
      iconOnly={iconOnly}
      options={[...OPTIONS, { value: 'timeline', label: 'Timeline' }]}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a named radiogroup, the chosen one checked', async () => {
    const screen = await renderInProvider(<Views onChange={() => {}} />);
    await expect.element(screen.getByRole('radiogroup', { name: 'View' })).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: 'Gallery' })).toHaveAttribute('aria-checked', 'true');
    await expect.element(screen.getByRole('radio', { name: 'Grid' })).toHaveAttribute('aria-checked', 'false');
    await expect.element(screen.getByRole('radio', { name: 'Map' })).toBeDisabled();
  });

  it('arrow keys move focus past the disabled segment; Space or Enter choose', async () => {
    const onChange = vi.fn();
    const screen = await renderInProvider(<Views onChange={onChange} />);
    (screen.getByRole('radio', { name: 'Gallery' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: 'Grid' })).toHaveFocus();
    // moving is not choosing: the view does not load while the user arrows past it
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('grid');
    await expect.element(screen.getByRole('radio', { name: 'Grid' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: 'Timeline' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('timeline');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('radio', { name: 'Grid' })).toHaveFocus();
  });

  it('pressing the chosen segment again keeps it chosen (never empty)', async () => {
    const onChange = vi.fn();
    const screen = await renderInProvider(<Views onChange={onChange} />);
    await screen.getByRole('radio', { name: 'Gallery' }).click();
    expect(onChange).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('radio', { name: 'Gallery' })).toHaveAttribute('aria-checked', 'true');
    await screen.getByRole('radio', { name: 'Grid' }).click();
    expect(onChange).toHaveBeenCalledWith('grid');
  });

  it('icon-only: each segment is named by its label, which is also its tooltip', async () => {
    const screen = await renderInProvider(<Views onChange={() => {}} iconOnly />);
    const grid = screen.getByRole('radio', { name: 'Grid' });
    expect(grid.element().textContent).toBe('');
    await userEvent.hover(grid);
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Grid');
  });
});

const ITEMS = [
  { key: 'gallery', label: 'Gallery', icon: <IconGallery />, current: false, href: '#/gallery' },
  { key: 'grid', label: 'Grid', icon: <IconTable />, current: true, href: '#/grid' },
  { key: 'map', label: 'Map', icon: <IconMap />, current: false, href: '#/map' },
];

/** A router's link stand-in: forwards its ref and props, marks itself. */
const RouterLink = forwardRef<HTMLAnchorElement, { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>>(function RouterLink(
  { to, ...props },
  ref,
) {
  return <a ref={ref} href={to} data-router-link="" {...props} />;
});

describe('SegmentedNav', () => {
  it('is a named navigation of links; only the current one has aria-current="page"', async () => {
    const screen = await renderInProvider(<SegmentedNav label="Views" items={ITEMS} />);
    const nav = screen.getByRole('navigation', { name: 'Views' });
    await expect.element(nav).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Grid' })).toHaveAttribute('aria-current', 'page');
    await expect.element(screen.getByRole('link', { name: 'Gallery' })).not.toHaveAttribute('aria-current');
    await expect.element(screen.getByRole('link', { name: 'Map' })).toHaveAttribute('href', '#/map');
    expect(nav.element().querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('takes a router link through renderLink, and icon-only names each link by its label', async () => {
    const screen = await renderInProvider(
      <SegmentedNav
        label="Views"
        iconOnly
        items={ITEMS}
        renderLink={(_item, { href, ...props }) => <RouterLink to={href} {...props} />}
      />,
    );
    const grid = screen.getByRole('link', { name: 'Grid' });
    await expect.element(grid).toHaveAttribute('data-router-link', '');
    await expect.element(grid).toHaveAttribute('aria-current', 'page');
    await expect.element(grid).toHaveAttribute('href', '#/grid');
    (grid.element() as HTMLElement).focus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Grid');
  });
});
