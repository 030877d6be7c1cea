// PDF reports made for real (issue 20 "PDF reports"): every template's PDF read back with pdftotext
// (its page count with pdfinfo), names and metadata printed as text and never read as markup, letters
// outside Latin-1 printed whole through the fonts' subsets, and only the files the user may see.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { REPORT_TEMPLATES, reportPageCount } from '@vitrine/core/report';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../auth/permissions';
import { principalOfUser } from '../notifications/principal';
import { startTestServer, type TestServer } from '../testing/harness';
import { photoLikeJpeg } from '../testing/images';
import { uploadBytes } from '../testing/upload';
import { makeReport } from './report';

const run = promisify(execFile);

let server: TestServer;
let dir: string;
const ids: number[] = [];
let admin: Principal;

/** What a hostile name looks like: markup, a pdfmake-ish object text, and non-Latin-1 letters. */
const HOSTILE_TITLE = '<b>Łódź</b> {"text":"x"} & Ωmega';

beforeAll(async () => {
  server = await startTestServer();
  dir = await mkdtemp(join(tmpdir(), 'vitrine-report-test-'));
  const editor = await server.as('editor');
  for (let index = 0; index < 7; index += 1) {
    const answers = await uploadBytes<{ files: { Id: number }[] }>(
      server,
      editor,
      `/api/upload/${server.library.folders.workspace.id}`,
      `photo-${index}.jpg`,
      await photoLikeJpeg(800, 600, index + 1),
    );
    ids.push(answers.at(-1)?.body.files[0]?.Id as number);
  }
  await server.app.vitrine.db
    .updateTable('files')
    .set({ title: HOSTILE_TITLE, keywords: JSON.stringify(['harbour', 'dawn']) })
    .where('id', '=', ids[0] as number)
    .execute();
  server.app.vitrineJobs.worker.start();
  await server.app.vitrineJobs.worker.idle();
  admin = (await principalOfUser(server.app.vitrine.db, server.library.userIds.superAdmin)) as Principal;
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function report(template: number, principal = admin, fileIds = ids) {
  const outPath = join(dir, `report-${template}-${principal.userId}.pdf`);
  const count = await makeReport({
    db: server.app.vitrine.db,
    blobs: server.app.vitrine.blobs,
    principal,
    now: new Date(),
    ids: fileIds,
    request: {
      settings: {
        template,
        font: { family: 'Georgia' },
        titleBlock: { infoSpecification: ['title', 'iptcContent', 'fileInfo'] },
        pageNumbers: { position: 'center', format: 'PageXofY' },
      },
    },
    outPath,
  });
  return { count, outPath };
}

async function text(path: string): Promise<string> {
  return (await run('pdftotext', ['-layout', path, '-'])).stdout;
}

async function pages(path: string): Promise<number> {
  const info = (await run('pdfinfo', [path])).stdout;
  return Number(info.match(/^Pages:\s+(\d+)/m)?.[1]);
}

/** The committed first-page renderings, one per template (pdftoppm at 30 dpi, grey). */
const BASELINES = fileURLToPath(new URL('./__baselines__/', import.meta.url));

/**
 * The report's first page, rendered with pdftoppm, against its committed baseline: the same size,
 * and at most a small mean difference per pixel (anti-aliasing may differ between poppler builds; a
 * moved picture, a lost caption or another layout differs by far more). Without a baseline it is
 * written (and the run fails on CI, where baselines must be committed).
 */
async function expectPageLikeBaseline(pdfPath: string, template: number): Promise<void> {
  // pdftoppm writes files only: <root>.png with -singlefile.
  const root = pdfPath.replace(/\.pdf$/, '-page1');
  await run('pdftoppm', ['-r', '30', '-gray', '-png', '-f', '1', '-l', '1', '-singlefile', pdfPath, root]);
  const rendered = await readFile(`${root}.png`);
  const baselinePath = join(BASELINES, `template-${template}.png`);
  const baseline = await readFile(baselinePath).catch(() => null);
  if (!baseline) {
    if (process.env.CI)
      throw new Error(`no baseline ${baselinePath}: run the test once outside CI and commit it`);
    await mkdir(BASELINES, { recursive: true });
    await writeFile(baselinePath, rendered);
    return;
  }
  const pixels = async (png: Buffer) => sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const [now, then] = await Promise.all([pixels(rendered), pixels(baseline)]);
  expect([now.info.width, now.info.height]).toEqual([then.info.width, then.info.height]);
  let difference = 0;
  for (let index = 0; index < now.data.length; index += 1) {
    difference += Math.abs((now.data[index] as number) - (then.data[index] as number));
  }
  expect(difference / now.data.length).toBeLessThan(2);
}

describe('makeReport', () => {
  it.each(REPORT_TEMPLATES.map((template) => [template.id, template]))(
    'template %i: a PDF of the files with their names, the page count the template gives, numbered "Page X of Y"',
    async (_id, template) => {
      const { count, outPath } = await report(template.id);
      expect(count).toBe(ids.length);
      const header = (await readFile(outPath)).subarray(0, 5).toString('latin1');
      expect(header).toBe('%PDF-');
      const expectedPages = reportPageCount(template, ids.length);
      expect(await pages(outPath)).toBe(expectedPages);
      const printed = await text(outPath);
      // Every file's name is printed (a grid caption may cut a long name, not these).
      for (let index = 0; index < ids.length; index += 1) expect(printed).toContain(`photo-${index}.jpg`);
      expect(printed).toContain(`Page ${expectedPages} of ${expectedPages}`);
      await expectPageLikeBaseline(outPath, template.id);
    },
    60_000,
  );

  it('prints names and metadata as text: markup and braces come out literally, Ł, ó, ź and Ω whole', async () => {
    const { outPath } = await report(7, admin, [ids[0] as number]);
    const printed = await text(outPath);
    expect(printed).toContain(HOSTILE_TITLE);
    expect(printed).toContain('harbour, dawn');
  });

  it('holds only the files the user may see: a viewer without the folder gets nothing, no file written', async () => {
    const outsider = await server.app.vitrine.db
      .insertInto('users')
      .values({
        user_name: 'report.outsider',
        email: 'outsider@example.test',
        password_hash: 'x',
        is_super_admin: 0,
        is_guest: 0,
        folder_id: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const principal = (await principalOfUser(server.app.vitrine.db, outsider.id)) as Principal;
    const { count, outPath } = await report(1, principal);
    expect(count).toBe(0);
    await expect(readFile(outPath)).rejects.toThrow();
  });

  it('draws the header and footer images of the request on every page', async () => {
    const red = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#cc0000' } })
      .png()
      .toBuffer();
    const outPath = join(dir, 'report-header.pdf');
    await makeReport({
      db: server.app.vitrine.db,
      blobs: server.app.vitrine.blobs,
      principal: admin,
      now: new Date(),
      ids,
      request: {
        settings: { template: 12 },
        headerImage: { path: `data:image/png;base64,${red.toString('base64')}` },
        footerImage: { path: `data:image/png;base64,${red.toString('base64')}` },
      } as never,
      outPath,
    });
    const list = (await run('pdfimages', ['-list', outPath])).stdout;
    // The table template has no pictures of files: the two images drawn are the header and the footer.
    const images = list
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '');
    expect(images.length).toBe(2);
    expect(images.every((line) => /\s60\s+20\s/.test(line))).toBe(true);
  });

  it('writes the report in German when asked', async () => {
    const outPath = join(dir, 'report-de.pdf');
    await makeReport({
      db: server.app.vitrine.db,
      blobs: server.app.vitrine.blobs,
      principal: admin,
      now: new Date(),
      ids,
      request: { settings: { template: 10 } },
      language: 'de-DE',
      outPath,
    });
    const printed = await text(outPath);
    expect(printed).toContain('Dateiname');
    expect(printed).toContain('Seite 1 von 2');
  });
});
