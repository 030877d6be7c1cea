// <ErrorState> on its own: the widget's message, the server's message when it sent one, the retry
// button (an action spy), the busy state while the new attempt runs, and the compact size.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@vitrine/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { ErrorState, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

// Inside a widget of your own, in place of the content that failed to load:
function Albums() {
  const albums = useAlbums(); // any query
  if (albums.error) {
    return (
      <ErrorState
        message="The albums could not be loaded."
        error={albums.error}
        onRetry={() => albums.refetch()}
        retrying={albums.isFetching}
      />
    );
  }
  return <AlbumList albums={albums.data} />;
}

<VitrineProvider client={createVitrineClient()}>
  <Albums />
</VitrineProvider>`;

const meta = {
  title: 'ui/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { message: 'The folders could not be loaded.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message and the retry button; pressing it calls `onRetry` once. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The folders could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** spec 000 §8: the server's message (responseStatus.message) shows under the widget's words. */
export const WithServerMessage: Story = {
  args: {
    error: new ApiError({
      status: 500,
      errorCode: 'DatabaseUnavailable',
      message: 'The library is being restored. Try again in a few minutes.',
      body: {
        responseStatus: {
          errorCode: 'DatabaseUnavailable',
          message: 'The library is being restored. Try again in a few minutes.',
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The folders could not be loaded.');
    await expect(alert).toHaveTextContent('The library is being restored. Try again in a few minutes.');
  },
};

/** An error without a server message (only the status text) adds nothing under the message. */
export const WithoutServerMessage: Story = {
  args: { error: new ApiError({ status: 500, errorCode: undefined, message: 'Error', body: undefined }) },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.querySelector('.vt-ui__error-state-detail')).toBeNull();
  },
};

/** While the new attempt runs the button is disabled and the state busy. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveAttribute('aria-busy', 'true');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDisabled();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Compact, for a tree's panel; the host names the button. */
export const Inline: Story = {
  args: { size: 'inline', retryLabel: 'Reload folders' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveAttribute('data-size', 'inline');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload folders' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without `onRetry` there is nothing to press: only the message. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The folders could not be loaded.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** With the server's message, in the dark theme. */
export const Dark: Story = {
  ...WithServerMessage,
  globals: { theme: 'dark' },
};

/** Compact, in the dark theme. */
export const InlineDark: Story = {
  args: { size: 'inline', retryLabel: 'Reload folders' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveAttribute('data-size', 'inline');
  },
};
