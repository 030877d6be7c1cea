// One locale path, on the folder tree: the provider's locale alone puts the whole tree in German,
// its menu, its delete dialog (the reported bug: 'Annuleren' from the provider beside 'Delete' from
// the tree in one dialog) and its toast; a provider's object reaches the tree's strings; a
// widget's `locale` prop is an override on top of the provider's.
import type { VitrineLocaleOverrides } from '@vitrine/ui';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { FolderTree } from './FolderTree';
import { renderWithMocks } from './test-utils';

const row = (tree: string, name: string) =>
  page.getByRole('tree', { name: tree }).getByRole('treeitem', { name, exact: true });

/** The names of the buttons of the open alert dialog, in order. */
function dialogButtons(): string[] {
  const dialog = document.querySelector('[role="alertdialog"]');
  return Array.from(dialog?.querySelectorAll('button') ?? []).map(
    (button) => button.textContent?.trim() ?? '',
  );
}

/** The toast messages on screen (each starts with its spoken kind). */
const toasts = () =>
  Array.from(document.querySelectorAll('.vt-ui__toast')).map((toast) => toast.textContent?.trim() ?? '');

describe("the folder tree follows the provider's locale (one locale path)", () => {
  it("renders its rows, menu, delete dialog and toast in German from locale='de' alone", async () => {
    await renderWithMocks(<FolderTree defaultOpen={[0]} showSearch={false} />, {
      provider: { locale: 'de' },
    });
    // The tree's name and the 'All' node are the tree's own strings.
    await expect.element(row('Ordner', 'Alle')).toBeVisible();
    await row('Ordner', 'Press').click();

    // The row's menu: the tree's entries.
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = page.getByRole('menu');
    for (const entry of ['Neuer Ordner…', 'Umbenennen…', 'Löschen', 'Verschieben nach…']) {
      await expect.element(menu.getByRole('menuitem', { name: entry })).toBeVisible();
    }
    await userEvent.keyboard('{Escape}');

    // The delete dialog: the tree's question and confirm label, @vitrine/ui's cancel button.
    await userEvent.keyboard('{Delete}');
    const question = page.getByRole('alertdialog');
    await expect
      .element(question)
      .toHaveAccessibleDescription('Möchten Sie den Ordner „Press“ mit seinem gesamten Inhalt löschen?');
    expect(dialogButtons().sort()).toEqual(['Abbrechen', 'Löschen']);
    await question.getByRole('button', { name: 'Löschen' }).click();

    // core's message (spec 000 §8 'Folder has been deleted.'), spoken with its kind in German.
    await expect
      .poll(toasts, { timeout: 4000 })
      .toContainEqual(expect.stringContaining('Der Ordner wurde gelöscht.'));
    expect(toasts().join(' ')).toContain('Erfolg');
    await expect.element(row('Ordner', 'Press')).not.toBeInTheDocument();
  });

  it("reaches the tree's strings from the provider's object, not only @vitrine/ui's", async () => {
    // The bug: the host's object translated ui.cancel, and the tree's 'Delete' stayed English.
    await renderWithMocks(<FolderTree defaultOpen={[0]} showSearch={false} />, {
      provider: {
        locale: {
          ui: { cancel: 'Annuleren' },
          tree: { folder: { treeLabel: 'Mappen', deleteConfirm: 'Verwijderen' } },
        },
      },
    });
    await row('Mappen', 'Press').click();
    await userEvent.keyboard('{Delete}');
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    expect(dialogButtons().sort()).toEqual(['Annuleren', 'Verwijderen']);
  });

  it("puts the widget's locale prop over the provider's language and overrides", async () => {
    await renderWithMocks(
      <FolderTree defaultOpen={[0]} showSearch={false} locale={{ deleteConfirm: 'Entfernen' }} />,
      { provider: { locale: { language: 'de-AT', tree: { folder: { deleteConfirm: 'Weg damit' } } } } },
    );
    // de-AT reads the German catalogue.
    await row('Ordner', 'Press').click();
    await userEvent.keyboard('{Delete}');
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    // The widget's deleteConfirm wins over the provider's; @vitrine/ui's cancel is German.
    expect(dialogButtons().sort()).toEqual(['Abbrechen', 'Entfernen']);
  });

  it("types the tree's keys in the provider's object (@vitrine/tree's VitrineLocaleParts)", () => {
    const locale: VitrineLocaleOverrides = {
      language: 'de',
      tree: {
        setsLoadFailed: '…',
        view: { empty: '…' },
        folder: { deleteConfirm: '…', notificationKeys: { upload: '…' } },
      },
    };
    // @ts-expect-error a misspelt key of the folder tree's strings
    const misspelt: VitrineLocaleOverrides = { tree: { folder: { delet: 'Entfernen' } } };
    expect([locale, misspelt]).toHaveLength(2);
  });
});
