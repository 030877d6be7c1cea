// <DateRangeFields> (spec 000 §3 dateFrom, dateTo): the search's date range, typed as yyyy-mm-dd
// (spec 000 §9) or picked in a calendar whose weeks start on Sunday. A host keeps the range; each
// change goes to the actions panel (`onChange`). Today is pinned (2018-08-15, a Wednesday) so the
// calendars open on the same month every run. Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../styles.css';
import './search.css';
import { DateRangeFields, type DateRangeFieldsProps } from './DateRangeFields';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { DateRangeFields } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

function DateTakenFilter() {
  const [range, setRange] = useState({ dateFrom: null, dateTo: null });
  return <DateRangeFields dateFrom={range.dateFrom} dateTo={range.dateTo} onChange={setRange} />;
}

<VitrineProvider client={createVitrineClient()}>
  <DateTakenFilter />
</VitrineProvider>`;

/** A host keeping the range: the fields show it; each change also reaches the spy. */
function RangeHost(args: DateRangeFieldsProps) {
  const [range, setRange] = useState({ dateFrom: args.dateFrom, dateTo: args.dateTo });
  return (
    <DateRangeFields
      {...args}
      dateFrom={range.dateFrom}
      dateTo={range.dateTo}
      onChange={(next) => {
        setRange(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'views/Search/DateRangeFields',
  component: DateRangeFields,
  tags: ['autodocs'],
  args: { dateFrom: null, dateTo: null, onChange: fn(), today: '2018-08-15' },
  parameters: { layout: 'padded' },
  render: (args) => <RangeHost {...args} />,
} satisfies Meta<typeof DateRangeFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const range = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Date taken' }));

/** A typed day is taken on Enter or when the field loses focus; anything but yyyy-mm-dd is refused. */
export const TypeADate: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const fields = range(canvasElement);
    const from = fields.getByRole('textbox', { name: 'From' });
    const to = fields.getByRole('textbox', { name: 'To' });
    await userEvent.type(from, '2018-08-01{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({ dateFrom: '2018-08-01', dateTo: null });
    // No 30 February: the field says how to write a date and nothing changes.
    await userEvent.type(to, '2018-02-30');
    await userEvent.tab();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('Enter a date as yyyy-mm-dd.');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.clear(to);
    await userEvent.type(to, '2018-08-31');
    await userEvent.tab();
    await expect(to).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith({ dateFrom: '2018-08-01', dateTo: '2018-08-31' });
  },
};

/** A range already set: both ends shown; emptying From opens that end. */
export const RangeSet: Story = {
  args: { dateFrom: '2018-08-01', dateTo: '2018-08-31' },
  play: async ({ canvasElement, args }) => {
    const fields = range(canvasElement);
    const from = fields.getByRole('textbox', { name: 'From' });
    await expect(from).toHaveValue('2018-08-01');
    await expect(fields.getByRole('textbox', { name: 'To' })).toHaveValue('2018-08-31');
    await userEvent.clear(from);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({ dateFrom: null, dateTo: '2018-08-31' });
  },
};

/** The calendar opens on today; an arrow moves a day, Enter picks it, Escape closes without a change. */
export const PickInTheCalendar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fields = range(canvasElement);
    const button = fields.getByRole('button', { name: 'Choose date: From' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const calendar = canvas.getByRole('dialog', { name: 'Choose date: From' });
    await expect(within(calendar).getByText('August 2018')).toBeVisible();
    await expect(within(calendar).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Sunday');
    await expect(within(calendar).getByRole('button', { name: 'Wednesday, August 15, 2018' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(calendar).getByRole('button', { name: 'Thursday, August 16, 2018' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(fields.getByRole('textbox', { name: 'From' })).toHaveValue('2018-08-16');
    await expect(args.onChange).toHaveBeenLastCalledWith({ dateFrom: '2018-08-16', dateTo: null });
    await expect(button).toHaveFocus();

    const toButton = fields.getByRole('button', { name: 'Choose date: To' });
    await userEvent.click(toButton);
    await expect(canvas.getByRole('dialog', { name: 'Choose date: To' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(toButton).toHaveFocus();
    await expect(fields.getByRole('textbox', { name: 'To' })).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** A host whose weeks start on Monday (`weekStartsOn` 1): the grid's first column, and Home. */
export const WeeksFromMonday: Story = {
  args: { weekStartsOn: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(range(canvasElement).getByRole('button', { name: 'Choose date: To' }));
    const calendar = canvas.getByRole('dialog', { name: 'Choose date: To' });
    const headers = within(calendar).getAllByRole('columnheader');
    await expect(headers[0]).toHaveAttribute('abbr', 'Monday');
    await expect(headers[6]).toHaveAttribute('abbr', 'Sunday');
    await userEvent.keyboard('{Home}');
    await expect(within(calendar).getByRole('button', { name: 'Monday, August 13, 2018' })).toHaveFocus();
  },
};
