// <FilterMenu> on its own (the top menu holds one): the filter-search dropdown (spec 000 §2, §3).
// The mocks enable branding and workflow, so both groups show (workflow statuses from GET
// /api/workflows). The filters it reports go to the actions panel (`onFiltersChange`).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { FilterMenu } from './FilterMenu';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { FilterMenu, useSearchSession } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

function FilteredFiles() {
  const [filters, setFilters] = useState([]);
  const session = useSearchSession({ selectedFolder: 0, filters });
  return <FilterMenu filters={filters} onFiltersChange={setFilters} />;
}

<VitrineProvider client={createVitrineClient()}>
  <FilteredFiles />
</VitrineProvider>`;

const meta = {
  title: 'views/FilterMenu',
  component: FilterMenu,
  tags: ['autodocs'],
  args: { onFiltersChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FilterMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Filters/ });

/** Choose two options: each change reports the whole, normalized list; the button counts them. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(body.getByRole('menuitemcheckbox', { name: 'Approved' })).toBeVisible());
    await userEvent.click(body.getByRole('menuitemcheckbox', { name: 'Video' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      { filterName: 'fileFormat', options: ['video'] },
    ]);
    await userEvent.click(body.getByRole('menuitemcheckbox', { name: 'Portrait' }));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(2);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      { filterName: 'fileFormat', options: ['video'] },
      { filterName: 'orientation', options: ['portrait'] },
    ]);
    await expect(button(canvasElement)).toHaveTextContent('Filters (2)');
  },
};

/** Controlled: the host's filters are checked; unchecking one reports the list without it. */
export const Controlled: Story = {
  args: { filters: [{ filterName: 'fileFormat', options: ['video', 'audio'] }] },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await expect(button(canvasElement)).toHaveTextContent('Filters (2)');
    await userEvent.click(button(canvasElement));
    const video = await body.findByRole('menuitemcheckbox', { name: 'Video' });
    await expect(video).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(video);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      { filterName: 'fileFormat', options: ['audio'] },
    ]);
  },
};
