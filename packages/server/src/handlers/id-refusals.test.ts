// Issue 5 security tests: every implemented operation that takes an id is refused (403 / 404, and
// nothing changes) for a user who may not see the workspace (an editor of /Products only) and, when it
// changes something, for the guest (who may only look and download). The list of operations comes
// from openapi.yml: an implemented operation with an id in its path, query or body that is missing
// from REQUESTS fails the first test, so a new operation is covered as soon as it lands.

import { readFileSync } from 'node:fs';
import type { RoleName } from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { hashPassword } from '../auth/passwords';
import { findOpenApiFile } from '../http/openapi';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { solidImage } from '../testing/images';
import { chunkFieldList, postMultipart, uploadBytes } from '../testing/upload';
import { IMPLEMENTED_OPERATIONS } from '.';

/** The ids of things the outsider may not see (all in the workspace, or sets). */
interface Ids {
  folder: number;
  other: number;
  image: number;
  /** A comment by the editor on `image`. */
  comment: number;
  /** The kept first version of `image` (a second one was uploaded over it). */
  version: number;
  set: number;
  group: number;
  /** The editor's share link of `image` (issue 20). */
  share: number;
}

type Request =
  | { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown }
  | { multipart: string };

/** Reads answer the outsider 404 (or leave the hidden ids out); writes are refused for both. */
interface Case {
  kind: 'read' | 'write';
  request: (ids: Ids) => Request;
  /** A read that lists what it finds: the outsider gets 200 without the hidden ids. */
  emptyAnswer?: unknown;
}

const REQUESTS: Record<string, Case> = {
  // Share links (issue 20): the link's owner's alone; a public export needs the link's address,
  // which the outsider does not hold (a well-formed key of no link).
  createShare: {
    kind: 'write',
    request: (i) => ({ method: 'POST', url: '/api/share', body: { Href: 'http://x/', imageIds: [i.image] } }),
  },
  updateShare: {
    kind: 'write',
    request: (i) => ({ method: 'PATCH', url: `/api/sharing/${i.share}`, body: { id: i.share, title: 'X' } }),
  },
  revokeShare: { kind: 'write', request: (i) => ({ method: 'DELETE', url: `/api/sharing/${i.share}` }) },
  exportPublic: {
    kind: 'write',
    request: (i) => ({
      method: 'POST',
      url: '/api/publicexport',
      body: { ids: [i.image], type: 1, publicHash: 'aaaaaaaaaaaaaaaaaaaa' },
    }),
  },
  getSubfolders: {
    kind: 'read',
    request: (i) => ({ method: 'POST', url: '/api/folders/subfolders', body: { folderId: i.folder } }),
  },
  getFolderParentsIds: {
    kind: 'read',
    request: (i) => ({ method: 'GET', url: `/api/folders/getFolderParentsIds?FolderId=${i.folder}` }),
  },
  createFolder: {
    kind: 'write',
    request: (i) => ({
      method: 'POST',
      url: '/api/folder/addFolder',
      body: { Name: 'X', ParentId: i.folder },
    }),
  },
  renameFolder: {
    kind: 'write',
    request: (i) => ({ method: 'PATCH', url: `/api/folder/${i.folder}`, body: { Name: 'X' } }),
  },
  deleteFolder: { kind: 'write', request: (i) => ({ method: 'DELETE', url: `/api/folder/${i.folder}` }) },
  getMovePermissionWarning: {
    kind: 'read',
    request: (i) => ({ method: 'GET', url: `/api/folders/movepermissionwarning/${i.folder}/${i.other}` }),
  },
  moveFolders: {
    kind: 'write',
    request: (i) => ({
      method: 'PATCH',
      url: '/api/folders/move',
      body: { folderIds: [i.folder], newParentId: i.other },
    }),
  },
  setFolderAutoResync: {
    kind: 'write',
    request: (i) => ({
      method: 'PATCH',
      url: `/api/folders/autoresync/${i.folder}`,
      body: { autoResync: true },
    }),
  },
  resyncFolder: {
    kind: 'write',
    request: (i) => ({ method: 'POST', url: '/api/folder/resync/', body: { folderId: i.folder } }),
  },
  getFolderFileTypeLimits: {
    kind: 'read',
    request: (i) => ({ method: 'GET', url: `/api/folders/limitUploadFileTypes/${i.folder}` }),
  },
  setFolderFileTypeLimits: {
    kind: 'write',
    request: (i) => ({
      method: 'POST',
      url: `/api/folders/limitUploadFileTypes/${i.folder}`,
      body: { forbiddenTypesNames: ['.exe'] },
    }),
  },
  getSubsets: { kind: 'read', request: (i) => ({ method: 'GET', url: `/api/virtualsets/${i.set}/subsets` }) },
  getSetParentsIds: {
    kind: 'read',
    request: (i) => ({ method: 'GET', url: `/api/virtualsets/getsetparentsids/${i.set}` }),
  },
  createSet: {
    kind: 'write',
    request: (i) => ({
      method: 'POST',
      url: '/api/virtualsets/createset',
      body: { Name: 'X', ParentId: i.set },
    }),
  },
  createSetInGroup: {
    kind: 'write',
    request: (i) => ({
      method: 'POST',
      url: '/api/virtualsets/createsetingroup',
      body: { Name: 'X', ParentId: i.group },
    }),
  },
  createSetGroup: {
    kind: 'write',
    request: (i) => ({ method: 'POST', url: '/api/vsgroups/', body: { Name: 'X', ParentId: i.group } }),
  },
  createUser: {
    kind: 'write',
    request: (i) => ({
      method: 'POST',
      url: '/api/users/create',
      body: { email: 'new@example.com', folderId: i.folder },
    }),
  },
  // Share with people (issue 20): `share` on the folder first, so the person named does not matter.
  listFolderPeople: {
    kind: 'read',
    request: (i) => ({ method: 'GET', url: `/api/folders/${i.folder}/people` }),
  },
  addFolderPerson: {
    kind: 'write',
    request: (i) => ({ method: 'POST', url: `/api/folders/${i.folder}/people`, body: { userId: 1 } }),
  },
  removeFolderPerson: {
    kind: 'write',
    request: (i) => ({ method: 'DELETE', url: `/api/folders/${i.folder}/people/1` }),
  },
  renameSet: {
    kind: 'write',
    request: (i) => ({ method: 'PATCH', url: `/api/virtualsets/${i.set}`, body: { Name: 'X' } }),
  },
  renameSetGroup: {
    kind: 'write',
    request: (i) => ({ method: 'PATCH', url: `/api/vsgroups/${i.group}`, body: { Name: 'X' } }),
  },
  moveSet: {
    kind: 'write',
    request: (i) => ({
      method: 'PATCH',
      url: '/api/virtualsets/move/',
      body: { Id: i.set, newParentId: null },
    }),
  },
  changeSetGroup: {
    kind: 'write',
    request: (i) => ({
      method: 'PATCH',
      url: '/api/virtualsets/changegroup/',
      body: { id: i.set, newParentId: null, makeStandalone: true },
    }),
  },
  deleteSetGroup: {
    kind: 'write',
    request: (i) => ({ method: 'DELETE', url: `/api/vsgroups/${i.group}/delete` }),
  },
  deleteSet: {
    kind: 'write',
    request: (i) => ({ method: 'DELETE', url: `/api/virtualsets/${i.set}/delete` }),
  },
  deleteImagesFromSet: {
    kind: 'write',
    request: (i) => ({
      method: 'POST',
      url: `/api/virtualsets/${i.set}/deleteimages`,
      body: { ImageIds: [i.image] },
    }),
  },
  addImagesToSet: {
    kind: 'write',
    request: (i) => ({
      method: 'POST',
      url: `/api/virtualsets/${i.set}/images`,
      body: { ImageIds: [i.image] },
    }),
  },
  getImageSets: {
    kind: 'read',
    request: (i) => ({ method: 'POST', url: '/api/image/virtualsets', body: { id: i.image } }),
  },
  pinFolder: {
    kind: 'write',
    request: (i) => ({
      method: 'POST',
      url: '/api/pinneditems/folder',
      body: { value: true, folderId: i.folder },
    }),
  },
  pinSet: {
    kind: 'write',
    request: (i) => ({ method: 'POST', url: '/api/pinneditems/set', body: { value: true, setId: i.set } }),
  },
  checkPermission: {
    kind: 'read',
    request: (i) => ({
      method: 'GET',
      url: `/api/permission?permission=download&require=any&folder=${i.folder}`,
    }),
  },
  checkImagePermissions: {
    kind: 'read',
    request: (i) => ({
      method: 'POST',
      url: '/api/permissions/images',
      body: { permission: 'download', imageIds: [i.image] },
    }),
    emptyAnswer: { imageIds: [] },
  },
  moveFiles: {
    kind: 'write',
    request: (i) => ({
      method: 'PATCH',
      url: '/api/files',
      body: { newFolderId: i.other, fileIds: [i.image] },
    }),
  },
  generateThumbnails: {
    kind: 'write',
    request: (i) => ({ method: 'POST', url: '/api/Thumb/generate', body: { IdArray: [i.image] } }),
  },
  changeThumbnail: {
    kind: 'write',
    request: (i) => ({
      method: 'POST',
      url: '/Thumbnails.asmx/Change',
      body: { id: i.image, type: 'automatic', data: '' },
    }),
  },
  downloadFile: { kind: 'read', request: (i) => ({ method: 'GET', url: `/Download.aspx?id=${i.image}` }) },
  exportFiles: {
    kind: 'read',
    request: (i) => ({ method: 'POST', url: '/api/export', body: { ids: [i.image], type: 1 } }),
  },
  getVideoStatus: {
    kind: 'read',
    request: (i) => ({ method: 'GET', url: `/api/image/videostatus/${i.image}` }),
  },
  retryVideo: {
    kind: 'write',
    request: (i) => ({ method: 'POST', url: '/api/video/retry', body: { Id: i.image, Status: 'priority' } }),
  },
  getNotifications: {
    kind: 'read',
    request: (i) => ({ method: 'GET', url: `/api/notifications/image/${i.image}` }),
  },
  updateNotifications: {
    kind: 'write',
    request: (i) => ({
      method: 'PATCH',
      url: `/api/notifications/folder/${i.folder}`,
      body: { subscribeTo: ['upload'] },
    }),
  },
  getImageDetails: { kind: 'read', request: (i) => ({ method: 'GET', url: `/api/images/${i.image}` }) },
  getVersions: { kind: 'read', request: (i) => ({ method: 'GET', url: `/api/versions/${i.image}` }) },
  getVersionFile: {
    kind: 'read',
    request: (i) => ({ method: 'GET', url: `/api/version/${i.version}/file?size=thumb` }),
  },
  restoreVersion: {
    kind: 'write',
    request: (i) => ({ method: 'POST', url: `/api/versions/${i.image}/restore/${i.version}` }),
  },
  deleteVersion: {
    kind: 'write',
    request: (i) => ({
      method: 'POST',
      url: `/api/version/${i.version}`,
      body: { prevImageVersionWithFileId: null },
    }),
  },
  deleteAllVersions: {
    kind: 'write',
    request: (i) => ({ method: 'DELETE', url: `/api/versions/${i.image}` }),
  },
  getComments: { kind: 'read', request: (i) => ({ method: 'GET', url: `/api/images/${i.image}/comments` }) },
  addComment: {
    kind: 'write',
    request: (i) => ({ method: 'POST', url: `/api/images/${i.image}/comments`, body: { text: 'Hi' } }),
  },
  updateComment: {
    kind: 'write',
    request: (i) => ({
      method: 'PATCH',
      url: `/api/images/${i.image}/comments/${i.comment}`,
      body: { text: 'Changed' },
    }),
  },
  deleteComment: {
    kind: 'write',
    request: (i) => ({ method: 'DELETE', url: `/api/images/${i.image}/comments/${i.comment}` }),
  },
  // Sends mail and keeps a message: refused (404) before anything is stored or sent.
  contactOwner: {
    kind: 'write',
    request: (i) => ({
      method: 'PUT',
      url: '/api/contactowner/1',
      body: { message: 'Hello', addresserEmail: 'a@example.com', formFillTime: 10_000, imageId: i.image },
    }),
  },
  getImagesDetails: {
    kind: 'read',
    request: (i) => ({ method: 'POST', url: '/api/images/details', body: { ids: [i.image] } }),
    emptyAnswer: [],
  },
  // Recognition (issue 18): the status of a file the caller cannot see is not told; recognize is
  // refused (the feature off, or the file not found for them).
  getRecognitionStatus: {
    kind: 'read',
    request: (i) => ({ method: 'POST', url: '/api/recognition/multi-status', body: { imageIds: [i.image] } }),
    emptyAnswer: { images: [] },
  },
  recognize: {
    kind: 'write',
    request: (i) => ({ method: 'POST', url: '/api/recognize/', body: { ids: [i.image] } }),
  },
  getFlashView: {
    kind: 'read',
    request: (i) => ({ method: 'GET', url: `/api/flash/wall?ids=${i.image}` }),
    emptyAnswer: { images: [] },
  },
  updateImages: {
    kind: 'write',
    request: (i) => ({
      method: 'PATCH',
      url: '/api/images',
      body: {
        imageIds: [i.image],
        patches: [{ id: i.image, field: 'imageAttributes.title', action: 'replace', value: 'X' }],
      },
    }),
  },
  deleteImages: {
    kind: 'write',
    request: (i) => ({ method: 'POST', url: '/api/images/delete', body: { imageIds: [i.image] } }),
  },
  rotateImage: {
    kind: 'write',
    request: (i) => ({
      method: 'PUT',
      url: '/api/image/rotate',
      body: { clockwise: true, imageId: i.image },
    }),
  },
  getExifDetails: { kind: 'read', request: (i) => ({ method: 'GET', url: `/api/images/${i.image}/exif` }) },
  getVideoDetails: { kind: 'read', request: (i) => ({ method: 'GET', url: `/api/images/${i.image}/video` }) },
  checkFileName: {
    kind: 'read',
    request: (i) => ({
      method: 'POST',
      url: '/api/upload/checkfilename',
      body: { fileFullPath: 'a.png', folderId: i.folder },
    }),
  },
  uploadChunk: { kind: 'write', request: (i) => ({ multipart: `/api/upload/${i.folder}` }) },
  // Issue 19: what an upload has staged, the duplicate pre-check, a public page into the folder.
  getUploadReceived: {
    kind: 'read',
    request: (i) => ({ method: 'GET', url: `/api/upload/received?uniqueId=u-1&folderId=${i.folder}` }),
  },
  findUploadDuplicates: {
    kind: 'read',
    request: (i) => ({
      method: 'POST',
      url: '/api/upload/duplicates',
      body: { folderId: i.folder, files: [{ key: 'a', sha256: 'a'.repeat(64), size: 1 }] },
    }),
  },
  createPublicUploadPage: {
    kind: 'write',
    request: (i) => ({ method: 'POST', url: '/api/upload/public-pages', body: { folderId: i.folder } }),
  },
  uploadOverwriteChunk: {
    kind: 'write',
    request: (i) => ({ multipart: `/api/upload/overwrite/${i.image}` }),
  },
  // Annotation (spec 001 §2, §6): the drawing sent as a multipart file part.
  saveAnnotation: { kind: 'write', request: (i) => ({ multipart: `/api/images/${i.image}/annotation` }) },
  // The administration API (handlers/admin.ts): people and roles are the super admin's (403); the
  // grants of a node the outsider cannot see are 404, a library-wide grant (id 1 in the contract
  // library: the viewer's) 403.
  listGrants: {
    kind: 'read',
    request: (i) => ({ method: 'GET', url: `/api/admin/grants?folder=${i.folder}` }),
  },
  addGrant: {
    kind: 'write',
    request: (i) => ({
      method: 'POST',
      url: '/api/admin/grants',
      body: { userId: 1, roleId: 1, folderId: i.folder },
    }),
  },
  removeGrant: { kind: 'write', request: () => ({ method: 'DELETE', url: '/api/admin/grants/1' }) },
  getAdminUser: { kind: 'read', request: () => ({ method: 'GET', url: '/api/admin/users/1' }) },
  createAdminUser: {
    kind: 'write',
    request: () => ({
      method: 'POST',
      url: '/api/admin/users',
      body: { logicalId: 'x', password: 'long-enough' },
    }),
  },
  updateAdminUser: {
    kind: 'write',
    request: () => ({ method: 'PATCH', url: '/api/admin/users/1', body: { isDisabled: true } }),
  },
  deleteAdminUser: { kind: 'write', request: () => ({ method: 'DELETE', url: '/api/admin/users/1' }) },
  resetAdminUserPassword: {
    kind: 'write',
    request: () => ({ method: 'POST', url: '/api/admin/users/1/password', body: {} }),
  },
  updateRole: {
    kind: 'write',
    request: () => ({
      method: 'PATCH',
      url: '/api/admin/roles/1',
      body: { permissions: ['setPermissions'] },
    }),
  },
  deleteRole: { kind: 'write', request: () => ({ method: 'DELETE', url: '/api/admin/roles/1' }) },
};

/**
 * More requests of an operation already in REQUESTS, for a second id parameter it takes (the table
 * has one entry per operation; these run in the same refusal tests).
 */
const MORE_REQUESTS: Record<string, Case> = {
  // Issue 19: what a new version sent over one file has staged (imageId instead of folderId).
  'getUploadReceived by imageId': {
    kind: 'read',
    request: (i) => ({ method: 'GET', url: `/api/upload/received?uniqueId=u-1&imageId=${i.image}` }),
  },
};

/** Implemented operations whose path, query or top-level body names an id (openapi.yml). */
function operationsTakingAnId(): string[] {
  // biome-ignore lint/suspicious/noExplicitAny: the YAML document is walked by key.
  const doc = parse(readFileSync(findOpenApiFile(), 'utf8')) as any;
  // biome-ignore lint/suspicious/noExplicitAny: same.
  const deref = (node: any): any => {
    let current = node;
    while (current?.$ref) {
      current = (current.$ref as string)
        .replace(/^#\//, '')
        .split('/')
        // biome-ignore lint/suspicious/noExplicitAny: walking the document.
        .reduce((n: any, key: string) => n?.[key.replace(/~1/g, '/')], doc);
    }
    return current;
  };
  const idName = /(^id$|Id$|Ids$|^ids$|^IdArray$|^folder$|^virtualSet$)/i;
  const found: string[] = [];
  for (const item of Object.values(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      // biome-ignore lint/suspicious/noExplicitAny: an operation object.
      const op = item[method] as any;
      if (!op || !IMPLEMENTED_OPERATIONS.includes(op.operationId)) continue;
      const parameters = [...((item.parameters as unknown[]) ?? []), ...(op.parameters ?? [])].map(deref);
      const body = deref(deref(op.requestBody)?.content?.['application/json']?.schema);
      const bodyNames = Object.keys(body?.properties ?? {});
      const multipart = deref(op.requestBody)?.content?.['multipart/form-data'] !== undefined;
      const takesId =
        parameters.some((p: { name: string; in: string }) => p.in !== 'header' && idName.test(p.name)) ||
        bodyNames.some((name) => idName.test(name));
      if (takesId && !(multipart && op.operationId === 'uploadPublicChunk')) found.push(op.operationId);
    }
  }
  return found.sort();
}

let server: TestServer;
let ids: Ids;
let outsider: Agent;

/** Everything a refused request must leave as it was (sessions aside: signing in makes one). */
async function snapshot(): Promise<string> {
  const db = server.app.vitrine.db;
  const tables = [
    'folders',
    'files',
    'sets',
    'set_groups',
    'set_files',
    'file_keywords',
    'file_custom_metadata',
    'renditions',
    'file_versions',
    'jobs',
    'pins',
    'notification_subscriptions',
    'web_settings',
    'settings',
    'users',
    'role_assignments',
    'contact_messages',
    'comments',
    'file_audit',
    'shares',
    'share_files',
  ] as const;
  const rows: Record<string, unknown> = {};
  for (const table of tables) rows[table] = await db.selectFrom(table).selectAll().execute();
  return JSON.stringify(rows);
}

async function send(agent: Agent, request: Request): Promise<{ status: number; body: unknown }> {
  if ('multipart' in request) {
    const png = await solidImage(4, 4, 'png');
    return postMultipart(
      server,
      agent,
      request.multipart,
      chunkFieldList({
        fileName: 'x.png',
        fileSize: png.length,
        chunkIndex: 0,
        chunkCount: 1,
        chunkOffset: 0,
        uniqueId: 'refusal',
      }),
      { bytes: png, name: 'x.png' },
    );
  }
  const answer = await agent.call(request.method, request.url, request.body);
  return { status: answer.status, body: answer.body };
}

beforeAll(async () => {
  // With mail configured, so contact the owner is on (its SMTP server is never reached: every
  // request here is refused before).
  server = await startTestServer({ smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'vitrine@example.com' });
  const db = server.app.vitrine.db;
  const editor = await server.as('editor');
  const admin = await server.as('superAdmin');
  const workspace = server.library.folders.workspace.id;
  const folder = (
    await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
      Name: 'Hidden',
      ParentId: workspace,
    })
  ).body.id;
  const other = (
    await editor.call<{ id: number }>('POST', '/api/folder/addFolder', { Name: 'Other', ParentId: workspace })
  ).body.id;
  const [uploaded] = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    editor,
    `/api/upload/${folder}`,
    'secret.png',
    await solidImage(8, 8, 'png'),
  );
  const image = uploaded?.body.files[0]?.Id as number;
  const set = await db
    .selectFrom('sets')
    .select(['id', 'group_id'])
    .where('name', '=', 'Hero images')
    .executeTakeFirstOrThrow();
  expect((await admin.call('POST', `/api/virtualsets/${set.id}/images`, { ImageIds: [image] })).status).toBe(
    204,
  );
  const comment = await editor.call<{ id: number }>('POST', `/api/images/${image}/comments`, {
    text: 'Mine',
  });
  expect(comment.status).toBe(200);
  // A second version over it, so it has a kept one (versions).
  const [again] = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    editor,
    `/api/upload/${folder}`,
    'secret.png',
    await solidImage(8, 8, 'png', '#aa2222'),
    { flags: { createNewVersion: true } },
  );
  expect(again?.status).toBe(200);
  const versions = await editor.call<{ imageVersions: { id: number }[] }>('GET', `/api/versions/${image}`);
  const version = versions.body.imageVersions[1]?.id as number;
  const shared = await editor.call<{ id: number }>('POST', '/api/share', {
    Href: 'http://localhost/',
    imageIds: [image],
    title: 'Hidden',
  });
  expect(shared.status).toBe(200);
  ids = {
    share: shared.body.id,
    folder,
    other,
    image,
    comment: comment.body.id,
    version,
    set: set.id,
    group: set.group_id as number,
  };
  const { id } = await db
    .insertInto('users')
    .values({
      user_name: 'outsider',
      email: null,
      password_hash: await hashPassword('outsider-password', TEST_SCRYPT_COST),
      folder_id: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'editor' satisfies RoleName)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_assignments')
    .values({
      user_id: id,
      role_id: role.id,
      folder_id: server.library.folders.products.id,
      set_id: null,
      group_id: null,
    })
    .execute();
  outsider = server.agent();
  await outsider.signIn('outsider', 'outsider-password');
  await server.app.vitrineJobs.worker.idle();
  // Uploads and a thumbnail job: on a loaded machine this takes longer than the default 10 s.
}, 60_000);
afterAll(() => server.close());

describe('every operation that takes an id (generated from openapi.yml)', () => {
  it('has a request in this table (a new operation fails here until it is covered)', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(operationsTakingAnId());
  });

  const REFUSED = [401, 403, 404, 443, 444];

  it.each([...Object.entries(REQUESTS), ...Object.entries(MORE_REQUESTS)])(
    '%s: refused for a user who cannot see it, nothing changes',
    async (_, entry) => {
      const before = await snapshot();
      const answer = await send(outsider, entry.request(ids));
      if (entry.emptyAnswer !== undefined) {
        expect(answer).toEqual({ status: 200, body: entry.emptyAnswer });
      } else {
        expect(REFUSED, JSON.stringify(answer)).toContain(answer.status);
        expect(answer.body).toMatchObject({ responseStatus: { errorCode: expect.any(String) } });
      }
      expect(await snapshot()).toBe(before);
    },
  );

  it.each(Object.entries(REQUESTS).filter(([, entry]) => entry.kind === 'write'))(
    '%s: refused for the guest, nothing changes',
    async (_, entry) => {
      const before = await snapshot();
      const answer = await send(server.agent(), entry.request(ids));
      expect(REFUSED, JSON.stringify(answer)).toContain(answer.status);
      expect(await snapshot()).toBe(before);
    },
  );
});
