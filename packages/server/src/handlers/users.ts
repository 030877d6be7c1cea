// The users list and adding a user by e-mail to share a folder with (spec 000 §7 "POST users create
// {user with folderId}; GET all users -> users"; spec 000 §5 the sharing user needs an e-mail). The
// rest of the sharing tag (links, the shared view) arrives with sharing.

import { ADMIN_MESSAGES, isEmailAddress } from '@vitrine/core';
import type { Kysely } from 'kysely';
import { can, canSee, type Principal } from '../auth/permissions';
import type { Database } from '../db/schema';
import { badRequest, forbidden } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { folderTarget, visibleFolder } from '../library/folders';
import { groupTarget, setTarget } from '../library/sets';

/** The people who share something with the principal: grants on nodes it can see, or everywhere; users made for a folder it can see. */
async function knownUserIds(db: Kysely<Database>, principal: Principal): Promise<Set<number>> {
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

export const userHandlers: HandlerTable = {
  // What a user may know of the others (docs/decisions.md "People administration"): the super admin
  // every person (but the guest principal) with e-mails; anyone else themselves, and the people who
  // hold a grant on a node they can see (or everywhere) or were created for a folder they can see,
  // without e-mails. Disabled people are left out for them (nothing can be shared with them).
  async getUsers({ db, principal }) {
    if (principal.kind !== 'user' || principal.isShared || principal.userId === null)
      throw forbidden('Only signed-in users may list users.');
    const rows = await db
      .selectFrom('users')
      .selectAll()
      .where('is_guest', '=', 0)
      .orderBy('user_name')
      .orderBy('id')
      .execute();
    if (principal.isSuperAdmin) {
      return {
        users: rows.map((u) => ({ id: u.id, logicalId: u.user_name, email: u.email, folderId: u.folder_id })),
      };
    }
    const known = await knownUserIds(db, principal);
    return {
      users: rows
        .filter((u) => u.id === principal.userId || (known.has(u.id) && u.is_disabled === 0))
        .map((u) => ({
          id: u.id,
          logicalId: u.user_name,
          email: u.id === principal.userId ? u.email : null,
          folderId: u.folder_id,
        })),
    };
  },

  async createUser({ app, db, principal, body }) {
    const folder = await visibleFolder(db, principal, body.folderId);
    if (!can(principal, 'share', folderTarget(folder)))
      throw forbidden('You are not allowed to share this folder.');
    const email = body.email.trim();
    if (!isEmailAddress(email)) throw badRequest(ADMIN_MESSAGES.emailInvalid);
    const userName = body.logicalId?.trim() || email;
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', userName)
      .executeTakeFirst();
    if (taken) throw badRequest(`A user named ${userName} already exists.`);
    // An invited user has no password: they cannot sign in until an administrator sets one.
    const user = await db
      .insertInto('users')
      .values({
        user_name: userName,
        email,
        password_hash: null,
        folder_id: folder.id,
        created_at: app.now().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { id: user.id, logicalId: user.user_name, email: user.email, folderId: user.folder_id };
  },
};
