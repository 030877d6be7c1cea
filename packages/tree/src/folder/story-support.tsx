// Helpers shared by the folder dialogs' stories: a seed folder as the tree hands it over, and a
// toast check. Not exported from the package.
import type { Folder } from '@vitrine/api-client';
import { waitFor } from 'storybook/test';

/** Seed folders of @vitrine/mocks, as the folder tree passes them to its dialogs. */
export const SEED_FOLDERS = {
  press: { id: 204, name: 'Press', autoResync: false, forbiddenFileTypes: [] },
  logos: { id: 196, name: 'Logos', autoResync: false, forbiddenFileTypes: ['.mov'] },
  print: { id: 48, name: 'Print', autoResync: true, forbiddenFileTypes: [] },
} satisfies Record<string, Folder>;

/** Waits for a toast saying `message` (its text also holds the spoken kind, "Success: ..."). */
export const expectToast = (message: string) =>
  waitFor(
    () => {
      const shown = Array.from(document.querySelectorAll('.vt-ui__toast-message'));
      if (!shown.some((element) => element.textContent?.endsWith(message)))
        throw new Error(
          `no toast "${message}" (toasts: ${shown.map((e) => e.textContent).join(' | ') || 'none'})`,
        );
    },
    { timeout: 4000 },
  );
