// One-time password links (issue 13): an administrator creates a person without a password, or resets
// one, and hands them a link. The token is random and shown once; the database keeps only its
// SHA-256, so a leaked database opens no account. A link works once, until it expires
// (PASSWORD_LINK_TTL_MS), and a newer link of the same person replaces an unused older one.
import { randomBytes } from 'node:crypto';
import { checkNewPassword, PASSWORD_MESSAGES } from '@vitrine/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../domain/errors';
import { endSessionsOf, hashToken } from './sessions';

/** How long a link works: 72 hours (docs/decisions.md "People administration"). */
export const PASSWORD_LINK_TTL_MS = 72 * 60 * 60 * 1000;

export const PASSWORD_LINK_MESSAGES = Object.freeze({
  invalid: 'This link is not valid or has already been used.',
  expired: 'This link has expired.',
});

/** Refuses a password the sign-in rules refuse (@vitrine/core checkNewPassword: at least 8 characters). */
export function checkPasswordLength(password: string): void {
  const problem = checkNewPassword(password);
  if (problem) throw new HttpError(400, PASSWORD_MESSAGES[problem]);
}

/** Issues a link for `userId` (an unused earlier one stops working); answers the token, shown once. */
export async function issuePasswordLink(
  db: Kysely<Database>,
  userId: number,
  createdBy: number | null,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_TTL_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('password_links')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_links')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        created_by: createdBy,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  });
  return { token, expiresAt };
}

/** Drops the unused links of a person (a password was set another way). */
export async function dropPasswordLinks(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('password_links').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** The person an unused, unexpired link is for; 404 with the link messages otherwise. */
export async function validPasswordLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ tokenHash: string; userId: number; userName: string; expiresAt: string }> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('password_links as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.user_id', 'l.expires_at', 'l.used_at', 'u.user_name', 'u.is_disabled', 'u.is_guest'])
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.is_disabled === 1 || row.is_guest === 1)
    throw new HttpError(404, PASSWORD_LINK_MESSAGES.invalid);
  if (row.expires_at <= now.toISOString()) throw new HttpError(404, PASSWORD_LINK_MESSAGES.expired);
  return { tokenHash, userId: row.user_id, userName: row.user_name, expiresAt: row.expires_at };
}

/**
 * Uses a link up and stores the password hash, once: of two requests racing with the same token only
 * one sets the password (the conditional update), the other answers 404.
 */
export async function consumePasswordLink(
  db: Kysely<Database>,
  link: { tokenHash: string; userId: number },
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_links')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', link.tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new HttpError(404, PASSWORD_LINK_MESSAGES.invalid);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', link.userId)
      .execute();
    // A password set by link ends whatever sessions the person still had.
    await endSessionsOf(trx, link.userId);
  });
}
