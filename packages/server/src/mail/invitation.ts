// The invitation mail of share with people (issue 20): someone added by e-mail (POST users create)
// gets a one-time set-password link (auth/password-links.ts) and the folder they may now see, so they
// sign in without an administrator. Plain text only: the sharer's and the folder's names are data,
// flattened to one line and shortened (never markup, never a header: the subject names neither).
import { interpolate } from '@vitrine/core';
import { headerText } from '../contact/rules';

/** The mail's words (a typed locale object of the server; English, as the spec's messages). */
export const INVITATION_MAIL_TEXT = {
  subject: 'You have been given access to a folder in Vitrine',
  intro: '{sharer} shared the folder "{folder}" with you in Vitrine.',
  userName: 'Your user name: {name}',
  setPassword: 'Choose your password here to sign in: {url}',
  linkNote:
    'The link works once, for 72 hours. If it has expired, ask {sharer} or an administrator for a new one.',
  folderLink: 'The folder: {url}',
} as const;

/** The subject and body of an invitation. `publicUrl` is the app's origin (the link needs it). */
export function composeInvitationMail(input: {
  sharerName: string;
  folder: { id: number; name: string };
  userName: string;
  token: string;
  publicUrl: string;
}): { subject: string; text: string } {
  const t = INVITATION_MAIL_TEXT;
  const sharer = headerText(input.sharerName, 100);
  const lines = [
    interpolate(t.intro, { sharer, folder: headerText(input.folder.name, 200) }),
    '',
    interpolate(t.userName, { name: headerText(input.userName, 120) }),
    // The token goes in the fragment: never sent to a server, never in a log (reference-app /set-password).
    interpolate(t.setPassword, { url: `${input.publicUrl}/set-password#${input.token}` }),
    interpolate(t.linkNote, { sharer }),
    '',
    interpolate(t.folderLink, { url: `${input.publicUrl}/folders/${input.folder.id}` }),
  ];
  return { subject: t.subject, text: `${lines.join('\n')}\n` };
}
