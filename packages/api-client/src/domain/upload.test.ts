import { describe, expect, it } from 'vitest';
import {
  chunkFields,
  DEFAULT_UPLOAD_FLAGS,
  readChunkAnswer,
  resolveUploadFlags,
  UPLOAD_WIRE,
  type UploadTarget,
  uploadFailure,
  uploadPath,
} from './upload';

describe('uploadPath (fixed contract of openapi.yml, spec 001 §7)', () => {
  it.each<[UploadTarget, string]>([
    [{ kind: 'folder', folderId: 12 }, '/api/upload/12'],
    [{ kind: 'folder', folderId: '7' }, '/api/upload/7'],
    [{ kind: 'overwrite', imageId: 99 }, '/api/upload/overwrite/99'],
    [{ kind: 'public', publicHash: 'abc123' }, '/api/upload/public/abc123'],
    [{ kind: 'public', publicHash: 'a/b c' }, '/api/upload/public/a%2Fb%20c'],
  ])('%j → %s', (target, path) => {
    expect(uploadPath(target)).toBe(path);
  });
});

describe('UPLOAD_WIRE: the names of the chunked upload on the wire (spec 001 §7, openapi.yml)', () => {
  it('names the eight flags of spec 001 §7 in sending order, as DEFAULT_UPLOAD_FLAGS does', () => {
    expect(UPLOAD_WIRE.flags).toEqual([
      'recognizeObjects',
      'requestGeocodingReverse',
      'overwriteMetadata',
      'searchDuplicates',
      'flatUpload',
      'unzip',
      'makeCopy',
      'createNewVersion',
    ]);
    expect(Object.keys(DEFAULT_UPLOAD_FLAGS)).toEqual([...UPLOAD_WIRE.flags]);
  });

  it('names the public page by publicHash, the folder by folderId and the image by imageId', () => {
    expect(UPLOAD_WIRE.pathParams).toEqual({
      folder: 'folderId',
      overwrite: 'imageId',
      public: 'publicHash',
    });
  });

  it("is what chunkFields sends: every text field of UPLOAD_WIRE, then the flags, as 'true' / 'false'", () => {
    const sent = chunkFields({
      fileName: 'a.jpg',
      fileSize: 1,
      chunk: { index: 0, count: 1, offset: 0, size: 1 },
      uniqueId: 'u',
      relativePath: 'd/a.jpg',
      flags: resolveUploadFlags({ unzip: true }),
    });
    expect(sent.map(([name]) => name)).toEqual([...Object.values(UPLOAD_WIRE.fields), ...UPLOAD_WIRE.flags]);
    expect(new Set(sent.slice(-8).map(([, value]) => value))).toEqual(
      new Set(Object.values(UPLOAD_WIRE.flagValues)),
    );
  });
});

describe('resolveUploadFlags', () => {
  it('turns every flag off when none is given', () => {
    expect(resolveUploadFlags()).toEqual(DEFAULT_UPLOAD_FLAGS);
    expect(Object.values(resolveUploadFlags()).every((value) => value === false)).toBe(true);
  });

  it('keeps the flags given and fills the others', () => {
    expect(resolveUploadFlags({ unzip: true, makeCopy: true })).toEqual({
      ...DEFAULT_UPLOAD_FLAGS,
      unzip: true,
      makeCopy: true,
    });
  });

  it('ignores keys that are not flags', () => {
    const flags = resolveUploadFlags({ flatUpload: true, extra: true } as never);
    expect(Object.keys(flags).sort()).toEqual([...UPLOAD_WIRE.flags].sort());
  });
});

describe('chunkFields (spec 001 §7)', () => {
  const base = {
    fileName: 'photo.jpg',
    fileSize: 130_000_000,
    chunk: { index: 1, count: 3, offset: 60_000_000, size: 60_000_000 },
    uniqueId: 'u-1',
    flags: resolveUploadFlags({ recognizeObjects: true, createNewVersion: true }),
  };

  it('lists the file fields, then every flag as "true"/"false"', () => {
    expect(chunkFields(base)).toEqual([
      ['fileName', 'photo.jpg'],
      ['fileSize', '130000000'],
      ['chunkIndex', '1'],
      ['chunkCount', '3'],
      ['chunkOffset', '60000000'],
      ['uniqueId', 'u-1'],
      ['recognizeObjects', 'true'],
      ['requestGeocodingReverse', 'false'],
      ['overwriteMetadata', 'false'],
      ['searchDuplicates', 'false'],
      ['flatUpload', 'false'],
      ['unzip', 'false'],
      ['makeCopy', 'false'],
      ['createNewVersion', 'true'],
    ]);
  });

  it.each([
    ['a/b/photo.jpg', [['relativePath', 'a/b/photo.jpg']]],
    ['', []],
    [undefined, []],
  ])('relativePath %j is sent only when not empty', (relativePath, expected) => {
    const fields = chunkFields({ ...base, relativePath });
    expect(fields.filter(([name]) => name === 'relativePath')).toEqual(expected);
  });
});

describe('readChunkAnswer (spec 001 §8)', () => {
  it('goes on with a 200 UploadChunkResult', () => {
    expect(readChunkAnswer(200, { complete: false, receivedBytes: 60 })).toEqual({
      next: { complete: false, receivedBytes: 60 },
    });
    const files = [{ Id: 5, name: 'photo.jpg' }];
    expect(readChunkAnswer(200, { complete: true, receivedBytes: 70, files })).toEqual({
      next: { complete: true, receivedBytes: 70, files },
    });
  });

  it.each([
    ['an empty body', undefined],
    ['a text body', 'OK'],
    ['a body without complete', { receivedBytes: 1 }],
    ['files that are not a list', { complete: true, receivedBytes: 1, files: 'x' }],
  ])('fails as 0 on a 200 with %s', (_, body) => {
    expect(readChunkAnswer(200, body)).toEqual({
      outcome: { status: 'failed', code: 0, message: 'Failed to upload the file.' },
    });
  });

  it('reads 446 as a name conflict, not an error', () => {
    expect(readChunkAnswer(446, { responseStatus: { errorCode: 'x', message: 'server text' } })).toEqual({
      outcome: {
        status: 'conflict',
        code: 446,
        message: 'Failed to add the file due to a file with the same name already exists.',
      },
    });
  });

  // The table's message wins over the server's for the codes the table lists (docs/decisions.md).
  it.each([
    [0, 'Failed to upload the file.'],
    [440, 'Trial subscription expired.'],
    [441, 'Storage limit reached.'],
    [442, 'Upload limit reached.'],
    [443, 'Changed image not found.'],
    [444, 'Destination folder not found'],
    [445, 'Failed to add the file from the uploaded folder.'],
    [503, 'Service unavailable.'],
  ])('status %i fails with "%s"', (status, message) => {
    const outcome = { status: 'failed', code: status, message };
    expect(readChunkAnswer(status, undefined)).toEqual({ outcome });
    expect(readChunkAnswer(status, { responseStatus: { errorCode: 'E', message: 'other' } })).toEqual({
      outcome,
    });
  });

  it.each([
    [413, { responseStatus: { errorCode: 'TooLarge', message: 'File is too large' } }, 'File is too large'],
    [
      400,
      { responseStatus: { errorCode: 'BadType', message: 'File type is not allowed' } },
      'File type is not allowed',
    ],
    [500, '<html>crash</html>', 'Failed to upload the file.'],
    [403, { responseStatus: { errorCode: 'Forbidden', message: '  ' } }, 'Failed to upload the file.'],
    [404, undefined, 'Failed to upload the file.'],
  ])('another status %i shows the server message, else the generic one', (status, body, message) => {
    expect(readChunkAnswer(status, body)).toEqual({ outcome: { status: 'failed', code: status, message } });
  });

  it('uploadFailure takes the table message', () => {
    expect(uploadFailure(441)).toEqual({ status: 'failed', code: 441, message: 'Storage limit reached.' });
    expect(uploadFailure(418)).toEqual({
      status: 'failed',
      code: 418,
      message: 'Failed to upload the file.',
    });
  });
});
