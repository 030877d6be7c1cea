// The users list and adding a user by e-mail to share a folder with (spec 000 §7 "POST users create
// {user with folderId}; GET all users -> users"; spec 000 §5 the sharing user needs an e-mail). A
// person added by e-mail gets the folder like anyone shared with (handlers/folder-people.ts) and an
// invitation mail with a one-time set-password link when the server has mail and a public URL
// (issue 20, docs/decisions.md "Share with people"); at most INVITATION_LIMIT per sharer an hour.

import { ADMIN_MESSAGES, INVITATION_LIMIT, isEmailAddress, PEOPLE_MESSAGES } from '@vitrine/core';
import { type Kysely, sql } from 'kysely';
import { dropPasswordLinks, issuePasswordLink } from '../auth/password-links';
import type { Principal } from '../auth/permissions';
import type { Database } from '../db/schema';
import type { ServerContext } from '../domain/context';
import { badRequest, forbidden, HttpError } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { composeInvitationMail } from '../mail/invitation';
import { sendMail } from '../mail/mailer';
import { grantFolderToPerson, knownUserIds, sharedFolder } from './folder-people';

/** 429: the sharer's invitations of the last hour are used up; free again in `retryAfterSeconds`. */
export class InvitationsThrottled extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, PEOPLE_MESSAGES.tooManyInvitations, 'TooManyInvitations');
  }
}

async function checkInvitationLimit(db: Kysely<Database>, sharerId: number, now: number): Promise<void> {
  const rows = await db
    .selectFrom('people_invitations')
    .select('created_at_ms')
    .where('sharer_id', '=', sharerId)
    .where('created_at_ms', '>', now - INVITATION_LIMIT.windowMs)
    .orderBy('created_at_ms')
    .limit(INVITATION_LIMIT.invitations)
    .execute();
  if (rows.length < INVITATION_LIMIT.invitations) return;
  // Free again when the oldest invitation of the window leaves it.
  const freeAt = Number(rows[0]?.created_at_ms) + INVITATION_LIMIT.windowMs;
  throw new InvitationsThrottled(Math.max(1, Math.ceil((freeAt - now) / 1000)));
}

type InvitationOutcome = 'sent' | 'notConfigured' | 'failed';

/** Mails the new person a set-password link, when the server can (mail transport and public URL). */
async function sendInvitation(
  app: ServerContext,
  sharer: Principal,
  user: { id: number; user_name: string; email: string },
  folder: { id: number; name: string },
): Promise<InvitationOutcome> {
  const { mail, publicUrl } = app.options;
  if (!mail || !publicUrl) return 'notConfigured';
  const { token } = await issuePasswordLink(app.db, user.id, sharer.userId, app.now());
  const { subject, text } = composeInvitationMail({
    sharerName: sharer.userName ?? '',
    folder,
    userName: user.user_name,
    token,
    publicUrl,
  });
  try {
    await sendMail(mail, { to: user.email, subject, text });
    return 'sent';
  } catch {
    // A link nobody received is of no use: an administrator issues a new one (the dialog says so).
    await dropPasswordLinks(app.db, user.id);
    return 'failed';
  }
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

  async createUser({ app, db, principal, body, reply }) {
    const folder = await sharedFolder(db, principal, body.folderId);
    const sharerId = principal.userId as number;
    const email = body.email.trim();
    if (!isEmailAddress(email)) throw badRequest(ADMIN_MESSAGES.emailInvalid);
    const userName = body.logicalId?.trim() || email;
    const nowMs = app.now().getTime();
    try {
      await checkInvitationLimit(db, sharerId, nowMs);
    } catch (error) {
      if (error instanceof InvitationsThrottled) reply.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(user_name)`, '=', userName.toLowerCase())
      .executeTakeFirst();
    if (taken) throw badRequest(`A user named ${userName} already exists.`);
    const emailTaken = await db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (emailTaken) throw badRequest(ADMIN_MESSAGES.emailTaken(email));
    // The user and their access to the folder come together (a refused grant leaves no user behind).
    const user = await db.transaction().execute(async (trx) => {
      const created = await trx
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
      await grantFolderToPerson(trx, principal, folder, created.id);
      return created;
    });
    const invitation = await sendInvitation(
      app,
      principal,
      { id: user.id, user_name: user.user_name, email },
      { id: folder.id, name: folder.name },
    );
    await db
      .insertInto('people_invitations')
      .values({
        sharer_id: sharerId,
        user_id: user.id,
        folder_id: folder.id,
        outcome: invitation,
        created_at_ms: nowMs,
      })
      .execute();
    return {
      id: user.id,
      logicalId: user.user_name,
      email: user.email,
      folderId: user.folder_id,
      invitation,
    };
  },
};
