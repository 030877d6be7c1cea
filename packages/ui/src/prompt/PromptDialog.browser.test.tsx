// The prompt dialog with a real keyboard in chromium (spec 000 §2 "Modals: create folder, set or
// group; rename"; spec 000 §5 name rules through @vitrine/core's validateFolderName).
import { createVitrineClient } from '@vitrine/api-client';
import { validateFolderName } from '@vitrine/core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles.css';
import { VitrineProvider } from '../provider/VitrineProvider';
import type { PromptOptions } from './prompt-store';
import { usePrompt } from './usePrompt';

const client = createVitrineClient({
  fetch: () => Promise.reject(new Error('the prompt calls no API')),
});

const folderName = (value: string) => {
  const result = validateFolderName(value);
  return result.ok ? null : result.message;
};

/** A button that asks for a name and prints the answer. */
function Asker(props: { options: PromptOptions }) {
  const prompt = usePrompt();
  const [answer, setAnswer] = useState('none yet');
  return (
    <div>
      <button type="button" onClick={async () => setAnswer(JSON.stringify(await prompt(props.options)))}>
        New folder
      </button>
      <p data-testid="answer">{answer}</p>
    </div>
  );
}

async function openPrompt(options: PromptOptions) {
  const screen = await render(
    <VitrineProvider client={client}>
      <Asker options={options} />
    </VitrineProvider>,
  );
  const button = screen.getByRole('button', { name: 'New folder' });
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect.element(dialog).toBeVisible();
  return { screen, button, dialog, field: page.getByRole('textbox', { name: 'Name' }) };
}

const create: PromptOptions = {
  title: 'Create folder',
  label: 'Name',
  confirmLabel: 'Create',
  validate: folderName,
};

describe('prompt()', () => {
  it('is named by its title and starts in the field', async () => {
    const { dialog, field } = await openPrompt(create);
    await expect.element(dialog).toHaveAccessibleName('Create folder');
    await expect.element(field).toHaveFocus();
    await expect.element(field).toHaveAttribute('aria-invalid', 'false');
  });

  it('a refused name blocks the confirm, keeps the text and is tied to the field (spec 000 §5)', async () => {
    const { screen, button, dialog, field } = await openPrompt(create);
    await userEvent.keyboard('Summer/Winter');
    await userEvent.keyboard('{Enter}');
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription('Input contains invalid characters!');
    await expect.element(field).toHaveValue('Summer/Winter');
    await expect.element(field).toHaveFocus();
    await expect.element(dialog).toBeVisible();
    await expect.element(screen.getByTestId('answer')).toHaveTextContent('none yet');
    // The message is in a live region, so it is announced.
    const message = page.getByText('Input contains invalid characters!');
    await expect.element(message).toHaveAttribute('aria-live', 'assertive');

    // Fixing the text clears the message as the user types.
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect.element(field).toHaveValue('Summer');
    await expect.element(field).toHaveAttribute('aria-invalid', 'false');
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByTestId('answer')).toHaveTextContent('"Summer"');
    await expect.element(button).toHaveFocus();
  });

  it.each([
    ['', 'Input is empty!'],
    ['Holiday.', 'The folder name cannot end with a dot character!'],
  ])('refuses %j with %s', async (typed, message) => {
    const { field } = await openPrompt(create);
    if (typed) await userEvent.keyboard(typed);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.element(field).toHaveAccessibleDescription(message);
  });

  it('Escape cancels with null and focus returns to the button', async () => {
    const { screen, button, dialog } = await openPrompt(create);
    await userEvent.keyboard('Draft');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByTestId('answer')).toHaveTextContent('null');
    await expect.element(button).toHaveFocus();
  });

  it('rename: starts with the current name selected, so typing replaces it', async () => {
    const { screen, field } = await openPrompt({
      title: 'Rename folder',
      label: 'Name',
      defaultValue: 'Marketing',
      validate: folderName,
    });
    await expect.element(field).toHaveValue('Marketing');
    await userEvent.keyboard('Sales');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByTestId('answer')).toHaveTextContent('"Sales"');
  });

  it('focus stays trapped in the dialog', async () => {
    const { field } = await openPrompt(create);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Create' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(field).toHaveFocus();
  });
});
