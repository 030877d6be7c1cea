// The app's pages with nothing of their own to show yet (spec 000 §2: /background, and /public
// without a public upload page's link) and the breadcrumb's states: each says what it is in product words, with a way on
// to the library, and a selection is named, never shown by its id (issue 14). axe runs on each.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '@vitrine/ui';
import { expect, within } from 'storybook/test';
import { withAppNavigation } from '../admin/story-support';
import { useAppLocale } from '../locale';
import { Breadcrumb, unknownSelectionLabel } from './Breadcrumb';
import { Frame } from './Frame';

const meta = {
  title: 'app/Pages',
  component: Frame,
  decorators: [withAppNavigation],
  parameters: { layout: 'fullscreen' },
  args: { name: 'public', label: '' },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectLibraryLink = (canvasElement: HTMLElement) =>
  expect(within(canvasElement).getByRole('link', { name: 'Go to the library' })).toHaveAttribute('href', '/');

/** /public: what the page is, and the way to the library (sign-in there without a session). */
export const PublicPage: Story = {
  render: () => <FrameOf name="public" />,
  play: async ({ canvasElement }) => {
    expect(
      within(canvasElement).getByText(
        'This is the public page of this Vitrine library. Nothing is published here at the moment.',
      ),
    ).toBeVisible();
    expectLibraryLink(canvasElement);
  },
};

/** /background: present, nothing to see (spec 000 §2), and the way on. */
export const Background: Story = {
  render: () => <FrameOf name="background" />,
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('There is nothing to see on this page.')).toBeVisible();
    expectLibraryLink(canvasElement);
  },
};

/** The breadcrumb while the selection's path is read: a busy skeleton, never the folder's id. */
export const BreadcrumbLoading: Story = {
  render: () => (
    <Breadcrumb
      selection={{ kind: 'folder', id: 4 }}
      state={{ crumbs: null, pending: true }}
      fallbackLabel=""
      place={PLACE}
    />
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toHaveAttribute('aria-busy', 'true');
    expect(within(nav).getByRole('img', { name: 'Loading the name…' })).toBeVisible();
    expect(nav.textContent).not.toContain('4');
  },
};

/** The breadcrumb of a folder whose path cannot be read: 'Unknown folder', not its id. */
export const BreadcrumbUnknown: Story = {
  render: () => <UnknownFolderBreadcrumb />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Unknown folder' })).toHaveAttribute('aria-current', 'page');
    expect(nav.textContent).not.toContain('99999');
  },
};

/** The breadcrumb of a logical view once read: the year, not the node id 'date-2016'. */
export const BreadcrumbLogicalYear: Story = {
  render: () => <YearBreadcrumb />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: '2016' })).toHaveAttribute('aria-current', 'page');
    expect(nav.textContent).not.toContain('date-2016');
  },
};

/** A frame with its words from the app's locale (the story's language). */
function FrameOf({ name }: { name: 'public' | 'background' }) {
  const { frames } = useAppLocale();
  return <Frame name={name} label={frames[name]} />;
}

const PLACE = { routeView: 'default', shownView: 'gallery' } as const;

/** A folder whose path could not be read, named as the page names it (the story's language). */
function UnknownFolderBreadcrumb() {
  const selection = { kind: 'folder', id: 99999 } as const;
  return (
    <Breadcrumb
      selection={selection}
      state={{ crumbs: null, pending: false }}
      fallbackLabel={unknownSelectionLabel(selection, useAppLocale())}
      place={PLACE}
    />
  );
}

/** A year of the timeline branch, its heading in the story's language. */
function YearBreadcrumb() {
  const t = useT();
  const selection = { kind: 'logical', nodeId: 'date-2016' } as const;
  return (
    <Breadcrumb
      selection={selection}
      state={{
        crumbs: [
          { label: t('logical.browseByTimeline'), selection: null },
          { label: '2016', selection },
        ],
        pending: false,
      }}
      fallbackLabel=""
      place={PLACE}
    />
  );
}
