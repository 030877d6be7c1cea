// <BulkPreview> (row B5 of our product): what a bulk save would do to each file, before → after per
// field, before the patches are sent. The metadata editor shows it; a host that draws its own form
// can show it too, with the rows of `previewChanges`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../styles.css';
import { type EditorField, fixedFields } from '../domain/fields';
import type { PreviewRow } from '../domain/form';
import { useEditorLocale } from '../locale';
import { BulkPreview, type BulkPreviewProps } from './BulkPreview';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { BulkPreview, fixedFields, previewChanges } from '@vitrine/viewer';

// rows: previewChanges(images, fieldPatches) — each file with its fields before → after
<VitrineProvider client={createVitrineClient()}>
  <BulkPreview
    rows={rows}
    total={selection.length}
    display={(field, value) => value}
    fieldLabel={(field) => field.id}
    onConfirm={save}
    onBack={backToForm}
    isSaving={false}
  />
</VitrineProvider>`;

const fields = fixedFields();
const field = (id: string) => fields.find((candidate) => candidate.id === id) as EditorField;

/** A host: the fields' labels from the editor's strings, as the editor gives them. */
function Preview(props: BulkPreviewProps) {
  const locale = useEditorLocale();
  return (
    <BulkPreview
      {...props}
      fieldLabel={(shown) => (locale.fields as Record<string, string>)[shown.id] ?? shown.id}
    />
  );
}

/** `n` files whose title gets a prefix and whose keywords get "harbour" appended. */
function rows(n: number): PreviewRow[] {
  return Array.from({ length: n }, (_, index) => ({
    id: 100 + index,
    fileName: `harbour-${String(index + 1).padStart(3, '0')}.jpg`,
    changes: [
      { field: field('title'), before: `Boats ${index + 1}`, after: `Harbour: Boats ${index + 1}` },
      {
        field: field('keywords'),
        before: index % 2 ? 'water;city' : '',
        after: index % 2 ? 'water;city;harbour' : 'harbour',
      },
    ],
  }));
}

const meta = {
  title: 'viewer/BulkPreview',
  component: BulkPreview,
  tags: ['autodocs'],
  args: {
    rows: rows(3),
    total: 4,
    display: (shown: EditorField, value: string) =>
      shown.kind === 'keywords' ? value.split(';').filter(Boolean).join('; ') : value,
    fieldLabel: (shown: EditorField) => shown.id,
    onConfirm: fn(),
    onBack: fn(),
    isSaving: false,
  },
  parameters: { layout: 'padded', docs: { source: { code: usage } } },
  render: (args) => <Preview {...args} />,
  decorators: [
    (Story) => (
      <div className="vt-viewer__editor" style={{ maxWidth: 640, height: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BulkPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three of four files change: each with its fields before → after; confirming saves. */
export const ThreeFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Review changes' })).toHaveFocus();
    await expect(canvas.getByText('3 files will change.', { exact: false })).toBeVisible();
    await expect(canvas.getByText('1 file stays as it is.', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'harbour-002.jpg' })).toBeVisible();
    await expect(canvas.getByText('water; city; harbour')).toBeVisible();
    // The first file had no keywords: "(empty)" before.
    await expect(canvas.getAllByText('(empty)').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Save 3 files' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to editing' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** 120 files: 50 at a time, "Show 50 more" adds the next page. */
export const ManyFiles: Story = {
  args: { rows: rows(120), total: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 50 of 120 files.', { exact: false })).toBeVisible();
    await expect(canvasElement.querySelectorAll('tbody[data-file-id]')).toHaveLength(50);
    await userEvent.click(canvas.getByRole('button', { name: 'Show 50 more' }));
    await expect(canvasElement.querySelectorAll('tbody[data-file-id]')).toHaveLength(100);
    await expect(canvas.getByRole('button', { name: 'Show 20 more' })).toBeVisible();
  },
};

/** Nothing would change: no table, and nothing to save. */
export const NothingChanges: Story = {
  args: { rows: [], total: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing would change.', { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save 0 files' })).toBeDisabled();
  },
};

/** A save is running: both buttons wait. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back to editing' })).toBeDisabled();
  },
};
