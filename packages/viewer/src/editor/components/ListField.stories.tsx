// <ListField> (spec 001 §5): a keyword, list or dictionary field of the metadata editor on the mocks:
// chips with remove buttons, a semicolon that splits typed text, the keyword look-up
// (GET /api/keywords/search), and a refused new keyword when the dictionary is limited.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '@vitrine/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../styles.css';
import { useEditorLocale } from '../locale';
import { ListField, type ListFieldProps } from './ListField';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { ListField } from '@vitrine/viewer';

<VitrineProvider client={createVitrineClient()}>
  <label htmlFor="keywords">Keywords</label>
  <ListField
    id="keywords"
    fieldLabel="Keywords"
    kind="keywords"
    value={keywords}
    onChange={setKeywords}
    placeholder="<multiple values>"
    placeholderRemovable={false}
    mayCreate
    disabled={false}
    describedBy={undefined}
    invalid={false}
  />
</VitrineProvider>`;

/**
 * A host: the label, and the value held in state (as the editor's form holds it). A fixed field's
 * label comes from the editor's strings, as the editor gives it.
 */
function Field(props: ListFieldProps) {
  // The placeholder in the provider's language, as the editor gives it.
  const placeholder = useT()('common.multipleValues');
  const [value, setValue] = useState(props.value.replace(props.placeholder, placeholder));
  const locale = useEditorLocale();
  const fieldLabel = (locale.fields as Record<string, string>)[props.id] ?? props.fieldLabel;
  return (
    <div className="vt-viewer__editor" style={{ maxWidth: 420 }}>
      <label className="vt-ui__field-label" htmlFor={props.id}>
        {fieldLabel}
      </label>
      <ListField
        {...props}
        fieldLabel={fieldLabel}
        placeholder={placeholder}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'viewer/ListField',
  component: ListField,
  tags: ['autodocs'],
  args: {
    id: 'keywords',
    fieldLabel: 'Keywords',
    kind: 'keywords',
    value: 'sunset;city',
    onChange: fn(),
    placeholder: '<multiple values>',
    placeholderRemovable: false,
    mayCreate: true,
    disabled: false,
    describedBy: undefined,
    invalid: false,
  },
  parameters: { layout: 'padded', docs: { source: { code: usage } } },
  render: (args) => <Field {...args} />,
} satisfies Meta<typeof ListField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keywords: typing looks them up; a semicolon adds the typed text as an item; a chip's button removes it. */
export const Keywords: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Keywords' });
    await userEvent.type(input, 'mount');
    const suggestions = await canvas.findByRole('listbox', { name: 'Suggestions for Keywords' });
    await expect(await within(suggestions).findByRole('option', { name: 'mountain' })).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'harbour; ');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('sunset;city;harbour'));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove city' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('sunset;harbour');
  },
};

/** A multi-selection whose keywords differ: the placeholder is a chip; it is not removable unless replacing. */
export const MultipleValues: Story = {
  args: { value: '<multiple values>;sunset' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Values of Keywords' })).toHaveTextContent(
      '<multiple values>',
    );
    await expect(canvas.queryByRole('button', { name: 'Remove the other values (replace them)' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove sunset' })).toBeVisible();
  },
};

/** The keywords dictionary is limited (spec 001 §5): a new keyword is refused and stays in the input. */
export const LimitedDictionary: Story = {
  args: { mayCreate: false, value: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Keywords' });
    await userEvent.type(input, 'zeppelin;');
    await expect(
      await canvas.findByText(
        '"zeppelin" is not in the keywords dictionary: new keywords cannot be created.',
      ),
    ).toBeVisible();
    await expect(input).toHaveValue('zeppelin');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A free list (no suggestions): a plain text input. */
export const FreeList: Story = {
  args: { id: 'list', fieldLabel: 'Project codes', kind: 'list', value: 'A-12' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Project codes' });
    await userEvent.type(input, 'B-7;C-3;');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('A-12;B-7;C-3'));
  },
};

/** Read-only: the items without remove buttons, and a disabled input. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Keywords' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};
