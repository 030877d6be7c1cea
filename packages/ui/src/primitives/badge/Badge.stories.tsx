// <Badge>: every tone, with an icon, and one that is too long for its room (ellipsis, one line).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, within } from 'storybook/test';
import { IconAlertTriangle, IconCheck, IconClock, IconInfo, IconStar } from '../../icons';
import { Badge, type BadgeTone } from './Badge';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { Badge, IconClock, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <Badge tone="warning" icon={<IconClock />}>Expires soon</Badge>
</VitrineProvider>`;

const TONES: [BadgeTone, string, ReactElement][] = [
  ['neutral', 'Draft', <IconStar key="i" />],
  ['info', 'In review', <IconInfo key="i" />],
  ['success', 'Approved', <IconCheck key="i" />],
  ['warning', 'Expires soon', <IconClock key="i" />],
  ['danger', 'Off brand', <IconAlertTriangle key="i" />],
];

const meta = {
  title: 'ui/Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { children: 'Expires soon', tone: 'warning' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One badge. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expires soon').closest('.vt-ui__badge')).toHaveAttribute(
      'data-tone',
      'warning',
    );
  },
};

function AllTones() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {TONES.map(([tone, text]) => (
          <Badge key={tone} tone={tone}>
            {text}
          </Badge>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {TONES.map(([tone, text, icon]) => (
          <Badge key={tone} tone={tone} icon={icon}>
            {text}
          </Badge>
        ))}
      </div>
      <div style={{ width: 90 }}>
        <Badge tone="info" title="Recognition pending">
          Recognition pending
        </Badge>
      </div>
    </div>
  );
}

/** Every tone, without and with an icon; a long one in 90 px ends with an ellipsis on one line. */
export const Tones: Story = {
  render: () => <AllTones />,
  play: async ({ canvasElement }) => {
    const long = within(canvasElement).getByText('Recognition pending');
    const badge = long.closest('.vt-ui__badge') as HTMLElement;
    await expect(badge.getBoundingClientRect().height).toBe(20);
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(90);
  },
};

/** The same in the dark theme. */
export const TonesDark: Story = {
  ...Tones,
  globals: { theme: 'dark' },
};
