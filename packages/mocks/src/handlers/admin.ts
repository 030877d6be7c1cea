// admin: people, roles, grants, library-wide settings and the one-time password link (issue 13;
// openapi.yml tag admin), answering as @vitrine/server's handlers/admin.ts does: the same refusals,
// messages, orders and effects on GET /api/config/*. The state lives beside each library (a WeakMap
// on the MockDb), so a reset starts it afresh.
//
// What the mocks do not model: the mock users' own permissions stay those of their role in
// @vitrine/core (users.ts), so a role changed here does not change what kenji.ito may do elsewhere;
// only setPermissions (the permissions pages) follows the grants made here. People created here
// cannot sign in (the mocks sign in by role); a link's token is kept as given (nothing is secret here).
import type { components } from '@vitrine/api-client';
import {
  ADMIN_MESSAGES,
  adminNameProblem,
  checkNewPassword,
  DEFAULT_GLOBAL_SETTINGS,
  en,
  hasControlCharacters,
  isEmailAddress,
  MAX_GRANTS_PER_NODE,
  MAX_ROLES,
  PASSWORD_MESSAGES,
  PERMISSION_NAMES,
  type PermissionName,
  ROLE_NAMES,
  ROLE_PERMISSIONS,
} from '@vitrine/core';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db/db';
import { errorResponse } from '../errors';
import { hasPermission, type MockUser } from '../users';
import { badRequest, forbidden, http, type MockContext, notFound, toId } from './context';

type Schemas = components['schemas'];

export { ADMIN_MESSAGES };

const LINK_TTL_MS = 72 * 60 * 60 * 1000;

interface PersonState {
  isSuperAdmin: boolean;
  isDisabled: boolean;
  isGuest: boolean;
  hasPassword: boolean;
  createdAt: string;
}

interface RoleRecord {
  id: number;
  name: string;
  permissions: PermissionName[];
}

interface GrantRecord {
  id: number;
  userId: number;
  roleId: number;
  folderId: number | null;
  setId: number | null;
  groupId: number | null;
  /** Made by share with people (handlers/people.ts), as the server's `via_people`. */
  viaPeople?: boolean;
  /** Who shared it (null: nobody known). */
  sharedBy?: number | null;
}

interface LinkRecord {
  token: string;
  userId: number;
  expiresAt: string;
  used: boolean;
}

interface AdminState {
  people: Map<number, PersonState>;
  roles: RoleRecord[];
  grants: GrantRecord[];
  links: LinkRecord[];
  guestAccessEnabled: boolean;
  setsName: string;
  counter: number;
}

const states = new WeakMap<MockDb, AdminState>();

/** The mocks' users (users.ts): 1 admin, 2 elena.novak (editor), 3 kenji.ito (viewer), 4 the guest. */
const SUPER_ADMIN_ID = 1;
const GUEST_ID = 4;
const ROLE_OF_USER: Record<number, (typeof ROLE_NAMES)[number]> = { 2: 'editor', 3: 'viewer', 4: 'guest' };

function initialState(db: MockDb): AdminState {
  const roles: RoleRecord[] = ROLE_NAMES.map((name, index) => ({
    id: index + 1,
    name,
    permissions: [...ROLE_PERMISSIONS[name]],
  }));
  const roleId = (name: string) => (roles.find((r) => r.name === name) as RoleRecord).id;
  const people = new Map<number, PersonState>();
  const grants: GrantRecord[] = [];
  let counter = 0;
  for (const user of db.users) {
    people.set(user.id, {
      isSuperAdmin: user.id === SUPER_ADMIN_ID,
      isDisabled: false,
      isGuest: user.id === GUEST_ID,
      // The switchable users sign in; the others were invited by sharing and have no password yet.
      hasPassword: user.id <= 3,
      createdAt: db.nowIso(),
    });
    // The role users hold their role everywhere (as users.ts answers); the invited ones read the
    // folder they were invited to.
    const role = ROLE_OF_USER[user.id];
    const grant = role
      ? { roleId: roleId(role), folderId: null }
      : user.folderId !== null && user.id !== SUPER_ADMIN_ID
        ? { roleId: roleId('viewer'), folderId: user.folderId, viaPeople: true, sharedBy: null }
        : null;
    if (grant) {
      counter += 1;
      grants.push({ id: counter, userId: user.id, setId: null, groupId: null, ...grant });
    }
  }
  return {
    people,
    roles,
    grants,
    links: [],
    guestAccessEnabled: true,
    setsName: en.common.virtualSet,
    counter,
  };
}

/** The administration state of a library (made on first use). */
export function adminState(db: MockDb): AdminState {
  let state = states.get(db);
  if (!state) {
    state = initialState(db);
    states.set(db, state);
  }
  return state;
}

function person(db: MockDb, id: number): PersonState {
  const state = adminState(db);
  let found = state.people.get(id);
  if (!found) {
    // A user made by sharing (POST /api/users/create) after the state was made: invited, no password.
    found = {
      isSuperAdmin: false,
      isDisabled: false,
      isGuest: false,
      hasPassword: false,
      createdAt: db.nowIso(),
    };
    state.people.set(id, found);
  }
  return found;
}

/** Whether the mock user `userId` is disabled (the session handlers refuse their sign-in). */
export function isDisabledInMocks(db: MockDb, userId: number): boolean {
  return adminState(db).people.get(userId)?.isDisabled ?? false;
}

/** The guest access setting (GET /api/config/advanced). */
export function guestAccessInMocks(db: MockDb): boolean {
  return adminState(db).guestAccessEnabled;
}

/** What sets are called (GET /api/config/preferences/setsname). */
export function setsNameInMocks(db: MockDb): string {
  return adminState(db).setsName;
}

/**
 * GET /api/users as the server answers it (handlers/users.ts): the super admin every person but the
 * guest, with e-mails; anyone else themselves (with their e-mail) and the enabled people who hold a
 * grant or were invited to a folder (every node is visible in the mocks), without e-mails.
 */
export function knownUsersInMocks(db: MockDb, user: MockUser): Schemas['User'][] {
  const state = adminState(db);
  const holders = new Set(state.grants.map((g) => g.userId));
  return [...db.users]
    .filter((u) => !person(db, u.id).isGuest)
    .filter(
      (u) =>
        user.isSuperAdmin ||
        u.id === user.userId ||
        ((holders.has(u.id) || u.folderId !== null) && !person(db, u.id).isDisabled),
    )
    .sort((a, b) => a.logicalId.localeCompare(b.logicalId) || a.id - b.id)
    .map((u) => ({
      id: u.id,
      logicalId: u.logicalId,
      email: (user.isSuperAdmin || u.id === user.userId) && u.email ? u.email : null,
      folderId: u.folderId,
    }));
}

// ------------------------------------------------------------------------------ who may

function isSignedInUser(user: MockUser): boolean {
  return !user.isGuestAccess && !user.isShared;
}

function superAdminOnly(ctx: MockContext): Response | undefined {
  const user = ctx.user();
  if (!isSignedInUser(user) || !user.isSuperAdmin) return forbidden(ADMIN_MESSAGES.superAdminOnly);
  if (isDisabledInMocks(ctx.db(), user.userId)) return errorResponse(401, 'Your session has ended.');
  return undefined;
}

type Node =
  | { kind: 'library' }
  | { kind: 'folder'; id: number }
  | { kind: 'set'; id: number }
  | { kind: 'setGroup'; id: number };

function grantNode(grant: GrantRecord): Node {
  if (grant.folderId !== null) return { kind: 'folder', id: grant.folderId };
  if (grant.setId !== null) return { kind: 'set', id: grant.setId };
  if (grant.groupId !== null) return { kind: 'setGroup', id: grant.groupId };
  return { kind: 'library' };
}

/** The levels of grants that apply on a node, from the top down; the last is the node's own. */
function levelsOf(db: MockDb, node: Node): ((g: GrantRecord) => boolean)[] {
  const isLibrary = (g: GrantRecord) => g.folderId === null && g.setId === null && g.groupId === null;
  const levels: ((g: GrantRecord) => boolean)[] = [isLibrary];
  if (node.kind === 'folder') {
    for (const folder of db.folderChain(node.id)) levels.push((g) => g.folderId === folder.id);
  } else if (node.kind === 'set') {
    const set = db.set(node.id);
    const groupId = set?.groupId ?? null;
    if (groupId !== null) levels.push((g) => g.groupId === groupId);
    for (const id of [...db.setParentIds(node.id), node.id]) levels.push((g) => g.setId === id);
  } else if (node.kind === 'setGroup') {
    levels.push((g) => g.groupId === node.id);
  }
  return levels;
}

/** Whether `user` holds `permission` on `node` through the grants made here, or as their role gives it. */
function holds(db: MockDb, user: MockUser, permission: PermissionName, node: Node): boolean {
  if (user.isSuperAdmin) return true;
  if (node.kind === 'library') return false;
  if (permission !== 'setPermissions') {
    const readOnly = node.kind === 'folder' && (db.folder(node.id)?.readOnlyForEditors ?? false);
    if (hasPermission(user, permission, readOnly)) return true;
  }
  const state = adminState(db);
  const covering = levelsOf(db, node);
  return state.grants.some((g) => {
    if (g.userId !== user.userId || !covering.some((matches) => matches(g))) return false;
    return state.roles.find((r) => r.id === g.roleId)?.permissions.includes(permission) ?? false;
  });
}

/** setPermissions asked for a folder or a set (GET /api/permission), from the grants made here. */
export function holdsSetPermissionsInMocks(
  db: MockDb,
  user: MockUser,
  where: { folderId?: number; setId?: number },
): boolean {
  if (where.folderId !== undefined)
    return holds(
      db,
      user,
      'setPermissions',
      where.folderId === 0 ? { kind: 'library' } : { kind: 'folder', id: where.folderId },
    );
  if (where.setId !== undefined) return holds(db, user, 'setPermissions', { kind: 'set', id: where.setId });
  return user.isSuperAdmin || holdsSetPermissionsSomewhere(db, user);
}

function holdsSetPermissionsSomewhere(db: MockDb, user: MockUser): boolean {
  const state = adminState(db);
  return state.grants.some(
    (g) =>
      g.userId === user.userId &&
      state.roles.find((r) => r.id === g.roleId)?.permissions.includes('setPermissions'),
  );
}

function requireSetPermissions(ctx: MockContext, node: Node): Response | undefined {
  const user = ctx.user();
  if (!isSignedInUser(user)) return forbidden(ADMIN_MESSAGES.noSetPermissions);
  if (user.isSuperAdmin) return undefined;
  if (node.kind === 'library') return forbidden(ADMIN_MESSAGES.libraryGrant);
  return holds(ctx.db(), user, 'setPermissions', node)
    ? undefined
    : forbidden(ADMIN_MESSAGES.noSetPermissions);
}

// ------------------------------------------------------------------------------ wire shapes

function toAdminUser(db: MockDb, id: number): Schemas['AdminUser'] {
  const user = db.user(id);
  const state = person(db, id);
  const now = db.nowIso();
  return {
    id,
    logicalId: user?.logicalId ?? '',
    email: user?.email ? user.email : null,
    isSuperAdmin: state.isSuperAdmin,
    isDisabled: state.isDisabled,
    isGuest: state.isGuest,
    hasPassword: state.hasPassword,
    passwordLinkPending: adminState(db).links.some((l) => l.userId === id && !l.used && l.expiresAt > now),
    folderId: user?.folderId ?? null,
    createdAt: state.createdAt,
  };
}

function nodeOf(db: MockDb, node: Node): Schemas['GrantNode'] {
  if (node.kind === 'library') return { kind: 'library', id: null, name: null };
  if (node.kind === 'folder') return { kind: 'folder', id: node.id, name: db.folder(node.id)?.name ?? null };
  if (node.kind === 'set') return { kind: 'set', id: node.id, name: db.set(node.id)?.name ?? null };
  return { kind: 'setGroup', id: node.id, name: db.group(node.id)?.name ?? null };
}

function toGrant(db: MockDb, grant: GrantRecord, inherited: boolean): Schemas['Grant'] {
  const role = adminState(db).roles.find((r) => r.id === grant.roleId);
  return {
    id: grant.id,
    user: { id: grant.userId, logicalId: db.user(grant.userId)?.logicalId ?? '' },
    role: { id: grant.roleId, name: role?.name ?? '' },
    node: nodeOf(db, grantNode(grant)),
    inherited,
  };
}

function byUserName(db: MockDb) {
  const name = (g: GrantRecord) => db.user(g.userId)?.logicalId ?? '';
  const role = (g: GrantRecord) => adminState(db).roles.find((r) => r.id === g.roleId)?.name ?? '';
  return (a: GrantRecord, b: GrantRecord) =>
    name(a).localeCompare(name(b)) || role(a).localeCompare(role(b)) || a.id - b.id;
}

function toRole(db: MockDb, role: RoleRecord): Schemas['Role'] {
  return {
    id: role.id,
    name: role.name,
    permissions: PERMISSION_NAMES.filter((p) => role.permissions.includes(p)),
    grantCount: adminState(db).grants.filter((g) => g.roleId === role.id).length,
  };
}

type GlobalFlag = keyof typeof DEFAULT_GLOBAL_SETTINGS;
const GLOBAL_FLAGS = Object.keys(DEFAULT_GLOBAL_SETTINGS) as GlobalFlag[];
const SETTING_KEYS = new Set<string>(['guestAccessEnabled', 'setsName', ...GLOBAL_FLAGS]);

function adminSettings(db: MockDb): Schemas['AdminSettings'] {
  const state = adminState(db);
  const flags = Object.fromEntries(
    GLOBAL_FLAGS.map((key) => [key, Boolean(db.globalSettings[key])]),
  ) as Record<GlobalFlag, boolean>;
  return { guestAccessEnabled: state.guestAccessEnabled, setsName: state.setsName, ...flags };
}

// ------------------------------------------------------------------------------ checks

function cleanName(raw: unknown, max: number): string | Response {
  if (typeof raw !== 'string' || raw.length < 1 || raw.length > max)
    return badRequest(`Invalid body: the name must have 1 to ${max} characters.`);
  const name = raw.trim();
  const problem = adminNameProblem(name);
  if (problem !== null) return badRequest(problem);
  return name;
}

function cleanEmail(raw: unknown): string | null | Response {
  if (raw !== null && raw !== undefined && (typeof raw !== 'string' || raw.length > 254))
    return badRequest(ADMIN_MESSAGES.emailInvalid);
  const email = typeof raw === 'string' ? raw.trim() : '';
  if (email === '') return null;
  return isEmailAddress(email) ? email : badRequest(ADMIN_MESSAGES.emailInvalid);
}

function passwordProblem(password: unknown): Response | undefined {
  if (typeof password !== 'string' || password.length > 1024) return badRequest('Invalid body: password.');
  // The sign-in rules of @vitrine/core, as the server checks them.
  const problem = checkNewPassword(password);
  return problem ? badRequest(PASSWORD_MESSAGES[problem]) : undefined;
}

function unknownField(body: object, allowed: readonly string[]): Response | undefined {
  const extra = Object.keys(body).find((key) => !allowed.includes(key));
  return extra === undefined ? undefined : badRequest(`Invalid body: body has an unknown field ${extra}.`);
}

function uniqueness(
  db: MockDb,
  name: string | null,
  email: string | null,
  except: number | null,
): Response | undefined {
  const others = db.users.filter((u) => u.id !== except);
  if (name !== null && others.some((u) => u.logicalId.toLowerCase() === name.toLowerCase()))
    return badRequest(ADMIN_MESSAGES.nameTaken(name));
  if (email !== null && others.some((u) => u.email.toLowerCase() === email.toLowerCase()))
    return badRequest(ADMIN_MESSAGES.emailTaken(email));
  return undefined;
}

function enabledSuperAdmins(db: MockDb): number {
  return db.users.filter((u) => {
    const p = person(db, u.id);
    return p.isSuperAdmin && !p.isDisabled && !p.isGuest;
  }).length;
}

function issueLink(db: MockDb, userId: number): Schemas['PasswordLink'] {
  const state = adminState(db);
  state.links = state.links.filter((l) => l.userId !== userId || l.used);
  const token = db.nextToken('password-link');
  const expiresAt = new Date(db.now().getTime() + LINK_TTL_MS).toISOString();
  state.links.push({ token, userId, expiresAt, used: false });
  return { token, expiresAt };
}

function validLink(db: MockDb, token: unknown): LinkRecord | Response {
  if (typeof token !== 'string' || token.length < 1 || token.length > 200)
    return badRequest('Invalid body: token.');
  const link = adminState(db).links.find((l) => l.token === token);
  const owner = link ? person(db, link.userId) : undefined;
  if (!link || link.used || !owner || owner.isDisabled || owner.isGuest || !db.user(link.userId))
    return notFound(ADMIN_MESSAGES.linkInvalid);
  if (link.expiresAt <= db.nowIso()) return notFound(ADMIN_MESSAGES.linkExpired);
  return link;
}

function resolveNode(db: MockDb, ids: { folder?: number; set?: number; group?: number }): Node | Response {
  const given = [ids.folder, ids.set, ids.group].filter((id) => id !== undefined);
  if (given.length !== 1) return badRequest(ADMIN_MESSAGES.notOneNode);
  if (ids.folder !== undefined) {
    if (ids.folder === 0) return { kind: 'library' };
    return db.folder(ids.folder)
      ? { kind: 'folder', id: ids.folder }
      : notFound(`Folder ${ids.folder} was not found.`);
  }
  if (ids.set !== undefined)
    return db.set(ids.set) ? { kind: 'set', id: ids.set } : notFound(`Set ${ids.set} was not found.`);
  const id = ids.group as number;
  return db.group(id) ? { kind: 'setGroup', id } : notFound(`Collection ${id} was not found.`);
}

function optionalId(value: string | null): number | undefined | Response {
  if (value === null || value === '') return undefined;
  const id = toId(value);
  return Number.isNaN(id) ? badRequest('Invalid parameters.') : id;
}

const isResponse = (value: unknown): value is Response => value instanceof Response;

// ------------------------------------------------------------------------------ handlers

export function adminHandlers(ctx: MockContext): HttpHandler[] {
  const findUser = (id: number) => (ctx.db().user(id) ? id : notFound(`User ${id} was not found.`));
  return [
    http.get('/api/admin/users', ({ response }) => {
      const refused = superAdminOnly(ctx);
      if (refused) return response.untyped(refused);
      const db = ctx.db();
      const users = [...db.users]
        .sort((a, b) => a.logicalId.localeCompare(b.logicalId) || a.id - b.id)
        .map((u) => toAdminUser(db, u.id));
      return response(200).json({ users });
    }),

    http.post('/api/admin/users', async ({ request, response }) => {
      const refused = superAdminOnly(ctx);
      if (refused) return response.untyped(refused);
      const db = ctx.db();
      const body = (await request.json()) as Schemas['CreateAdminUserRequest'];
      const extra = unknownField(body, ['logicalId', 'email', 'password', 'isSuperAdmin']);
      if (extra) return response.untyped(extra);
      const name = cleanName(body.logicalId, 100);
      if (isResponse(name)) return response.untyped(name);
      const email = cleanEmail(body.email);
      if (isResponse(email)) return response.untyped(email);
      if (body.password !== undefined) {
        const problem = passwordProblem(body.password);
        if (problem) return response.untyped(problem);
      }
      const taken = uniqueness(db, name, email, null);
      if (taken) return response.untyped(taken);
      const id = db.nextId('user');
      db.users.push({ id, logicalId: name, email: email ?? '', folderId: null });
      adminState(db).people.set(id, {
        isSuperAdmin: body.isSuperAdmin === true,
        isDisabled: false,
        isGuest: false,
        hasPassword: body.password !== undefined,
        createdAt: db.nowIso(),
      });
      const passwordLink = body.password === undefined ? issueLink(db, id) : null;
      return response(200).json({ user: toAdminUser(db, id), passwordLink });
    }),

    http.get('/api/admin/users/{id}', ({ params, response }) => {
      const refused = superAdminOnly(ctx);
      if (refused) return response.untyped(refused);
      const db = ctx.db();
      const id = findUser(toId(params.id));
      if (isResponse(id)) return response.untyped(id);
      const grants = adminState(db)
        .grants.filter((g) => g.userId === id)
        .sort(byUserName(db))
        .map((g) => toGrant(db, g, false));
      return response(200).json({ ...toAdminUser(db, id), grants });
    }),

    http.patch('/api/admin/users/{id}', async ({ params, request, response }) => {
      const refused = superAdminOnly(ctx);
      if (refused) return response.untyped(refused);
      const db = ctx.db();
      const id = findUser(toId(params.id));
      if (isResponse(id)) return response.untyped(id);
      const body = (await request.json()) as Schemas['UpdateAdminUserRequest'];
      const extra = unknownField(body, ['logicalId', 'email', 'isSuperAdmin', 'isDisabled']);
      if (extra) return response.untyped(extra);
      const state = person(db, id);
      const me = ctx.user().userId;
      if (state.isGuest) return response.untyped(badRequest(ADMIN_MESSAGES.guestFixed));
      if (id === me && body.isDisabled === true)
        return response.untyped(badRequest(ADMIN_MESSAGES.disableSelf));
      if (id === me && body.isSuperAdmin === false)
        return response.untyped(badRequest(ADMIN_MESSAGES.demoteSelf));
      const name = body.logicalId === undefined ? null : cleanName(body.logicalId, 100);
      if (isResponse(name)) return response.untyped(name);
      const email = body.email === undefined ? undefined : cleanEmail(body.email);
      if (isResponse(email)) return response.untyped(email);
      const taken = uniqueness(db, name, email ?? null, id);
      if (taken) return response.untyped(taken);
      const losesSuperAdmin =
        state.isSuperAdmin && !state.isDisabled && (body.isDisabled === true || body.isSuperAdmin === false);
      if (losesSuperAdmin && enabledSuperAdmins(db) <= 1)
        return response.untyped(badRequest(ADMIN_MESSAGES.lastSuperAdmin));
      const user = db.user(id);
      if (user && name !== null) user.logicalId = name;
      if (user && email !== undefined) user.email = email ?? '';
      if (body.isSuperAdmin !== undefined) state.isSuperAdmin = body.isSuperAdmin;
      if (body.isDisabled !== undefined) state.isDisabled = body.isDisabled;
      return response(200).json(toAdminUser(db, id));
    }),

    http.delete('/api/admin/users/{id}', ({ params, response }) => {
      const refused = superAdminOnly(ctx);
      if (refused) return response.untyped(refused);
      const db = ctx.db();
      const id = findUser(toId(params.id));
      if (isResponse(id)) return response.untyped(id);
      const state = person(db, id);
      if (state.isGuest) return response.untyped(badRequest(ADMIN_MESSAGES.guestFixed));
      if (id === ctx.user().userId) return response.untyped(badRequest(ADMIN_MESSAGES.deleteSelf));
      if (state.isSuperAdmin && !state.isDisabled && enabledSuperAdmins(db) <= 1)
        return response.untyped(badRequest(ADMIN_MESSAGES.lastSuperAdmin));
      // What goes with the person (openapi.yml deleteAdminUser); their files stay where they are.
      const admin = adminState(db);
      admin.grants = admin.grants.filter((g) => g.userId !== id);
      admin.links = admin.links.filter((l) => l.userId !== id);
      admin.people.delete(id);
      db.webSettings.delete(id);
      db.pinnedByUser.delete(id);
      db.subscriptions = db.subscriptions.filter((s) => s.userId !== id);
      db.users = db.users.filter((u) => u.id !== id);
      return response(204).empty();
    }),

    http.post('/api/admin/users/{id}/password', async ({ params, request, response }) => {
      const refused = superAdminOnly(ctx);
      if (refused) return response.untyped(refused);
      const db = ctx.db();
      const id = findUser(toId(params.id));
      if (isResponse(id)) return response.untyped(id);
      const body = (await request.json()) as Schemas['ResetPasswordRequest'];
      const extra = unknownField(body, ['password']);
      if (extra) return response.untyped(extra);
      const state = person(db, id);
      if (state.isGuest) return response.untyped(badRequest(ADMIN_MESSAGES.guestFixed));
      if (body.password !== undefined) {
        const problem = passwordProblem(body.password);
        if (problem) return response.untyped(problem);
        state.hasPassword = true;
        const admin = adminState(db);
        admin.links = admin.links.filter((l) => l.userId !== id || l.used);
        return response(200).json({ passwordLink: null });
      }
      return response(200).json({ passwordLink: issueLink(db, id) });
    }),

    http.post('/api/passwordlink/check', async ({ request, response }) => {
      const db = ctx.db();
      const body = (await request.json()) as Schemas['PasswordLinkRequest'];
      const link = validLink(db, body.token);
      if (isResponse(link)) return response.untyped(link);
      return response(200).json({
        logicalId: db.user(link.userId)?.logicalId ?? '',
        expiresAt: link.expiresAt,
      });
    }),

    http.post('/api/passwordlink/use', async ({ request, response }) => {
      const db = ctx.db();
      const body = (await request.json()) as Schemas['UsePasswordLinkRequest'];
      const link = validLink(db, body.token);
      if (isResponse(link)) return response.untyped(link);
      const problem = passwordProblem(body.password);
      if (problem) return response.untyped(problem);
      link.used = true;
      person(db, link.userId).hasPassword = true;
      return response(204).empty();
    }),

    http.get('/api/admin/roles', ({ response }) => {
      const db = ctx.db();
      const user = ctx.user();
      if (!isSignedInUser(user) || !(user.isSuperAdmin || holdsSetPermissionsSomewhere(db, user)))
        return response.untyped(forbidden(ADMIN_MESSAGES.noSetPermissions));
      const roles = [...adminState(db).roles]
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
        .map((r) => toRole(db, r));
      return response(200).json({ roles });
    }),

    http.post('/api/admin/roles', async ({ request, response }) => {
      const refused = superAdminOnly(ctx);
      if (refused) return response.untyped(refused);
      const db = ctx.db();
      const body = (await request.json()) as Schemas['RoleRequest'];
      const bad = roleBodyProblem(body, true);
      if (bad) return response.untyped(bad);
      const name = cleanName(body.name, 60);
      if (isResponse(name)) return response.untyped(name);
      const state = adminState(db);
      if (state.roles.some((r) => r.name.toLowerCase() === name.toLowerCase()))
        return response.untyped(badRequest(ADMIN_MESSAGES.nameTaken(name)));
      if (state.roles.length >= MAX_ROLES) return response.untyped(badRequest(ADMIN_MESSAGES.tooManyRoles));
      const role = {
        id: Math.max(0, ...state.roles.map((r) => r.id)) + 1,
        name,
        permissions: [...body.permissions],
      };
      state.roles.push(role);
      return response(200).json(toRole(db, role));
    }),

    http.patch('/api/admin/roles/{id}', async ({ params, request, response }) => {
      const refused = superAdminOnly(ctx);
      if (refused) return response.untyped(refused);
      const db = ctx.db();
      const state = adminState(db);
      const role = state.roles.find((r) => r.id === toId(params.id));
      if (!role) return response.untyped(notFound(`Role ${params.id} was not found.`));
      const body = (await request.json()) as Schemas['UpdateRoleRequest'];
      const bad = roleBodyProblem(body, false);
      if (bad) return response.untyped(bad);
      if (body.name !== undefined) {
        const name = cleanName(body.name, 60);
        if (isResponse(name)) return response.untyped(name);
        if (state.roles.some((r) => r.id !== role.id && r.name.toLowerCase() === name.toLowerCase()))
          return response.untyped(badRequest(ADMIN_MESSAGES.nameTaken(name)));
        role.name = name;
      }
      if (body.permissions !== undefined) role.permissions = [...body.permissions];
      return response(200).json(toRole(db, role));
    }),

    http.delete('/api/admin/roles/{id}', ({ params, response }) => {
      const refused = superAdminOnly(ctx);
      if (refused) return response.untyped(refused);
      const state = adminState(ctx.db());
      const role = state.roles.find((r) => r.id === toId(params.id));
      if (!role) return response.untyped(notFound(`Role ${params.id} was not found.`));
      if (state.grants.some((g) => g.roleId === role.id))
        return response.untyped(badRequest(ADMIN_MESSAGES.roleInUse));
      state.roles = state.roles.filter((r) => r.id !== role.id);
      return response(204).empty();
    }),

    http.get('/api/admin/grants', ({ query, response }) => {
      const db = ctx.db();
      const ids = {
        folder: optionalId(query.get('folder')),
        set: optionalId(query.get('virtualSet')),
        group: optionalId(query.get('setGroup')),
      };
      const invalid = Object.values(ids).find(isResponse);
      if (invalid) return response.untyped(invalid);
      const node = resolveNode(db, ids as { folder?: number; set?: number; group?: number });
      if (isResponse(node)) return response.untyped(node);
      const refused = requireSetPermissions(ctx, node);
      if (refused) return response.untyped(refused);
      const grants = adminState(db).grants;
      const levels = levelsOf(db, node);
      const sorted = levels.flatMap((matches, level) =>
        grants
          .filter(matches)
          .sort(byUserName(db))
          .map((g) => toGrant(db, g, level !== levels.length - 1)),
      );
      return response(200).json({ node: nodeOf(db, node), grants: sorted });
    }),

    http.post('/api/admin/grants', async ({ request, response }) => {
      const db = ctx.db();
      const body = (await request.json()) as Schemas['AddGrantRequest'];
      const extra = unknownField(body, ['userId', 'roleId', 'folderId', 'setId', 'setGroupId']);
      if (extra) return response.untyped(extra);
      const node = resolveNode(db, { folder: body.folderId, set: body.setId, group: body.setGroupId });
      if (isResponse(node)) return response.untyped(node);
      const refused = requireSetPermissions(ctx, node);
      if (refused) return response.untyped(refused);
      const state = adminState(db);
      if (!db.user(body.userId)) return response.untyped(notFound(`User ${body.userId} was not found.`));
      const role = state.roles.find((r) => r.id === body.roleId);
      if (!role) return response.untyped(notFound(`Role ${body.roleId} was not found.`));
      if (person(db, body.userId).isDisabled)
        return response.untyped(badRequest(ADMIN_MESSAGES.grantDisabled));
      const user = ctx.user();
      if (!user.isSuperAdmin && !role.permissions.every((p) => holds(db, user, p, node)))
        return response.untyped(forbidden(ADMIN_MESSAGES.roleTooStrong));
      const columns = {
        folderId: node.kind === 'folder' ? node.id : null,
        setId: node.kind === 'set' ? node.id : null,
        groupId: node.kind === 'setGroup' ? node.id : null,
      };
      const onNode = state.grants.filter(
        (g) => g.folderId === columns.folderId && g.setId === columns.setId && g.groupId === columns.groupId,
      );
      if (onNode.some((g) => g.userId === body.userId && g.roleId === role.id))
        return response.untyped(badRequest(ADMIN_MESSAGES.grantExists));
      if (onNode.length >= MAX_GRANTS_PER_NODE)
        return response.untyped(badRequest(ADMIN_MESSAGES.tooManyGrants));
      state.counter += 1;
      const grant = { id: state.counter, userId: body.userId, roleId: role.id, ...columns };
      state.grants.push(grant);
      return response(200).json(toGrant(db, grant, false));
    }),

    http.delete('/api/admin/grants/{id}', ({ params, response }) => {
      const db = ctx.db();
      const state = adminState(db);
      const grant = state.grants.find((g) => g.id === toId(params.id));
      if (!grant) return response.untyped(notFound(`Grant ${params.id} was not found.`));
      const refused = requireSetPermissions(ctx, grantNode(grant));
      if (refused) return response.untyped(refused);
      state.grants = state.grants.filter((g) => g.id !== grant.id);
      return response(204).empty();
    }),

    http.get('/api/admin/settings', ({ response }) => {
      const refused = superAdminOnly(ctx);
      if (refused) return response.untyped(refused);
      return response(200).json(adminSettings(ctx.db()));
    }),

    http.patch('/api/admin/settings', async ({ request, response }) => {
      const refused = superAdminOnly(ctx);
      if (refused) return response.untyped(refused);
      const db = ctx.db();
      const body = (await request.json()) as Record<string, unknown>;
      const keys = Object.keys(body);
      if (keys.length === 0)
        return response.untyped(badRequest('Invalid body: body must NOT have fewer than 1 properties.'));
      const extra = keys.find((key) => !SETTING_KEYS.has(key));
      if (extra) return response.untyped(badRequest(`Invalid body: body has an unknown field ${extra}.`));
      for (const key of keys) {
        const ok =
          key === 'setsName'
            ? typeof body[key] === 'string' && (body[key] as string).length <= 60
            : typeof body[key] === 'boolean';
        if (!ok) return response.untyped(badRequest(`Invalid body: body.${key} is not valid.`));
      }
      let setsName: string | undefined;
      if (typeof body.setsName === 'string') {
        setsName = body.setsName.trim();
        if (setsName === '') return response.untyped(badRequest(ADMIN_MESSAGES.setsNameEmpty));
        if (hasControlCharacters(setsName)) return response.untyped(badRequest(ADMIN_MESSAGES.nameControl));
      }
      const state = adminState(db);
      if (typeof body.guestAccessEnabled === 'boolean') state.guestAccessEnabled = body.guestAccessEnabled;
      if (setsName !== undefined) state.setsName = setsName;
      for (const key of GLOBAL_FLAGS) {
        const value = body[key];
        if (typeof value === 'boolean') db.globalSettings = { ...db.globalSettings, [key]: value };
      }
      return response(200).json(adminSettings(db));
    }),
  ];
}

function roleBodyProblem(
  body: { name?: unknown; permissions?: unknown },
  create: boolean,
): Response | undefined {
  const extra = unknownField(body, ['name', 'permissions']);
  if (extra) return extra;
  if (create && (body.name === undefined || body.permissions === undefined))
    return badRequest('Invalid body: name and permissions are required.');
  if (body.permissions === undefined) return undefined;
  const permissions = body.permissions;
  if (
    !Array.isArray(permissions) ||
    permissions.length > PERMISSION_NAMES.length ||
    new Set(permissions).size !== permissions.length ||
    !permissions.every((p) => (PERMISSION_NAMES as readonly unknown[]).includes(p))
  )
    return badRequest('Invalid body: permissions must be distinct permission names.');
  return undefined;
}

/**
 * What share with people (handlers/people.ts) reads and changes of the admin state: its grants, the
 * roles, whether someone holds a permission on a folder, the state of a person, a new grant id and a
 * set-password link (as the server's, issue 20).
 */
export function peopleStateInMocks(db: MockDb) {
  const state = adminState(db);
  return {
    grants: state.grants,
    roles: state.roles,
    holdsOnFolder: (user: MockUser, permission: PermissionName, folderId: number) =>
      holds(db, user, permission, { kind: 'folder', id: folderId }),
    person: (id: number) => person(db, id),
    nextGrantId: () => {
      state.counter += 1;
      return state.counter;
    },
    issueLink: (userId: number) => issueLink(db, userId),
  };
}
