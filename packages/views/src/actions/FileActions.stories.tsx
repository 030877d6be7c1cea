// The file actions (spec 000 §4, §5, §8, §9) on the mocks, wired as a host wires them: a search
// session, its selection, useFileActions, and <TopMenu> with the hook's handlers (plus a CSV export
// button, which the menu does not hold). One story per confirmation, success and failure message and
// the consent dialog. Downloads and reload requests go to the actions panel (`onDownloadReady`,
// `onReloadRequested`), never started; play functions assert on those spies. Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary, SearchCriteria } from '@vitrine/api-client';
import { currentDb } from '@vitrine/mocks';
import { HttpResponse, http } from 'msw';
import { useEffect, useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { useSearchSession } from '../search/useSearchSession';
import { useFileSelection, useSelectedFileIds } from '../selection/useFileSelection';
import { TopMenu } from '../top-menu/TopMenu';
import { fileActionsLocale } from './locale';
import { type DownloadReadyEvent, useFileActions } from './useFileActions';

interface DemoProps {
  /** The search shown. */
  criteria: SearchCriteria;
  /** The set it is in (exclude), else the folder whose permissions gate the menu. */
  setId?: number;
  /** Which of the loaded files are selected once they are there. */
  pick: (images: readonly ImageSummary[]) => number[];
  /** A download is ready (the spy: nothing is downloaded). */
  onDownloadReady: (event: DownloadReadyEvent) => void;
  /** The hook asks the host to reload after a small regeneration. */
  onReloadRequested: (event: { ids: readonly number[] }) => void;
}

function FileActionsDemo({ criteria, setId, pick, onDownloadReady, onReloadRequested }: DemoProps) {
  const session = useSearchSession(criteria);
  const selection = useFileSelection({ ids: session.images.map((image) => image.id) });
  const selected = useSelectedFileIds(selection);
  const actions = useFileActions({
    session,
    selection,
    setId: setId ?? null,
    onDownloadReady,
    onReloadRequested,
  });
  const picked = useRef(false);
  useEffect(() => {
    if (picked.current || session.images.length === 0) return;
    picked.current = true;
    for (const id of pick(session.images)) selection.toggle(id);
  }, [session.images, pick, selection]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8 }}>
      <TopMenu
        target={setId === undefined ? { folderId: 1 } : { setId }}
        selectedCount={selected.length}
        recognitionEnabled
        {...actions.handlers}
      />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <button type="button" className="vt-views__toolbar-button" onClick={() => void actions.exportCsv()}>
          Export CSV
        </button>
        <output aria-label="Action in progress">{actions.busyLabel ?? 'Ready'}</output>
      </div>
      <ul aria-label="Files" style={{ columns: 3, margin: 0 }}>
        {session.images.map((image) => (
          <li key={image.id} data-id={image.id} data-selected={selected.includes(image.id) || undefined}>
            {image.fileName}
          </li>
        ))}
      </ul>
    </div>
  );
}

const ALL_BY_NAME: SearchCriteria = { selectedFolder: 0, sortOption: 7 };
const first =
  (n: number) =>
  (images: readonly ImageSummary[]): number[] =>
    images.slice(0, n).map((image) => image.id);

const meta = {
  title: 'views/FileActions',
  component: FileActionsDemo,
  args: { criteria: ALL_BY_NAME, pick: first(3), onDownloadReady: fn(), onReloadRequested: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FileActionsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Clicks a menu action once the menu shows it and the files are selected. */
async function clickAction(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('button', { name })).not.toHaveAttribute('aria-disabled'), {
    timeout: 5000,
  });
  await userEvent.click(canvas.getByRole('button', { name }));
}

async function dialogAsking(message: string) {
  const dialog = await body().findByRole('alertdialog');
  await expect(dialog).toHaveAccessibleDescription(message);
  return dialog;
}

/** The files the demo's list marks selected. */
const selectedFiles = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[aria-label="Files"] > li[data-selected]');

/** The last call of a spy, its first argument. */
const lastEvent = <T,>(spy: unknown) => (spy as ReturnType<typeof fn>).mock.lastCall?.[0] as T | undefined;

async function expectToast(message: string) {
  await waitFor(() => expect(body().getByText(message)).toBeVisible(), { timeout: 4000 });
}

/** spec 000 §5 "Deletions need confirmation": the question for the selected files. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, 'Delete');
    await dialogAsking('Do you want to delete selected files?');
  },
};

/** One file: the single question. */
export const DeleteOneFileConfirmation: Story = {
  args: { pick: first(1) },
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, 'Delete');
    await dialogAsking('Do you want to delete this file?');
  },
};

/** Confirmed: '{n} files deleted.' (spec 001 §8), and the list is refilled (spec 000 §4). */
export const DeleteSuccess: Story = {
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, 'Delete');
    const dialog = await dialogAsking('Do you want to delete selected files?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('3 files deleted.');
  },
};

/** An editor deletes one file they may delete and one in the read-only Archive (spec 000 §8). */
export const DeletePartialFailure: Story = {
  parameters: { mocks: { user: 'editor' } },
  args: {
    pick: (images) => {
      const db = currentDb();
      const inArchive = (image: ImageSummary) => db.fullPath(image.folder?.id ?? 0).startsWith('/Archive');
      return [images.find((image) => !inArchive(image)), images.find(inArchive)]
        .filter((image) => image !== undefined)
        .map((image) => image.id);
    },
    criteria: { ...ALL_BY_NAME, itemsOnPage: 96 },
  },
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, 'Delete');
    const dialog = await dialogAsking('Do you want to delete selected files?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('1 file deleted.');
    await expectToast('Failed to delete some files.');
  },
};

/** The delete call fails: 'Failed to delete files' (spec 001 §8). */
export const DeleteFailure: Story = {
  parameters: { mocks: { scenarios: { deleteImages: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, 'Delete');
    const dialog = await dialogAsking('Do you want to delete selected files?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Failed to delete files');
  },
};

/** In a set: exclude asks, then '{n} files excluded.' (spec 001 §8). */
export const ExcludeFromSet: Story = {
  args: { criteria: { selectedSet: 's1', sortOption: 7 }, setId: 1, pick: first(2) },
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, 'Exclude');
    const dialog = await dialogAsking('Do you want to exclude this file(s)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude' }));
    await expectToast('2 files excluded.');
  },
};

/** The exclude call fails: 'Failed to delete some files.' (the server's message when it sends one). */
export const ExcludeFailure: Story = {
  args: { criteria: { selectedSet: 's1', sortOption: 7 }, setId: 1, pick: first(2) },
  parameters: { mocks: { scenarios: { deleteImagesFromSet: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, 'Exclude');
    const dialog = await dialogAsking('Do you want to exclude this file(s)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude' }));
    await expectToast('Failed to delete some files.');
  },
};

/** Some files may not be downloaded: they are skipped with the warning (spec 000 §5, §8). */
export const DownloadPartlyRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/permissions/images', async ({ request }) => {
          const { imageIds } = (await request.clone().json()) as { imageIds: number[] };
          return HttpResponse.json({ imageIds: imageIds.slice(0, 2) });
        }),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await clickAction(canvasElement, 'Download');
    await expectToast('You are not authorized to download some of the selected images.');
    await waitFor(() => expect(args.onDownloadReady).toHaveBeenCalledTimes(1));
    const ready = lastEvent<DownloadReadyEvent>(args.onDownloadReady);
    await expect(ready?.kind).toBe('zip');
    await expect(ready?.ids).toHaveLength(2);
  },
};

/** The export fails: 'Failed to download.' as a warning (spec 001 §8). */
export const DownloadFailure: Story = {
  parameters: { mocks: { scenarios: { exportFiles: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, 'Download');
    await expectToast('Failed to download.');
  },
};

/** The CSV export (type 4): prepared, then downloaded; busy for at least 1 s (spec 000 §9). */
export const ExportCsv: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(selectedFiles(canvasElement)).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(canvas.getByRole('status', { name: 'Action in progress' })).toHaveTextContent(
      fileActionsLocale.busy.exportCsv,
    );
    await waitFor(() => expect(args.onDownloadReady).toHaveBeenCalledTimes(1));
    const ready = lastEvent<DownloadReadyEvent>(args.onDownloadReady);
    await expect(ready?.kind).toBe('csv');
    await expect(ready?.ids).toHaveLength(3);
    await waitFor(
      () => expect(canvas.getByRole('status', { name: 'Action in progress' })).toHaveTextContent('Ready'),
      {
        timeout: 3000,
      },
    );
  },
};

/** More than 50 files: regenerating thumbnails asks first (spec 000 §5, §9). */
export const RegenerateConfirmation: Story = {
  args: { criteria: { ...ALL_BY_NAME, itemsOnPage: 96 }, pick: first(51) },
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, 'Regenerate thumbnails');
    await dialogAsking('Regenerate the thumbnails of 51 files? This may take a while.');
  },
};

/** Confirmed above 50: no reload, a message that it has started. */
export const RegenerateManyFiles: Story = {
  args: { criteria: { ...ALL_BY_NAME, itemsOnPage: 96 }, pick: first(51) },
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, 'Regenerate thumbnails');
    const dialog = await dialogAsking('Regenerate the thumbnails of 51 files? This may take a while.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await expectToast('The thumbnails of 51 files are being regenerated.');
  },
};

/** 50 or fewer: no question; the host is asked to reload (spec 000 §4). */
export const RegenerateFewFiles: Story = {
  play: async ({ canvasElement, args }) => {
    await clickAction(canvasElement, 'Regenerate thumbnails');
    await waitFor(() => expect(args.onReloadRequested).toHaveBeenCalledTimes(1));
    await expect(lastEvent<{ ids: readonly number[] }>(args.onReloadRequested)?.ids).toHaveLength(3);
  },
};

/** Several files selected: recognition takes a single image (spec 001 §6): a warning, nothing sent. */
export const RecognitionNeedsSingleFile: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(selectedFiles(canvasElement)).toHaveLength(3), { timeout: 5000 });
    await clickAction(canvasElement, 'Recognize objects');
    await expectToast('Select a single image to recognise.');
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

/** requiresConsent: the AI consent dialog, Accept or Decline (spec 000 §4). */
export const RecognitionConsent: Story = {
  // spec 001 §6: a single image (the menu takes one file for recognition).
  args: { pick: first(1) },
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, 'Recognize objects');
    const dialog = await dialogAsking(fileActionsLocale.consentMessage);
    await expect(dialog).toHaveAccessibleName('AI object recognition');
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeVisible();
  },
};

/** Consent accepted: the request is enqueued, an info message (spec 000 §4). */
export const RecognitionEnqueued: Story = {
  // spec 001 §6: a single image (the menu takes one file for recognition).
  args: { pick: first(1) },
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, 'Recognize objects');
    const dialog = await dialogAsking(fileActionsLocale.consentMessage);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await expectToast('The selected files have been queued for object recognition.');
  },
};

/** The consent answers sent by the stories below (MSW falls through to the mocks after recording). */
const consentAnswers: unknown[] = [];
const recordConsent = http.post('*/api/recognition/consent', async ({ request }) => {
  consentAnswers.push(await request.clone().json());
});

/** Declined: the refusal is sent ({isAllowed: false}) and nothing is recognised (spec 001 §4). */
export const RecognitionDeclined: Story = {
  // spec 001 §6: a single image (the menu takes one file for recognition).
  args: { pick: first(1) },
  parameters: { msw: { handlers: [recordConsent] } },
  play: async ({ canvasElement }) => {
    consentAnswers.length = 0;
    await clickAction(canvasElement, 'Recognize objects');
    const dialog = await dialogAsking(fileActionsLocale.consentMessage);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(consentAnswers).toEqual([{ isAllowed: false }]));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(
      body().queryByText('The selected files have been queued for object recognition.'),
    ).toBeNull();
  },
};

/** Closed with Escape: no answer, so nothing is sent; the next try asks again. */
export const RecognitionConsentDismissed: Story = {
  // spec 001 §6: a single image (the menu takes one file for recognition).
  args: { pick: first(1) },
  parameters: { msw: { handlers: [recordConsent] } },
  play: async ({ canvasElement }) => {
    consentAnswers.length = 0;
    await clickAction(canvasElement, 'Recognize objects');
    await dialogAsking(fileActionsLocale.consentMessage);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Recognize objects' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await expect(consentAnswers).toEqual([]);
    await clickAction(canvasElement, 'Recognize objects');
    await dialogAsking(fileActionsLocale.consentMessage);
  },
};

/** Counter above 0: success (spec 000 §4). */
export const RecognitionStarted: Story = {
  // spec 001 §6: a single image (the menu takes one file for recognition).
  args: { pick: first(1) },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/recognize/', () =>
          HttpResponse.json({
            enqueued: true,
            counter: 3,
            imageId: null,
            labels: [],
            requiresConsent: false,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, 'Recognize objects');
    await expectToast('Object recognition has started for 3 file(s).');
  },
};

/** 'Awaiting custom model': accepted, it may take 10-15 minutes (spec 000 §8). */
export const RecognitionAwaitingCustomModel: Story = {
  // spec 001 §6: a single image (the menu takes one file for recognition).
  args: { pick: first(1) },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/recognize/', () =>
          HttpResponse.json(
            { responseStatus: { errorCode: 'AwaitingCustomModel', message: 'Awaiting custom model' } },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, 'Recognize objects');
    await expectToast('Your request has been accepted. Recognition may take 10-15 minutes.');
  },
};
