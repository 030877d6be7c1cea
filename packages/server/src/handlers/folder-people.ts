// Share a folder with people (issue 20; spec 000 §5 "The sharing user must exist in the users list or
// carry an e-mail"; openapi.yml listFolderPeople, addFolderPerson, removeFolderPerson, all inferred).
// A person of the users list gets the built-in viewer role on the folder (core PEOPLE_ROLE), as a
// grant marked `via_people` with who shared it; the people list and "remove" touch only such grants,
// never those of the permissions page (docs/decisions.md "Share with people"). Everything needs
// `share` on the folder; handing out the role needs every one of its permissions there.
import type { components } from '@vitrine/api-client';
import { MAX_FOLDER_PEOPLE, PEOPLE_MESSAGES, PEOPLE_ROLE } from '@vitrine/core';
import type { Kysely } from 'kysely';
import { can, canSee, type Principal } from '../auth/permissions';
import type { Database, FolderRow } from '../db/schema';
import { badRequest, forbidden, HttpError, notFoundItem } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { folderTarget, visibleFolder } from '../library/folders';
import { groupTarget, setTarget } from '../library/sets';

type Db = Kysely<Database>;
type FolderPerson = components['schemas']['FolderPerson'];

/** The people who share something with the principal: grants on nodes it can see, or everywhere; users made for a folder it can see. */
export async function knownUserIds(db: Kysely<Database>, principal: Principal): Promise<Set<number>> {
  const grants = await db
    .selectFrom('role_assignments as a')
    .leftJoin('folders as f', 'f.id', 'a.folder_id')
    .leftJoin('sets as s', 's.id', 'a.set_id')
    .select([
      'a.user_id',
      'a.folder_id',
      'f.path as folderPath',
      'a.set_id',
      's.path as setPath',
      's.group_id as setGroupId',
      'a.group_id',
    ])
    .execute();
  const known = new Set<number>();
  for (const g of grants) {
    const visible =
      g.folder_id !== null
        ? g.folderPath !== null && canSee(principal, folderTarget({ path: g.folderPath }))
        : g.set_id !== null
          ? g.setPath !== null && canSee(principal, setTarget({ path: g.setPath, group_id: g.setGroupId }))
          : g.group_id !== null
            ? canSee(principal, groupTarget(g.group_id))
            : true;
    if (visible) known.add(g.user_id);
  }
  const created = await db
    .selectFrom('users as u')
    .innerJoin('folders as f', 'f.id', 'u.folder_id')
    .select(['u.id', 'f.path'])
    .execute();
  for (const u of created) if (canSee(principal, folderTarget(u))) known.add(u.id);
  return known;
}

/** Whether the principal may know the person (what GET /api/users lists for them; never the guest). */
export async function mayKnowUser(
  db: Kysely<Database>,
  principal: Principal,
  userId: number,
): Promise<boolean> {
  if (principal.kind !== 'user' || principal.isShared || principal.userId === null) return false;
  const user = await db
    .selectFrom('users')
    .select(['id', 'is_guest', 'is_disabled'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.is_guest === 1) return false;
  if (principal.isSuperAdmin || user.id === principal.userId) return true;
  return user.is_disabled === 0 && (await knownUserIds(db, principal)).has(user.id);
}

/** The folder, when the principal holds `share` on it (404 when they cannot see it, 403 otherwise). */
export async function sharedFolder(db: Db, principal: Principal, folderId: number): Promise<FolderRow> {
  if (principal.kind !== 'user' || principal.isShared || principal.userId === null)
    throw forbidden(PEOPLE_MESSAGES.notAllowed);
  const folder = await visibleFolder(db, principal, folderId);
  if (!can(principal, 'share', folderTarget(folder))) throw forbidden(PEOPLE_MESSAGES.notAllowed);
  return folder;
}

/** The role a shared person gets, when the principal may hand it out on the folder. */
async function peopleRole(db: Db, principal: Principal, folder: FolderRow): Promise<number> {
  const role = await db
    .selectFrom('roles')
    .select(['id', 'permissions'])
    .where('name', '=', PEOPLE_ROLE)
    .executeTakeFirst();
  if (!role) throw new HttpError(409, PEOPLE_MESSAGES.noRole, 'Conflict');
  const permissions = JSON.parse(role.permissions) as string[];
  // No one hands out more than they hold there (like the permissions page's grants).
  if (!permissions.every((permission) => can(principal, permission, folderTarget(folder))))
    throw forbidden(PEOPLE_MESSAGES.roleTooStrong);
  return role.id;
}

/**
 * Gives `userId` the people role on the folder, marked as shared by the principal; nothing when the
 * person already holds it through sharing (idempotent).
 */
export async function grantFolderToPerson(
  db: Db,
  principal: Principal,
  folder: FolderRow,
  userId: number,
): Promise<void> {
  const roleId = await peopleRole(db, principal, folder);
  const existing = await db
    .selectFrom('role_assignments')
    .select('id')
    .where('folder_id', '=', folder.id)
    .where('user_id', '=', userId)
    .where('role_id', '=', roleId)
    .where('via_people', '=', 1)
    .executeTakeFirst();
  if (existing) return;
  const onFolder = await db
    .selectFrom('role_assignments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('folder_id', '=', folder.id)
    .executeTakeFirstOrThrow();
  if (Number(onFolder.n) >= MAX_FOLDER_PEOPLE) throw badRequest('This folder has too many grants.');
  await db
    .insertInto('role_assignments')
    .values({
      user_id: userId,
      role_id: roleId,
      folder_id: folder.id,
      set_id: null,
      group_id: null,
      via_people: 1,
      shared_by: principal.userId,
    })
    .execute();
}

function peopleQuery(db: Db, folderId: number) {
  return db
    .selectFrom('role_assignments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('users as s', 's.id', 'a.shared_by')
    .select(['u.id', 'u.user_name', 'u.email', 'u.folder_id', 's.user_name as sharedBy'])
    .where('a.folder_id', '=', folderId)
    .where('a.via_people', '=', 1);
}

type PersonRow = Awaited<ReturnType<ReturnType<typeof peopleQuery>['execute']>>[number];

function toPerson(row: PersonRow, principal: Principal): FolderPerson {
  return {
    // E-mails only for the super admin, as GET /api/users (nobody's address leaks to colleagues).
    user: {
      id: row.id,
      logicalId: row.user_name,
      email: principal.isSuperAdmin || row.id === principal.userId ? row.email : null,
      folderId: row.folder_id,
    },
    sharedBy: row.sharedBy ?? null,
  };
}

export const folderPeopleHandlers: HandlerTable = {
  async listFolderPeople({ db, principal, params }) {
    const folder = await sharedFolder(db, principal, params.id);
    const rows = await peopleQuery(db, folder.id)
      .orderBy('u.user_name')
      .orderBy('u.id')
      .limit(MAX_FOLDER_PEOPLE)
      .execute();
    // One row per person (two sharers may have granted the same person: listed once).
    const seen = new Set<number>();
    const people: FolderPerson[] = [];
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      people.push(toPerson(row, principal));
    }
    return { people };
  },

  async addFolderPerson({ db, principal, params, body }) {
    const folder = await sharedFolder(db, principal, params.id);
    const user = await db
      .selectFrom('users')
      .select(['id', 'is_disabled', 'is_guest'])
      .where('id', '=', body.userId)
      .executeTakeFirst();
    // Someone the caller may not know is not found, like someone who does not exist (no probing).
    if (!user || user.is_guest === 1 || !(await mayKnowUser(db, principal, user.id)))
      throw notFoundItem('User', body.userId);
    if (user.is_disabled === 1) throw badRequest(PEOPLE_MESSAGES.disabled);
    await grantFolderToPerson(db, principal, folder, user.id);
    const row = await peopleQuery(db, folder.id).where('u.id', '=', user.id).executeTakeFirstOrThrow();
    return toPerson(row, principal);
  },

  async removeFolderPerson({ db, principal, params }) {
    const folder = await sharedFolder(db, principal, params.id);
    const user = await db
      .selectFrom('users')
      .select(['id', 'user_name'])
      .where('id', '=', params.userId)
      .executeTakeFirst();
    if (!user || !(await mayKnowUser(db, principal, user.id))) throw notFoundItem('User', params.userId);
    const removed = await db
      .deleteFrom('role_assignments')
      .where('folder_id', '=', folder.id)
      .where('user_id', '=', user.id)
      .where('via_people', '=', 1)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0)
      throw new HttpError(404, PEOPLE_MESSAGES.notShared(user.user_name));
    return undefined;
  },
};
