// <Tooltip>: on hover and on keyboard focus, on every side, around any focusable trigger.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Tooltip } from './Tooltip';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { Tooltip, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

<VitrineProvider client={createVitrineClient()}>
  {/* a name cut with an ellipsis, in full */}
  <Tooltip content={folder.name}>
    <a className="row-name" href={folder.href}>{folder.name}</a>
  </Tooltip>
</VitrineProvider>`;

const meta = {
  title: 'ui/Primitives/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    content: 'Browse by geographical location',
    children: (
      <button type="button" className="vt-ui__button">
        Browse by…
      </button>
    ),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus opens it at once; Escape closes it. */
export const OnFocus: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Browse by…' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Browse by geographical location');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Hovering opens it after a short delay. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Browse by…' }));
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Browse by geographical location',
    );
  },
};

/** Open, on each side (controlled with `open`). */
export const Sides: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 160px)', gap: 72, padding: 48 }}>
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} content={`On the ${side}`} side={side} open>
          <button type="button" className="vt-ui__button">
            {side}
          </button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(4));
  },
};

/** The same in the dark theme: the tooltip follows the provider's theme. */
export const SidesDark: Story = {
  ...Sides,
  globals: { theme: 'dark' },
};

/** A name in a box too narrow for it (an ellipsis) with `whenCut`: the full name on keyboard focus. */
function CutName({ name }: { name: string }) {
  const text = useRef<HTMLSpanElement>(null);
  return (
    <Tooltip content={name} whenCut={text}>
      <button type="button" className="vt-ui__button" style={{ width: 160, justifyContent: 'flex-start' }}>
        <span ref={text} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </span>
      </button>
    </Tooltip>
  );
}

/** `whenCut`: only a name cut with an ellipsis shows a tooltip (in full); one that fits shows none. */
export const WhenCut: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <CutName name="Browse by Geographical Location" />
      <CutName name="Places" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Browse by Geographical Location' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Browse by Geographical Location');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Places' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Hovering the name that fits, past the delay, shows nothing either.
    await userEvent.hover(canvas.getByRole('button', { name: 'Places' }));
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};
