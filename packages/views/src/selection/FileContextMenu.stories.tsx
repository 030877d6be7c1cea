// <FileContextMenu> (issue 15) on the mocks: a gallery whose tiles open the top menu's actions by a
// right click, the ContextMenu key or Shift+F10; a tile not selected is selected alone first. Every
// callback is an action spy; axe runs on each story (the open menu included).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { Gallery } from '../gallery/Gallery';
import { syntheticImages, syntheticThumbnailUrl } from '../gallery/synthetic';
import { Grid } from '../grid/Grid';
import { FileContextMenu, type FileContextMenuProps } from './FileContextMenu';
import { useFileSelection, useSelectedFileIds } from './useFileSelection';

const IMAGES = syntheticImages(16);
const IDS = IMAGES.map((image) => image.id);

const usage = `import { VitrineProvider } from '@vitrine/ui';
import { FileContextMenu, Gallery, useFileActions, useFileSelection, useSelectedFileIds } from '@vitrine/views';

// selection = useFileSelection({ ids }), actions = useFileActions({ session, selection })
<VitrineProvider client={client}>
  <FileContextMenu
    target={{ folderId: 1 }} // the selected folder or set: the top menu's rules for the place
    selectedIds={useSelectedFileIds(selection)}
    onSelectFile={(id) => selection.select(id)}
    {...actions.handlers}
  >
    <Gallery images={session.images} selectedIds={selectedIds} onSelect={…} />
  </FileContextMenu>
</VitrineProvider>`;

type HostProps = Omit<FileContextMenuProps, 'selectedIds' | 'onSelectFile' | 'children'> & {
  view?: 'gallery' | 'grid';
};

/** The story's arguments: the menu's props (its selection and view come from the host) and the view. */
type StoryArgs = FileContextMenuProps & { view?: 'gallery' | 'grid' };

/** A host: a real file selection, the view inside the menu. */
function Host({ view = 'gallery', ...props }: HostProps) {
  const selection = useFileSelection({ ids: IDS });
  const selectedIds = useSelectedFileIds(selection);
  const common = {
    images: IMAGES,
    selectedIds,
    onSelect: (event: { id: number; range?: boolean; toggle?: boolean }) =>
      selection.select(event.id, { range: event.range, toggle: event.toggle }),
  };
  return (
    <FileContextMenu {...props} selectedIds={selectedIds} onSelectFile={(id) => selection.select(id)}>
      {view === 'gallery' ? (
        <Gallery {...common} getThumbnailUrl={syntheticThumbnailUrl} height={420} />
      ) : (
        <div style={{ height: 420, display: 'flex', flexDirection: 'column' }}>
          <Grid {...common} />
        </div>
      )}
    </FileContextMenu>
  );
}

const meta = {
  title: 'views/FileContextMenu',
  component: FileContextMenu,
  tags: ['autodocs'],
  // The host owns the selection and the view: the menu's own selectedIds, onSelectFile and children
  // come from it.
  render: ({ selectedIds: _ids, onSelectFile: _select, children: _children, ...args }: StoryArgs) => (
    <Host {...args} />
  ),
  args: {
    selectedIds: [],
    onSelectFile: fn(),
    children: null,
    target: { folderId: 1 },
    recognitionEnabled: true,
    onDownload: fn(),
    onDownloadWithFolders: fn(),
    onExportCsv: fn(),
    onMoveToFolder: fn(),
    onAddToSet: fn(),
    onDelete: fn(),
    onExclude: fn(),
    onRegenerateThumbnails: fn(),
    onRecognizeObjects: fn(),
  },
  parameters: { layout: 'padded', docs: { source: { code: usage, language: 'tsx' } } },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = () => within(document.body).findByRole('menu', { name: 'Actions on the selected files' });

/** A right click on a tile: it is selected, the menu has the folder's actions; Download runs. */
export const RightClickATile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tile = (await canvas.findAllByRole('gridcell'))[2] as HTMLElement;
    await userEvent.pointer({ keys: '[MouseRight]', target: tile });
    const opened = await menu();
    await waitFor(() => expect(tile).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(within(opened).getByRole('menuitem', { name: 'Delete' })).toBeVisible());
    await expect(within(opened).queryByRole('menuitem', { name: 'Exclude' })).toBeNull();
    await userEvent.click(within(opened).getByRole('menuitem', { name: 'Download' }));
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledTimes(1));
  },
};

/** Shift+F10 on the focused tile opens it; Escape closes it and focus is back on the tile. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = (await canvas.findAllByRole('gridcell'))[0] as HTMLElement;
    tile.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await menu();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tile).toHaveFocus());
    await expect(within(document.body).queryByRole('menu')).toBeNull();
  },
};

/** A row of the grid in a set: exclude instead of delete (the set's rules). */
export const GridRowInASet: Story = {
  args: { target: { setId: 1 }, view: 'grid' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cell = (await canvas.findAllByRole('gridcell'))[0] as HTMLElement;
    await userEvent.pointer({ keys: '[MouseRight]', target: cell });
    const opened = await menu();
    await waitFor(() => expect(within(opened).getByRole('menuitem', { name: 'Exclude' })).toBeVisible());
    await expect(within(opened).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(opened).getByRole('menuitem', { name: 'Exclude' }));
    await waitFor(() => expect(args.onExclude).toHaveBeenCalledTimes(1));
  },
};
