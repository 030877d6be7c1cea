// <SearchField> (spec 000 §3 text): the search text, searched after a pause in typing, at once on
// Enter; Escape empties it. A host keeps the text; what the field hands over goes to the actions
// panel (`onChange`, `onEscape`). Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import './search.css';
import { SearchField, type SearchFieldProps } from './SearchField';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { SearchField } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

function TextSearch() {
  const [text, setText] = useState('');
  return <SearchField value={text} onChange={setText} />; // after a pause, on Enter, on Escape
}

<VitrineProvider client={createVitrineClient()}>
  <TextSearch />
</VitrineProvider>`;

/** A host keeping the text, as SearchBar does; every text handed over also reaches the spy. */
function FieldHost(args: SearchFieldProps) {
  const [text, setText] = useState(args.value);
  return (
    <SearchField
      {...args}
      value={text}
      onChange={(next) => {
        setText(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'views/Search/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { value: '', onChange: fn(), onEscape: fn() },
  parameters: { layout: 'padded' },
  render: (args) => <FieldHost {...args} />,
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Search files' });

/** Typing is searched after the pause (300 ms), once for the whole word, trimmed. */
export const AsYouType: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Search files…');
    await userEvent.type(input, ' harbour ');
    // Within the pause nothing is searched yet.
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenCalledWith('harbour');
    await expect(input).toHaveValue(' harbour ');
  },
};

/** A long pause (1 minute): Enter searches at once. */
export const EnterSearchesAtOnce: Story = {
  args: { delay: 60_000 },
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await userEvent.type(input, 'boat');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('boat');
    // The same text again is no new search.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** A text set by the host: Escape empties the field and searches '' at once; Escape again asks `onEscape`. */
export const EscapeEmpties: Story = {
  args: { value: 'landscape' },
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await expect(input).toHaveValue('landscape');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(args.onEscape).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onEscape).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Boolean mode (spec 000 §3 booleanMode): the placeholder says the text is an expression. */
export const BooleanMode: Story = {
  args: { booleanMode: true },
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Boolean expression…');
    await userEvent.type(input, 'harbour -night{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('harbour -night');
  },
};
