// <Field>: a label, a hint and an error around any control, wired with ids.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from './Field';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { Field, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <Field label="Description" hint="Shown under the file's name." error={error}>
    {(ids) => (
      <textarea id={ids.id} aria-describedby={ids.describedBy} aria-invalid={ids.invalid} className="vt-ui__input" />
    )}
  </Field>
</VitrineProvider>`;

const meta = {
  title: 'ui/Primitives/Field',
  component: Field,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    label: 'Description',
    hint: "Shown under the file's name.",
    children: (ids) => (
      <textarea
        id={ids.id}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid}
        className="vt-ui__input"
        style={{ height: 64, paddingBlock: 6 }}
      />
    ),
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label and a hint around a textarea. */
export const WithHint: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(control).toHaveAccessibleDescription("Shown under the file's name.");
  },
};

/** An error: it describes the control and marks it invalid. */
export const WithError: Story = {
  args: { error: 'The description may have at most 2000 characters.' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(
      "Shown under the file's name. The description may have at most 2000 characters.",
    );
  },
};

/** The error in the dark theme. */
export const WithErrorDark: Story = {
  ...WithError,
  globals: { theme: 'dark' },
};
