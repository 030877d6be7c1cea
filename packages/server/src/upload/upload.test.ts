// The chunked upload protocol (spec 001 §5, §7, §8, §9) on the server: chunks in any order or twice,
// the statuses of spec 001 §8, the conflict resolutions of §4, zip extraction, public pages, image
// overwrite, and the odd and hostile names of issue 5's security tests.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workPaths } from '../storage/work-paths';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { chunkFieldList, postMultipart, uploadBytes } from '../testing/upload';
import { chunkStoreFor } from './chunks';
import { sweepUploads, UPLOAD_ABANDON_MS } from './janitor';
import { createPublicUploadPage } from './public';

type Result = {
  complete: boolean;
  receivedBytes: number;
  files?: {
    Id: number;
    name: string;
    folderId: number;
    isZip?: boolean;
    hasDuplicates?: boolean;
    folderUpload?: boolean;
  }[];
};
type ErrorBody = { responseStatus: { errorCode: string; message: string } };

let server: TestServer;
let editor: Agent;
let png: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  png = await solidImage(32, 24, 'png');
});
beforeEach(async () => {
  await server.reset();
  editor = await server.as('editor');
});
afterAll(() => server.close());

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function newFolder(
  name = `Up ${Math.random().toString(36).slice(2, 8)}`,
  parentId = server.library.folders.workspace.id,
) {
  const answer = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: name,
    ParentId: parentId,
  });
  expect(answer.status).toBe(200);
  return answer.body.id;
}

const filesIn = (folderId: number) =>
  server.app.vitrine.db
    .selectFrom('files')
    .selectAll()
    .where('folder_id', '=', folderId)
    .orderBy('id')
    .execute();

const last = <T>(answers: T[]) => answers[answers.length - 1] as T;

/** Posts chunk `index` (at `offset`) of a 20-byte file `fileName` sent in two chunks. */
const twoChunksOf20Bytes =
  (folderId: number, fileName: string) => (index: number, offset: number, bytes: Buffer) =>
    postMultipart<ErrorBody>(
      server,
      editor,
      `/api/upload/${folderId}`,
      chunkFieldList({
        fileName,
        fileSize: 20,
        chunkIndex: index,
        chunkCount: 2,
        chunkOffset: offset,
        uniqueId: fileName,
      }),
      { bytes, name: fileName },
    );

describe('chunks (spec 001 §7)', () => {
  it('stores a one-chunk file and answers complete with the file (UploadFileResult)', async () => {
    const folderId = await newFolder();
    const [answer] = await uploadBytes<Result>(server, editor, `/api/upload/${folderId}`, 'harbour.png', png);
    expect(answer?.status).toBe(200);
    expect(answer?.body).toMatchObject({
      complete: true,
      receivedBytes: png.length,
      files: [
        {
          name: 'harbour.png',
          folderId,
          isImage: true,
          imageInfo: { width: 32, height: 24 },
          isZip: false,
          hasDuplicates: false,
          folderUpload: false,
          recognizing: false,
        },
      ],
    });
    const [file] = await filesIn(folderId);
    expect(file).toMatchObject({
      file_name: 'harbour.png',
      content_hash: sha(png),
      owner_id: server.library.userIds.editor,
    });
  });

  it('joins chunks that arrive out of order and twice, and checks the total size', async () => {
    const folderId = await newFolder();
    const bytes = Buffer.from(Array.from({ length: 25 }, (_, i) => i + 1));
    const answers = await uploadBytes<Result>(server, editor, `/api/upload/${folderId}`, 'data.bin', bytes, {
      chunkSize: 10,
      order: [2, 0, 0, 1],
      uniqueId: 'out-of-order',
    });
    expect(answers.map((a) => [a.status, a.body.complete, a.body.receivedBytes])).toEqual([
      [200, false, 5],
      [200, false, 15],
      [200, false, 15],
      [200, true, 25],
    ]);
    const [file] = await filesIn(folderId);
    expect(file?.content_hash).toBe(sha(bytes));
    expect(file?.file_size).toBe(25);
    // The last chunk sent again gets the same answer and makes no second file.
    const again = await uploadBytes<Result>(server, editor, `/api/upload/${folderId}`, 'data.bin', bytes, {
      chunkSize: 10,
      order: [1],
      uniqueId: 'out-of-order',
    });
    expect(again[0]?.body).toEqual(last(answers).body);
    expect(await filesIn(folderId)).toHaveLength(1);
  });

  it("hashes chunks that come in order as they arrive (the stored hash is the bytes' SHA-256)", async () => {
    const folderId = await newFolder();
    const bytes = Buffer.from(Array.from({ length: 95 }, (_, i) => (i * 7) % 256));
    const answers = await uploadBytes<Result>(
      server,
      editor,
      `/api/upload/${folderId}`,
      'ordered.bin',
      bytes,
      { chunkSize: 30 },
    );
    expect(answers.map((a) => a.body.complete)).toEqual([false, false, false, true]);
    expect((await filesIn(folderId))[0]?.content_hash).toBe(sha(bytes));
    expect(await server.app.vitrine.blobs.stat(sha(bytes))).toEqual({ size: 95 });
  });

  it('takes a chunk whose text fields come after its file part', async () => {
    const folderId = await newFolder();
    const answer = await postMultipart<Result>(
      server,
      editor,
      `/api/upload/${folderId}`,
      chunkFieldList({
        fileName: 'late.png',
        fileSize: png.length,
        chunkIndex: 0,
        chunkCount: 1,
        chunkOffset: 0,
        uniqueId: 'late',
      }),
      { bytes: png, name: 'late.png' },
      { fileFirst: true },
    );
    expect(answer.body).toMatchObject({ complete: true, files: [{ name: 'late.png' }] });
    expect((await filesIn(folderId))[0]?.content_hash).toBe(sha(png));
    // Nothing is left spooled.
    expect(
      (await readdir(workPaths(server.dataDir).uploads)).filter((n) => n.startsWith('incoming-')),
    ).toEqual([]);
  });

  it('makes one file when the last chunk arrives twice at the same time', async () => {
    const folderId = await newFolder();
    const bytes = Buffer.alloc(20, 9);
    const chunk = (index: number) =>
      postMultipart<Result>(
        server,
        editor,
        `/api/upload/${folderId}`,
        chunkFieldList({
          fileName: 'twice.bin',
          fileSize: 20,
          chunkIndex: index,
          chunkCount: 2,
          chunkOffset: index * 10,
          uniqueId: 'race',
        }),
        { bytes: bytes.subarray(index * 10, index * 10 + 10), name: 'twice.bin' },
      );
    expect((await chunk(0)).body.complete).toBe(false);
    const [a, b] = await Promise.all([chunk(1), chunk(1)]);
    expect(a.body).toEqual(b.body);
    expect(a.body.complete).toBe(true);
    expect(await filesIn(folderId)).toHaveLength(1);
  });

  it('refuses chunks that do not add up to the file (a gap) with 400, and stores nothing', async () => {
    const folderId = await newFolder();
    const post = twoChunksOf20Bytes(folderId, 'gap.bin');
    expect((await post(0, 0, Buffer.alloc(8, 1))).status).toBe(200);
    const second = await post(1, 10, Buffer.alloc(10, 2));
    expect(second.status).toBe(400);
    expect(second.body.responseStatus.message).toMatch(/do not add up/);
    expect(await filesIn(folderId)).toEqual([]);
  });

  it('refuses a chunk whose bytes go past the end of the file (400), and stores nothing', async () => {
    const folderId = await newFolder();
    const post = twoChunksOf20Bytes(folderId, 'long.bin');
    expect((await post(0, 0, Buffer.alloc(10, 1))).status).toBe(200);
    // 70,000 bytes where 10 fit: more than one piece of the body reaches the limit.
    const second = await post(1, 10, Buffer.alloc(70_000, 2));
    expect(second.status).toBe(400);
    expect(second.body.responseStatus.message).toBe('The chunk goes past the end of the file.');
    expect(await filesIn(folderId)).toEqual([]);
    // The right bytes afterwards complete the file.
    const third = await post(1, 10, Buffer.alloc(10, 2));
    expect(third.status).toBe(200);
    expect((await filesIn(folderId)).map((file) => [file.file_name, file.file_size])).toEqual([
      ['long.bin', 20],
    ]);
  });

  it('refuses a chunk whose file size or count differs from the upload it names (400)', async () => {
    const folderId = await newFolder();
    const fields = (fileSize: number) =>
      chunkFieldList({
        fileName: 'x.bin',
        fileSize,
        chunkIndex: 0,
        chunkCount: 2,
        chunkOffset: 0,
        uniqueId: 'mixed',
      });
    expect(
      (
        await postMultipart(server, editor, `/api/upload/${folderId}`, fields(20), {
          bytes: Buffer.alloc(10),
          name: 'x.bin',
        })
      ).status,
    ).toBe(200);
    const other = await postMultipart<ErrorBody>(server, editor, `/api/upload/${folderId}`, fields(30), {
      bytes: Buffer.alloc(10),
      name: 'x.bin',
    });
    expect(other.status).toBe(400);
  });

  it('refuses missing or malformed fields with 400 naming the field', async () => {
    const folderId = await newFolder();
    const noFile = await postMultipart<ErrorBody>(
      server,
      editor,
      `/api/upload/${folderId}`,
      chunkFieldList({
        fileName: 'a.png',
        fileSize: 1,
        chunkIndex: 0,
        chunkCount: 1,
        chunkOffset: 0,
        uniqueId: 'u',
      }),
      null,
    );
    expect(noFile.status).toBe(400);
    const badIndex = await postMultipart<ErrorBody>(
      server,
      editor,
      `/api/upload/${folderId}`,
      chunkFieldList({
        fileName: 'a.png',
        fileSize: 1,
        chunkIndex: 3,
        chunkCount: 1,
        chunkOffset: 0,
        uniqueId: 'u',
      }),
      { bytes: Buffer.alloc(1), name: 'a.png' },
    );
    expect(badIndex.status).toBe(400);
    expect(badIndex.body.responseStatus.message).toMatch(/chunkIndex/);
    const json = await editor.call('POST', `/api/upload/${folderId}`, { fileName: 'a.png' });
    expect(json.status).toBe(400);
    expect(await filesIn(folderId)).toEqual([]);
  });

  it('cleans an abandoned upload after UPLOAD_ABANDON_MS (24 hours)', async () => {
    const folderId = await newFolder();
    await uploadBytes(server, editor, `/api/upload/${folderId}`, 'half.bin', Buffer.alloc(20, 3), {
      chunkSize: 10,
      order: [0],
    });
    const uploads = workPaths(server.dataDir).uploads;
    const store = chunkStoreFor(server.app.vitrine);
    const db = server.app.vitrine.db;
    expect((await readdir(uploads)).length).toBeGreaterThan(0);
    expect(await db.selectFrom('upload_chunks').select('chunk_index').execute()).toHaveLength(1);
    expect(await sweepUploads(store, Date.now() + 60_000)).toEqual([]);
    const removed = await sweepUploads(store, Date.now() + UPLOAD_ABANDON_MS + 60_000);
    expect(removed.length).toBeGreaterThan(0);
    expect(await readdir(uploads)).toEqual([]);
    // Its rows went with its file.
    expect(await db.selectFrom('upload_sessions').select('key_hash').execute()).toEqual([]);
    expect(await db.selectFrom('upload_chunks').select('key_hash').execute()).toEqual([]);
  });
});

describe('statuses of spec 001 §8 and the rules of §5', () => {
  it('444 when the destination folder is gone (or hidden), 403 for a viewer and a guest, 401 without guest access', async () => {
    const folderId = await newFolder();
    const gone = await uploadBytes<ErrorBody>(server, editor, '/api/upload/999999', 'a.png', png);
    expect(gone[0]?.status).toBe(444);
    expect(gone[0]?.body.responseStatus.message).toBe('Destination folder not found');
    const viewer = await server.as('viewer');
    expect((await uploadBytes(server, viewer, `/api/upload/${folderId}`, 'a.png', png))[0]?.status).toBe(403);
    expect(
      (await uploadBytes(server, server.agent(), `/api/upload/${folderId}`, 'a.png', png))[0]?.status,
    ).toBe(403);
    await server.app.vitrine.db
      .updateTable('settings')
      .set({ value: 'false' })
      .where('key', '=', 'guestAccessEnabled')
      .execute();
    expect(
      (await uploadBytes(server, server.agent(), `/api/upload/${folderId}`, 'a.png', png))[0]?.status,
    ).toBe(401);
    expect(await filesIn(folderId)).toEqual([]);
  });

  it("413 'File is too large. File size can not exceed 2Gb' above 2 GiB (exactly 2 GiB is allowed)", async () => {
    const folderId = await newFolder();
    const post = (fileSize: number) =>
      postMultipart<ErrorBody>(
        server,
        editor,
        `/api/upload/${folderId}`,
        chunkFieldList({
          fileName: 'big.bin',
          fileSize,
          chunkIndex: 0,
          chunkCount: 36,
          chunkOffset: 0,
          uniqueId: `big-${fileSize}`,
        }),
        {
          bytes: Buffer.alloc(16),
          name: 'big.bin',
        },
      );
    const over = await post(2 * 1024 ** 3 + 1);
    expect(over.status).toBe(413);
    expect(over.body.responseStatus.message).toBe('File is too large. File size can not exceed 2Gb');
    expect((await post(2 * 1024 ** 3)).status).toBe(200);
  });

  it("400 'File type is not allowed' for a type the folder or a parent forbids", async () => {
    const parentId = await newFolder();
    const childId = await newFolder('Child', parentId);
    const admin = await server.as('superAdmin');
    expect(
      (
        await admin.call('POST', `/api/folders/limitUploadFileTypes/${parentId}`, {
          forbiddenTypesNames: ['.PNG'],
        })
      ).status,
    ).toBe(204);
    const [answer] = await uploadBytes<ErrorBody>(server, editor, `/api/upload/${childId}`, 'photo.png', png);
    expect(answer?.status).toBe(400);
    expect(answer?.body.responseStatus.message).toBe('File type is not allowed');
    expect(
      (await uploadBytes(server, editor, `/api/upload/${childId}`, 'notes.txt', Buffer.from('hi')))[0]
        ?.status,
    ).toBe(200);
  });

  it('446 on a name in use; makeCopy stores "name (1).ext"; createNewVersion replaces it as version 2 (spec 001 §4)', async () => {
    const folderId = await newFolder();
    const [first] = await uploadBytes<Result>(server, editor, `/api/upload/${folderId}`, 'pier.png', png);
    const [conflict] = await uploadBytes<ErrorBody>(
      server,
      editor,
      `/api/upload/${folderId}`,
      'pier.png',
      png,
    );
    expect(conflict?.status).toBe(446);
    expect(conflict?.body.responseStatus.message).toBe(
      'Failed to add the file due to a file with the same name already exists.',
    );
    const [copy] = await uploadBytes<Result>(server, editor, `/api/upload/${folderId}`, 'pier.png', png, {
      flags: { makeCopy: true },
    });
    expect(copy?.body.files?.[0]?.name).toBe('pier (1).png');
    const other = await solidImage(20, 20, 'png', '#aa0000');
    const [version] = await uploadBytes<Result>(
      server,
      editor,
      `/api/upload/${folderId}`,
      'pier.png',
      other,
      {
        flags: { createNewVersion: true },
      },
    );
    expect(version?.body.files?.[0]?.Id).toBe(first?.body.files?.[0]?.Id);
    const files = await filesIn(folderId);
    expect(files.map((f) => [f.file_name, f.version])).toEqual([
      ['pier.png', 2],
      ['pier (1).png', 1],
    ]);
    expect(files[0]?.content_hash).toBe(sha(other));
    const versions = await server.app.vitrine.db.selectFrom('file_versions').selectAll().execute();
    expect(versions.map((v) => [v.file_id, v.version, v.content_hash])).toEqual([
      [files[0]?.id, 1, sha(png)],
    ]);
  });

  it('a file name in NFD conflicts with the same name in NFC (names are stored NFC)', async () => {
    const folderId = await newFolder();
    await uploadBytes(server, editor, `/api/upload/${folderId}`, 'Cafe\u0301.png', png);
    const [again] = await uploadBytes(server, editor, `/api/upload/${folderId}`, 'Caf\u00e9.png', png);
    expect(again?.status).toBe(446);
    expect((await filesIn(folderId)).map((f) => f.file_name)).toEqual(['Caf\u00e9.png']);
  });

  it('searchDuplicates: hasDuplicates when the same bytes are already in the library', async () => {
    const folderId = await newFolder();
    await uploadBytes(server, editor, `/api/upload/${folderId}`, 'one.png', png);
    const [off] = await uploadBytes<Result>(server, editor, `/api/upload/${folderId}`, 'two.png', png);
    expect(off?.body.files?.[0]?.hasDuplicates).toBe(false);
    const [on] = await uploadBytes<Result>(server, editor, `/api/upload/${folderId}`, 'three.png', png, {
      flags: { searchDuplicates: true },
    });
    expect(on?.body.files?.[0]?.hasDuplicates).toBe(true);
    const [unique] = await uploadBytes<Result>(
      server,
      editor,
      `/api/upload/${folderId}`,
      'four.png',
      await solidImage(9, 9, 'png'),
      {
        flags: { searchDuplicates: true },
      },
    );
    expect(unique?.body.files?.[0]?.hasDuplicates).toBe(false);
  });

  it('relativePath makes the sub-folders (folderUpload); flatUpload puts the file in the folder itself', async () => {
    const folderId = await newFolder();
    const [nested] = await uploadBytes<Result>(server, editor, `/api/upload/${folderId}`, 'a.png', png, {
      relativePath: 'trips/2025/a.png',
    });
    expect(nested?.body.files?.[0]?.folderUpload).toBe(true);
    const trips = await server.app.vitrine.db
      .selectFrom('folders')
      .selectAll()
      .where('name', '=', '2025')
      .executeTakeFirstOrThrow();
    expect(nested?.body.files?.[0]?.folderId).toBe(trips.id);
    const [flat] = await uploadBytes<Result>(server, editor, `/api/upload/${folderId}`, 'b.png', png, {
      relativePath: 'trips/2025/b.png',
      flags: { flatUpload: true },
    });
    expect(flat?.body.files?.[0]).toMatchObject({ folderId, folderUpload: false });
  });
});

describe('the file-name check (spec 001 §5, §7 checkfilename)', () => {
  it('answers isNameVacant and ignore (a zip), follows a relative path, and refuses a viewer', async () => {
    const folderId = await newFolder();
    await uploadBytes(server, editor, `/api/upload/${folderId}`, 'a.png', png, { relativePath: 'sub/a.png' });
    const check = (fileFullPath: string, agent = editor) =>
      agent.call<{ isNameVacant: boolean; ignore: boolean }>('POST', '/api/upload/checkfilename', {
        fileFullPath,
        folderId,
      });
    expect((await check('a.png')).body).toEqual({ isNameVacant: true, ignore: false });
    expect((await check('sub/a.png')).body).toEqual({ isNameVacant: false, ignore: false });
    expect((await check('archive.zip')).body).toEqual({ isNameVacant: true, ignore: true });
    expect((await check('a.png', await server.as('viewer'))).status).toBe(403);
    expect(
      (await editor.call('POST', '/api/upload/checkfilename', { fileFullPath: 'a.png', folderId: 999999 }))
        .status,
    ).toBe(404);
  });
});

describe('zip extraction (unzip)', () => {
  it('extracts into sub-folders (or flat), and an archive that is not a zip answers 400', async () => {
    const folderId = await newFolder();
    const zip = zipSync({
      'top.png': png,
      'photos/2024/inner.png': png,
      'photos/readme.txt': strToU8('hello'),
    });
    const [answer] = await uploadBytes<Result>(server, editor, `/api/upload/${folderId}`, 'batch.zip', zip, {
      flags: { unzip: true },
    });
    expect(answer?.status).toBe(200);
    expect(answer?.body.files?.map((f) => [f.name, f.isZip, f.folderUpload])).toEqual([
      ['top.png', true, false],
      ['inner.png', true, true],
      ['readme.txt', true, true],
    ]);
    expect((await filesIn(folderId)).map((f) => f.file_name)).toEqual(['top.png']);
    const flatFolder = await newFolder();
    const [flat] = await uploadBytes<Result>(server, editor, `/api/upload/${flatFolder}`, 'batch.zip', zip, {
      flags: { unzip: true, flatUpload: true },
    });
    expect(flat?.body.files?.every((f) => f.folderId === flatFolder)).toBe(true);
    // Without unzip the archive is stored as a file.
    const [kept] = await uploadBytes<Result>(server, editor, `/api/upload/${folderId}`, 'batch.zip', zip);
    expect(kept?.body.files?.[0]?.name).toBe('batch.zip');
    const [broken] = await uploadBytes<ErrorBody>(
      server,
      editor,
      `/api/upload/${flatFolder}`,
      'fake.zip',
      Buffer.from('not a zip'),
      {
        flags: { unzip: true },
      },
    );
    expect(broken?.status).toBe(400);
  });
});

describe('public upload pages (spec 001 §1, §5, §9)', () => {
  it('take images only, make a copy on a name in use, and stop at 10 files (442); an unknown page is 403', async () => {
    const folderId = await newFolder();
    const hash = await createPublicUploadPage(server.app.vitrine.db, {
      folderId,
      createdBy: server.library.userIds.editor,
      now: new Date(),
    });
    const visitor = server.agent();
    const url = `/api/upload/public/${hash}`;
    const [text] = await uploadBytes<ErrorBody>(server, visitor, url, 'notes.txt', Buffer.from('hi'));
    expect(text?.status).toBe(400);
    expect(text?.body.responseStatus.message).toBe('File type is not allowed');
    for (let i = 0; i < 10; i++) {
      const [answer] = await uploadBytes<Result>(server, visitor, url, 'photo.png', png);
      expect(answer?.status).toBe(200);
    }
    const names = (await filesIn(folderId)).map((f) => f.file_name);
    expect(names).toHaveLength(10);
    expect(names).toContain('photo (9).png');
    expect((await filesIn(folderId)).every((f) => f.owner_id === server.library.userIds.editor)).toBe(true);
    const [eleventh] = await uploadBytes<ErrorBody>(server, visitor, url, 'photo.png', png);
    expect(eleventh?.status).toBe(442);
    expect((await uploadBytes(server, visitor, '/api/upload/public/nope', 'photo.png', png))[0]?.status).toBe(
      403,
    );
  });
});

describe('image overwrite (spec 001 §2, §6)', () => {
  it('replaces the image as a new version for an editor; 443 for an image that is gone; 403 for a viewer', async () => {
    const folderId = await newFolder();
    const [first] = await uploadBytes<Result>(server, editor, `/api/upload/${folderId}`, 'a.png', png);
    const id = first?.body.files?.[0]?.Id as number;
    const other = await solidImage(10, 10, 'jpeg');
    const [answer] = await uploadBytes<Result>(
      server,
      editor,
      `/api/upload/overwrite/${id}`,
      'whatever.jpg',
      other,
    );
    expect(answer?.body.files?.[0]).toMatchObject({ Id: id, name: 'a.png' });
    expect((await filesIn(folderId))[0]).toMatchObject({
      version: 2,
      content_hash: sha(other),
      mime_type: 'image/jpeg',
    });
    const [gone] = await uploadBytes<ErrorBody>(
      server,
      editor,
      '/api/upload/overwrite/999999',
      'x.jpg',
      other,
    );
    expect(gone?.status).toBe(443);
    expect(gone?.body.responseStatus.message).toBe('Changed image not found.');
    expect(
      (await uploadBytes(server, await server.as('viewer'), `/api/upload/overwrite/${id}`, 'x.jpg', other))[0]
        ?.status,
    ).toBe(403);
  });
});

describe('odd and hostile names (issue 5 security tests)', () => {
  it('keeps a name as data: path parts are dropped, %2e%2e stays literal, markup is stored as typed', async () => {
    const folderId = await newFolder();
    const cases: [string, string][] = [
      ['../../escape.png', 'escape.png'],
      ['/etc/passwd.png', 'passwd.png'],
      ['..\\..\\windows.png', 'windows.png'],
      ['%2e%2e%2fencoded.png', '%2e%2e%2fencoded.png'],
      ['<img src=x onerror=alert(1)>.png', '<img src=x onerror=alert(1)>.png'],
      [`${'é'.repeat(125)}.png`, `${'é'.repeat(125)}.png`],
    ];
    for (const [sent, stored] of cases) {
      const [answer] = await uploadBytes<Result>(server, editor, `/api/upload/${folderId}`, sent, png);
      expect(answer?.status, sent).toBe(200);
      expect(answer?.body.files?.[0]?.name).toBe(stored);
    }
    expect(existsSync(join(dirname(server.dataDir), 'escape.png'))).toBe(false);
    const detail = await editor.call<{ fileName: string }>(
      'GET',
      `/api/images/${(await filesIn(folderId))[4]?.id}?skipImgLogUpdate=true`,
    );
    expect(detail.body.fileName).toBe('<img src=x onerror=alert(1)>.png');
  });

  it('refuses NUL and control characters, "..", a name over 255 bytes, and unsafe relative paths (400)', async () => {
    const folderId = await newFolder();
    const refused = ['bad\u0000name.png', 'tab\tname.png', '..', `${'a'.repeat(252)}.png`];
    for (const name of refused) {
      const [answer] = await uploadBytes(server, editor, `/api/upload/${folderId}`, name, png);
      expect(answer?.status, JSON.stringify(name)).toBe(400);
    }
    for (const relativePath of [
      '../outside/a.png',
      '/abs/a.png',
      'C:/win/a.png',
      'a\\..\\..\\b\\a.png',
      'ok/bad:name/a.png',
    ]) {
      const [answer] = await uploadBytes(server, editor, `/api/upload/${folderId}`, 'a.png', png, {
        relativePath,
      });
      expect(answer?.status, relativePath).toBe(400);
    }
    // 255 bytes exactly is a name.
    const [longest] = await uploadBytes(
      server,
      editor,
      `/api/upload/${folderId}`,
      `${'a'.repeat(251)}.png`,
      png,
    );
    expect(longest?.status).toBe(200);
    expect(await filesIn(folderId)).toHaveLength(1);
  });

  it('extracts nothing outside the archive: traversal, absolute and backslash entries are skipped', async () => {
    const folderId = await newFolder();
    const zip = zipSync({
      '../evil.txt': strToU8('evil'),
      '../../evil2.txt': strToU8('evil'),
      '/abs.txt': strToU8('evil'),
      'dir\\..\\..\\back.txt': strToU8('evil'),
      'a/../../up.txt': strToU8('evil'),
      'safe/ok.txt': strToU8('fine'),
      'safe/<script>.txt': strToU8('fine'),
    });
    const [answer] = await uploadBytes<Result>(
      server,
      editor,
      `/api/upload/${folderId}`,
      'hostile.zip',
      zip,
      { flags: { unzip: true } },
    );
    expect(answer?.status).toBe(200);
    expect(answer?.body.files?.map((f) => f.name)).toEqual(['ok.txt', '<script>.txt']);
    for (const name of ['evil.txt', 'evil2.txt', 'abs.txt', 'back.txt', 'up.txt']) {
      expect(existsSync(join(server.dataDir, '..', name))).toBe(false);
      expect(existsSync(join(server.dataDir, name))).toBe(false);
    }
    const all = await server.app.vitrine.db.selectFrom('files').select('file_name').execute();
    expect(all.map((f) => f.file_name).sort()).toEqual(['<script>.txt', 'ok.txt']);
    // An archive whose every entry is refused answers 445 (spec 001 §8).
    const [none] = await uploadBytes<ErrorBody>(
      server,
      editor,
      `/api/upload/${folderId}`,
      'all-bad.zip',
      zipSync({ '../x.txt': strToU8('x') }),
      {
        flags: { unzip: true },
      },
    );
    expect(none?.status).toBe(445);
    expect(none?.body.responseStatus.message).toBe('Failed to add the file from the uploaded folder.');
  });
});
