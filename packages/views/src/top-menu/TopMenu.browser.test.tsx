// The top menu in a real browser (Debian chromium) on the mocks (spec 000 §2 "Top menu", §6): the
// WAI-ARIA toolbar's keyboard model, every callback, the permission gating per user, the actions
// disabled without a selection, the body variant, the info banner and the no-results view.
import { WEB_SETTINGS_STORAGE_KEY } from '@vitrine/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../styles.css';
import { renderWithMocks } from '../search/test-utils';
import { InfoBanner, NoResults, TopMenu, type TopMenuProps } from './TopMenu';

const MARKETING = { folderId: 1 };

function handlers() {
  return {
    onUpload: vi.fn(),
    onDownload: vi.fn(),
    onReport: vi.fn(),
    onShare: vi.fn(),
    onDelete: vi.fn(),
    onExclude: vi.fn(),
    onRegenerateThumbnails: vi.fn(),
    onRecognizeObjects: vi.fn(),
    onFileSidebarChange: vi.fn(),
  } satisfies Partial<TopMenuProps>;
}

const toolbar = () => page.getByRole('toolbar', { name: 'File actions' });
const button = (name: string | RegExp) => page.getByRole('button', { name });
const tabStops = () => document.querySelectorAll('[role="toolbar"] [tabindex="0"]').length;
// The focused control's name: icon buttons are named by aria-label (their tooltip), not by text.
const focusedText = () =>
  document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '';

// A desktop width: every control fits inline (the narrow layout has its own tests, TopMenu.narrow).
beforeEach(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => {
  localStorage.clear();
});

describe('the toolbar (WAI-ARIA toolbar pattern)', () => {
  it('has one tab stop and moves with Left, Right, Home and End', async () => {
    await renderWithMocks(
      <>
        <button type="button">Before</button>
        <TopMenu target={MARKETING} selectedCount={1} {...handlers()} />
        <button type="button">After</button>
      </>,
    );
    await expect.element(button('Delete')).toBeVisible();
    // One stop in the page's tab sequence: from the control before it, Tab reaches the first item,
    // the next Tab leaves the toolbar, and Shift+Tab comes back to the same item.
    (button('Before').element() as HTMLElement).focus();
    await userEvent.tab();
    expect(focusedText()).toBe('Sort: Relevance');
    expect(tabStops()).toBe(1);
    await userEvent.tab();
    expect(focusedText()).toBe('After');
    await userEvent.tab({ shift: true });
    expect(focusedText()).toBe('Sort: Relevance');
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedText()).toBe('Order: Ascending');
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedText()).toBe('Group results');
    await userEvent.keyboard('{End}');
    expect(focusedText()).toBe('File sidebar');
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedText()).toBe('Sort: Relevance');
    await userEvent.keyboard('{ArrowLeft}');
    expect(focusedText()).toBe('File sidebar');
    await userEvent.keyboard('{Home}');
    expect(focusedText()).toBe('Sort: Relevance');
    // The tab stop follows the focus: Tab leaves the toolbar and Shift+Tab comes back to it.
    await userEvent.keyboard('{ArrowRight}');
    expect(tabStops()).toBe(1);
    expect(document.querySelector('[role="toolbar"] [tabindex="0"]')?.getAttribute('aria-label')).toBe(
      'Order: Ascending',
    );
    await userEvent.tab();
    expect(focusedText()).toBe('After');
    await userEvent.tab({ shift: true });
    expect(focusedText()).toBe('Order: Ascending');
  });

  it('the sort menu opens from the keyboard and reports the chosen option (spec 000 §3)', async () => {
    const onSortChange = vi.fn();
    await renderWithMocks(<TopMenu onSortChange={onSortChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = page.getByRole('menu');
    await expect.element(menu).toBeVisible();
    // Every built-in option in the spec's order, then the custom fields (the mocks' definitions,
    // by displayOrder, '__' shown as a space); recognition is enabled there, so AI Labels too.
    const names = () =>
      [...menu.element().querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    await expect
      .poll(names)
      .toEqual([
        'Relevance',
        'Added',
        'Date Taken',
        'Title',
        'Last updated',
        'Last viewed',
        'Filename',
        'Extension',
        'File size',
        'View count',
        'Project Code',
        'Usage Rights',
        'Photo Agency Name',
        'Campaign',
        'AI Labels',
        'Model Release',
      ]);
    await userEvent.click(page.getByRole('menuitem', { name: 'Campaign' }));
    await vi.waitFor(() =>
      expect(onSortChange).toHaveBeenLastCalledWith({ sortOption: expect.any(Number), sortOrderOption: 1 }),
    );
    expect(onSortChange.mock.lastCall?.[0].sortOption).toBeLessThan(0);
    await expect.element(button('Sort: Campaign')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(page.getByRole('menuitem', { name: 'Title' }));
    await vi.waitFor(() => expect(onSortChange).toHaveBeenCalledWith({ sortOption: 3, sortOrderOption: 1 }));
    // Uncontrolled: the button shows the new sort, and focus is back on it.
    await expect.element(button('Sort: Title')).toHaveFocus();
  });
});

describe('global settings', () => {
  it('recognition off: no Recognize objects and no AI Labels sort (spec 000 §3, spec 001 §6)', async () => {
    await renderWithMocks(
      <TopMenu target={MARKETING} selectedCount={1} recognitionEnabled={false} {...handlers()} />,
    );
    await expect.element(button('Delete')).toBeVisible();
    expect(button('Recognize objects').query()).toBeNull();
    await userEvent.click(button('Sort: Relevance'));
    await expect.poll(() => page.getByRole('menuitem', { name: 'Model Release' }).query()).not.toBeNull();
    expect(page.getByRole('menuitem', { name: 'AI Labels' }).query()).toBeNull();
  });

  it('without the prop, recognition follows the global settings (enabled in the mocks)', async () => {
    await renderWithMocks(<TopMenu target={MARKETING} selectedCount={1} {...handlers()} />);
    await expect.element(button('Recognize objects')).toBeVisible();
  });
});

describe('the callbacks', () => {
  it('each action calls its own callback; the toggles and switcher report their new values', async () => {
    const on = handlers();
    const onGroupResultsChange = vi.fn();
    const onHideSubstructureChange = vi.fn();
    const onViewChange = vi.fn();
    const onSortChange = vi.fn();
    await renderWithMocks(
      <TopMenu
        target={MARKETING}
        selectedCount={2}
        recognitionEnabled
        views={['gallery', 'grid', 'map']}
        onGroupResultsChange={onGroupResultsChange}
        onHideSubstructureChange={onHideSubstructureChange}
        onViewChange={onViewChange}
        onSortChange={onSortChange}
        {...on}
      />,
    );
    const pairs: [string, keyof typeof on][] = [
      ['Upload', 'onUpload'],
      ['Download', 'onDownload'],
      ['PDF report', 'onReport'],
      ['Share', 'onShare'],
      ['Delete', 'onDelete'],
      ['Regenerate thumbnails', 'onRegenerateThumbnails'],
      ['Recognize objects', 'onRecognizeObjects'],
    ];
    await expect.element(button('Upload')).toBeVisible();
    for (const [name, key] of pairs) {
      await userEvent.click(button(name));
      expect(on[key], name).toHaveBeenCalledTimes(1);
    }
    // Exclude belongs to sets: not offered in a folder.
    expect(button('Exclude').query()).toBeNull();
    await userEvent.click(button('File sidebar'));
    expect(on.onFileSidebarChange).toHaveBeenCalledWith(true);
    await expect.element(button('File sidebar')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button('Group results'));
    expect(onGroupResultsChange).toHaveBeenCalledWith(true);
    await userEvent.click(button('Hide substructure'));
    expect(onHideSubstructureChange).toHaveBeenCalledWith(true);
    await userEvent.click(button('Order: Ascending'));
    await userEvent.click(page.getByRole('menuitem', { name: 'Descending' }));
    // A menu item's action runs once focus is back on its trigger (@vitrine/ui ActionMenu).
    await vi.waitFor(() => expect(onSortChange).toHaveBeenCalledWith({ sortOption: 4, sortOrderOption: 2 }));
    // The view switcher: a segmented control (radios), the host's views in order, the shown one checked.
    const switcher = page.getByRole('radiogroup', { name: 'View' });
    const views = [...switcher.element().querySelectorAll('[role="radio"]')].map(
      (radio) => radio.getAttribute('aria-label') ?? radio.textContent,
    );
    expect(views).toEqual(['Gallery', 'Grid', 'Map']);
    await expect
      .element(page.getByRole('radio', { name: 'Gallery' }))
      .toHaveAttribute('aria-checked', 'true');
    await userEvent.click(page.getByRole('radio', { name: 'Map' }));
    await vi.waitFor(() => expect(onViewChange).toHaveBeenCalledWith('map'));
  });

  it('in a set, exclude calls onExclude', async () => {
    const on = handlers();
    await renderWithMocks(<TopMenu target={{ setId: 1 }} selectedCount={1} {...on} />);
    await userEvent.click(button('Exclude'));
    expect(on.onExclude).toHaveBeenCalledTimes(1);
  });
});

describe('permission gating (spec 000 §6)', () => {
  it('a read-only user sees download and the PDF report, no upload, share, delete or edits', async () => {
    const { requests } = await renderWithMocks(
      <TopMenu target={MARKETING} selectedCount={1} recognitionEnabled {...handlers()} />,
      { user: 'viewer' },
    );
    // Every answer is in (webUpload, download, share.link, edit, delete, editData for the folder).
    await expect
      .poll(() => requests.filter((r) => r.path === '/api/permission' && r.answer !== undefined).length)
      .toBe(6);
    await expect.element(button('Download')).toBeVisible();
    await expect.element(button('PDF report')).toBeVisible();
    for (const name of [
      'Upload',
      'Share',
      'Move to folder…',
      'Delete',
      'Exclude',
      'Regenerate thumbnails',
      'Recognize objects',
    ]) {
      expect(button(name).query(), name).toBeNull();
    }
  });

  it('all files and logical views (no folder or set): the actions checked per file are offered (issue 15)', async () => {
    const { requests } = await renderWithMocks(
      <TopMenu
        target={null}
        selectedCount={2}
        recognitionEnabled
        {...handlers()}
        onDownloadWithFolders={vi.fn()}
        onExportCsv={vi.fn()}
        onMoveToFolder={vi.fn()}
        onAddToSet={vi.fn()}
      />,
    );
    for (const name of [
      'Download',
      'Download with folder structure',
      'Export as CSV',
      'Move to folder…',
      'Add to set…',
      'Delete',
      'Regenerate thumbnails',
      'Recognize objects',
    ]) {
      await expect.element(button(name), { timeout: 4000 }).toBeInTheDocument();
    }
    // Upload needs a folder, exclude a set; share a folder's or set's link.
    for (const name of ['Upload', 'Exclude', 'Share']) expect(button(name).query(), name).toBeNull();
    // Nothing is asked of a folder or set: each file is checked when the action runs.
    expect(requests.filter((r) => r.path === '/api/permission')).toHaveLength(0);
  });

  it('a server lacking recognition, sharing and reports: those actions are not offered (unavailableFeatures)', async () => {
    const { requests } = await renderWithMocks(
      <TopMenu target={MARKETING} selectedCount={1} recognitionEnabled {...handlers()} />,
      { unavailableFeatures: ['recognition', 'sharing', 'reports'] },
    );
    await expect.element(button('Download')).toBeVisible();
    await expect
      .poll(() => requests.some((r) => r.path === '/api/config/advanced' && r.answer !== undefined))
      .toBe(true);
    await expect.element(button('Delete')).toBeVisible();
    for (const name of ['Recognize objects', 'Share', 'PDF report']) {
      expect(button(name).query(), name).toBeNull();
    }
  });

  it('the host’s answers win over the server', async () => {
    await renderWithMocks(
      <TopMenu
        target={MARKETING}
        selectedCount={1}
        permissions={{ delete: false, upload: true }}
        {...handlers()}
      />,
      { user: 'viewer' },
    );
    await expect.element(button('Upload')).toBeVisible();
    expect(button('Delete').query()).toBeNull();
  });

  it('without a selection the actions on files are disabled with the reason; upload is not', async () => {
    const on = handlers();
    await renderWithMocks(<TopMenu target={MARKETING} selectedCount={0} {...on} />);
    const remove = button('Delete');
    await expect.element(remove).toHaveAttribute('aria-disabled', 'true');
    await expect.element(remove).toHaveAccessibleDescription('Select one or more files first');
    // Still focusable (a toolbar item), but Enter does nothing.
    (remove.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(on.onDelete).not.toHaveBeenCalled();
    await expect.element(button('Upload')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button('Upload'));
    expect(on.onUpload).toHaveBeenCalledTimes(1);
  });
});

describe('variants, banner and no results (spec 000 §2)', () => {
  it('the body variant hides the menu', async () => {
    await renderWithMocks(<TopMenu variant="body" target={MARKETING} {...handlers()} />);
    expect(toolbar().query()).toBeNull();
  });

  it('the slots show the host’s history and breadcrumb, with no landmark of the menu around them', async () => {
    await renderWithMocks(
      <TopMenu
        history={<button type="button">History</button>}
        breadcrumb={
          <nav aria-label="Breadcrumb">
            <ol>
              <li>Marketing</li>
              <li aria-current="page">2026</li>
            </ol>
          </nav>
        }
      />,
    );
    await expect.element(button('History')).toBeVisible();
    await expect
      .element(page.getByRole('navigation', { name: 'Breadcrumb' }))
      .toHaveTextContent('Marketing2026');
    // The host's nav is the only one: not a nav inside a nav, and the toolbar is no landmark either.
    expect(document.querySelectorAll('nav, [role="navigation"]')).toHaveLength(1);
    expect(document.querySelector('nav nav, [role="navigation"] nav')).toBeNull();
    expect(toolbar().element().closest('nav, [role="navigation"], [role="region"], section')).toBeNull();
  });

  it('the info banner is dismissed for good (web setting infoBanner)', async () => {
    await renderWithMocks(<InfoBanner>Welcome to the library.</InfoBanner>);
    await expect.element(page.getByText('Welcome to the library.')).toBeVisible();
    await userEvent.click(button('Dismiss'));
    expect(page.getByText('Welcome to the library.').query()).toBeNull();
    const stored = JSON.parse(localStorage.getItem(WEB_SETTINGS_STORAGE_KEY) ?? '{}') as {
      values?: { infoBanner?: boolean };
    };
    expect(stored.values?.infoBanner).toBe(false);
  });

  it('no results: the upload shortcut only with upload permission on the folder', async () => {
    const onUpload = vi.fn();
    const first = await renderWithMocks(<NoResults target={MARKETING} onUpload={onUpload} />);
    await userEvent.click(button('Upload files'));
    expect(onUpload).toHaveBeenCalledTimes(1);
    await first.screen.unmount();
    const { requests } = await renderWithMocks(<NoResults target={MARKETING} onUpload={onUpload} />, {
      user: 'viewer',
    });
    await expect.element(page.getByText('No files found.')).toBeVisible();
    // The answer came (not merely pending), and it says no.
    await expect
      .poll(() => requests.find((r) => r.path === '/api/permission')?.answer)
      .toMatchObject({ allowed: false });
    expect(button('Upload files').query()).toBeNull();
  });
});
