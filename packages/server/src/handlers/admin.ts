// admin: people, roles, grants and library-wide settings (issue 13; openapi.yml tag admin, all
// inferred: the spec names the folder and set permissions pages gated by setPermissions, spec 001 §2,
// §6, and shows no administration calls). Who may do what (docs/decisions.md "People administration"):
// - people, changing roles and the settings: the super admin only;
// - the grants of a folder, a set or a set group: whoever holds setPermissions there (the super admin
//   always), who may hand out only a role whose every permission they hold there themselves;
// - the one-time password link: anyone holding the token.
import type { components } from '@vitrine/api-client';
import {
  ADMIN_MESSAGES,
  adminNameProblem,
  DEFAULT_GLOBAL_SETTINGS,
  en,
  hasControlCharacters,
  isEmailAddress,
  MAX_GRANTS_PER_NODE,
  MAX_ROLES,
  PERMISSION_NAMES,
} from '@vitrine/core';
import { type Kysely, sql } from 'kysely';
import {
  checkPasswordLength,
  consumePasswordLink,
  dropPasswordLinks,
  issuePasswordLink,
  validPasswordLink,
} from '../auth/password-links';
import { hashPassword } from '../auth/passwords';
import { can, type PermissionTarget, type Principal } from '../auth/permissions';
import { endSessionsOf } from '../auth/sessions';
import type { Database } from '../db/schema';
import { badRequest, forbidden, HttpError, notFoundItem } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { folderTarget, pathIds, visibleFolder } from '../library/folders';
import { groupTarget, setTarget, visibleGroup, visibleSet } from '../library/sets';
import { readGuestAccess, readSetting, writeSetting } from '../library/settings';

type Schemas = components['schemas'];
type Db = Kysely<Database>;

export { ADMIN_MESSAGES, MAX_GRANTS_PER_NODE, MAX_ROLES };

/** The account-disabled sign-in answer (403), for handlers/session.ts. */
export const ACCOUNT_DISABLED = ADMIN_MESSAGES.accountDisabled;

// ------------------------------------------------------------------------------ who may

function isSignedInUser(principal: Principal): boolean {
  return principal.kind === 'user' && !principal.isShared && principal.userId !== null;
}

function requireSuperAdmin(principal: Principal): number {
  if (!isSignedInUser(principal) || !principal.isSuperAdmin) throw forbidden(ADMIN_MESSAGES.superAdminOnly);
  return principal.userId as number;
}

/** Whether the principal holds setPermissions on some node (to read the roles for a grant). */
function holdsSetPermissionsSomewhere(principal: Principal): boolean {
  return (
    isSignedInUser(principal) &&
    (principal.isSuperAdmin || principal.grants.some((g) => g.permissions.has('setPermissions')))
  );
}

// ------------------------------------------------------------------------------ people

type UserRowForAdmin = {
  id: number;
  user_name: string;
  email: string | null;
  is_super_admin: number;
  is_disabled: number;
  is_guest: number;
  password_hash: string | null;
  folder_id: number | null;
  created_at: string;
};

const USER_COLUMNS = [
  'id',
  'user_name',
  'email',
  'is_super_admin',
  'is_disabled',
  'is_guest',
  'password_hash',
  'folder_id',
  'created_at',
] as const;

async function pendingLinkUsers(db: Db, now: Date): Promise<Set<number>> {
  const rows = await db
    .selectFrom('password_links')
    .select('user_id')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

function toAdminUser(row: UserRowForAdmin, pending: Set<number>): Schemas['AdminUser'] {
  return {
    id: row.id,
    logicalId: row.user_name,
    email: row.email,
    isSuperAdmin: row.is_super_admin === 1,
    isDisabled: row.is_disabled === 1,
    isGuest: row.is_guest === 1,
    hasPassword: row.password_hash !== null,
    passwordLinkPending: pending.has(row.id),
    folderId: row.folder_id,
    createdAt: row.created_at,
  };
}

async function findUser(db: Db, id: number): Promise<UserRowForAdmin> {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFoundItem('User', id);
  return row;
}

async function adminUser(db: Db, id: number, now: Date): Promise<Schemas['AdminUser']> {
  return toAdminUser(await findUser(db, id), await pendingLinkUsers(db, now));
}

function cleanName(raw: string): string {
  const name = raw.trim();
  const problem = adminNameProblem(name);
  if (problem !== null) throw badRequest(problem);
  return name;
}

function cleanEmail(raw: string | null | undefined): string | null {
  const email = raw?.trim() ?? '';
  if (email === '') return null;
  if (!isEmailAddress(email)) throw badRequest(ADMIN_MESSAGES.emailInvalid);
  return email;
}

async function checkUserUnique(db: Db, name: string | null, email: string | null, except: number | null) {
  if (name !== null) {
    let query = db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(user_name)`, '=', name.toLowerCase());
    if (except !== null) query = query.where('id', '!=', except);
    if (await query.executeTakeFirst()) throw badRequest(ADMIN_MESSAGES.nameTaken(name));
  }
  if (email !== null) {
    let query = db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase());
    if (except !== null) query = query.where('id', '!=', except);
    if (await query.executeTakeFirst()) throw badRequest(ADMIN_MESSAGES.emailTaken(email));
  }
}

async function enabledSuperAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_super_admin', '=', 1)
    .where('is_disabled', '=', 0)
    .where('is_guest', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ------------------------------------------------------------------------------ grants

type GrantNode = Schemas['GrantNode'];

/** The node a grant request or a listing names, with its permission target (null: the whole library). */
interface ResolvedNode {
  node: GrantNode;
  target: PermissionTarget | null;
  /** The role_assignments columns that name this node. */
  columns: { folder_id: number | null; set_id: number | null; group_id: number | null };
}

const LIBRARY_NODE: GrantNode = { kind: 'library', id: null, name: null };

async function resolveNode(
  db: Db,
  principal: Principal,
  ids: { folder?: number; set?: number; group?: number },
): Promise<ResolvedNode> {
  const given = [ids.folder, ids.set, ids.group].filter((id) => id !== undefined);
  if (given.length !== 1) throw badRequest(ADMIN_MESSAGES.notOneNode);
  if (ids.folder === 0) {
    return { node: LIBRARY_NODE, target: null, columns: { folder_id: null, set_id: null, group_id: null } };
  }
  if (ids.folder !== undefined) {
    const folder = await visibleFolder(db, principal, ids.folder);
    return {
      node: { kind: 'folder', id: folder.id, name: folder.name },
      target: folderTarget(folder),
      columns: { folder_id: folder.id, set_id: null, group_id: null },
    };
  }
  if (ids.set !== undefined) {
    const set = await visibleSet(db, principal, ids.set);
    return {
      node: { kind: 'set', id: set.id, name: set.name },
      target: setTarget(set),
      columns: { folder_id: null, set_id: set.id, group_id: null },
    };
  }
  const group = await visibleGroup(db, principal, ids.group as number);
  return {
    node: { kind: 'setGroup', id: group.id, name: group.name },
    target: groupTarget(group.id),
    columns: { folder_id: null, set_id: null, group_id: group.id },
  };
}

/** setPermissions on the node (spec 001 §6); the whole library needs the super admin. */
function requireSetPermissions(principal: Principal, resolved: ResolvedNode): void {
  if (!isSignedInUser(principal)) throw forbidden(ADMIN_MESSAGES.noSetPermissions);
  if (principal.isSuperAdmin) return;
  if (resolved.target === null) throw forbidden(ADMIN_MESSAGES.libraryGrant);
  if (!can(principal, 'setPermissions', resolved.target)) throw forbidden(ADMIN_MESSAGES.noSetPermissions);
}

function grantQuery(db: Db) {
  return db
    .selectFrom('role_assignments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('roles as r', 'r.id', 'a.role_id')
    .leftJoin('folders as f', 'f.id', 'a.folder_id')
    .leftJoin('sets as s', 's.id', 'a.set_id')
    .leftJoin('set_groups as g', 'g.id', 'a.group_id')
    .select([
      'a.id',
      'a.folder_id',
      'a.set_id',
      'a.group_id',
      'u.id as userId',
      'u.user_name as userName',
      'r.id as roleId',
      'r.name as roleName',
      'f.name as folderName',
      's.name as setName',
      'g.name as groupName',
    ]);
}

type GrantRow = Awaited<ReturnType<ReturnType<typeof grantQuery>['execute']>>[number];

function grantNodeOf(row: GrantRow): GrantNode {
  if (row.folder_id !== null) return { kind: 'folder', id: row.folder_id, name: row.folderName };
  if (row.set_id !== null) return { kind: 'set', id: row.set_id, name: row.setName };
  if (row.group_id !== null) return { kind: 'setGroup', id: row.group_id, name: row.groupName };
  return LIBRARY_NODE;
}

function toGrant(row: GrantRow, inherited: boolean): Schemas['Grant'] {
  return {
    id: row.id,
    user: { id: row.userId, logicalId: row.userName },
    role: { id: row.roleId, name: row.roleName },
    node: grantNodeOf(row),
    inherited,
  };
}

const byUserName = (a: GrantRow, b: GrantRow) =>
  a.userName.localeCompare(b.userName) || a.roleName.localeCompare(b.roleName) || a.id - b.id;

/**
 * The grants that apply on a node: the library's, then those on the nodes above it from the top down
 * (a set's group before its top set), then its own; by user name within each.
 */
async function grantsOn(db: Db, resolved: ResolvedNode): Promise<Schemas['Grant'][]> {
  const rows = await grantQuery(db).execute();
  const isLibrary = (r: GrantRow) => r.folder_id === null && r.set_id === null && r.group_id === null;
  const { node } = resolved;
  // Levels from the top down; the last is the node's own.
  const levels: ((r: GrantRow) => boolean)[] = [isLibrary];
  if (node.kind === 'folder') {
    const folder = await db
      .selectFrom('folders')
      .select('path')
      .where('id', '=', node.id as number)
      .executeTakeFirstOrThrow();
    for (const id of pathIds(folder.path)) levels.push((r) => r.folder_id === id);
  } else if (node.kind === 'set') {
    const set = await db
      .selectFrom('sets')
      .select(['path', 'group_id'])
      .where('id', '=', node.id as number)
      .executeTakeFirstOrThrow();
    const groupId = set.group_id;
    if (groupId !== null) levels.push((r) => r.group_id === groupId);
    for (const id of pathIds(set.path)) levels.push((r) => r.set_id === id);
  } else if (node.kind === 'setGroup') {
    levels.push((r) => r.group_id === node.id);
  }
  return levels.flatMap((matches, level) =>
    rows
      .filter(matches)
      .sort(byUserName)
      .map((row) => toGrant(row, level !== levels.length - 1)),
  );
}

// ------------------------------------------------------------------------------ roles

type RoleRow = { id: number; name: string; permissions: string };

/** A role's permissions as stored, in PERMISSION_NAMES order, unknown names left out. */
function rolePermissions(row: RoleRow): Schemas['PermissionName'][] {
  const stored = new Set(JSON.parse(row.permissions) as string[]);
  return PERMISSION_NAMES.filter((name) => stored.has(name));
}

async function grantCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('role_assignments')
    .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('role_id')
    .execute();
  return new Map(rows.map((r) => [r.role_id, Number(r.n)]));
}

function toRole(row: RoleRow, counts: Map<number, number>): Schemas['Role'] {
  return {
    id: row.id,
    name: row.name,
    permissions: rolePermissions(row),
    grantCount: counts.get(row.id) ?? 0,
  };
}

async function findRole(db: Db, id: number): Promise<RoleRow> {
  const row = await db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFoundItem('Role', id);
  return row;
}

async function checkRoleNameFree(db: Db, name: string, except: number | null): Promise<void> {
  let query = db.selectFrom('roles').select('id').where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (except !== null) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw badRequest(ADMIN_MESSAGES.nameTaken(name));
}

/** Permissions stored in PERMISSION_NAMES order. */
function storedPermissions(permissions: readonly string[]): string {
  const given = new Set(permissions);
  return JSON.stringify(PERMISSION_NAMES.filter((name) => given.has(name)));
}

// ------------------------------------------------------------------------------ settings

type GlobalFlag = keyof typeof DEFAULT_GLOBAL_SETTINGS;
const GLOBAL_FLAGS = Object.keys(DEFAULT_GLOBAL_SETTINGS) as GlobalFlag[];

async function adminSettings(db: Db): Promise<Schemas['AdminSettings']> {
  const global = await readSetting(db, 'globalSettings');
  const flags = Object.fromEntries(GLOBAL_FLAGS.map((key) => [key, global[key]])) as Record<
    GlobalFlag,
    boolean
  >;
  return {
    guestAccessEnabled: await readGuestAccess(db),
    setsName: (await readSetting(db, 'preferences')).setsName ?? en.common.virtualSet,
    ...flags,
  };
}

// ------------------------------------------------------------------------------ handlers

export const adminHandlers: HandlerTable = {
  async listAdminUsers({ app, db, principal }) {
    requireSuperAdmin(principal);
    const rows = await db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .orderBy('user_name')
      .orderBy('id')
      .execute();
    const pending = await pendingLinkUsers(db, app.now());
    return { users: rows.map((row) => toAdminUser(row, pending)) };
  },

  async createAdminUser({ app, db, principal, body }) {
    const me = requireSuperAdmin(principal);
    const name = cleanName(body.logicalId);
    const email = cleanEmail(body.email);
    if (body.password !== undefined) checkPasswordLength(body.password);
    await checkUserUnique(db, name, email, null);
    const passwordHash =
      body.password === undefined ? null : await hashPassword(body.password, app.options.scryptCost);
    const { id } = await db
      .insertInto('users')
      .values({
        user_name: name,
        email,
        password_hash: passwordHash,
        is_super_admin: body.isSuperAdmin ? 1 : 0,
        folder_id: null,
        created_at: app.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const passwordLink = passwordHash === null ? await issuePasswordLink(db, id, me, app.now()) : null;
    return { user: await adminUser(db, id, app.now()), passwordLink };
  },

  async getAdminUser({ app, db, principal, params }) {
    requireSuperAdmin(principal);
    const user = await adminUser(db, params.id, app.now());
    const rows = await grantQuery(db).where('a.user_id', '=', params.id).execute();
    return { ...user, grants: rows.sort(byUserName).map((row) => toGrant(row, false)) };
  },

  async updateAdminUser({ app, db, principal, params, body }) {
    const me = requireSuperAdmin(principal);
    const user = await findUser(db, params.id);
    if (user.is_guest === 1) throw badRequest(ADMIN_MESSAGES.guestFixed);
    if (user.id === me && body.isDisabled === true) throw badRequest(ADMIN_MESSAGES.disableSelf);
    if (user.id === me && body.isSuperAdmin === false) throw badRequest(ADMIN_MESSAGES.demoteSelf);
    const name = body.logicalId === undefined ? null : cleanName(body.logicalId);
    const email = body.email === undefined ? undefined : cleanEmail(body.email);
    await checkUserUnique(db, name, email ?? null, user.id);
    const losesSuperAdmin =
      user.is_super_admin === 1 &&
      user.is_disabled === 0 &&
      (body.isDisabled === true || body.isSuperAdmin === false);
    await db.transaction().execute(async (trx) => {
      if (losesSuperAdmin && (await enabledSuperAdmins(trx)) <= 1)
        throw badRequest(ADMIN_MESSAGES.lastSuperAdmin);
      await trx
        .updateTable('users')
        .set({
          ...(name !== null ? { user_name: name } : {}),
          ...(email !== undefined ? { email } : {}),
          ...(body.isSuperAdmin !== undefined ? { is_super_admin: body.isSuperAdmin ? 1 : 0 } : {}),
          ...(body.isDisabled !== undefined ? { is_disabled: body.isDisabled ? 1 : 0 } : {}),
        } as const)
        .where('id', '=', user.id)
        .execute();
      // Disabling ends every session at once; sign-in is then refused (ACCOUNT_DISABLED).
      if (body.isDisabled === true) await endSessionsOf(trx, user.id);
    });
    return adminUser(db, user.id, app.now());
  },

  async deleteAdminUser({ db, principal, params }) {
    const me = requireSuperAdmin(principal);
    const user = await findUser(db, params.id);
    if (user.is_guest === 1) throw badRequest(ADMIN_MESSAGES.guestFixed);
    if (user.id === me) throw badRequest(ADMIN_MESSAGES.deleteSelf);
    await db.transaction().execute(async (trx) => {
      if (user.is_super_admin === 1 && user.is_disabled === 0 && (await enabledSuperAdmins(trx)) <= 1)
        throw badRequest(ADMIN_MESSAGES.lastSuperAdmin);
      // What goes with the person (openapi.yml deleteAdminUser). The foreign keys say the same, but
      // each is spelled out so the outcome does not rest on the database enforcing them.
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('role_assignments').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('password_links').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('web_settings').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('pins').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('notification_subscriptions').where('user_id', '=', user.id).execute();
      // What stays: their files, now the library's (no owner); versions and public pages they made.
      await trx.updateTable('files').set({ owner_id: null }).where('owner_id', '=', user.id).execute();
      await trx
        .updateTable('file_versions')
        .set({ created_by: null })
        .where('created_by', '=', user.id)
        .execute();
      await trx
        .updateTable('public_upload_pages')
        .set({ created_by: null })
        .where('created_by', '=', user.id)
        .execute();
      await trx
        .updateTable('password_links')
        .set({ created_by: null })
        .where('created_by', '=', user.id)
        .execute();
      await trx.deleteFrom('users').where('id', '=', user.id).execute();
    });
    return undefined;
  },

  async resetAdminUserPassword({ app, db, principal, params, body }) {
    const me = requireSuperAdmin(principal);
    const user = await findUser(db, params.id);
    if (user.is_guest === 1) throw badRequest(ADMIN_MESSAGES.guestFixed);
    if (body.password !== undefined) {
      checkPasswordLength(body.password);
      const hash = await hashPassword(body.password, app.options.scryptCost);
      await db.updateTable('users').set({ password_hash: hash }).where('id', '=', user.id).execute();
      await dropPasswordLinks(db, user.id);
      await endSessionsOf(db, user.id, { except: principal.sessionId });
      return { passwordLink: null };
    }
    const passwordLink = await issuePasswordLink(db, user.id, me, app.now());
    await endSessionsOf(db, user.id, { except: principal.sessionId });
    return { passwordLink };
  },

  async checkPasswordLink({ app, db, body }) {
    const link = await validPasswordLink(db, body.token, app.now());
    return { logicalId: link.userName, expiresAt: link.expiresAt };
  },

  async usePasswordLink({ app, db, body }) {
    const link = await validPasswordLink(db, body.token, app.now());
    checkPasswordLength(body.password);
    const hash = await hashPassword(body.password, app.options.scryptCost);
    await consumePasswordLink(db, link, hash, app.now());
    return undefined;
  },

  async listRoles({ db, principal }) {
    if (!holdsSetPermissionsSomewhere(principal)) throw forbidden(ADMIN_MESSAGES.noSetPermissions);
    const rows = await db.selectFrom('roles').selectAll().orderBy('name').orderBy('id').execute();
    const counts = await grantCounts(db);
    return { roles: rows.map((row) => toRole(row, counts)) };
  },

  async createRole({ db, principal, body }) {
    requireSuperAdmin(principal);
    const name = cleanName(body.name);
    await checkRoleNameFree(db, name, null);
    const count = await db
      .selectFrom('roles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_ROLES) throw badRequest(ADMIN_MESSAGES.tooManyRoles);
    const row = await db
      .insertInto('roles')
      .values({ name, permissions: storedPermissions(body.permissions) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRole(row, new Map());
  },

  async updateRole({ db, principal, params, body }) {
    requireSuperAdmin(principal);
    const role = await findRole(db, params.id);
    const name = body.name === undefined ? null : cleanName(body.name);
    if (name !== null) await checkRoleNameFree(db, name, role.id);
    await db
      .updateTable('roles')
      .set({
        ...(name !== null ? { name } : {}),
        ...(body.permissions !== undefined ? { permissions: storedPermissions(body.permissions) } : {}),
      })
      .where('id', '=', role.id)
      .execute();
    return toRole(await findRole(db, role.id), await grantCounts(db));
  },

  async deleteRole({ db, principal, params }) {
    requireSuperAdmin(principal);
    const role = await findRole(db, params.id);
    if ((await grantCounts(db)).get(role.id)) throw badRequest(ADMIN_MESSAGES.roleInUse);
    await db.deleteFrom('roles').where('id', '=', role.id).execute();
    return undefined;
  },

  async listGrants({ db, principal, query }) {
    const resolved = await resolveNode(db, principal, {
      folder: query.folder,
      set: query.virtualSet,
      group: query.setGroup,
    });
    requireSetPermissions(principal, resolved);
    return { node: resolved.node, grants: await grantsOn(db, resolved) };
  },

  async addGrant({ db, principal, body }) {
    const resolved = await resolveNode(db, principal, {
      folder: body.folderId,
      set: body.setId,
      group: body.setGroupId,
    });
    requireSetPermissions(principal, resolved);
    const user = await findUser(db, body.userId);
    const role = await findRole(db, body.roleId);
    if (user.is_disabled === 1) throw badRequest(ADMIN_MESSAGES.grantDisabled);
    // No one hands out more than they hold on the node (the super admin holds everything).
    const target = resolved.target;
    if (!principal.isSuperAdmin && target !== null) {
      if (!rolePermissions(role).every((permission) => can(principal, permission, target)))
        throw forbidden(ADMIN_MESSAGES.roleTooStrong);
    }
    const { folder_id, set_id, group_id } = resolved.columns;
    const onNode = db
      .selectFrom('role_assignments')
      .select(['id', 'user_id', 'role_id'])
      .where((eb) =>
        eb.and([
          folder_id === null ? eb('folder_id', 'is', null) : eb('folder_id', '=', folder_id),
          set_id === null ? eb('set_id', 'is', null) : eb('set_id', '=', set_id),
          group_id === null ? eb('group_id', 'is', null) : eb('group_id', '=', group_id),
        ]),
      );
    const existing = await onNode.execute();
    if (existing.some((g) => g.user_id === user.id && g.role_id === role.id))
      throw badRequest(ADMIN_MESSAGES.grantExists);
    if (existing.length >= MAX_GRANTS_PER_NODE) throw badRequest(ADMIN_MESSAGES.tooManyGrants);
    const { id } = await db
      .insertInto('role_assignments')
      .values({ user_id: user.id, role_id: role.id, folder_id, set_id, group_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await grantQuery(db).where('a.id', '=', id).executeTakeFirstOrThrow();
    return toGrant(row, false);
  },

  async removeGrant({ db, principal, params }) {
    const grant = await db
      .selectFrom('role_assignments')
      .selectAll()
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!grant) throw notFoundItem('Grant', params.id);
    let resolved: ResolvedNode;
    try {
      resolved = await resolveNode(db, principal, {
        folder: grant.folder_id ?? (grant.set_id === null && grant.group_id === null ? 0 : undefined),
        set: grant.set_id ?? undefined,
        group: grant.group_id ?? undefined,
      });
    } catch (error) {
      // A grant on a node the caller cannot see is not found, like the node.
      if (error instanceof HttpError && error.status === 404) throw notFoundItem('Grant', params.id);
      throw error;
    }
    requireSetPermissions(principal, resolved);
    await db.deleteFrom('role_assignments').where('id', '=', grant.id).execute();
    return undefined;
  },

  async getAdminSettings({ db, principal }) {
    requireSuperAdmin(principal);
    return adminSettings(db);
  },

  async updateAdminSettings({ db, principal, body }) {
    requireSuperAdmin(principal);
    const { guestAccessEnabled, setsName, ...rest } = body;
    const flags: Partial<Record<GlobalFlag, boolean>> = {};
    for (const key of GLOBAL_FLAGS) {
      const value = (rest as Partial<Record<GlobalFlag, boolean>>)[key];
      if (value !== undefined) flags[key] = value;
    }
    let name: string | undefined;
    if (setsName !== undefined) {
      name = setsName.trim();
      if (name === '') throw badRequest(ADMIN_MESSAGES.setsNameEmpty);
      if (hasControlCharacters(name)) throw badRequest(ADMIN_MESSAGES.nameControl);
    }
    if (guestAccessEnabled !== undefined) await writeSetting(db, 'guestAccessEnabled', guestAccessEnabled);
    if (Object.keys(flags).length > 0) await writeSetting(db, 'globalSettings', flags);
    if (name !== undefined) await writeSetting(db, 'preferences', { setsName: name });
    return adminSettings(db);
  },
};
