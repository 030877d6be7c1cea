// Exports of many files (spec 000 §7 "POST /api/export {ids, type (1 zip, 4 CSV), keepFoldersStructure}
// -> id token, then GET /api/export/{token}"; §5 "Downloading many files needs download permission for
// each"). What a zip holds for each file is the target's own (the mocks draw a small PNG per file and
// add a manifest; the server puts the originals): the scenarios check the archive's entry names, the
// CSV's columns and rows, and the refusals.
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

/** The entry names of a zip, read from its central directory (APPNOTE.TXT §4.3.12, §4.3.16). */
function zipEntryNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('broken central directory');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    names.push(new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF line ends). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (quoted) {
      if (ch === '"' && text.charAt(i + 1) === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text.charAt(i + 1) === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

describeContract('export', (c) => {
  const prepare = async (body: { ids: number[]; type?: 1 | 4; keepFoldersStructure?: boolean }) => {
    const { data, error, response } = await c.client.POST('/api/export', { body });
    expect(error, `POST /api/export answered ${response.status}`).toBeUndefined();
    expect(data?.id).toMatch(/\S/);
    return data?.id as string;
  };
  const fetchExport = (token: string) =>
    c.target.fetch(new Request(`${c.target.baseUrl}/api/export/${encodeURIComponent(token)}`));

  it('a zip of the files: a token, then the archive, flat or under the folder path (spec 000 §7)', async () => {
    await c.signInAs('editor');
    const workspace = await c.workspace();
    const folder = await c.newFolder();
    const names = [`${c.uniqueName('zip')}.png`, `${c.uniqueName('zip')}.png`];
    const ids = [await c.uploadPng(folder.id, names[0]), await c.uploadPng(folder.id, names[1])];

    const flat = await fetchExport(await prepare({ ids, type: 1 }));
    expect(flat.status).toBe(200);
    expect(flat.headers.get('Content-Type')).toMatch(/^application\/zip/);
    expect(flat.headers.get('Content-Disposition') ?? '').toMatch(/^attachment/);
    const flatNames = zipEntryNames(new Uint8Array(await flat.arrayBuffer()));
    for (const name of names) expect(flatNames).toContain(name);

    const kept = await fetchExport(await prepare({ ids, type: 1, keepFoldersStructure: true }));
    const keptNames = zipEntryNames(new Uint8Array(await kept.arrayBuffer()));
    const dir = `${(workspace.fullPath ?? '').replace(/^\//, '')}/${folder.name}`;
    for (const name of names) expect(keptNames).toContain(`${dir}/${name}`);
  });

  it('a CSV of the files data: a header row, then one quoted row per file (spec 000 §7 type 4)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const ids = [await c.uploadPng(folder.id), await c.uploadPng(folder.id)];
    const title = 'Harbour, "dawn" edition';
    const patch = await c.client.PATCH('/api/images', {
      body: {
        imageIds: [ids[0] as number],
        patches: [{ id: ids[0] as number, field: 'imageAttributes.title', action: 'replace', value: title }],
      },
    });
    expect(patch.error).toBeUndefined();

    const answer = await fetchExport(await prepare({ ids, type: 4 }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/csv/);
    const rows = csvRows(await answer.text());
    const header = rows[0] ?? [];
    expect(header).toEqual(expect.arrayContaining(['id', 'fileName', 'title']));
    expect(rows).toHaveLength(1 + ids.length);
    const column = (name: string) => header.indexOf(name);
    expect(rows.slice(1).map((row) => Number(row[column('id')]))).toEqual(ids);
    expect(rows[1]?.[column('title')]).toBe(title);
  });

  it('a CSV cell a spreadsheet would run as a formula starts with an apostrophe (names are data)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const id = await c.uploadPng(folder.id);
    const title = '=HYPERLINK("http://example.invalid","open")';
    const patch = await c.client.PATCH('/api/images', {
      body: {
        imageIds: [id],
        patches: [{ id, field: 'imageAttributes.title', action: 'replace', value: title }],
      },
    });
    expect(patch.error).toBeUndefined();
    const answer = await fetchExport(await prepare({ ids: [id], type: 4 }));
    expect(answer.status).toBe(200);
    const rows = csvRows(await answer.text());
    const header = rows[0] ?? [];
    expect(rows[1]?.[header.indexOf('title')]).toBe(`'${title}`);
  });

  it('a CSV carries the position and the licence fields the editor edits (issue 17), empty when unset', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const ids = [await c.uploadPng(folder.id), await c.uploadPng(folder.id)];
    const id = ids[0] as number;
    const url = 'https://example.com/licences/harbour.pdf?edition="2"';
    const replace = (field: string, value: string) => ({ id, field, action: 'replace' as const, value });
    const patch = await c.client.PATCH('/api/images', {
      body: {
        imageIds: [id],
        patches: [
          replace('imageGPS.latitude', '-33.8688'),
          replace('imageGPS.longitude', '151.2093'),
          replace('expirationDate', '2031-02-28'),
          replace('licenseDocumentUrl', url),
          replace('licenseExpiryNote', '=Renew with the agency'),
        ],
      },
    });
    expect(patch.error).toBeUndefined();

    const answer = await fetchExport(await prepare({ ids, type: 4 }));
    expect(answer.status).toBe(200);
    const rows = csvRows(await answer.text());
    const header = rows[0] ?? [];
    const columns = ['latitude', 'longitude', 'expirationDate', 'licenseDocumentUrl', 'licenseExpiryNote'];
    const cells = (row: string[] | undefined) => columns.map((name) => row?.[header.indexOf(name)]);
    expect(header).toEqual(expect.arrayContaining(columns));
    // Numbers as they are (a negative latitude is no formula); the note's '=' gets the apostrophe.
    expect(cells(rows[1])).toEqual(['-33.8688', '151.2093', '2031-02-28', url, "'=Renew with the agency"]);
    expect(cells(rows[2])).toEqual(['', '', '', '', '']);
  });

  it('files that do not exist cannot be downloaded: 403 when none is left (spec 000 §5)', async () => {
    await c.signInAs('editor');
    const result = await c.client.POST('/api/export', { body: { ids: [987_654_321], type: 1 } });
    expectApiError(result, 403);
  });

  it("a token is the asking user's: another user's download answers 404, as an unknown one", async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const token = await prepare({ ids: [await c.uploadPng(folder.id)], type: 4 });
    await c.signInAs('viewer');
    const other = await c.client.GET('/api/export/{token}', { params: { path: { token } } });
    expectApiError(other, 404);
    await c.signInAs('editor');
    expect((await fetchExport(token)).status).toBe(200);
  });

  it('an unknown token answers 404', async () => {
    await c.signInAs('editor');
    const result = await c.client.GET('/api/export/{token}', {
      params: { path: { token: 'no-such-export-token' } },
    });
    expectApiError(result, 404);
  });
});
