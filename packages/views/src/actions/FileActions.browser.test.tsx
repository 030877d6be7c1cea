// useFileActions in a real browser (Debian chromium) on the mocks: delete and exclude with their
// confirmations, messages and follow-ups through the search session (spec 000 §4, §8), the download
// that skips files without permission (spec 000 §5, §8), the export's token, download and minimum
// wait (spec 000 §7, §9; the order of events, never wall time), the regenerate confirmation above 50
// (spec 000 §4, §5) and the recognition outcomes with the consent dialog (spec 000 §4, §8).
import { currentDb } from '@vitrine/mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  answeredIds,
  expectListed,
  expectToast,
  gate,
  listedIds,
  type RecordedRequest,
  renderWithMocks,
  searchRequests,
} from '../search/test-utils';
import { fileActionsLocale } from './locale';
import { ActionsHarness, answerDialog, createActionsProbe, expectDialog, toastTexts } from './test-utils';

/** Every file, by file name (a stable order). */
const ALL_BY_NAME = { selectedFolder: 0, sortOption: 7 } as const;

const calls = (requests: readonly RecordedRequest[], path: string | RegExp) =>
  requests.filter((request) => (typeof path === 'string' ? request.path === path : path.test(request.path)));
const answeredPageOnes = (requests: readonly RecordedRequest[]) =>
  requests.filter(
    (request) =>
      request.path === '/api/search' &&
      (request.body as { criteria: { currentPage: number } }).criteria.currentPage === 1 &&
      request.answer,
  );
const firstPage = (requests: readonly RecordedRequest[]) => answeredPageOnes(requests)[0];

/** Renders the harness over every file by name; resolves when page 1 is listed. */
async function setUp(
  options: Parameters<typeof renderWithMocks>[1] & { criteria?: object; setId?: number } = {},
) {
  const { criteria = ALL_BY_NAME, setId, ...rest } = options;
  const probe = createActionsProbe();
  const rendered = await renderWithMocks(
    <ActionsHarness criteria={criteria} probe={probe} options={setId === undefined ? {} : { setId }} />,
    { slowMs: 0, ...rest },
  );
  await expect.poll(() => firstPage(rendered.requests)).toBeDefined();
  const shown = answeredIds(firstPage(rendered.requests));
  await expectListed(shown);
  return { ...rendered, probe, shown };
}

describe('delete (spec 000 §4, §5, §8)', () => {
  it('asks first, deletes, says "{n} files deleted." (spec 001 §8), and refills a list left below 24', async () => {
    const { probe, requests, shown } = await setUp();
    const chosen = shown.slice(0, 3);
    await probe.select(chosen);
    const deleting = probe.actions?.deleteFiles();
    await expectDialog('Do you want to delete selected files?');
    expect(calls(requests, '/api/images/delete')).toHaveLength(0);
    const searchesBefore = searchRequests(requests).filter((criteria) => criteria.currentPage === 1).length;
    await answerDialog('Delete');
    expect(await deleting).toBe('done');
    expect(calls(requests, '/api/images/delete')[0]?.body).toEqual({ imageIds: chosen });
    await expectToast('3 files deleted.');
    // spec 000 §4: 21 left (< 24) → the loaded page is asked again and the files that moved up fill it.
    expect(searchRequests(requests).filter((criteria) => criteria.currentPage === 1).length).toBe(
      searchesBefore + 1,
    );
    await expect.poll(() => document.querySelectorAll('ul[aria-label="Files"] > li').length).toBe(24);
    for (const id of chosen) expect(document.querySelector(`li[data-id="${id}"]`)).toBeNull();
  });

  it('one file: the single question; cancelling deletes nothing', async () => {
    const { probe, requests, shown } = await setUp();
    await probe.select(shown.slice(0, 1));
    const deleting = probe.actions?.deleteFiles();
    await expectDialog('Do you want to delete this file?');
    await answerDialog('Cancel');
    expect(await deleting).toBe('cancelled');
    expect(calls(requests, '/api/images/delete')).toHaveLength(0);
    await expectListed(shown);
  });

  it('no file left: a new search runs (spec 000 §4)', async () => {
    const { probe, requests, shown } = await setUp({ criteria: { ...ALL_BY_NAME, itemsOnPage: 12 } });
    const deleting = probe.actions?.deleteFiles(shown);
    await answerDialog('Delete');
    expect(await deleting).toBe('done');
    await expectToast('12 files deleted.');
    // A new search from page 1: the next 12 files by name.
    await expect.poll(() => answeredPageOnes(requests).length).toBe(2);
    const next = answeredIds(answeredPageOnes(requests)[1]);
    expect(next.some((id) => shown.includes(id))).toBe(false);
    await expectListed(next);
  });

  it('some files refused: the success for the others and "Failed to delete some files."', async () => {
    const db = currentDb();
    // The editor may only read the Archive (@vitrine/mocks users).
    const archived = db.images.find((image) => db.fullPath(image.folderId).startsWith('/Archive'));
    const elsewhere = db.images.find((image) => !db.fullPath(image.folderId).startsWith('/Archive'));
    expect(archived && elsewhere).toBeTruthy();
    const ids = [elsewhere?.id ?? 0, archived?.id ?? 0];
    const { probe, requests } = await setUp({ user: 'editor' });
    const deleting = probe.actions?.deleteFiles(ids);
    await answerDialog('Delete');
    expect(await deleting).toBe('done');
    expect(calls(requests, '/api/images/delete')[0]?.answer).toEqual({
      deletedIds: [ids[0]],
      failedImageIds: [ids[1]],
    });
    await expectToast('1 file deleted.');
    await expectToast('Failed to delete some files.');
  });

  it('every file refused: the failure message', async () => {
    const { probe } = await setUp({ scenarios: { deleteImages: 'error-403' } });
    const deleting = probe.actions?.deleteFiles([1, 2]);
    await answerDialog('Delete');
    expect(await deleting).toBe('failed');
    await expectToast('Failed to delete files');
  });
});

describe('exclude from a set (spec 000 §7 deleteImagesFromSet, §8)', () => {
  it('asks first, excludes from the set, says "{n} files excluded." (spec 001 §8), and the files leave', async () => {
    const set = currentDb().sets.find((candidate) => candidate.imageIds.length >= 3);
    expect(set).toBeDefined();
    const setId = set?.id ?? 0;
    const { probe, requests, shown } = await setUp({
      criteria: { selectedSet: `s${setId}`, sortOption: 7 },
      setId,
    });
    const chosen = shown.slice(0, 2);
    await probe.select(chosen);
    const excluding = probe.actions?.excludeFiles();
    await expectDialog('Do you want to exclude this file(s)?');
    await answerDialog('Exclude');
    expect(await excluding).toBe('done');
    const call = calls(requests, `/api/virtualsets/${setId}/deleteimages`)[0];
    expect(call?.body).toEqual({ ImageIds: chosen });
    await expectToast('2 files excluded.');
    // The excluded files leave; the others keep their places (sorted by file name). Fewer than 24
    // are left when the page was full, so the page is asked again and what moved up fills it
    // (spec 000 §4): compare the part that was shown, whatever came after it.
    const remaining = shown.filter((id) => !chosen.includes(id));
    await expect
      .poll(() => {
        const ids = listedIds();
        return chosen.some((id) => ids.includes(id)) ? ids : ids.slice(0, remaining.length);
      })
      .toEqual(remaining);
  });
});

describe('download (spec 000 §5, §7, §8, §9)', () => {
  it('skips the files without download permission with the warning, and downloads the others', async () => {
    const { probe, requests, shown } = await setUp({
      handlers: [
        // Only the first two of the asked files may be downloaded.
        http.post('*/api/permissions/images', async ({ request }) => {
          const { imageIds } = (await request.clone().json()) as { imageIds: number[] };
          return HttpResponse.json({ imageIds: imageIds.slice(0, 2) });
        }),
      ],
    });
    const chosen = shown.slice(0, 4);
    await probe.select(chosen);
    expect(await probe.actions?.download()).toBe('done');
    expect(calls(requests, '/api/permissions/images')[0]?.body).toEqual({
      permission: 'download',
      imageIds: chosen,
    });
    await expectToast('You are not authorized to download some of the selected images.');
    const exported = calls(requests, '/api/export')[0];
    expect(exported?.body).toEqual({ ids: chosen.slice(0, 2), type: 1, keepFoldersStructure: false });
    const token = (exported?.answer as { id: string } | undefined)?.id;
    expect(token).toBeTruthy();
    expect(probe.events).toContain(`download-ready zip /api/export/${token}`);
  });

  it('no file may be downloaded: the warning, and nothing is exported', async () => {
    const { probe, requests, shown } = await setUp({
      handlers: [http.post('*/api/permissions/images', () => HttpResponse.json({ imageIds: [] }))],
    });
    expect(await probe.actions?.download({ ids: shown.slice(0, 2) })).toBe('nothing');
    await expectToast('You are not authorized to download some of the selected images.');
    expect(calls(requests, '/api/export')).toHaveLength(0);
  });

  it('the export: the token, then the download, and the loading state only after the 1 s wait', async () => {
    const held = gate();
    const asked: number[] = [];
    const probe = createActionsProbe();
    const { requests } = await renderWithMocks(
      <ActionsHarness
        criteria={ALL_BY_NAME}
        probe={probe}
        options={{
          keepFoldersStructure: true,
          wait: (ms) => {
            asked.push(ms);
            probe.events.push(`wait ${ms}`);
            return held.promise.then(() => {
              probe.events.push('wait over');
            });
          },
        }}
      />,
      { slowMs: 0 },
    );
    await expect.poll(() => firstPage(requests)).toBeDefined();
    const ids = answeredIds(firstPage(requests)).slice(0, 3);
    const exporting = probe.actions?.exportCsv({ ids });
    await expect.poll(() => probe.events.some((event) => event.startsWith('download-ready'))).toBe(true);
    const exported = calls(requests, '/api/export')[0];
    // spec 000 §7: type 4 is CSV; the keep-folder-structure option is sent.
    expect(exported?.body).toEqual({ ids, type: 4, keepFoldersStructure: true });
    const token = (exported?.answer as { id: string } | undefined)?.id;
    expect(token).toBeTruthy();
    // The download is ready, but the loading state stays until the wait is over.
    await expect
      .element(page.getByRole('status', { name: 'Busy' }))
      .toHaveTextContent('Preparing the CSV export…');
    held.open();
    expect(await exporting).toBe('done');
    await expect.poll(() => probe.events.at(-1)).toBe('busy none');
    expect(asked).toEqual([1000]);
    expect(probe.events).toEqual([
      'wait 1000',
      'busy exportCsv',
      `download-ready csv /api/export/${token}`,
      'wait over',
      'busy none',
    ]);
    // The export was prepared (token) before its download was started.
    const exportIndex = requests.indexOf(exported as RecordedRequest);
    expect(
      calls(requests, '/api/permissions/images').every((call) => requests.indexOf(call) < exportIndex),
    ).toBe(true);
  });

  it('one file: the original, without an export', async () => {
    const { probe, requests, shown } = await setUp();
    expect(await probe.actions?.download({ ids: shown.slice(0, 1) })).toBe('done');
    expect(calls(requests, '/api/export')).toHaveLength(0);
    expect(probe.events).toContain(`download-ready file /Download.aspx?id=${shown[0]}`);
  });

  it('a failed export: "Failed to download." as a warning', async () => {
    const { probe, shown } = await setUp({ scenarios: { exportFiles: 'error-500' } });
    expect(await probe.actions?.download({ ids: shown.slice(0, 2) })).toBe('failed');
    await expectToast('Failed to download.');
  });
});

describe('regenerate thumbnails (spec 000 §4, §5, §9)', () => {
  const imageIds = (n: number) =>
    currentDb()
      .images.slice(0, n)
      .map((image) => image.id);

  it('50 files: no question, and the host is asked to reload the page', async () => {
    const { probe, requests } = await setUp();
    const ids = imageIds(50);
    expect(await probe.actions?.regenerateThumbnails(ids)).toBe('done');
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(calls(requests, '/api/Thumb/generate')[0]?.body).toEqual({ IdArray: ids });
    expect(probe.events).toContain('reload 50');
  });

  it('51 files: asks first; confirmed, regenerates without a reload, and asks the loaded pages again', async () => {
    const { probe, requests } = await setUp();
    const ids = imageIds(51);
    // The first page's searches (the prefetch of the next page is another).
    const firstPages = () =>
      calls(requests, '/api/search').filter(
        (request) => (request.body as { criteria: { currentPage: number } }).criteria.currentPage === 1,
      ).length;
    await expect.poll(firstPages).toBe(1);
    const regenerating = probe.actions?.regenerateThumbnails(ids);
    await expectDialog('Regenerate the thumbnails of 51 files? This may take a while.');
    expect(calls(requests, '/api/Thumb/generate')).toHaveLength(0);
    await answerDialog('Regenerate');
    expect(await regenerating).toBe('done');
    expect(calls(requests, '/api/Thumb/generate')[0]?.body).toEqual({ IdArray: ids });
    expect(probe.events.some((event) => event.startsWith('reload'))).toBe(false);
    await expectToast('The thumbnails of 51 files are being regenerated.');
    // The files' summaries asked again (not a new search), so thumbnails being made are followed.
    expect(firstPages()).toBe(2);
  });

  it('51 files, cancelled: nothing is sent', async () => {
    const { probe, requests } = await setUp();
    const regenerating = probe.actions?.regenerateThumbnails(imageIds(51));
    await answerDialog('Cancel');
    expect(await regenerating).toBe('cancelled');
    expect(calls(requests, '/api/Thumb/generate')).toHaveLength(0);
  });
});

describe('recognize objects (spec 000 §4, §8)', () => {
  const images = () =>
    currentDb()
      .images.filter((image) => image.mimeType.startsWith('image/'))
      // spec 001 §6: a single recognizable image.
      .slice(0, 1)
      .map((image) => image.id);

  it('several files: a warning, nothing sent (spec 001 §6: a single recognizable image)', async () => {
    const { probe, requests } = await setUp();
    currentDb().aiConsent.set(1, true);
    const two = currentDb()
      .images.filter((image) => image.mimeType.startsWith('image/'))
      .slice(0, 2)
      .map((image) => image.id);
    expect(await probe.actions?.recognizeObjects(two)).toBe('cancelled');
    await expectToast('Select a single image to recognise.');
    expect(calls(requests, '/api/recognize/')).toHaveLength(0);
  });

  it('enqueued: the info message', async () => {
    const { probe, requests } = await setUp();
    currentDb().aiConsent.set(1, true); // the super admin accepted before
    const ids = images();
    expect(await probe.actions?.recognizeObjects(ids)).toBe('done');
    expect(calls(requests, '/api/recognize/')[0]?.body).toEqual({ ids });
    await expectToast('The selected files have been queued for object recognition.');
  });

  it('counter above 0: the success message', async () => {
    const { probe } = await setUp({
      handlers: [
        http.post('*/api/recognize/', () =>
          HttpResponse.json({
            enqueued: true,
            counter: 2,
            imageId: null,
            labels: [],
            requiresConsent: false,
          }),
        ),
      ],
    });
    expect(await probe.actions?.recognizeObjects(images())).toBe('done');
    await expectToast('Object recognition has started for 2 file(s).');
  });

  it('requiresConsent: the consent dialog; Accept records it and proceeds', async () => {
    const { probe, requests } = await setUp();
    const recognizing = probe.actions?.recognizeObjects(images());
    const dialog = await expectDialog(fileActionsLocale.consentMessage);
    await expect.element(dialog.getByRole('heading', { name: 'AI object recognition' })).toBeVisible();
    await answerDialog('Accept');
    expect(await recognizing).toBe('done');
    expect(calls(requests, '/api/recognition/consent').map((request) => request.body)).toEqual([
      { isAllowed: true },
    ]);
    expect(calls(requests, '/api/recognize/')).toHaveLength(2);
    expect(currentDb().aiConsent.get(1)).toBe(true);
    await expectToast('The selected files have been queued for object recognition.');
  });

  it('requiresConsent, declined: the refusal is recorded and nothing runs', async () => {
    const { probe, requests } = await setUp();
    const recognizing = probe.actions?.recognizeObjects(images());
    await expectDialog(fileActionsLocale.consentMessage);
    await answerDialog('Decline');
    expect(await recognizing).toBe('cancelled');
    expect(calls(requests, '/api/recognition/consent').map((request) => request.body)).toEqual([
      { isAllowed: false },
    ]);
    expect(calls(requests, '/api/recognize/')).toHaveLength(1);
    expect(toastTexts()).toEqual([]);
  });

  it('requiresConsent, closed with Escape: nothing is sent, and the next try asks again', async () => {
    const { probe, requests } = await setUp();
    const recognizing = probe.actions?.recognizeObjects(images());
    await expectDialog(fileActionsLocale.consentMessage);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(await recognizing).toBe('cancelled');
    expect(calls(requests, '/api/recognition/consent')).toHaveLength(0);
    expect(calls(requests, '/api/recognize/')).toHaveLength(1);
    expect(currentDb().aiConsent.has(1)).toBe(false);
    expect(toastTexts()).toEqual([]);
    // Not answered, so not recorded: the dialog opens again; this time Accept.
    const again = probe.actions?.recognizeObjects(images());
    await expectDialog(fileActionsLocale.consentMessage);
    await answerDialog('Accept');
    expect(await again).toBe('done');
    expect(calls(requests, '/api/recognition/consent').map((request) => request.body)).toEqual([
      { isAllowed: true },
    ]);
  });

  it('requiresConsent, closed with a click outside: nothing is sent', async () => {
    const { probe, requests } = await setUp();
    const recognizing = probe.actions?.recognizeObjects(images());
    await expectDialog(fileActionsLocale.consentMessage);
    const overlay = document.querySelector('.vt-ui__overlay');
    if (!(overlay instanceof HTMLElement)) throw new Error('the dialog has an overlay');
    await userEvent.click(overlay, { position: { x: 4, y: 4 } });
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(await recognizing).toBe('cancelled');
    expect(calls(requests, '/api/recognition/consent')).toHaveLength(0);
    expect(calls(requests, '/api/recognize/')).toHaveLength(1);
  });

  it("'Awaiting custom model': accepted, may take 10-15 minutes", async () => {
    const { probe } = await setUp({
      handlers: [
        http.post('*/api/recognize/', () =>
          HttpResponse.json(
            { responseStatus: { errorCode: 'AwaitingCustomModel', message: 'Awaiting custom model' } },
            { status: 400 },
          ),
        ),
      ],
    });
    expect(await probe.actions?.recognizeObjects(images())).toBe('done');
    await expectToast('Your request has been accepted. Recognition may take 10-15 minutes.');
  });
});

describe('one action at a time', () => {
  it('a second action while one runs answers busy', async () => {
    const { probe, shown } = await setUp();
    const deleting = probe.actions?.deleteFiles(shown.slice(0, 1));
    await expectDialog('Do you want to delete this file?');
    expect(await probe.actions?.download({ ids: shown.slice(0, 1) })).toBe('busy');
    await answerDialog('Cancel');
    expect(await deleting).toBe('cancelled');
  });
});

describe('the busy announcement waits for the answer (issue 15)', () => {
  it('"Deleting files…" is not shown while the confirmation is open, only once confirmed', async () => {
    const { probe, shown } = await setUp({
      handlers: [
        // The delete is held back, so the announcement can be read while it runs.
        http.post('*/api/images/delete', async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return HttpResponse.json({ deletedIds: [shown[0] ?? 0], failedImageIds: [] });
        }),
      ],
    });
    const deleting = probe.actions?.deleteFiles(shown.slice(0, 1));
    await expectDialog('Do you want to delete this file?');
    // The page under the modal dialog is hidden from the accessibility tree: read the output itself.
    expect(document.querySelector('output[aria-label="Busy"]')?.textContent).toBe('idle');
    expect(probe.events).not.toContain('busy delete');
    await answerDialog('Delete');
    await expect.poll(() => probe.events).toContain('busy delete');
    expect(await deleting).toBe('done');
    await expectToast('1 file deleted.');
  });

  it('regenerating above 50 files announces nothing while its question is open', async () => {
    const { probe } = await setUp();
    const ids = currentDb()
      .images.slice(0, 51)
      .map((image) => image.id);
    const regenerating = probe.actions?.regenerateThumbnails(ids);
    await expectDialog('Regenerate the thumbnails of 51 files? This may take a while.');
    expect(probe.events).not.toContain('busy regenerateThumbnails');
    await answerDialog('Cancel');
    expect(await regenerating).toBe('cancelled');
    expect(probe.events).not.toContain('busy regenerateThumbnails');
  });
});

describe('regenerate 50 or fewer without a host reload (spec 000 §4)', () => {
  it('the view searches again from page 1', async () => {
    const probe = createActionsProbe();
    const { requests } = await renderWithMocks(
      <ActionsHarness criteria={ALL_BY_NAME} probe={probe} options={{ onReloadRequested: undefined }} />,
      { slowMs: 0 },
    );
    await expect.poll(() => firstPage(requests)).toBeDefined();
    const before = answeredPageOnes(requests).length;
    const ids = answeredIds(firstPage(requests)).slice(0, 2);
    expect(await probe.actions?.regenerateThumbnails(ids)).toBe('done');
    await expect.poll(() => answeredPageOnes(requests).length).toBeGreaterThan(before);
  });
});

describe('move to folder (spec 001 §4, §7, §8)', () => {
  it('moves the files: PATCH /api/files, the success, and they leave the folder shown', async () => {
    const db = currentDb();
    const source = db.images[0]?.folderId ?? 0;
    const inSource = db.images.filter((image) => image.folderId === source).map((image) => image.id);
    const target = db.folders.find((folder) => folder.id !== source && folder.id > 0);
    expect(target).toBeDefined();
    const { probe, requests } = await setUp({
      criteria: { selectedFolder: source, hideSubstructure: true, sortOption: 7 },
    });
    const moving = inSource.slice(0, 2).filter((id) => listedIds().includes(id));
    expect(moving.length).toBeGreaterThan(0);
    await probe.select(moving);
    expect(
      await probe.actions?.moveToFolder({ folderId: target?.id ?? 0, folderName: target?.name ?? '' }),
    ).toBe('done');
    expect(calls(requests, '/api/files')[0]?.body).toEqual({
      newFolderId: target?.id,
      fileIds: moving,
      isDropFromSidebar: false,
      Override: false,
    });
    await expectToast(
      moving.length === 1 ? `1 file moved to ${target?.name}.` : `2 files moved to ${target?.name}.`,
    );
    await expect.poll(() => moving.some((id) => listedIds().includes(id))).toBe(false);
    expect(probe.selected()).toEqual([]);
  });

  it('a 409 opens the conflict dialog with the server message; Override sends again; a partial failure re-selects the failed files', async () => {
    const bodies: unknown[] = [];
    const { probe, shown } = await setUp({
      handlers: [
        http.patch('*/api/files', async ({ request }) => {
          const body = (await request.clone().json()) as { fileIds: number[]; Override: boolean };
          bodies.push(body);
          if (!body.Override)
            return HttpResponse.json(
              {
                responseStatus: {
                  errorCode: 'Conflict',
                  message: 'A file named photo.jpg is already there.',
                },
              },
              { status: 409 },
            );
          return HttpResponse.json({ failedImageIds: body.fileIds.slice(1) });
        }),
      ],
    });
    const chosen = shown.slice(0, 3);
    await probe.select(chosen);
    const moving = probe.actions?.moveToFolder({ folderId: 99, folderName: 'Winter' });
    const dialog = await expectDialog('A file named photo.jpg is already there.');
    await expect.element(dialog).toHaveAccessibleName('Files with the same name');
    // The busy announcement waits while the dialog asks (the page under it is hidden: read the output).
    await expect.poll(() => document.querySelector('output[aria-label="Busy"]')?.textContent).toBe('idle');
    await answerDialog('Override');
    expect(await moving).toBe('done');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ newFolderId: 99, fileIds: chosen, Override: true });
    await expectToast('1 file moved to Winter.');
    await expectToast(`Failed to move some images: ${chosen.slice(1).join(', ')}`);
    // spec 001 §4: the files that did not move are selected again.
    expect([...probe.selected()].sort()).toEqual(chosen.slice(1).sort());
  });

  it('the conflict dialog cancelled: nothing more is sent', async () => {
    let sent = 0;
    const { probe, shown } = await setUp({
      handlers: [
        http.patch('*/api/files', () => {
          sent += 1;
          return HttpResponse.json(
            { responseStatus: { errorCode: 'Conflict', message: 'Taken.' } },
            { status: 409 },
          );
        }),
      ],
    });
    const moving = probe.actions?.moveToFolder({ folderId: 5, folderName: 'X' }, { ids: shown.slice(0, 1) });
    await expectDialog('Taken.');
    await answerDialog('Cancel');
    expect(await moving).toBe('cancelled');
    expect(sent).toBe(1);
  });

  it('another failure: the server message, else "Failed to move image(s)"', async () => {
    const { probe, shown } = await setUp({ scenarios: { moveFiles: 'error-500' } });
    expect(
      await probe.actions?.moveToFolder({ folderId: 5, folderName: 'X' }, { ids: shown.slice(0, 1) }),
    ).toBe('failed');
    await expectToast('Failed to move image(s)');
  });
});

describe('add to set (spec 001 §5, §7, §8)', () => {
  it('10 files: added without a question', async () => {
    const { probe, requests, shown } = await setUp();
    expect(await probe.actions?.addToSet(1, { ids: shown.slice(0, 10) })).toBe('done');
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(calls(requests, '/api/virtualsets/1/images')[0]?.body).toEqual({
      ImageIds: shown.slice(0, 10),
      isDropFromSidebar: false,
    });
    await expectToast('10 files added to the Virtual Set.');
  });

  it('11 files: asks first; cancelled sends nothing, confirmed adds', async () => {
    const { probe, requests, shown } = await setUp();
    const ids = shown.slice(0, 11);
    const first = probe.actions?.addToSet(1, { ids });
    await expectDialog('Do you want to add 11 files to this Virtual Set?');
    await answerDialog('Cancel');
    expect(await first).toBe('cancelled');
    expect(calls(requests, '/api/virtualsets/1/images')).toHaveLength(0);
    const second = probe.actions?.addToSet(1, { ids });
    await expectDialog('Do you want to add 11 files to this Virtual Set?');
    await answerDialog('Add');
    expect(await second).toBe('done');
    expect(calls(requests, '/api/virtualsets/1/images')).toHaveLength(1);
    await expectToast('11 files added to the Virtual Set.');
  });

  it('a failure: "Failed to move image(s)."', async () => {
    const { probe, shown } = await setUp({ scenarios: { addImagesToSet: 'error-500' } });
    expect(await probe.actions?.addToSet(1, { ids: shown.slice(0, 1) })).toBe('failed');
    await expectToast('Failed to move image(s).');
  });
});
