// <ExpiryPicker> (issue 20; spec 000 §5, §9): a day from today on and its half hours, none before the
// earliest expiry. The clock is fixed (a Saturday at 09:47), so the offered times are known.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import '@vitrine/ui/styles.css';
import '../styles.css';
import { ExpiryPicker, type ExpiryPickerProps } from './ExpiryPicker';

const usage = `import { ExpiryPicker } from '@vitrine/share-and-report';

// Inside <VitrineProvider>:
const [expiry, setExpiry] = useState(() => computeDefaultShareExpiry(new Date()));
<ExpiryPicker value={expiry} onValueChange={setExpiry} now={new Date()} />`;

const NOW = new Date(2026, 10, 28, 9, 47);

function Controlled(props: ExpiryPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ExpiryPicker
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'share-and-report/ExpiryPicker',
  component: ExpiryPicker,
  tags: ['autodocs'],
  args: { value: new Date(2026, 10, 28, 10, 0), now: NOW, onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { docs: { source: { code: usage } } },
} satisfies Meta<typeof ExpiryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today: the first offered time is 10:00 (09:47 rounded up to the half hour); another day offers all 48. */
export const Today: Story = {
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    const time = view.getByRole('combobox', { name: 'Time' });
    const options = within(time).getAllByRole('option') as HTMLOptionElement[];
    await expect(options).toHaveLength(28);
    await expect(new Date(Number(options[0]?.value)).getHours()).toBe(10);
    const day = view.getByLabelText('Day') as HTMLInputElement;
    await expect(day.min).toBe('2026-11-28');
    await userEvent.selectOptions(time, options[1] as HTMLOptionElement);
    await expect(args.onValueChange).toHaveBeenCalledWith(new Date(2026, 10, 28, 10, 30));
  },
};

/** Another day: every half hour of it. */
export const LaterDay: Story = {
  args: { value: new Date(2026, 11, 5, 10, 0) },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByRole('combobox', { name: 'Time' });
    await expect(within(time).getAllByRole('option')).toHaveLength(48);
  },
};
