// The users list and adding a user by e-mail to share a folder with (spec 000 §7 "POST users create
// {user with folderId}; GET all users -> users"; spec 000 §5 the sharing user needs an e-mail). The
// rest of the sharing tag (links, the shared view) arrives with sharing.
import { can } from '../auth/permissions';
import type { HandlerTable } from '../http/context';
import { badRequest, forbidden } from '../http/errors';
import { folderTarget, visibleFolder } from '../library/folders';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const userHandlers: HandlerTable = {
  async getUsers({ db, principal }) {
    if (principal.kind !== 'user' || principal.isShared)
      throw forbidden('Only signed-in users may list users.');
    const rows = await db
      .selectFrom('users')
      .selectAll()
      .where('is_guest', '=', 0)
      .orderBy('user_name')
      .execute();
    return {
      users: rows.map((u) => ({ id: u.id, logicalId: u.user_name, email: u.email, folderId: u.folder_id })),
    };
  },

  async createUser({ app, db, principal, body }) {
    const folder = await visibleFolder(db, principal, body.folderId);
    if (!can(principal, 'share', folderTarget(folder)))
      throw forbidden('You are not allowed to share this folder.');
    const email = body.email.trim();
    if (!EMAIL.test(email)) throw badRequest('Invalid e-mail address.');
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
