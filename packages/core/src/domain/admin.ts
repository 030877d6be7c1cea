// The rules of people administration (issue 13) that the server and the mocks both apply: the
// refusal messages (word for word, docs/decisions.md "People administration"), the bounds on roles
// and grants, and the checks on a person's or a role's name and on an e-mail address.
import { hasControlCharacters } from './names';

/** The administration refusals, as the server and the mocks answer them. */
export const ADMIN_MESSAGES = Object.freeze({
  superAdminOnly: 'Only a super admin may manage people, roles and settings.',
  noSetPermissions: 'You are not allowed to change the permissions here.',
  roleTooStrong: 'You may grant only a role whose permissions you hold here yourself.',
  libraryGrant: 'Only a super admin may grant a role on the whole library.',
  notOneNode: 'Give exactly one of folder, set or set group.',
  nameEmpty: 'The name may not be empty.',
  nameControl: 'The name may not contain control characters.',
  nameTaken: (name: string) => `The name ${name} is already used.`,
  emailInvalid: 'Invalid e-mail address.',
  emailTaken: (email: string) => `The e-mail address ${email} is already used.`,
  deleteSelf: 'You cannot delete your own account.',
  disableSelf: 'You cannot disable your own account.',
  demoteSelf: 'You cannot take away your own super admin rights.',
  lastSuperAdmin: 'The last super admin cannot be deleted, disabled or made an ordinary user.',
  guestFixed: 'The guest cannot be changed, deleted or given a password; only its grants change.',
  grantExists: 'This person already holds this role here.',
  grantDisabled: 'This person is disabled.',
  tooManyGrants: 'This node already has the most grants allowed (1000).',
  roleInUse: 'This role is still granted; remove its grants first.',
  tooManyRoles: 'The library already has the most roles allowed (100).',
  setsNameEmpty: 'The name of sets may not be empty.',
  linkInvalid: 'This link is not valid or has already been used.',
  linkExpired: 'This link has expired.',
  accountDisabled: 'This account is disabled.',
});

/** At most this many roles in a library, and grants on one node (every input bounded). */
export const MAX_ROLES = 100;
export const MAX_GRANTS_PER_NODE = 1000;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Whether a (trimmed) text looks like an e-mail address: something@something.something, no spaces. */
export function isEmailAddress(email: string): boolean {
  return EMAIL.test(email);
}

/** What is wrong with a (trimmed) person's or role's name, or null: empty, or control characters. */
export function adminNameProblem(name: string): string | null {
  if (name === '') return ADMIN_MESSAGES.nameEmpty;
  if (hasControlCharacters(name)) return ADMIN_MESSAGES.nameControl;
  return null;
}
