// <VitrineProvider>: what it hands the widgets below it. Every story already runs inside the
// preview's provider, whose props come from `parameters.vitrine` (theme, permissions, onError...);
// the probe below reads them back through the hooks.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createVitrineClient } from '@vitrine/api-client';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type PermissionTarget, usePermission } from '../api/permission';
import { useReportError, useT, useVitrine } from './hooks';
import { VitrineProvider } from './VitrineProvider';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { FolderTree } from '@vitrine/tree';
import { VitrineProvider } from '@vitrine/ui';
import { Gallery } from '@vitrine/views';
import '@vitrine/ui/styles.css';

// One client and one provider for the part of the page that shows widgets.
const client = createVitrineClient({ baseUrl: 'https://assets.example.com' });

export function AssetsPage() {
  return (
    <VitrineProvider
      client={client}
      locale="de" // or overrides: { ui: { retry: 'Reload' } }
      theme="system"
      onError={({ message }) => reportToMonitoring(message)}
    >
      <FolderTree />
      <Gallery images={[]} />
    </VitrineProvider>
  );
}`;

const FOLDER: PermissionTarget = { folderId: 1 };

/** Shows what the provider carries: theme, a translated message, a permission, the error path. */
function ProviderProbe({ permission = 'share.link' }: { permission?: string }) {
  const { theme } = useVitrine();
  const t = useT();
  const { allowed, isPending, error } = usePermission(permission, FOLDER);
  const reportError = useReportError();
  const state = isPending ? 'asking' : error ? 'failed' : allowed ? 'allowed' : 'denied';
  return (
    <dl>
      <dt>Theme</dt>
      <dd data-testid="theme">{theme}</dd>
      <dt>A core message</dt>
      <dd data-testid="message">{t('folders.deleted')}</dd>
      <dt>A message the locale leaves English</dt>
      <dd data-testid="common">{t('common.loadMore')}</dd>
      <dt>Permission {permission} on folder 1</dt>
      <dd data-testid="permission">{state}</dd>
      <dd>
        <button
          type="button"
          className="vt-ui__button"
          disabled={!error}
          onClick={() => reportError(error, 'folders.deleteFailed', { vars: { id: 1 } })}
        >
          Report the error
        </button>
      </dd>
    </dl>
  );
}

const onError = fn();

/** The probe's permission to ask for: `parameters.probe.permission` (default 'share.link'). */
type ProbeParameters = { probe?: { permission?: string } };

const meta = {
  title: 'ui/VitrineProvider',
  component: VitrineProvider,
  tags: ['autodocs'],
  // The props table documents the provider; the stories read the preview's provider (see above).
  args: { client: createVitrineClient() },
  argTypes: { client: { control: false }, queryClient: { control: false } },
  render: (_args, { parameters }) => (
    <ProviderProbe permission={(parameters as ProbeParameters).probe?.permission ?? 'share.link'} />
  ),
} satisfies Meta<typeof VitrineProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const permissionText = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).findByText(text, { selector: '[data-testid="permission"]' }, { timeout: 5000 });

/** The signed-in user (super admin in the mocks) holds share.link: GET /api/permission answers. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('theme')).toHaveTextContent('light');
    await expect(document.querySelector('.vt-ui__root')).toHaveAttribute('data-vt-theme', 'light');
    await expect(canvas.getByTestId('message')).toHaveTextContent('Folder has been deleted.');
    await permissionText(canvasElement, 'allowed');
  },
};

/** spec 000 §6: a guest may not share. */
export const GuestDenied: Story = {
  parameters: { mocks: { user: 'guest' } },
  play: async ({ canvasElement }) => {
    await permissionText(canvasElement, 'denied');
  },
};

/** A host answers permissions itself through the `permissions` prop; the server is not asked. */
export const PermissionResolver: Story = {
  parameters: {
    probe: { permission: 'download' },
    vitrine: { permissions: ({ name }: { name: string }) => name === 'download' },
    msw: {
      handlers: [
        http.get('/api/permission', () => HttpResponse.json({ allowed: false, folder: 1, set: null })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await permissionText(canvasElement, 'allowed');
  },
};

/** spec 000 §8: the server's message is shown when present, and onError hears of it. */
export const ServerMessageToast: Story = {
  parameters: {
    vitrine: { onError },
    msw: {
      handlers: [
        http.get('/api/permission', () =>
          HttpResponse.json(
            { responseStatus: { errorCode: 'Locked', message: 'Folder is locked' } },
            { status: 403 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    onError.mockClear();
    await permissionText(canvasElement, 'failed');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report the error' }));
    const toast = await waitFor(() => {
      const found = document.querySelector('.vt-ui__toast[data-kind="error"]');
      if (!found) throw new Error('no error toast');
      return found;
    });
    await expect(toast).toHaveTextContent('Folder is locked');
    await expect(toast).not.toHaveTextContent('Failed to delete folder 1.');
    await expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Folder is locked', kind: 'error' }),
    );
  },
};

/** Without a server message (the network failed) the caller's fallback message is shown. */
export const FallbackMessageToast: Story = {
  parameters: { mocks: { scenarios: { checkPermission: 'network-error' } } },
  play: async ({ canvasElement }) => {
    await permissionText(canvasElement, 'failed');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report the error' }));
    await waitFor(() =>
      expect(document.querySelector('.vt-ui__toast[data-kind="error"]')).toHaveTextContent(
        'Failed to delete folder 1.',
      ),
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('theme')).toHaveTextContent('dark');
    await expect(document.querySelector('.vt-ui__root')).toHaveAttribute('data-vt-theme', 'dark');
  },
};

/** 'system' follows prefers-color-scheme (docs/theming.md). */
export const SystemTheme: Story = {
  parameters: { vitrine: { theme: 'system' } },
  play: async () => {
    await expect(document.querySelector('.vt-ui__root')).toHaveAttribute('data-vt-theme', 'system');
  },
};

/** A partial locale override: overridden strings change, the rest stays English. */
export const PseudoLocale: Story = {
  globals: { locale: 'pseudo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('message')).toHaveTextContent('[Folder has been deleted.]');
    await expect(canvas.getByTestId('common')).toHaveTextContent(/^Load more\.\.\.$/);
  },
};
