// The folder tree in a real browser (Debian chromium) on the mocks: the keyboard model of the
// WAI-ARIA tree pattern, "Load more...", the 150 ms search with a stale answer, delete restored on
// failure, the rename 413 flow, and drag and drop (spec 000 §4, §5, §8).

import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { setFilesDragData } from '../base/dnd';
import type { TreeSelection } from '../selection';
import { FolderTree } from './FolderTree';
import { expectFocusOn, expectToast, folderRow, renderWithMocks, requestsTo } from './test-utils';

const SEED = {
  marketing: 1,
  campaigns: 2,
  products: 50,
  catalogue: 51,
  press: 204,
  archive: 213,
  documents: 279,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('keyboard (WAI-ARIA tree pattern)', () => {
  it('moves, opens, closes, jumps, types ahead and selects', async () => {
    const onValueChange = vi.fn<(value: TreeSelection | null) => void>();
    await renderWithMocks(<FolderTree defaultOpen={[0]} showSearch={false} onValueChange={onValueChange} />);
    await expect.element(folderRow('Archive')).toBeVisible();

    // Tabbing in lands on the first row ('All'); every row states its place.
    await userEvent.tab();
    await expectFocusOn('All');
    await expect.element(folderRow('All')).toHaveAttribute('aria-level', '1');
    await expect.element(folderRow('Archive')).toHaveAttribute('aria-level', '2');
    await expect.element(folderRow('Archive')).toHaveAttribute('aria-posinset', '1');
    await expect.element(folderRow('Archive')).toHaveAttribute('aria-setsize', '10');

    await userEvent.keyboard('{ArrowDown}');
    await expectFocusOn('Archive');
    await expect.element(folderRow('Archive')).toHaveAttribute('aria-expanded', 'false');
    // Right opens a closed node, then moves to its first child.
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(folderRow('Archive')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(folderRow('2015')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expectFocusOn('2015');
    // Left moves to the parent, then closes it.
    await userEvent.keyboard('{ArrowLeft}');
    await expectFocusOn('Archive');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(folderRow('Archive')).toHaveAttribute('aria-expanded', 'false');
    // Left on a top-level folder goes up to 'All'.
    await userEvent.keyboard('{ArrowLeft}');
    await expectFocusOn('All');

    await userEvent.keyboard('{End}');
    await expectFocusOn('Video Library');
    await userEvent.keyboard('{Home}');
    await expectFocusOn('All');

    // Type-ahead: the next name starting with what was typed.
    await userEvent.keyboard('ph');
    await expectFocusOn('Photography');

    // Enter selects; aria-selected follows; the selection is reported.
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'folder', id: 244 });
    await expect.element(folderRow('Photography')).toHaveAttribute('aria-selected', 'true');
    await expect.element(folderRow('Archive')).toHaveAttribute('aria-selected', 'false');
    // 'All' selects all files (spec 000 §4: id 0).
    await userEvent.keyboard('{Home}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'all' });
  });

  it('F2 renames, Delete deletes, Shift+F10 opens the actions; focus comes back each time', async () => {
    await renderWithMocks(<FolderTree defaultOpen={[0]} showSearch={false} />);
    await folderRow('Press').click();
    await expectFocusOn('Press');

    await userEvent.keyboard('{F2}');
    const prompt = page.getByRole('dialog', { name: 'Rename folder' });
    await expect.element(prompt.getByRole('textbox', { name: 'Name' })).toHaveValue('Press');
    await userEvent.keyboard('{Escape}');
    await expect.element(prompt).not.toBeInTheDocument();
    await expectFocusOn('Press');

    await userEvent.keyboard('{Delete}');
    const question = page.getByRole('alertdialog');
    await expect
      .element(question)
      .toHaveAccessibleDescription('Do you want to delete the folder "Press" and everything in it?');
    await userEvent.keyboard('{Escape}');
    await expect.element(question).not.toBeInTheDocument();
    await expectFocusOn('Press');

    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = page.getByRole('menu');
    await expect.element(menu.getByRole('menuitem', { name: 'Rename…' })).toBeVisible();
    // The arrows move in the menu, not in the tree behind it.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(folderRow('Press')).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu).not.toBeInTheDocument();
    await expectFocusOn('Press');
  });
});

describe('"Load more..." (spec 000 §3, §9: 100 at a time)', () => {
  it('asks the next page with the next skip and puts its first folder in focus', async () => {
    const { requests } = await renderWithMocks(
      <FolderTree defaultOpen={[0, SEED.products, SEED.catalogue]} showSearch={false} />,
    );
    await expect.element(folderRow('SKU-1001')).toBeVisible();
    const first = requestsTo(requests, '/api/folders/subfolders').find(
      (request) => (request.body as { folderId: unknown }).folderId === SEED.catalogue,
    );
    expect(first?.body).toEqual({ folderId: SEED.catalogue, take: 100, skip: 0, pos: 0 });

    // Keyboard: End reaches the last row; Up to the "Load more..." row (it sits after SKU-1100).
    await folderRow('SKU-1001').click();
    await userEvent.keyboard('{End}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expectFocusOn('Load more...');
    await expect.element(folderRow('Load more...')).toHaveAttribute('aria-posinset', '101');
    await userEvent.keyboard('{Enter}');
    // Until the page arrives the row reads 'Loading...'.
    await expect.element(folderRow('Loading...')).toBeVisible();
    await expectFocusOn('SKU-1101');
    const more = requestsTo(requests, '/api/folders/subfolders').at(-1);
    // spec 000 §7 pos: the page goes after the 100 folders loaded.
    expect(more?.body).toEqual({ folderId: SEED.catalogue, take: 100, skip: 100, pos: 100 });
    // Every child is loaded now: no "Load more..." row between SKU-1120 and Packaging.
    await userEvent.keyboard('{End}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expectFocusOn('SKU-1120');
    await expect.element(folderRow('SKU-1120')).toHaveAttribute('aria-posinset', '120');
    await expect.element(folderRow('SKU-1120')).toHaveAttribute('aria-setsize', '120');
  });

  it('loads the root with take 0 when a folder is already selected, and opens the path to it', async () => {
    const { requests } = await renderWithMocks(
      <FolderTree defaultValue={{ kind: 'folder', id: 161 }} showSearch={false} />,
    );
    // SKU-1110 is the 110th child of Catalogue: past the first page, so a second page is asked.
    await expect.element(folderRow('SKU-1110')).toHaveAttribute('aria-selected', 'true');
    const calls = requestsTo(requests, '/api/folders/subfolders').map((request) => request.body);
    expect(calls).toContainEqual({ folderId: 'root', take: 0, skip: 0, pos: 0 });
    expect(calls).toContainEqual({ folderId: SEED.catalogue, take: 100, skip: 100, pos: 100 });
    expect(requestsTo(requests, '/api/folders/getFolderParentsIds')).toHaveLength(1);
  });
});

describe('folder-name search (spec 000 §5)', () => {
  it('sends after a 150 ms pause, never empty, and ignores an answer for older text', async () => {
    let releaseSlow: () => void = () => undefined;
    const slowAnswered = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const { requests, screen } = await renderWithMocks(<FolderTree defaultOpen={[]} />, {
      handlers: [
        // 'Press' answers late: after the answer for 'Audio'.
        http.post('*/api/folders/getFolderWithString', async ({ request }) => {
          const { FolderPathPart } = (await request.clone().json()) as { FolderPathPart: string };
          if (FolderPathPart !== 'Press') return undefined;
          await slowAnswered;
          return HttpResponse.json({
            searchPath: 'Press',
            folders: [{ id: SEED.press, name: 'Press', fullPath: '/Press' }],
          });
        }),
      ],
    });
    const box = screen.getByRole('searchbox', { name: 'Search folders' });
    const searches = () => requestsTo(requests, '/api/folders/getFolderWithString').map((r) => r.body);
    await expect.element(folderRow('All')).toBeVisible();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await box.fill('Press');
    await vi.advanceTimersByTimeAsync(149);
    expect(searches()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect.poll(searches).toEqual([{ FolderPathPart: 'Press' }]);

    // Empty input sends nothing.
    await box.fill('');
    await vi.advanceTimersByTimeAsync(500);
    expect(searches()).toHaveLength(1);

    await box.fill('Audio');
    await vi.advanceTimersByTimeAsync(150);
    vi.useRealTimers();
    await expect.poll(searches).toEqual([{ FolderPathPart: 'Press' }, { FolderPathPart: 'Audio' }]);
    const result = screen.getByRole('button', { name: /Audio/ });
    // A result shows its path.
    await expect.element(result.getByText('/Audio', { exact: true })).toBeVisible();

    // The answer for 'Press' comes last and is not shown.
    releaseSlow();
    await delay(100);
    await expect.element(screen.getByRole('button', { name: /Press/ })).not.toBeInTheDocument();
    await expect.element(result).toBeVisible();

    // A result selects its folder and opens the path to it.
    await result.click();
    await expect.element(folderRow('Audio')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('delete (spec 000 §4, §8)', () => {
  it('shows processing, then restores the node and says which folder failed', async () => {
    let fail: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => {
      fail = resolve;
    });
    await renderWithMocks(<FolderTree defaultOpen={[0]} showSearch={false} />, {
      handlers: [
        http.delete('*/api/folder/:id', async () => {
          await failed;
          return HttpResponse.json({ responseStatus: { errorCode: 'Error' } }, { status: 500 });
        }),
      ],
    });
    await folderRow('Press').click();
    await userEvent.keyboard('{Delete}');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.element(folderRow('Press')).toHaveAttribute('data-processing', 'true');
    await expect.element(folderRow('Press')).toHaveAttribute('aria-busy', 'true');
    fail();
    await expectToast(`Failed to delete folder ${SEED.press}.`);
    await expect.element(folderRow('Press')).not.toHaveAttribute('data-processing');
    await expect.element(folderRow('Press')).toBeVisible();
  });

  it('shows the server message when there is one', async () => {
    await renderWithMocks(<FolderTree defaultOpen={[0]} showSearch={false} />, {
      handlers: [
        http.delete('*/api/folder/:id', () =>
          HttpResponse.json(
            { responseStatus: { errorCode: 'Conflict', message: 'The folder is in use.' } },
            { status: 500 },
          ),
        ),
      ],
    });
    await folderRow('Press').click();
    await userEvent.keyboard('{Delete}');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast('The folder is in use.');
  });

  it('removes the node about half a second after the server took it', async () => {
    await renderWithMocks(<FolderTree defaultOpen={[0]} showSearch={false} />);
    await folderRow('Press').click();
    await userEvent.keyboard('{Delete}');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast('Folder has been deleted.');
    await expect.element(folderRow('Press')).not.toBeInTheDocument();
    // Focus moves to the row now in its place, not to the page.
    await expectFocusOn('Products');
  });
});

describe('deleting a parent of the selected folder (spec 000 §4)', () => {
  /** Opens Press and Releases (Media Kit sorts first) and selects Releases' 2021, with the keyboard. */
  async function selectUnderPress() {
    await folderRow('Press').click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(folderRow('Releases')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expectFocusOn('Releases');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(folderRow('2021')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(folderRow('2021')).toHaveAttribute('aria-selected', 'true');
  }

  it("moves the selection to the deleted folder's parent", async () => {
    const onValueChange = vi.fn<(value: TreeSelection | null) => void>();
    const onOpenChange = vi.fn<(open: readonly number[]) => void>();
    const { requests } = await renderWithMocks(
      <FolderTree
        defaultOpen={[0]}
        showSearch={false}
        onValueChange={onValueChange}
        onOpenChange={onOpenChange}
      />,
    );
    await selectUnderPress();
    // Back up to Releases (focus only) and delete it.
    await userEvent.keyboard('{ArrowLeft}');
    await expectFocusOn('Releases');
    await userEvent.keyboard('{Delete}');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast('Folder has been deleted.');
    await expect.element(folderRow('Releases')).not.toBeInTheDocument();
    const deleteCall = requests.findIndex((request) => request.method === 'DELETE');
    const releases = Number(requests[deleteCall]?.path.split('/').at(-1));
    expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'folder', id: SEED.press });
    await expect.element(folderRow('Press')).toHaveAttribute('aria-selected', 'true');
    expect(onOpenChange.mock.lastCall?.[0]).not.toContain(releases);
    // The delete is resolved after 1 s (spec 000 §9): Press's list is asked again, never Releases'.
    await expect
      .poll(() =>
        requests.slice(deleteCall + 1).filter((request) => request.path === '/api/folders/subfolders'),
      )
      .not.toEqual([]);
    const askedAfter = requests
      .slice(deleteCall + 1)
      .filter((request) => request.path === '/api/folders/subfolders')
      .map((request) => (request.body as { folderId?: number }).folderId);
    expect(askedAfter).not.toContain(releases);
  });

  it("a top-level folder: the selection goes to 'All', and the folders open under it close", async () => {
    const onValueChange = vi.fn<(value: TreeSelection | null) => void>();
    const onOpenChange = vi.fn<(open: readonly number[]) => void>();
    const { requests } = await renderWithMocks(
      <FolderTree
        defaultOpen={[0]}
        showSearch={false}
        onValueChange={onValueChange}
        onOpenChange={onOpenChange}
      />,
    );
    await selectUnderPress();
    const releases = onOpenChange.mock.lastCall?.[0].at(-1);
    await userEvent.keyboard('{ArrowLeft}');
    await expectFocusOn('Releases');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expectFocusOn('Press');
    await userEvent.keyboard('{Delete}');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast('Folder has been deleted.');
    await expect.element(folderRow('Press')).not.toBeInTheDocument();
    expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'all' });
    await expect.element(folderRow('All')).toHaveAttribute('aria-selected', 'true');
    const open = onOpenChange.mock.lastCall?.[0];
    expect(open).not.toContain(SEED.press);
    expect(open).not.toContain(releases);
    expect(requests.filter((request) => request.path === '/api/folders/getFolderParentsIds')).toEqual([]);
  });

  it("asks for the selection's parents before the delete when the tree has not loaded its path", async () => {
    const onValueChange = vi.fn<(value: TreeSelection | null) => void>();
    const { requests } = await renderWithMocks(
      <FolderTree defaultOpen={[0]} showSearch={false} onValueChange={onValueChange} />,
    );
    await selectUnderPress();
    // Releases closed: the tree no longer holds its list, so where 2021 sits is not loaded.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect.element(folderRow('Releases')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expectFocusOn('Press');
    await userEvent.keyboard('{Delete}');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast('Folder has been deleted.');
    await expect.poll(() => onValueChange.mock.lastCall?.[0]).toEqual({ kind: 'all' });
    const calls = requests.map((request) => `${request.method} ${request.path}`);
    const parentsAsked = calls.lastIndexOf('GET /api/folders/getFolderParentsIds');
    expect(parentsAsked).toBeGreaterThanOrEqual(0);
    expect(parentsAsked).toBeLessThan(calls.indexOf(`DELETE /api/folder/${SEED.press}`));
  });
});

describe('rename (spec 000 §5, §8)', () => {
  it('asks on 413 and resends with hugeOperationAllowed', async () => {
    const { requests } = await renderWithMocks(<FolderTree defaultOpen={[0]} showSearch={false} />);
    await folderRow('Archive').click();
    await userEvent.keyboard('{F2}');
    const field = page.getByRole('dialog', { name: 'Rename folder' }).getByRole('textbox', { name: 'Name' });
    await field.fill('Old archive');
    await userEvent.keyboard('{Enter}');
    const question = page.getByRole('alertdialog');
    await expect
      .element(question)
      .toHaveAccessibleDescription(
        'There is more than 10 thousands items to rename! Are you sure you want to rename it?',
      );
    await question.getByRole('button', { name: 'Rename' }).click();
    await expectToast('Folder has been renamed.');
    await expect.element(folderRow('Old archive')).toBeVisible();
    const renames = requestsTo(requests, `/api/folder/${SEED.archive}`).map((request) => request.body);
    expect(renames).toEqual([
      { Name: 'Old archive', hugeOperationAllowed: false },
      { Name: 'Old archive', hugeOperationAllowed: true },
    ]);
  });

  it('sends nothing more when the question is declined', async () => {
    const { requests } = await renderWithMocks(<FolderTree defaultOpen={[0]} showSearch={false} />);
    await folderRow('Archive').click();
    await userEvent.keyboard('{F2}');
    await page
      .getByRole('dialog', { name: 'Rename folder' })
      .getByRole('textbox', { name: 'Name' })
      .fill('X');
    await userEvent.keyboard('{Enter}');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo(requests, `/api/folder/${SEED.archive}`)).toHaveLength(1);
    await expect.element(folderRow('Archive')).toBeVisible();
  });

  it('refuses an invalid name with the spec message, before sending', async () => {
    const { requests } = await renderWithMocks(<FolderTree defaultOpen={[0]} showSearch={false} />);
    await folderRow('Press').click();
    await userEvent.keyboard('{F2}');
    const dialog = page.getByRole('dialog', { name: 'Rename folder' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('a|b');
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog.getByText('Input contains invalid characters!')).toBeVisible();
    expect(requestsTo(requests, `/api/folder/${SEED.press}`)).toHaveLength(0);
  });
});

describe('drag and drop (spec 000 §4)', () => {
  it('checks the permission warning, confirms, then moves', async () => {
    const { requests } = await renderWithMocks(<FolderTree defaultOpen={[0]} showSearch={false} />);
    await userEvent.dragAndDrop(folderRow('Press'), folderRow('Documents'));
    const question = page.getByRole('alertdialog');
    await expect.element(question).toHaveAccessibleDescription('Move the folder "Press" into "Documents"?');
    expect(
      requestsTo(requests, `/api/folders/movepermissionwarning/${SEED.press}/${SEED.documents}`),
    ).toHaveLength(1);
    expect(requestsTo(requests, '/api/folders/move')).toHaveLength(0);
    await question.getByRole('button', { name: 'Move' }).click();
    await expectToast('Folder has been moved.');
    expect(requestsTo(requests, '/api/folders/move').map((request) => request.body)).toEqual([
      { folderIds: [SEED.press], newParentId: SEED.documents },
    ]);
    await expect.element(folderRow('Press')).not.toBeInTheDocument();
  });

  it('refuses its own descendant, itself and "All"', async () => {
    const { requests } = await renderWithMocks(
      <FolderTree defaultOpen={[0, SEED.marketing]} showSearch={false} />,
    );
    await userEvent.dragAndDrop(folderRow('Marketing'), folderRow('Campaigns'));
    await userEvent.dragAndDrop(folderRow('Marketing'), folderRow('All'));
    await userEvent.dragAndDrop(folderRow('Campaigns'), folderRow('Marketing'));
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/api/folders/move'))).toEqual([]);
  });

  it("alerts when the warning check returns nothing, and shows a failed folder's message", async () => {
    await renderWithMocks(<FolderTree defaultOpen={[0]} showSearch={false} />, {
      scenarios: { getMovePermissionWarning: 'error-500' },
    });
    await userEvent.dragAndDrop(folderRow('Press'), folderRow('Documents'));
    await expectToast('Failed to continue action. Something went wrong.');
  });

  it('takes files dragged from a view (VITRINE_FILES_MIME) and hands them to the host', async () => {
    const onFilesDrop = vi.fn();
    await renderWithMocks(<FolderTree defaultOpen={[0]} showSearch={false} onFilesDrop={onFilesDrop} />);
    await expect.element(folderRow('Documents')).toBeVisible();
    const target = folderRow('Documents').element();
    const dataTransfer = new DataTransfer();
    setFilesDragData(dataTransfer, { imageIds: [3, 4], sourceFolderId: SEED.press });
    const over = new DragEvent('dragover', { dataTransfer, bubbles: true, cancelable: true });
    target.dispatchEvent(over);
    expect(over.defaultPrevented).toBe(true);
    await expect.element(folderRow('Documents')).toHaveAttribute('data-drop-target', 'true');
    target.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
    await expect.poll(() => onFilesDrop.mock.calls.length).toBe(1);
    expect(onFilesDrop.mock.calls[0]?.[0]).toMatchObject({
      folderId: SEED.documents,
      payload: { imageIds: [3, 4], sourceFolderId: SEED.press },
    });
    // 'All' takes no files.
    const refused = new DragEvent('dragover', { dataTransfer, bubbles: true, cancelable: true });
    folderRow('All').element().dispatchEvent(refused);
    expect(refused.defaultPrevented).toBe(false);
  });

  it('takes files dropped from the desktop on a folder, highlighted while over it (spec 001 §4)', async () => {
    const onDesktopFilesDrop = vi.fn();
    const onFilesDrop = vi.fn();
    await renderWithMocks(
      <FolderTree
        defaultOpen={[0]}
        showSearch={false}
        onFilesDrop={onFilesDrop}
        onDesktopFilesDrop={onDesktopFilesDrop}
      />,
    );
    await expect.element(folderRow('Documents')).toBeVisible();
    const target = folderRow('Documents').element();
    const dataTransfer = new DataTransfer();
    for (const name of ['beach.jpg', 'dunes.jpg'])
      dataTransfer.items.add(new File([new Uint8Array(8)], name, { type: 'image/jpeg' }));
    const over = new DragEvent('dragover', { dataTransfer, bubbles: true, cancelable: true });
    target.dispatchEvent(over);
    expect(over.defaultPrevented).toBe(true);
    await expect.element(folderRow('Documents')).toHaveAttribute('data-drop-target', 'true');
    const drop = new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true });
    target.dispatchEvent(drop);
    // Taken by the row: the page's own drop handler does not see it.
    expect(drop.defaultPrevented).toBe(true);
    await expect.element(folderRow('Documents')).not.toHaveAttribute('data-drop-target');
    await expect.poll(() => onDesktopFilesDrop.mock.calls.length).toBe(1);
    const event = onDesktopFilesDrop.mock.calls[0]?.[0];
    expect(event.folderId).toBe(SEED.documents);
    expect(event.folder.name).toBe('Documents');
    expect(event.files.map(({ file }: { file: File }) => file.name)).toEqual(['beach.jpg', 'dunes.jpg']);
    expect(onFilesDrop).not.toHaveBeenCalled();
    // 'All' is no folder to upload into.
    const refused = new DragEvent('dragover', { dataTransfer, bubbles: true, cancelable: true });
    folderRow('All').element().dispatchEvent(refused);
    expect(refused.defaultPrevented).toBe(false);
  });

  it('leaves desktop drops to the page without onDesktopFilesDrop', async () => {
    const onFilesDrop = vi.fn();
    await renderWithMocks(<FolderTree defaultOpen={[0]} showSearch={false} onFilesDrop={onFilesDrop} />);
    await expect.element(folderRow('Documents')).toBeVisible();
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File([new Uint8Array(8)], 'beach.jpg', { type: 'image/jpeg' }));
    const over = new DragEvent('dragover', { dataTransfer, bubbles: true, cancelable: true });
    folderRow('Documents').element().dispatchEvent(over);
    expect(over.defaultPrevented).toBe(false);
    const drop = new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true });
    folderRow('Documents').element().dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(false);
    expect(onFilesDrop).not.toHaveBeenCalled();
  });
});
