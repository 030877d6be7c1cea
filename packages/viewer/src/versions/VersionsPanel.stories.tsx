// <VersionsPanel> on the mocks (issue 18): every state (loading, only the current content, a history
// with who/when/what changed, read-only, a failed load) and the flows (restore with the spec's
// success and failure messages, delete one, delete all after the confirmation, compare two versions
// with one zoom), with hostile names and values that must stay text.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageVersion } from '@vitrine/api-client';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { VersionsPanel } from './VersionsPanel';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { FileViewer } from '@vitrine/viewer';
import { VersionsPanel } from '@vitrine/viewer/versions';
import '@vitrine/ui/styles.css';
import '@vitrine/viewer/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <FileViewer
    imageId={id}
    onClose={close}
    renderVersions={({ imageId }) => <VersionsPanel imageId={imageId} canEdit={mayEdit} />}
  />
</VitrineProvider>`;

const meta = {
  title: 'viewer/VersionsPanel',
  component: VersionsPanel,
  tags: ['autodocs'],
  args: { imageId: 1, canEdit: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { source: { code: usage } } },
} satisfies Meta<typeof VersionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const HOSTILE_NAME = '<img src=x onerror=alert(1)>';
const HOSTILE_VALUE = '<b>bold</b><script>alert(1)</script>';

const version = (over: Partial<ImageVersion>): ImageVersion => ({
  id: 11,
  createdAt: '2026-06-14T09:30:00Z',
  versionNumber: 1,
  userName: 'elena.novak',
  fileName: 'harbour.jpg',
  fileSize: 120_000,
  width: 1200,
  height: 800,
  objectType: 'image',
  extension: 'jpg',
  location: '/api/version/11/file',
  wasAnnotated: false,
  auditRecord: { data: '[]' },
  relatedAuditActivities: [],
  isLastPictureVersion: false,
  ...over,
});

const HISTORY: ImageVersion[] = [
  version({
    id: 13,
    versionNumber: 3,
    isLastPictureVersion: true,
    createdAt: '2026-06-15T08:00:00Z',
    wasAnnotated: true,
    auditRecord: { data: JSON.stringify([{ fieldName: 'annotation', newValue: 'png' }]) },
    relatedAuditActivities: [
      {
        activityType: 'image-update',
        data: null,
        auditRecords: [
          { data: JSON.stringify([{ fieldName: 'imageAttributes.title', newValue: HOSTILE_VALUE }]) },
        ],
        createdAt: '2026-06-15T09:00:00Z',
        userName: HOSTILE_NAME,
      },
    ],
  }),
  version({
    id: 12,
    versionNumber: 2,
    userName: HOSTILE_NAME,
    width: 800,
    height: 1200,
    createdAt: '2026-06-14T12:00:00Z',
    auditRecord: {
      data: JSON.stringify([
        { fieldName: 'width', newValue: '800' },
        { fieldName: 'height', newValue: '1200' },
      ]),
    },
  }),
  version({ id: 11, versionNumber: 1, userName: null }),
];

/** A 1×1 PNG for every version picture. */
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const pictures = http.get('*/api/version/:versionId/file', () =>
  HttpResponse.arrayBuffer(PIXEL.buffer, { headers: { 'Content-Type': 'image/png' } }),
);

const history = (versions: ImageVersion[], more: HttpHandler[] = []) => ({
  msw: {
    handlers: [
      pictures,
      http.get('*/api/versions/:imageId', () => HttpResponse.json({ imageVersions: versions })),
      ...more,
    ],
  },
});

const panel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Version history' }));
/** The versions of the list (not the change lists inside them). */
const items = async (region: ReturnType<typeof within>) => {
  const list = await region.findByRole('list', { name: 'Versions, newest first' });
  return [...list.querySelectorAll(':scope > li')] as HTMLElement[];
};

/** The history: the current content first, thumbnails, who/when, what changed, names and values as text. */
export const History: Story = {
  parameters: history(HISTORY),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    const list = await items(region);
    await expect(list).toHaveLength(3);
    const [current, rotated, first] = list.map((item) => within(item));
    await expect(current?.getByText('Current')).toBeInTheDocument();
    await expect(current?.getByText('Annotated')).toBeInTheDocument();
    await expect(current?.queryByRole('button', { name: /^Restore/ })).toBeNull();
    await expect(current?.getByText(`Title: ${HOSTILE_VALUE}`, { exact: false })).toBeInTheDocument();
    await expect(rotated?.getByText(HOSTILE_NAME)).toBeInTheDocument();
    await expect(rotated?.getByText('Width: 800')).toBeInTheDocument();
    await expect(rotated?.getByRole('img', { name: 'Version 2' })).toBeInTheDocument();
    await expect(first?.getByText('Unknown user')).toBeInTheDocument();
    await expect(first?.getByRole('button', { name: 'Restore version 1' })).toBeInTheDocument();
    await expect(region.getByRole('button', { name: 'Delete version history' })).toBeInTheDocument();
    // Data, never markup: nothing came of the hostile strings.
    await expect(
      canvasElement.querySelector('.vt-viewer__versions b, .vt-viewer__versions script'),
    ).toBeNull();
    await expect(canvasElement.querySelectorAll('.vt-viewer__versions img')).toHaveLength(3);
  },
};

/** Only the current content: the empty state, nothing to delete. */
export const OnlyCurrent: Story = {
  parameters: history([version({ id: 20, versionNumber: 1, isLastPictureVersion: true })]),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await region.findByRole('heading', { name: 'No earlier versions' })).toBeInTheDocument();
    await expect(region.queryByRole('button', { name: 'Delete version history' })).toBeNull();
  },
};

/** Without editData: the history reads, nothing restores or deletes (spec 001 §6). */
export const ReadOnly: Story = {
  args: { canEdit: false },
  parameters: history(HISTORY),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await items(region)).toHaveLength(3);
    await expect(region.queryByRole('button', { name: /^Restore|^Delete/ })).toBeNull();
    await expect(region.getAllByRole('button', { name: /^Compare/ })).toHaveLength(3);
  },
};

/** While the history is read. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/versions/:imageId', async () => {
          await delay('infinite');
          return HttpResponse.json({ imageVersions: [] });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await region.findByRole('status')).toHaveTextContent('Loading versions…');
  },
};

/** The history could not be read: the error state with a retry. */
export const LoadFailed: Story = {
  parameters: { mocks: { scenarios: { getVersions: 'error-500' } } },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    // The provider retries a failed read once (ui's defaultQueryClientOptions) before it shows.
    await expect(
      await region.findByText('The version history could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(region.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** Restore: the spec's success message (spec 001 §8). */
export const Restore: Story = {
  parameters: history(HISTORY, [
    http.post('*/api/versions/:imageId/restore/:versionId', () => HttpResponse.json({ id: 14 })),
  ]),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await userEvent.click(await region.findByRole('button', { name: 'Restore version 1' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Version has been successfully restored.'),
    ).toBeInTheDocument();
  },
};

/** Restore refused: the server's message when it sent one, else "Failed to restore version." (spec 001 §8). */
export const RestoreFailed: Story = {
  parameters: history(HISTORY, [
    http.post('*/api/versions/:imageId/restore/:versionId', () => new HttpResponse(null, { status: 500 })),
  ]),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await userEvent.click(await region.findByRole('button', { name: 'Restore version 1' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Failed to restore version.'),
    ).toBeInTheDocument();
  },
};

/** Delete one fails: "Failed to delete version." (spec 001 §8) after the confirmation. */
export const DeleteFailed: Story = {
  parameters: history(HISTORY, [
    http.post('*/api/version/:versionId', () => new HttpResponse(null, { status: 500 })),
  ]),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await region.findByRole('button', { name: 'Delete version 2' }));
    const dialog = within(await body.findByRole('alertdialog'));
    await expect(dialog.getByText('Delete version 2? Its file is removed for good.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await body.findByText('Failed to delete version.')).toBeInTheDocument();
  },
};

/** Delete all asks first (spec 001 §2 "delete version history"); a failure says "Failed to delete versions.". */
export const DeleteAllFailed: Story = {
  parameters: history(HISTORY, [
    http.delete('*/api/versions/:imageId', () => new HttpResponse(null, { status: 500 })),
  ]),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await region.findByRole('button', { name: 'Delete version history' }));
    const dialog = within(await body.findByRole('alertdialog'));
    await expect(
      dialog.getByText('Delete every earlier version of this file? The current version stays.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete version history' }));
    await expect(await body.findByText('Failed to delete versions.')).toBeInTheDocument();
  },
};

/** Compare two versions side by side: one zoom for both, in steps of 0.1 up to 10 (spec 001 §9). */
export const Compare: Story = {
  parameters: history(HISTORY),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await userEvent.click(await region.findByRole('button', { name: 'Compare version 2' }));
    const compare = within(await region.findByRole('region', { name: 'Version 2 and version 3' }));
    await expect(compare.getByText('100%')).toBeInTheDocument();
    await userEvent.click(compare.getByRole('button', { name: 'Zoom in' }));
    await expect(await compare.findByText('110%')).toBeInTheDocument();
    await waitFor(() => {
      const [left, right] = [
        ...canvasElement.querySelectorAll<HTMLElement>(
          '.vt-viewer__versions-pane .react-transform-component',
        ),
      ];
      expect(left?.style.transform).toContain('scale(1.1)');
      expect(right?.style.transform).toContain('scale(1.1)');
    });
    await expect(compare.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
    await userEvent.click(compare.getByRole('button', { name: 'Close comparison' }));
    await expect(region.queryByRole('region', { name: 'Version 2 and version 3' })).toBeNull();
  },
};
