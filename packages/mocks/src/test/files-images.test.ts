// images, files and upload: mutations show on the next read; /Download.aspx serves real PNG bytes.
import { inflateSync, crc32 as nodeCrc32 } from 'node:zlib';
import { fitInBox } from '@vitrine/core';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { currentDb } from '../index';
import { crc32, encodePng, readPngSize } from '../thumbnails/png';
import { api, mockServerForFile } from './helpers';

mockServerForFile();

const firstPhoto = () => {
  const image = currentDb().images.find(
    (i) => i.mimeType === 'image/jpeg' && i.imageInfo && i.isOnBrand && !i.expirationDate,
  );
  if (!image) throw new Error('no photo');
  return image;
};

describe('images', () => {
  it('shows a patch on the next read', async () => {
    const { id } = firstPhoto();
    const patched = await api('PATCH', '/api/images', {
      imageIds: [id],
      patches: [
        { id: 1, field: 'imageAttributes.title', action: 'replace', value: 'Harbour at dawn' },
        { id: 2, field: 'keywords', action: 'append', value: 'dawn;boats' },
        { id: 3, field: 'custom-2', action: 'replace', value: 'Licensed' },
      ],
    });
    expect(patched.body).toEqual({ updatedIds: [id] });
    const read = (await api('GET', `/api/images/${id}`)).body;
    expect(read.imageAttributes.title).toBe('Harbour at dawn');
    expect(read.keywords.slice(-2)).toEqual(['dawn', 'boats']);
    expect(read.imageCustomMetadatas).toContainEqual({ definitionId: 2, value: 'Licensed' });
  });

  it('refuses a value outside a dictionary field (spec 001 §5) and changes nothing', async () => {
    const { id } = firstPhoto();
    const before = (await api('GET', `/api/images/${id}?skipImgLogUpdate=true`)).body;
    const answer = await api('PATCH', '/api/images', {
      imageIds: [id],
      patches: [
        { id: 1, field: 'imageAttributes.title', action: 'replace', value: 'Changed' },
        { id: 2, field: 'custom-2', action: 'replace', value: 'Anything goes' },
      ],
    });
    expect(answer.status).toBe(400);
    expect((await api('GET', `/api/images/${id}?skipImgLogUpdate=true`)).body.imageAttributes).toEqual(
      before.imageAttributes,
    );
  });

  it('counts a view unless skipImgLogUpdate=true', async () => {
    const { id } = firstPhoto();
    const a = (await api('GET', `/api/images/${id}?skipImgLogUpdate=true`)).body.imageLog.viewCount;
    const b = (await api('GET', `/api/images/${id}`)).body.imageLog.viewCount;
    expect(b).toBe(a + 1);
  });

  it('deletes files: gone from search and details', async () => {
    const { id } = firstPhoto();
    const answer = await api('POST', '/api/images/delete', { imageIds: [id, 999_999] });
    expect(answer.body).toEqual({ deletedIds: [id], failedImageIds: [999_999] });
    expect((await api('GET', `/api/images/${id}`)).status).toBe(404);
  });

  it('rotates an image: width and height swap', async () => {
    const image = firstPhoto();
    const { width, height } = image.imageInfo ?? { width: 0, height: 0 };
    expect((await api('PUT', '/api/image/rotate', { clockwise: true, imageId: image.id })).body).toEqual({
      result: true,
    });
    expect((await api('GET', `/api/images/${image.id}`)).body.imageInfo).toEqual({
      width: height,
      height: width,
    });
  });

  it("answers 'Exif not found for the file' for an audio file (spec 000 §8)", async () => {
    const audio = currentDb().images.find((i) => i.mimeType.startsWith('audio/'));
    const answer = await api('GET', `/api/images/${audio?.id}/exif`);
    expect(answer.status).toBe(404);
    expect(answer.body.responseStatus.message).toBe('Exif not found for the file');
  });
});

describe('files', () => {
  it('moves files, and answers 409 for a name conflict unless Override', async () => {
    const db = currentDb();
    const [a, b] = db.images.filter((i) => i.folderId === firstPhoto().folderId);
    const dest = db.folders.find((f) => f.name === 'Studio');
    if (!a || !b || !dest) throw new Error('seed');
    const moved = await api('PATCH', '/api/files', { newFolderId: dest.id, fileIds: [a.id] });
    expect(moved.body).toEqual({ failedImageIds: [] });
    expect((await api('GET', `/api/images/${a.id}`)).body.folder.id).toBe(dest.id);
    b.fileName = a.fileName;
    const conflict = await api('PATCH', '/api/files', { newFolderId: dest.id, fileIds: [b.id] });
    expect(conflict.status).toBe(409);
    const override = await api('PATCH', '/api/files', {
      newFolderId: dest.id,
      fileIds: [b.id],
      Override: true,
    });
    expect(override.status).toBe(200);
    expect((await api('GET', `/api/images/${a.id}`)).status).toBe(404);
  });

  it('exports a zip and a CSV by token', async () => {
    const ids = currentDb()
      .images.slice(0, 3)
      .map((i) => i.id);
    const zip = await api('POST', '/api/export', { ids, type: 1 });
    const file = await api('GET', `/api/export/${zip.body.id}`);
    expect(file.headers.get('Content-Type')).toBe('application/zip');
    const entries = unzipSync(file.body);
    expect(Object.keys(entries)).toContain('manifest.csv');
    const csv = await api('POST', '/api/export', { ids, type: 4 });
    const text = new TextDecoder().decode((await api('GET', `/api/export/${csv.body.id}`)).body);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(4);
    expect((await api('GET', '/api/export/unknown')).status).toBe(404);
  });

  it('advances a processing video on each status poll until done', async () => {
    const video = currentDb().images.find((i) => /^\d+%$/.test(i.videoStatus ?? ''));
    if (!video) throw new Error('seed');
    const statuses: string[] = [];
    for (let n = 0; n < 6; n++)
      statuses.push((await api('GET', `/api/image/videostatus/${video.id}`)).body.status);
    expect(statuses.at(-1)).toBe('');
    await api('POST', '/api/video/retry', { Id: video.id, Status: 'priority' });
    expect((await api('GET', `/api/image/videostatus/${video.id}`)).body.status).toBe('priority');
  });
});

describe('thumbnails', () => {
  it('encodes a valid PNG (CRC32 as zlib computes it, pixels inflate back)', () => {
    const bytes = new Uint8Array([1, 2, 3, 250, 251, 252]);
    expect(crc32(bytes)).toBe(nodeCrc32(bytes));
    const png = encodePng(2, 1, bytes);
    expect(readPngSize(png)).toEqual({ width: 2, height: 1 });
    const idatLength = new DataView(png.buffer).getUint32(33);
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect([...raw]).toEqual([0, 1, 2, 3, 250, 251, 252]);
  });

  it.each([
    ['1', { width: 384, height: 288 }],
    ['5', { width: 1024, height: 768 }],
  ])('serves thumb=%s fitted into its box with the aspect ratio of imageInfo', async (thumb, box) => {
    const image = firstPhoto();
    const answer = await api('GET', `/Download.aspx?id=${image.id}&thumb=${thumb}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/png');
    const size = readPngSize(answer.body);
    const info = image.imageInfo ?? { width: 1, height: 1 };
    expect(size.width).toBeLessThanOrEqual(box.width);
    expect(size.height).toBeLessThanOrEqual(box.height);
    expect(Math.abs(size.width / size.height - info.width / info.height)).toBeLessThan(0.02);
    if (thumb === '1') expect(size).toEqual(fitInBox(info, box));
  });

  it('draws the same bytes for the same image and different ones for another', async () => {
    const [a, b] = currentDb().images;
    const first = (await api('GET', `/Download.aspx?id=${a?.id}&thumb=1`)).body;
    const again = (await api('GET', `/Download.aspx?id=${a?.id}&thumb=1`)).body;
    const other = (await api('GET', `/Download.aspx?id=${b?.id}&thumb=1`)).body;
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
  });

  it('serves a preview and the original, and 404 for an unknown id', async () => {
    const image = firstPhoto();
    expect((await api('GET', `/Download.aspx?id=${image.id}&preview=1`)).headers.get('Content-Type')).toBe(
      'image/png',
    );
    const original = await api('GET', `/Download.aspx?id=${image.id}`);
    expect(original.headers.get('Content-Disposition')).toContain(image.fileName);
    expect((await api('GET', '/Download.aspx?id=999999&thumb=1')).status).toBe(404);
  });
});

describe('upload', () => {
  const chunk = (fields: Record<string, string>, bytes: number) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), fields.fileName);
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return form;
  };

  it('creates the file after the last chunk; the name then conflicts (446)', async () => {
    const folder = currentDb().folders.find((f) => f.name === 'Studio');
    const base = { fileName: 'new-shot.jpg', fileSize: '30', chunkCount: '2', uniqueId: 'u-1' };
    const vacant = await api('POST', '/api/upload/checkfilename', {
      fileFullPath: 'new-shot.jpg',
      folderId: folder?.id,
    });
    expect(vacant.body).toEqual({ isNameVacant: true, ignore: false });
    const first = await api(
      'POST',
      `/api/upload/${folder?.id}`,
      chunk({ ...base, chunkIndex: '0', chunkOffset: '0' }, 20),
    );
    expect(first.body).toEqual({ complete: false, receivedBytes: 20 });
    const last = await api(
      'POST',
      `/api/upload/${folder?.id}`,
      chunk({ ...base, chunkIndex: '1', chunkOffset: '20' }, 10),
    );
    expect(last.body.complete).toBe(true);
    expect(last.body.files[0]).toMatchObject({ name: 'new-shot.jpg', folderId: folder?.id, isImage: true });
    expect((await api('GET', `/api/images/${last.body.files[0].Id}`)).body.fileName).toBe('new-shot.jpg');
    const taken = await api('POST', '/api/upload/checkfilename', {
      fileFullPath: 'new-shot.jpg',
      folderId: folder?.id,
    });
    expect(taken.body.isNameVacant).toBe(false);
    const again = await api(
      'POST',
      `/api/upload/${folder?.id}`,
      chunk({ ...base, uniqueId: 'u-2', chunkCount: '1', chunkIndex: '0' }, 5),
    );
    expect(again.status).toBe(446);
    const copy = await api(
      'POST',
      `/api/upload/${folder?.id}`,
      chunk({ ...base, uniqueId: 'u-3', chunkCount: '1', chunkIndex: '0', makeCopy: 'true' }, 5),
    );
    expect(copy.body.files[0].name).toBe('new-shot (1).jpg');
  });

  it('takes chunks in any order and at once: one file, complete once; a chunk sent meanwhile gets that answer (issue 19)', async () => {
    const folder = currentDb().folders.find((f) => f.name === 'Studio');
    const base = { fileName: 'at-once.bin', fileSize: '30', chunkCount: '3', uniqueId: 'u-at-once' };
    const post = (index: number) =>
      api(
        'POST',
        `/api/upload/${folder?.id}`,
        chunk({ ...base, chunkIndex: String(index), chunkOffset: String(index * 10) }, 10),
      );
    expect((await post(2)).body).toEqual({ complete: false, receivedBytes: 10 });
    // The last two at once, and the last again while they are answered.
    const answers = await Promise.all([post(0), post(1), post(1)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const complete = answers.filter((answer) => answer.body.complete === true);
    expect(complete.length).toBeGreaterThanOrEqual(1);
    const ids = new Set(complete.map((answer) => answer.body.files[0].Id));
    expect(ids.size).toBe(1);
    const stored = currentDb().images.filter(
      (i) => i.folderId === folder?.id && i.fileName.startsWith('at-once'),
    );
    expect(stored.map((i) => [i.id, i.fileName, i.fileSize])).toEqual([[[...ids][0], 'at-once.bin', 30]]);
  });

  it('refuses a type the folder forbids and a missing folder (444)', async () => {
    const logos = currentDb().folders.find((f) => f.name === 'Logos');
    const refused = await api(
      'POST',
      `/api/upload/${logos?.id}`,
      chunk({ fileName: 'clip.mov', uniqueId: 'u-4' }, 5),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.responseStatus.message).toBe('File type is not allowed');
    const missing = await api('POST', '/api/upload/999999', chunk({ fileName: 'a.jpg', uniqueId: 'u-5' }, 5));
    expect(missing.status).toBe(444);
    expect(missing.body.responseStatus.message).toBe('Destination folder not found');
  });

  it('accepts only image extensions on a public page', async () => {
    const refused = await api(
      'POST',
      '/api/upload/public/public-drop',
      chunk({ fileName: 'doc.pdf', uniqueId: 'u-6' }, 5),
    );
    expect(refused.status).toBe(400);
    const accepted = await api(
      'POST',
      '/api/upload/public/public-drop',
      chunk({ fileName: 'pic.png', uniqueId: 'u-7' }, 5),
    );
    expect(accepted.body.complete).toBe(true);
  });

  it('overwrites a file as a new version', async () => {
    const image = firstPhoto();
    const versions = async () => (await api('GET', `/api/versions/${image.id}`)).body.imageVersions.length;
    const before = await versions();
    const answer = await api(
      'POST',
      `/api/upload/overwrite/${image.id}`,
      chunk({ fileName: 'replacement.jpg', uniqueId: 'u-8' }, 5),
    );
    expect(answer.body.complete).toBe(true);
    expect(await versions()).toBe(before + 1);
    expect(
      (await api('POST', '/api/upload/overwrite/999999', chunk({ fileName: 'r.jpg', uniqueId: 'u-9' }, 5)))
        .status,
    ).toBe(443);
  });
});
