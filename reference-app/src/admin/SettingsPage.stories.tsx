// The library settings page on the mocks.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SettingsPage } from './SettingsPage';
import {
  adminParameters,
  expectLoadFailed,
  expectRefusal,
  expectToast,
  page,
  withAppNavigation,
} from './story-support';

const meta = {
  title: 'app/Administration/Library settings',
  component: SettingsPage,
  decorators: [withAppNavigation],
  parameters: adminParameters('/admin/settings'),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Guest access, the sets name and the global settings of spec 000 §3, grouped. */
export const Settings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const access = await canvas.findByRole('group', { name: 'Access' }, { timeout: 8000 });
    expect(within(access).getByRole('checkbox', { name: /Guest access/ })).toBeChecked();
    expect(canvas.getByLabelText('What sets are called')).toHaveValue('Virtual Set');
    const features = canvas.getByRole('group', { name: 'Features' });
    for (const name of [
      'File versions',
      'Annotations',
      'Workflow statuses',
      'Object recognition',
      'Notifications',
    ])
      expect(within(features).getByRole('checkbox', { name })).toBeVisible();
  },
};

/** Saving sends what changed; the page says so. An empty sets name is refused first. */
export const Save: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const setsName = await canvas.findByLabelText('What sets are called', {}, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast('Nothing has changed.');
    await userEvent.clear(setsName);
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    expect(await canvas.findByText('Enter what sets are called (1 to 60 characters).')).toBeVisible();
    await userEvent.type(setsName, 'Albums');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Guest access/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast('The library settings have been saved.');
    expect(canvas.getByRole('checkbox', { name: /Guest access/ })).not.toBeChecked();
    expect(setsName).toHaveValue('Albums');
  },
};

/** The settings could not be loaded. */
export const LoadFailed: Story = {
  parameters: { mocks: { scenarios: { getAdminSettings: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await expectLoadFailed(canvasElement, 'The library settings could not be loaded.');
  },
};

/** Saving failed: the server's message in a toast, the form kept. */
export const SaveFailed: Story = {
  parameters: { mocks: { scenarios: { updateAdminSettings: 'error-500' } } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Annotations' }, { timeout: 8000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await within(document.body)
      .findByRole('status', {}, { timeout: 4000 })
      .catch(() => undefined);
    expect(canvas.getByRole('checkbox', { name: 'Annotations' })).not.toBeChecked();
  },
};

/** An editor opens the page: a clear refusal. */
export const NotAnAdministrator: Story = {
  parameters: { mocks: { user: 'editor' } },
  play: async ({ canvasElement }) => {
    await expectRefusal(canvasElement);
  },
};
