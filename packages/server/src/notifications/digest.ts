// The digest mail (issue 18): one plain-text message per person listing what happened to the files
// they follow, grouped by event (spec 000 §3 keys, in their order) and folder, at most
// DIGEST_LIMITS.filesPerGroup files per group and "and N more" for the rest, at most
// DIGEST_LIMITS.groups groups. Plain text only: names are data, never markup (no HTML part to inject
// into); control characters in names become spaces, so a name cannot add lines of its own.
import { interpolate, NOTIFICATION_KEYS, type NotificationKey } from '@vitrine/core';
import { headerText } from '../contact/rules';

/** Bounds of one digest (decided, docs/decisions.md "Notifications"). */
export const DIGEST_LIMITS = {
  /** Files listed per event and folder; the others are counted. */
  filesPerGroup: 20,
  /** Event-and-folder groups listed; the others are counted. */
  groups: 30,
} as const;

/** The mail's words (a typed locale object of the server; English, as the spec's messages). */
export const NOTIFICATION_MAIL_TEXT = {
  subjectOne: 'Vitrine: 1 change to files you follow',
  subjectMany: 'Vitrine: {count} changes to files you follow',
  greeting: 'Hello {name},',
  intro: 'This is what happened to the files you follow in Vitrine:',
  group: '{event}, folder "{folder}" ({count}):',
  groupWithoutFolder: '{event}, in a folder that no longer exists ({count}):',
  file: '- {name}',
  fileWithLink: '- {name}: {url}',
  moreFiles: 'and {count} more',
  moreGroups: 'and {count} more changes in other places',
  footer:
    'You receive this e-mail because you subscribed to notifications on these folders, sets or files. Change your subscriptions where you made them.',
  events: {
    upload: 'Uploaded',
    'image-delete': 'Deleted',
    'image-move-in': 'Moved in',
    'image-move-out': 'Moved out',
    'image-overwrite': 'Replaced by a new version',
    'image-workflow-status-change': 'Workflow status changed',
    'image-annotate': 'Annotated',
    'image-version-restore': 'Version restored',
  } satisfies Record<NotificationKey, string>,
} as const;

/** One event of the digest, as its recipient may know it. */
export interface DigestItem {
  key: NotificationKey;
  fileId: number;
  fileName: string;
  /** The folder of the event (its name, or null when it is gone). */
  folderId: number;
  folderName: string | null;
  /** Where the file is now, for its link; null when it is gone (deleted). */
  currentFolderId: number | null;
}

/** The subject and body of one person's digest. `publicUrl` (the app's origin) adds links. */
export function composeDigest(input: {
  userName: string;
  items: readonly DigestItem[];
  publicUrl: string | null;
}): { subject: string; text: string } {
  const t = NOTIFICATION_MAIL_TEXT;
  const groups = new Map<string, DigestItem[]>();
  const order = (key: NotificationKey) => NOTIFICATION_KEYS.indexOf(key);
  const sorted = [...input.items].sort(
    (a, b) => order(a.key) - order(b.key) || a.folderId - b.folderId || a.fileId - b.fileId,
  );
  for (const item of sorted) {
    const id = `${item.key} ${item.folderId}`;
    groups.set(id, [...(groups.get(id) ?? []), item]);
  }
  const lines = [interpolate(t.greeting, { name: headerText(input.userName, 120) }), '', t.intro];
  const listed = [...groups.values()].slice(0, DIGEST_LIMITS.groups);
  for (const items of listed) {
    const first = items[0] as DigestItem;
    lines.push(
      '',
      first.folderName === null
        ? interpolate(t.groupWithoutFolder, { event: t.events[first.key], count: items.length })
        : interpolate(t.group, {
            event: t.events[first.key],
            folder: headerText(first.folderName, 200),
            count: items.length,
          }),
    );
    for (const item of items.slice(0, DIGEST_LIMITS.filesPerGroup)) {
      const name = headerText(item.fileName, 300);
      lines.push(
        input.publicUrl && item.currentFolderId !== null
          ? interpolate(t.fileWithLink, {
              name,
              url: `${input.publicUrl}/folders/${item.currentFolderId}?image=${item.fileId}`,
            })
          : interpolate(t.file, { name }),
      );
    }
    if (items.length > DIGEST_LIMITS.filesPerGroup) {
      lines.push(interpolate(t.moreFiles, { count: items.length - DIGEST_LIMITS.filesPerGroup }));
    }
  }
  const unlisted = [...groups.values()].slice(DIGEST_LIMITS.groups).reduce((n, items) => n + items.length, 0);
  if (unlisted > 0) lines.push('', interpolate(t.moreGroups, { count: unlisted }));
  lines.push('', '--', t.footer);
  const count = input.items.length;
  return {
    subject: count === 1 ? t.subjectOne : interpolate(t.subjectMany, { count }),
    text: `${lines.join('\n')}\n`,
  };
}
