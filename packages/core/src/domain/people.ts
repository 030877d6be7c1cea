// Share a folder with people (issue 20; spec 000 §5 "The sharing user must exist in the users list or
// carry an e-mail; otherwise an add-by-email prompt is shown"): the role a shared person gets, the
// limit on invitation mails and the server's answers, once for the server and the mocks
// (docs/decisions.md "Share with people").
import type { RoleName } from './roles';

/** The built-in role a person gets on a folder shared with them: view and download. */
export const PEOPLE_ROLE: RoleName = 'viewer';

/** At most `invitations` people added by e-mail per sharer in `windowMs` (beyond: 429). */
export const INVITATION_LIMIT = Object.freeze({ invitations: 20, windowMs: 60 * 60 * 1000 });

/** At most this many people listed on one folder (the grants of a node are bounded likewise). */
export const MAX_FOLDER_PEOPLE = 1000;

/** The server's answers (the mocks answer the same words). */
export const PEOPLE_MESSAGES = Object.freeze({
  notAllowed: 'You are not allowed to share this folder.',
  roleTooStrong: 'You cannot give more rights than you hold on this folder.',
  disabled: 'This account is disabled; nothing can be shared with it.',
  noRole: 'The viewer role no longer exists; an administrator must create it again.',
  tooManyInvitations: 'Too many invitations. Wait a while, then try again.',
  notShared: (name: string) => `${name} has no access to this folder through sharing.`,
});
