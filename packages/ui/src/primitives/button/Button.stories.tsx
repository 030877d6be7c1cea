// <Button>: every variant in both sizes, with a leading icon, disabled, in light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconDownload, IconPlus, IconTrash } from '../../icons';
import { Button, type ButtonVariant } from './Button';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { Button, IconDownload, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <Button variant="primary" icon={<IconDownload />} onClick={download}>
    Download
  </Button>
</VitrineProvider>`;

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];

const meta = {
  title: 'ui/Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { children: 'Download', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One button; pressing it calls `onClick`. Secondary is the default variant. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toHaveAttribute('data-variant', 'secondary');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

function AllVariants() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {variant}
            </Button>
          ))}
          <Button size={size} icon={<IconPlus />}>
            New folder
          </Button>
          <Button size={size} variant="danger" icon={<IconTrash />}>
            Delete
          </Button>
          <Button size={size} disabled>
            disabled
          </Button>
          <Button size={size} variant="primary" disabled>
            primary disabled
          </Button>
        </div>
      ))}
    </div>
  );
}

/** Primary, secondary, ghost and danger, in 32 px ('md') and 28 px ('sm'), with icons and disabled. */
export const Variants: Story = {
  render: () => <AllVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'primary' })[0]).toHaveAttribute('data-variant', 'primary');
    const [md, sm] = canvas.getAllByRole('button', { name: 'secondary' });
    await expect(md?.getBoundingClientRect().height).toBe(32);
    await expect(sm?.getBoundingClientRect().height).toBe(28);
    for (const button of canvas.getAllByRole('button', { name: 'disabled' })) await expect(button).toBeDisabled();
  },
};

/** The same in the dark theme. */
export const VariantsDark: Story = {
  ...Variants,
  globals: { theme: 'dark' },
};

/** A leading icon is decorative: the text names the button. */
export const WithIcon: Story = {
  args: { icon: <IconDownload />, variant: 'primary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Disabled: not pressable, dimmed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Compact density (`data-vt-density="compact"` on a parent) makes controls 28 and 24 px. */
export const CompactDensity: Story = {
  render: () => (
    <div data-vt-density="compact" style={{ display: 'flex', gap: 8 }}>
      <Button>Medium</Button>
      <Button size="sm">Small</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Medium' }).getBoundingClientRect().height).toBe(28);
    await expect(canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect().height).toBe(24);
  },
};
