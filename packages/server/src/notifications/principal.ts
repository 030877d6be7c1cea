// The principal of a person who is not making a request (a digest's recipient): their users row and
// grants, as a session of theirs would have them (auth/sessions.ts), so the digest asks the same
// visibility rules as their next search (auth/visibility.ts).
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/permissions';
import { loadGrants } from '../auth/sessions';
import type { Database } from '../db/schema';

/** The person with `userId` as a principal, or undefined when they are gone. */
export async function principalOfUser(db: Kysely<Database>, userId: number): Promise<Principal | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'email', 'is_super_admin', 'is_guest'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  return {
    kind: user.is_guest ? 'guest' : 'user',
    userId: user.id,
    userName: user.user_name,
    email: user.email,
    isSuperAdmin: user.is_super_admin === 1,
    isGuestAccess: user.is_guest === 1,
    isShared: false,
    grants: await loadGrants(db, user.id),
    sessionId: null,
  };
}
