// Share a folder with people (issue 20; spec 000 §5; openapi.yml listFolderPeople, addFolderPerson,
// removeFolderPerson, and createUser's grant and invitation), as the server answers them
// (packages/server/src/handlers/folder-people.ts, users.ts): the viewer role on the folder as a grant
// made by sharing; `share` on the folder needed; no more than the sharer holds; the disabled refused;
// the invitation of a person added by e-mail is "sent" and kept here (invitationsInMocks), with a
// set-password link the mocks' /api/passwordlink calls accept; 20 invitations per sharer an hour.
import type { components } from '@vitrine/api-client';
import {
  ADMIN_MESSAGES,
  INVITATION_LIMIT,
  isEmailAddress,
  MAX_FOLDER_PEOPLE,
  PEOPLE_MESSAGES,
  PEOPLE_ROLE,
  type PermissionName,
} from '@vitrine/core';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db/db';
import { errorResponse } from '../errors';
import type { MockUser } from '../users';
import { knownUsersInMocks, peopleStateInMocks } from './admin';
import { badRequest, forbidden, http, type MockContext, notFound, toId } from './context';

type Schemas = components['schemas'];

/** An invitation mail the mocks "sent": to whom, for which folder, with which set-password token. */
export interface MockInvitation {
  to: string;
  folderId: number;
  sharerId: number;
  token: string;
  atMs: number;
}

const invitations = new WeakMap<MockDb, MockInvitation[]>();

/** The invitations sent in this mock library, oldest first. */
export function invitationsInMocks(db: MockDb): MockInvitation[] {
  let list = invitations.get(db);
  if (!list) {
    list = [];
    invitations.set(db, list);
  }
  return list;
}

/** A refusal, or the folder id when the user may share the folder. */
function sharedFolder(ctx: MockContext, folderId: number): Response | number {
  const user = ctx.user();
  if (user.isGuestAccess || user.isShared) return forbidden(PEOPLE_MESSAGES.notAllowed);
  if (!ctx.db().folder(folderId)) return notFound(`Folder ${folderId} was not found.`);
  if (!peopleStateInMocks(ctx.db()).holdsOnFolder(user, 'share', folderId))
    return forbidden(PEOPLE_MESSAGES.notAllowed);
  return folderId;
}

/** Grants the people role on the folder (idempotent); a refusal when the sharer holds less. */
function grantPerson(db: MockDb, user: MockUser, folderId: number, userId: number): Response | undefined {
  const people = peopleStateInMocks(db);
  const role = people.roles.find((r) => r.name === PEOPLE_ROLE);
  if (!role) return errorResponse(409, PEOPLE_MESSAGES.noRole, 'Conflict');
  if (!role.permissions.every((p) => people.holdsOnFolder(user, p as PermissionName, folderId)))
    return forbidden(PEOPLE_MESSAGES.roleTooStrong);
  const has = people.grants.some(
    (g) => g.folderId === folderId && g.userId === userId && g.roleId === role.id && g.viaPeople,
  );
  if (has) return undefined;
  if (people.grants.filter((g) => g.folderId === folderId).length >= MAX_FOLDER_PEOPLE)
    return badRequest('This folder has too many grants.');
  people.grants.push({
    id: people.nextGrantId(),
    userId,
    roleId: role.id,
    folderId,
    setId: null,
    groupId: null,
    viaPeople: true,
    sharedBy: user.userId,
  });
  return undefined;
}

function listPeople(db: MockDb, viewer: MockUser, folderId: number): Schemas['FolderPerson'][] {
  const seen = new Set<number>();
  const out: Schemas['FolderPerson'][] = [];
  for (const grant of peopleStateInMocks(db).grants) {
    if (grant.folderId !== folderId || !grant.viaPeople || seen.has(grant.userId)) continue;
    const person = db.user(grant.userId);
    if (!person) continue;
    seen.add(grant.userId);
    out.push({
      user: {
        id: person.id,
        logicalId: person.logicalId,
        email: (viewer.isSuperAdmin || person.id === viewer.userId) && person.email ? person.email : null,
        folderId: person.folderId,
      },
      sharedBy: grant.sharedBy == null ? null : (db.user(grant.sharedBy)?.logicalId ?? null),
    });
  }
  return out.sort((a, b) => a.user.logicalId.localeCompare(b.user.logicalId) || a.user.id - b.user.id);
}

const mayKnow = (db: MockDb, viewer: MockUser, userId: number) =>
  knownUsersInMocks(db, viewer).some((u) => u.id === userId);

export function peopleHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get('/api/folders/{id}/people', ({ params, response }) => {
      const folder = sharedFolder(ctx, toId(params.id));
      if (folder instanceof Response) return response.untyped(folder);
      return response(200).json({ people: listPeople(ctx.db(), ctx.user(), folder) });
    }),
    http.post('/api/folders/{id}/people', async ({ params, request, response }) => {
      const folder = sharedFolder(ctx, toId(params.id));
      if (folder instanceof Response) return response.untyped(folder);
      const { userId } = await request.json();
      const db = ctx.db();
      const people = peopleStateInMocks(db);
      if (!db.user(userId) || people.person(userId).isGuest || !mayKnow(db, ctx.user(), userId))
        return response.untyped(notFound(`User ${userId} was not found.`));
      if (people.person(userId).isDisabled) return response.untyped(badRequest(PEOPLE_MESSAGES.disabled));
      const refused = grantPerson(db, ctx.user(), folder, userId);
      if (refused) return response.untyped(refused);
      const person = listPeople(db, ctx.user(), folder).find((p) => p.user.id === userId);
      return response(200).json(person as Schemas['FolderPerson']);
    }),
    http.delete('/api/folders/{id}/people/{userId}', ({ params, response }) => {
      const folder = sharedFolder(ctx, toId(params.id));
      if (folder instanceof Response) return response.untyped(folder);
      const db = ctx.db();
      const userId = toId(params.userId);
      const person = db.user(userId);
      if (!person || !mayKnow(db, ctx.user(), userId))
        return response.untyped(notFound(`User ${userId} was not found.`));
      const people = peopleStateInMocks(db);
      const before = people.grants.length;
      for (let i = people.grants.length - 1; i >= 0; i -= 1) {
        const g = people.grants[i];
        if (g && g.folderId === folder && g.userId === userId && g.viaPeople) people.grants.splice(i, 1);
      }
      if (people.grants.length === before)
        return response.untyped(notFound(PEOPLE_MESSAGES.notShared(person.logicalId)));
      return response(204).empty();
    }),
    http.post('/api/users/create', async ({ request, response }) => {
      const db = ctx.db();
      const body = await request.json();
      const folder = sharedFolder(ctx, body.folderId);
      if (folder instanceof Response) return response.untyped(folder);
      const email = body.email.trim();
      // spec 000 §5: the sharing user must carry an e-mail.
      if (!isEmailAddress(email)) return response.untyped(badRequest(ADMIN_MESSAGES.emailInvalid));
      const sharer = ctx.user();
      const nowMs = db.now().getTime();
      const sent = invitationsInMocks(db).filter(
        (i) => i.sharerId === sharer.userId && i.atMs > nowMs - INVITATION_LIMIT.windowMs,
      );
      if (sent.length >= INVITATION_LIMIT.invitations) {
        const freeAt = (sent[0] as MockInvitation).atMs + INVITATION_LIMIT.windowMs;
        const throttled = errorResponse(429, PEOPLE_MESSAGES.tooManyInvitations, 'TooManyInvitations');
        throttled.headers.set('Retry-After', String(Math.max(1, Math.ceil((freeAt - nowMs) / 1000))));
        return response.untyped(throttled);
      }
      const logicalId = body.logicalId?.trim() || email;
      if (db.users.some((u) => u.logicalId.toLowerCase() === logicalId.toLowerCase()))
        return response.untyped(badRequest(`A user named ${logicalId} already exists.`));
      if (db.users.some((u) => u.email?.toLowerCase() === email.toLowerCase()))
        return response.untyped(badRequest(ADMIN_MESSAGES.emailTaken(email)));
      const user = { id: db.nextId('user'), logicalId, email, folderId: folder };
      db.users.push(user);
      const refused = grantPerson(db, sharer, folder, user.id);
      if (refused) {
        db.users.splice(db.users.indexOf(user), 1);
        return response.untyped(refused);
      }
      const { token } = peopleStateInMocks(db).issueLink(user.id);
      invitationsInMocks(db).push({
        to: email,
        folderId: folder,
        sharerId: sharer.userId,
        token,
        atMs: nowMs,
      });
      return response(200).json({ ...user, invitation: 'sent' });
    }),
  ];
}
