import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TokenSwatches } from './TokenSwatches';
import { THEME_TOKENS } from './tokens';

const meta = {
  title: 'ui/Theme tokens',
  component: TokenSwatches,
} satisfies Meta<typeof TokenSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

function tokenValue(canvasElement: HTMLElement, name: string) {
  const item = canvasElement.querySelector(`[data-token="${name}"]`);
  if (!(item instanceof HTMLElement)) throw new Error(`no swatch for ${name}`);
  return within(item).getByTestId('value').textContent;
}

async function expectEveryTokenResolved(canvasElement: HTMLElement) {
  const items = within(canvasElement).getAllByRole('listitem');
  await expect(items).toHaveLength(THEME_TOKENS.length);
  for (const { name } of THEME_TOKENS) await expect(tokenValue(canvasElement, name)).not.toBe('');
}

export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expectEveryTokenResolved(canvasElement);
    await expect(tokenValue(canvasElement, '--vt-color-bg')).toBe('#ffffff');
    await expect(tokenValue(canvasElement, '--vt-toast-error-text')).toBe('#8a1c12');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectEveryTokenResolved(canvasElement);
    await expect(tokenValue(canvasElement, '--vt-color-bg')).toBe('#15181d');
    await expect(tokenValue(canvasElement, '--vt-toast-error-text')).toBe('#ffc6bf');
  },
};
