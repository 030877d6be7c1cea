// The top menu (spec 000 §2 "Top menu") on the mocks: permissions asked of the MSW worker for the
// seeded Marketing folder, per user. The history and breadcrumb slots hold stand-ins: a plain button
// of @vitrine/ui and a text (a host puts its own history menu there; views never import the trees
// package, docs/architecture.md). Every callback is an action spy (the actions panel);
// play functions assert on them. Axe runs on each story. The stories draw the menu 1100 px wide
// (`parameters.menuWidth` narrows it: 375 shows the phone layout with its More menu).
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Button, IconHistory } from '@vitrine/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import type { SearchFilter } from '../search/criteria';
import { useSearchSession } from '../search/useSearchSession';
import { SelectionBar } from '../selection/SelectionBar';
import { InfoBanner, NoResults, TopMenu } from './TopMenu';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { Button, VitrineProvider } from '@vitrine/ui';
import { TopMenu } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <TopMenu
    target={{ folderId: 1 }} // the selected folder: its permissions gate the actions
    selectedCount={selected.length}
    onViewChange={setView}
    onSortChange={setSort}
    onDownload={() => actions.download(selected)}
    onDelete={() => actions.remove(selected)}
    // The host's history menu goes in this slot; here a plain button opens the host's own.
    history={<Button variant="ghost" size="sm" onClick={openHistory}>History</Button>}
  />
</VitrineProvider>`;

/** The actions whose buttons the stories press; an action without a callback is not shown. */
const ACTION_SPIES = {
  onUpload: fn(),
  onDownload: fn(),
  onReport: fn(),
  onShare: fn(),
  onDelete: fn(),
  onExclude: fn(),
  onRegenerateThumbnails: fn(),
  onRecognizeObjects: fn(),
};

/** The menu's width: 1100 px by default (a desktop's files area), `parameters.menuWidth` otherwise. */
const withWidth: Decorator = (Story, context) => (
  <div style={{ width: (context.parameters.menuWidth as number | undefined) ?? 1100, maxWidth: 'none' }}>
    <Story />
  </div>
);

const meta = {
  title: 'views/TopMenu',
  decorators: [withWidth],
  component: TopMenu,
  tags: ['autodocs'],
  args: {
    ...ACTION_SPIES,
    onFileSidebarChange: fn(),
    onSortChange: fn(),
    onViewChange: fn(),
    onGroupResultsChange: fn(),
    onHideSubstructureChange: fn(),
    target: { folderId: 1 },
    selectedCount: 3,
    recognitionEnabled: true,
    views: ['gallery', 'masonry', 'grid', 'map', 'timeline', 'wall', 'carousel'],
    history: (
      <Button variant="ghost" size="sm" icon={<IconHistory />}>
        History
      </Button>
    ),
    breadcrumb: <span>Marketing / Campaigns / 2026</span>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const toolbarOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('toolbar', { name: 'File actions' });

/** A super admin in a folder, three files selected: every control and action. */
export const FullMenu: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    // only Share ran
    for (const [name, spy] of Object.entries(args))
      if (name in ACTION_SPIES && name !== 'onShare') await expect(spy).not.toHaveBeenCalled();
    // Arrow keys move within the toolbar.
    const toolbar = toolbarOf(canvasElement);
    await expect(toolbar.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    // (the toolbar moves focus a moment after the key)
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus());
  },
};

/** A viewer (read-only): only download and the PDF report remain. */
export const ReadOnlyUser: Story = {
  parameters: { mocks: { user: 'viewer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Download' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Upload' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Share' })).toBeNull();
  },
};

/** Nothing selected: the actions on files are disabled and say why; upload is not. */
export const WithoutSelection: Story = {
  args: { selectedCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible());
    const remove = canvas.getByRole('button', { name: 'Delete' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription('Select one or more files first');
    await expect(canvas.getByRole('button', { name: 'Upload' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Files selected: the same actions enabled. */
export const WithSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-disabled');
  },
};

/** The menu and the selection bar together, as a host places them: clearing hides the bar. */
function MenuWithSelectionBar(args: Parameters<typeof TopMenu>[0]) {
  const [selected, setSelected] = useState(3);
  return (
    <div style={{ position: 'relative', minHeight: 240 }}>
      <TopMenu {...args} selectedCount={selected} />
      <p style={{ margin: 8 }}>
        <button type="button" className="vt-views__toolbar-button" onClick={() => setSelected(3)}>
          Select 3 files
        </button>
      </p>
      <SelectionBar
        placement="overlay"
        target={args.target}
        selectedCount={selected}
        onClearSelection={() => setSelected(0)}
        recognitionEnabled={args.recognitionEnabled}
        onDownload={args.onDownload}
        onReport={args.onReport}
        onShare={args.onShare}
        onDelete={args.onDelete}
        onRegenerateThumbnails={args.onRegenerateThumbnails}
        onRecognizeObjects={args.onRecognizeObjects}
      />
    </div>
  );
}

/** With the selection bar (issue 14): '3 selected', Clear, the same actions; clearing disables the menu's. */
export const WithSelectionBar: Story = {
  render: (args) => <MenuWithSelectionBar {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('toolbar', { name: 'Selected files' });
    await expect(bar).toHaveTextContent('3 selected');
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Download' })).toBeVisible());
    await userEvent.click(within(bar).getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('toolbar', { name: 'Selected files' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A phone's width (375 px): the view switcher is a menu, the actions are in More (open). */
export const Narrow: Story = {
  parameters: { menuWidth: 375 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'View: Gallery' })).toBeVisible();
    // Once the permissions are answered the actions are in the menu.
    await userEvent.click(await canvas.findByRole('button', { name: 'More actions' }));
    // Asked again until it holds: the open menu's items render again when the answers come, so an
    // item found before then may have left the page.
    await waitFor(() =>
      expect(
        within(within(document.body).getByRole('menu')).getByRole('menuitem', { name: 'Delete' }),
      ).toBeVisible(),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The phone's width without a selection: the hidden actions are disabled under the reason (open). */
export const NarrowWithoutSelection: Story = {
  args: { selectedCount: 0 },
  parameters: { menuWidth: 375 },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'More actions' }));
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(menu).toHaveTextContent('Select one or more files first'));
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The disabled reason: a disabled action's tooltip says why (focused from the keyboard, so it shows). */
export const DisabledReason: Story = {
  args: { selectedCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const share = await canvas.findByRole('button', { name: 'Share' });
    await expect(share).toHaveAccessibleDescription('Select one or more files first');
    share.focus();
    await waitFor(() =>
      expect(document.querySelector('[role="tooltip"]')).toHaveTextContent(
        'ShareSelect one or more files first',
      ),
    );
  },
};

/** Dark theme, files selected. */
export const Dark: Story = {
  parameters: { themes: { themeOverride: 'dark' } },
  render: (args) => <MenuWithSelectionBar {...args} />,
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('toolbar', { name: 'Selected files' });
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Delete' })).toBeVisible());
    await expect(within(toolbarOf(canvasElement)).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** Dark theme at a phone's width. */
export const DarkNarrow: Story = {
  parameters: { themes: { themeOverride: 'dark' }, menuWidth: 375 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'More actions' })).toBeVisible();
  },
};

/** Inside a set: exclude instead of delete and upload. */
export const InASet: Story = {
  args: { target: { setId: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Exclude' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Upload' })).toBeNull();
  },
};

/** The dismissible info banner above the menu (web setting infoBanner). */
export const WithInfoBanner: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8 }}>
      <InfoBanner>New: files can now be grouped by date taken.</InfoBanner>
      <TopMenu {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New: files can now be grouped by date taken.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText('New: files can now be grouped by date taken.')).toBeNull();
  },
};

/** The no-results view with its upload shortcut (upload permission on the folder). */
export const NoResultsView: Story = {
  args: { selectedCount: 0 },
  // The shortcut asks for the same upload as the menu's Upload button.
  render: (args) => (
    <div>
      <TopMenu {...args} />
      <NoResults target={{ folderId: 1 }} onUpload={args.onUpload} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No files found.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Upload files' })).toBeVisible());
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload files' }));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

/** The body variant: the menu is hidden (spec 000 §2). */
export const BodyVariant: Story = {
  args: { variant: 'body' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('toolbar')).toBeNull();
  },
};

const filtersButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Filters/ });

/**
 * The filter-search dropdown (spec 000 §2, §3): one group per filter, options as menuitemcheckbox;
 * the mocks enable branding and workflow, so both show (workflow statuses from GET /api/workflows).
 * The story ends with the menu open, so axe checks it.
 */
export const WithFilters: Story = {
  args: { defaultFilters: [], onFiltersChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(filtersButton(canvasElement));
    await waitFor(() => expect(canvas.getByRole('menuitemcheckbox', { name: 'Approved' })).toBeVisible());
    await userEvent.click(canvas.getByRole('menuitemcheckbox', { name: 'Video' }));
    await userEvent.click(canvas.getByRole('menuitemcheckbox', { name: 'Portrait' }));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(2);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      { filterName: 'fileFormat', options: ['video'] },
      { filterName: 'orientation', options: ['portrait'] },
    ]);
    await expect(filtersButton(canvasElement)).toHaveTextContent('Filters (2)');
    await expect(canvas.getByRole('menuitemcheckbox', { name: 'Video' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** The top menu's filters driving a search session on the mocks: the result narrows to videos. */
function FilteredSearchDemo() {
  const [filters, setFilters] = useState<SearchFilter[]>([]);
  const session = useSearchSession({ selectedFolder: 0, filters, itemsOnPage: 24 });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <TopMenu filters={filters} onFiltersChange={setFilters} />
      <p style={{ margin: '0 8px' }}>
        Files found: <output data-testid="total">{session.totalImages ?? '…'}</output>
      </p>
      <ul aria-label="Found files" style={{ margin: '0 8px', columns: 3 }}>
        {session.images.map((image) => (
          <li key={image.id} data-mime={image.mimeType}>
            {image.fileName}
          </li>
        ))}
      </ul>
    </div>
  );
}

export const FiltersNarrowTheSearch: Story = {
  render: () => <FilteredSearchDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = () => Number(canvas.getByTestId('total').textContent);
    await waitFor(() => expect(total()).toBeGreaterThan(0));
    const everything = total();
    await userEvent.click(filtersButton(canvasElement));
    await userEvent.click(canvas.getByRole('menuitemcheckbox', { name: 'Video' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(total()).toBeLessThan(everything));
    await waitFor(() => {
      const kinds = [...canvasElement.querySelectorAll<HTMLElement>('[data-mime]')].map(
        (li) => li.dataset.mime,
      );
      expect(kinds.length).toBeGreaterThan(0);
      expect(kinds.every((kind) => kind?.startsWith('video/'))).toBe(true);
    });
  },
};
