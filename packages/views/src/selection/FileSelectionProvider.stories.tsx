// <FileSelectionProvider>: one file selection shared with what sits below it. The host makes it with
// useFileSelection; a checkbox list and a status line read it from the provider. The host's
// onValueChange is an action spy. Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { seededImages } from '../gallery/seeded';
import '../styles.css';
import {
  FileSelectionProvider,
  useFileSelection,
  useFileSelectionContext,
  useIsFileSelected,
  useSelectedFileIds,
} from './useFileSelection';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { FileSelectionProvider, Gallery, useFileSelection, useSearchSession } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

function Library() {
  const session = useSearchSession({ selectedFolder: 0 });
  const selection = useFileSelection({ ids: session.images.map((image) => image.id) });
  return (
    <FileSelectionProvider selection={selection}>
      <SelectionBar /> {/* reads useSelectedFileIds(useFileSelectionContext()) */}
      <Files images={session.images} />
    </FileSelectionProvider>
  );
}

<VitrineProvider client={createVitrineClient()}>
  <Library />
</VitrineProvider>`;

/** One file's checkbox: reads only its own answer from the shared selection. */
function FileCheckbox({ image }: { image: ImageSummary }) {
  const selection = useFileSelectionContext();
  const checked = useIsFileSelected(selection, image.id);
  return (
    <li>
      <label>
        <input type="checkbox" checked={checked} onChange={() => selection.toggle(image.id)} />{' '}
        {image.fileName}
      </label>
    </li>
  );
}

/** The host's status line: how many are selected, and select all / clear. */
function SelectionBar({ total }: { total: number }) {
  const selection = useFileSelectionContext();
  const selected = useSelectedFileIds(selection);
  return (
    <div role="toolbar" aria-label="Selection" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <span>
        {selected.length} of {total} selected
      </span>
      <button type="button" className="vt-views__toolbar-button" onClick={selection.selectAll}>
        Select all
      </button>
      <button type="button" className="vt-views__toolbar-button" onClick={selection.clear}>
        Clear
      </button>
    </div>
  );
}

/** The story's args: the host's callback of useFileSelection. */
type SelectionStoryArgs = { onValueChange: (ids: readonly number[]) => void };

/** The host: the selection over the files, shared by the provider. */
function Host({ images, onValueChange }: SelectionStoryArgs & { images: ImageSummary[] }) {
  const selection = useFileSelection({ ids: images.map((image) => image.id), onValueChange });
  return (
    <div style={{ padding: 16 }}>
      <FileSelectionProvider selection={selection}>
        <SelectionBar total={images.length} />
        <ul aria-label="Files" style={{ listStyle: 'none', padding: 0 }}>
          {images.map((image) => (
            <FileCheckbox key={image.id} image={image} />
          ))}
        </ul>
      </FileSelectionProvider>
    </div>
  );
}

const meta = {
  title: 'views/FileSelectionProvider',
  // The props table is the provider's; the render makes the selection it shares.
  component: FileSelectionProvider as unknown as ComponentType<SelectionStoryArgs>,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  parameters: { layout: 'fullscreen' },
  loaders: [async () => ({ images: (await seededImages()).slice(0, 5) })],
  render: (args, { loaded }) => <Host {...args} images={loaded.images as ImageSummary[]} />,
} satisfies Meta<SelectionStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A checkbox toggles one file; the status line, reading the same selection, follows; the host hears each change. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    const images = loaded.images as ImageSummary[];
    const [first, second] = images as [ImageSummary, ImageSummary];
    await expect(canvas.getByText('0 of 5 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: first.fileName }));
    await userEvent.click(canvas.getByRole('checkbox', { name: second.fileName }));
    await expect(canvas.getByText('2 of 5 selected')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith([first.id, second.id]);
    await userEvent.click(canvas.getByRole('checkbox', { name: first.fileName }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([second.id]);
  },
};

/** Select all and Clear act on the shared selection: every checkbox follows. */
export const SelectAllAndClear: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    const images = loaded.images as ImageSummary[];
    await userEvent.click(canvas.getByRole('button', { name: 'Select all' }));
    await expect(canvas.getByText('5 of 5 selected')).toBeVisible();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(images.map((image) => image.id));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByText('0 of 5 selected')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
  },
};
