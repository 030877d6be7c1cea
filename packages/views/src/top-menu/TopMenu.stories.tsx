// The top menu (spec 000 §2 "Top menu") on the mocks: permissions asked of the MSW worker for the
// seeded Marketing folder, per user. The history and breadcrumb slots hold stand-ins (the host puts
// the trees package's FolderHistoryMenu there). Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import type { SearchFilter } from '../search/criteria';
import { useSearchSession } from '../search/useSearchSession';
import { InfoBanner, NoResults, TopMenu, type TopMenuProps } from './TopMenu';

/** The menu with every callback logging the last event. */
function TopMenuDemo(props: TopMenuProps) {
  const [log, setLog] = useState('none');
  const say = (text: string) => () => setLog(text);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <TopMenu
        onUpload={say('upload')}
        onDownload={say('download')}
        onReport={say('report')}
        onShare={say('share')}
        onDelete={say('delete')}
        onExclude={say('exclude')}
        onRegenerateThumbnails={say('regenerate thumbnails')}
        onRecognizeObjects={say('recognize objects')}
        onFileSidebarChange={(open) => setLog(`file sidebar ${open ? 'on' : 'off'}`)}
        onSortChange={(sort) => setLog(`sort ${sort.sortOption} ${sort.sortOrderOption}`)}
        onViewChange={(view) => setLog(`view ${view}`)}
        onGroupResultsChange={(on) => setLog(`group results ${on}`)}
        onHideSubstructureChange={(on) => setLog(`hide substructure ${on}`)}
        // The filter-search dropdown shows only in the stories that give filters.
        onFiltersChange={
          props.defaultFilters || props.filters
            ? (filters) =>
                setLog(
                  `filters ${filters.map((f) => `${f.filterName}:${f.options.join('+')}`).join(' ') || 'none'}`,
                )
            : undefined
        }
        {...props}
      />
      <p style={{ margin: '0 8px' }}>
        Last event: <output data-testid="log">{log}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'views/TopMenu',
  component: TopMenuDemo,
  args: {
    target: { folderId: 1 },
    selectedCount: 3,
    recognitionEnabled: true,
    views: ['gallery', 'masonry', 'grid', 'map', 'timeline', 'wall', 'carousel'],
    history: (
      <button type="button" className="vt-views__toolbar-button">
        History
      </button>
    ),
    breadcrumb: <span>Marketing / Campaigns / 2026</span>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopMenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const toolbarOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('toolbar', { name: 'File actions' });

/** A super admin in a folder, three files selected: every control and action. */
export const FullMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(canvas.getByTestId('log')).toHaveTextContent('share');
    // Arrow keys move within the toolbar.
    const toolbar = toolbarOf(canvasElement);
    await expect(toolbar.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
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
      <TopMenuDemo {...args} />
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
  render: (args) => {
    const [uploads, setUploads] = useState(0);
    return (
      <div>
        <TopMenuDemo {...args} />
        <NoResults target={{ folderId: 1 }} onUpload={() => setUploads((n) => n + 1)} />
        <p style={{ margin: '0 8px' }}>
          Uploads asked: <output data-testid="uploads">{uploads}</output>
        </p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No files found.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Upload files' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload files' }));
    await expect(canvas.getByTestId('uploads')).toHaveTextContent('1');
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
  args: { defaultFilters: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(filtersButton(canvasElement));
    await waitFor(() => expect(canvas.getByRole('menuitemcheckbox', { name: 'Approved' })).toBeVisible());
    await userEvent.click(canvas.getByRole('menuitemcheckbox', { name: 'Video' }));
    await userEvent.click(canvas.getByRole('menuitemcheckbox', { name: 'Portrait' }));
    await expect(canvas.getByTestId('log')).toHaveTextContent(
      'filters fileFormat:video orientation:portrait',
    );
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
