// The redesigned top menu in a real browser (issue 14): every icon button has a name and shows it as
// its tooltip; as the window narrows the controls give way into the "More actions" menu (at 375 px
// every action is still there, inline or in the menu, and choosing it there runs it), the view
// switcher becomes a menu, and nothing sticks out of the toolbar.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../styles.css';
import { renderWithMocks } from '../search/test-utils';
import { TopMenu, type TopMenuProps } from './TopMenu';

const MARKETING = { folderId: 1 };

function handlers() {
  return {
    onUpload: vi.fn(),
    onDownload: vi.fn(),
    onReport: vi.fn(),
    onShare: vi.fn(),
    onDelete: vi.fn(),
    onRegenerateThumbnails: vi.fn(),
    onRecognizeObjects: vi.fn(),
    onFileSidebarChange: vi.fn(),
  } satisfies Partial<TopMenuProps>;
}

/** The actions a super admin sees in the Marketing folder, with their callbacks. */
const ACTIONS: [string, keyof ReturnType<typeof handlers>][] = [
  ['Upload', 'onUpload'],
  ['Download', 'onDownload'],
  ['PDF report', 'onReport'],
  ['Share', 'onShare'],
  ['Delete', 'onDelete'],
  ['Regenerate thumbnails', 'onRegenerateThumbnails'],
  ['Recognize objects', 'onRecognizeObjects'],
];

const toolbar = () => page.getByRole('toolbar', { name: 'File actions' });
const more = () => page.getByRole('button', { name: 'More actions' });
const inlineNames = () =>
  [...toolbar().element().querySelectorAll('button, [role="radio"]')].map(
    (control) => control.getAttribute('aria-label') ?? control.textContent ?? '',
  );
const menuNames = () =>
  [...page.getByRole('menu').element().querySelectorAll('[role="menuitem"]')].map(
    (item) => item.textContent ?? '',
  );

async function renderMenu(on = handlers()) {
  await renderWithMocks(
    <TopMenu
      target={MARKETING}
      selectedCount={2}
      recognitionEnabled
      views={['gallery', 'masonry', 'grid', 'map', 'timeline', 'wall', 'carousel']}
      defaultFilters={[]}
      {...on}
    />,
  );
  return on;
}

afterEach(() => {
  localStorage.clear();
});

describe('icon buttons (issue 14)', () => {
  it('every control of the toolbar has a name, and its tooltip says it', async () => {
    await page.viewport(1280, 800);
    await renderMenu();
    await expect.element(page.getByRole('button', { name: 'Recognize objects' })).toBeVisible();
    const controls = [...toolbar().element().querySelectorAll<HTMLElement>('button, [role="radio"]')];
    expect(controls.length).toBeGreaterThan(15);
    // From the first control to the last with the arrow keys: each is named, and on keyboard focus
    // the tooltip opens with the same words (the filters button says them in its text instead).
    (controls[0] as HTMLElement).focus();
    for (const control of controls) {
      await expect.element(control).toHaveFocus();
      const name = control.getAttribute('aria-label') ?? '';
      const text = control.textContent?.trim() ?? '';
      if (text) {
        // A control with words (a view's segment while the names fit, the filters) is named by them.
        expect(name === '' || name === text, 'its name is its text').toBe(true);
      } else {
        expect(name.length, 'an icon-only control has a name').toBeGreaterThan(0);
        await expect
          .poll(() => document.querySelector('[role="tooltip"]')?.textContent, { timeout: 2000 })
          .toBe(name);
      }
      await userEvent.keyboard('{ArrowRight}');
    }
  });

  it('a disabled action keeps its name and says why in its description and its tooltip', async () => {
    await page.viewport(1280, 800);
    await renderWithMocks(<TopMenu target={MARKETING} selectedCount={0} {...handlers()} />);
    const share = page.getByRole('button', { name: 'Share' });
    await expect.element(share).toHaveAttribute('aria-disabled', 'true');
    await expect.element(share).toHaveAccessibleDescription('Select one or more files first');
    (page.getByRole('button', { name: 'Upload' }).element() as HTMLElement).focus();
    for (const name of ['Download', 'PDF report', 'Share']) {
      await userEvent.keyboard('{ArrowRight}');
      await expect.element(page.getByRole('button', { name })).toHaveFocus();
    }
    await expect
      .poll(() => document.querySelector('[role="tooltip"]')?.textContent)
      .toBe('ShareSelect one or more files first');
  });
});

describe('narrow widths (issue 14)', () => {
  it('at 375 px the actions that do not fit are in the More menu, and run from there', async () => {
    await page.viewport(375, 812);
    const on = await renderMenu();
    await expect.element(more()).toBeVisible();
    // Nothing sticks out of the toolbar.
    const bar = toolbar().element() as HTMLElement;
    expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth + 1);
    // The view switcher is a menu button; sort, order and the filters stay inline.
    const inline = inlineNames();
    expect(inline).toEqual(expect.arrayContaining(['Sort: Relevance', 'Order: Ascending', 'View: Gallery']));
    expect(inline.some((name) => name.startsWith('Filters'))).toBe(true);
    await userEvent.click(more());
    await expect.element(page.getByRole('menu')).toBeVisible();
    const hidden = menuNames();
    // Every action is in exactly one place, inline or in the menu.
    for (const [name] of ACTIONS) {
      expect(Number(inline.includes(name)) + Number(hidden.includes(name)), name).toBe(1);
    }
    expect(hidden).toContain('File sidebar');
    expect(hidden.length).toBeGreaterThanOrEqual(5);
    // Choosing one in the menu runs the same callback as its button.
    const found = ACTIONS.find(([action]) => hidden.includes(action));
    if (!found) throw new Error('no action in the More menu');
    const [name, key] = found;
    await userEvent.click(page.getByRole('menuitem', { name }));
    await vi.waitFor(() => expect(on[key]).toHaveBeenCalledTimes(1));
  });

  it('widening the window brings the controls back inline', async () => {
    await page.viewport(375, 812);
    await renderMenu();
    await expect.element(more()).toBeVisible();
    // Wide enough for every control with the view names (at 1280 px the last action may still not
    // fit, depending on the fonts).
    await page.viewport(1920, 1080);
    await expect.element(page.getByRole('button', { name: 'Recognize objects' })).toBeVisible();
    await expect.element(page.getByRole('radiogroup', { name: 'View' })).toBeVisible();
    expect(more().query()).toBeNull();
  });

  it('the view menu of the narrow layout switches the view', async () => {
    await page.viewport(375, 812);
    const onViewChange = vi.fn();
    await renderWithMocks(
      <TopMenu
        target={MARKETING}
        selectedCount={1}
        views={['gallery', 'masonry', 'grid', 'map', 'timeline', 'wall', 'carousel']}
        onViewChange={onViewChange}
        {...handlers()}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'View: Gallery' }));
    expect(menuNames()).toEqual(['Gallery', 'Masonry', 'Grid', 'Map', 'Timeline', 'Wall', 'Carousel']);
    await userEvent.click(page.getByRole('menuitem', { name: 'Map' }));
    await vi.waitFor(() => expect(onViewChange).toHaveBeenCalledWith('map'));
    await expect.element(page.getByRole('button', { name: 'View: Map' })).toBeVisible();
  });

  it('without a selection, the hidden actions are disabled in the menu under the reason', async () => {
    await page.viewport(375, 812);
    await renderWithMocks(
      <TopMenu target={MARKETING} selectedCount={0} recognitionEnabled {...handlers()} />,
    );
    await userEvent.click(more());
    const menu = page.getByRole('menu');
    await expect.element(menu).toBeVisible();
    await expect.poll(() => menu.element().textContent).toContain('Select one or more files first');
    await expect
      .element(page.getByRole('menuitem', { name: 'Recognize objects' }))
      .toHaveAttribute('aria-disabled', 'true');
  });
});
