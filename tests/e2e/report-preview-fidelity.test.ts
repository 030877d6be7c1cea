// The report dialog's preview prints what the server prints (issue 20 "Instant preview: … from the
// same document definition the server uses"): for one request (template 1, the settings the dialog
// starts from: the server's default report; 7 files of the real server with their names, titles and
// keywords) the preview's PDF (packages/share-and-report src/report/preview.ts: the first page's files
// read as the dialog reads them, GET /api/images/{id} and their tiny thumbnails, the document built and
// made a PDF by pdfmake's browser build, make-pdf.ts) and page 1 of the report the server makes
// (makeReport) hold the same words, read back with pdftotext. Run in Node: pdfmake's browser build
// runs here as in the page. The preview's fonts (pdfmake's standard fonts, Latin-1 only:
// packages/share-and-report README "The preview's fonts") are metric-compatible with the server's
// Arimo, so the names are Latin.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPORT_LABELS_EN } from '@vitrine/core/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../packages/server/src/auth/permissions.ts';
import { principalOfUser } from '../../packages/server/src/notifications/principal.ts';
import { makeReport } from '../../packages/server/src/reports/report.ts';
import { type Agent, startTestServer, type TestServer } from '../../packages/server/src/testing/harness.ts';
import { photoLikeJpeg } from '../../packages/server/src/testing/images.ts';
import { uploadBytes } from '../../packages/server/src/testing/upload.ts';
import {
  type PdfRequest,
  type ReportImageDetail,
  requestFromSettings,
  settingsFromRequest,
} from '../../packages/share-and-report/src/report/domain.ts';
import {
  makeReportPreview,
  type PreviewFileReader,
} from '../../packages/share-and-report/src/report/preview.ts';

const run = promisify(execFile);
/** As much of sharp as this test uses (sharp is the server's dependency, not the workspace root's). */
type Sharp = (input: Buffer) => { jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> } };
// Resolved from the server's package, as the server itself loads it.
const sharp = createRequire(new URL('../../packages/server/package.json', import.meta.url))('sharp') as Sharp;

let server: TestServer;
let admin: Agent;
let dir: string;
const ids: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  dir = await mkdtemp(join(tmpdir(), 'vitrine-preview-fidelity-'));
  admin = await server.as('superAdmin');
  for (let index = 0; index < 7; index += 1) {
    const answers = await uploadBytes<{ files: { Id: number }[] }>(
      server,
      admin,
      `/api/upload/${server.library.folders.workspace.id}`,
      `harbour-${index}.jpg`,
      await photoLikeJpeg(640, 480, index + 1),
    );
    const id = answers.at(-1)?.body.files[0]?.Id as number;
    ids.push(id);
    await server.app.vitrine.db
      .updateTable('files')
      .set({ title: `Quay at dawn, number ${index}`, keywords: JSON.stringify(['harbour', `boat ${index}`]) })
      .where('id', '=', id)
      .execute();
  }
  server.app.vitrineJobs.worker.start();
  await server.app.vitrineJobs.worker.idle();
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * The dialog's reads of a file over the server's API: its detail and its tiny thumbnail, made a JPEG
 * (the dialog draws it on a canvas and takes a JPEG data URL of it: preview.ts jpegDataUrl).
 */
const readOverApi: PreviewFileReader = async (id) => {
  const detail = await admin.call<ReportImageDetail>('GET', `/api/images/${id}?skipImgLogUpdate=true`);
  expect(detail.status).toBe(200);
  const thumbnail = await server.app.inject({
    method: 'GET',
    url: `/Download.aspx?id=${id}&thumb=1`,
    headers: { cookie: `vitrine_session=${admin.cookie}` },
  });
  expect(thumbnail.statusCode).toBe(200);
  const jpeg = await sharp(thumbnail.rawPayload).jpeg({ quality: 82 }).toBuffer();
  return { detail: detail.body, picture: `data:image/jpeg;base64,${jpeg.toString('base64')}` };
};

/** The words of page 1 of a PDF (pdftotext; the layout's spacing left out). */
async function wordsOfPageOne(path: string): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-f', '1', '-l', '1', '-layout', path, '-']);
  return stdout.split(/\s+/).filter((word) => word !== '');
}

describe("the report preview's first page and the server's", () => {
  it('template 1, 7 files: the same words on page 1, "Page 1 of 2" on both', async () => {
    // The settings the dialog starts from: the server's default report (GET /api/reports/default).
    const saved = await admin.call<{ defaultPdf: PdfRequest }>('GET', '/api/reports/default');
    expect(saved.status).toBe(200);
    const settings = settingsFromRequest(saved.body.defaultPdf);
    expect(settings.template).toBe(1);
    const preview = await makeReportPreview({
      fileIds: ids,
      settings,
      customFields: [],
      labels: REPORT_LABELS_EN,
      readFile: readOverApi,
      signal: new AbortController().signal,
    });
    expect(preview.pageCount).toBe(2);
    const previewPath = join(dir, 'preview.pdf');
    await writeFile(previewPath, preview.pdf);

    const serverPath = join(dir, 'report.pdf');
    const principal = (await principalOfUser(
      server.app.vitrine.db,
      server.library.userIds.superAdmin,
    )) as Principal;
    const count = await makeReport({
      db: server.app.vitrine.db,
      blobs: server.app.vitrine.blobs,
      principal,
      now: new Date(),
      ids,
      request: requestFromSettings(settings),
      language: 'en',
      outPath: serverPath,
    });
    expect(count).toBe(7);

    const printed = await wordsOfPageOne(serverPath);
    // The first page's six files, with their titles and keywords, and the page number.
    for (const index of [0, 1, 2, 3, 4, 5]) expect(printed).toContain(`harbour-${index}.jpg`);
    expect(printed).not.toContain('harbour-6.jpg');
    expect(printed.join(' ')).toContain('Page 1 of 2');
    expect(await wordsOfPageOne(previewPath)).toEqual(printed);
  });
});
