// The digest's text and bounds (digest.ts): grouped by event in spec 000 §3's order and by folder, at
// most DIGEST_LIMITS.filesPerGroup files per group then "and N more", at most DIGEST_LIMITS.groups
// groups then the rest counted; links only with a public URL and a file that still exists.
import { describe, expect, it } from 'vitest';
import { composeDigest, DIGEST_LIMITS, type DigestItem } from './digest';

const item = (fileId: number, overrides: Partial<DigestItem> = {}): DigestItem => ({
  key: 'upload',
  fileId,
  fileName: `file-${fileId}.jpg`,
  folderId: 7,
  folderName: 'Shoot',
  currentFolderId: 7,
  ...overrides,
});

describe('composeDigest', () => {
  it('lists 20 files of a 5,000-file upload, then "and 4980 more"', () => {
    const items = Array.from({ length: 5000 }, (_, i) => item(i + 1));
    const { subject, text } = composeDigest({ userName: 'kenji', items, publicUrl: 'https://v.example' });
    expect(subject).toBe('Vitrine: 5000 changes to files you follow');
    expect(text).toContain(
      'Uploaded, folder "Shoot" (5000):\n- file-1.jpg: https://v.example/folders/7?image=1\n',
    );
    expect(text).toContain(`- file-${DIGEST_LIMITS.filesPerGroup}.jpg`);
    expect(text).not.toContain(`- file-${DIGEST_LIMITS.filesPerGroup + 1}.jpg`);
    expect(text).toContain(`and ${5000 - DIGEST_LIMITS.filesPerGroup} more\n`);
    expect(text.split('\n').length).toBeLessThan(40);
  });

  it('orders events as spec 000 §3 lists them; a deleted file and a gone folder have no link', () => {
    const { subject, text } = composeDigest({
      userName: 'kenji',
      items: [
        item(3, { key: 'image-delete', currentFolderId: null, folderId: 9, folderName: null }),
        item(1, { key: 'image-move-in' }),
        item(2),
      ],
      publicUrl: 'https://v.example',
    });
    expect(subject).toBe('Vitrine: 3 changes to files you follow');
    const upload = text.indexOf('Uploaded, folder');
    const deleted = text.indexOf('Deleted, in a folder that no longer exists (1):\n- file-3.jpg\n');
    const moved = text.indexOf('Moved in, folder');
    expect([upload, deleted, moved].every((at) => at > 0)).toBe(true);
    expect(upload).toBeLessThan(deleted);
    expect(deleted).toBeLessThan(moved);
  });

  it('counts the groups beyond the limit; without a public URL, names only', () => {
    const items = Array.from({ length: DIGEST_LIMITS.groups + 2 }, (_, i) =>
      item(i + 1, { folderId: i + 1, folderName: `F${i + 1}` }),
    );
    const { text } = composeDigest({ userName: 'kenji', items, publicUrl: null });
    expect(text).toContain(
      `Uploaded, folder "F${DIGEST_LIMITS.groups}" (1):\n- file-${DIGEST_LIMITS.groups}.jpg\n`,
    );
    expect(text).not.toContain(`"F${DIGEST_LIMITS.groups + 1}"`);
    expect(text).toContain('and 2 more changes in other places');
    expect(text).not.toContain('http');
  });
});
