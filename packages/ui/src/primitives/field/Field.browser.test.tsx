// Field, TextField and Select in chromium: the label names the control, the hint and the error
// describe it (aria-describedby), an error marks it invalid.
import { describe, expect, it } from 'vitest';
import { IconSearch } from '../../icons';
import { renderInProvider } from '../test-support';
import { Field } from './Field';
import { Select } from './Select';
import { TextField } from './TextField';

const describedBy = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Field', () => {
  it('names the control by its label and describes it by the hint', async () => {
    const screen = await renderInProvider(
      <Field label="Folder name" hint="Up to 100 characters.">
        {(ids) => <input id={ids.id} aria-describedby={ids.describedBy} aria-invalid={ids.invalid} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Folder name' });
    await expect.element(input).toBeVisible();
    expect(describedBy(input.element())).toEqual(['Up to 100 characters.']);
    await expect.element(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('with an error: described by hint and error, and invalid', async () => {
    const screen = await renderInProvider(
      <Field label="Folder name" hint="Up to 100 characters." error="A folder name may not end with a dot.">
        {(ids) => <input id={ids.id} aria-describedby={ids.describedBy} aria-invalid={ids.invalid} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Folder name' });
    expect(describedBy(input.element())).toEqual(['Up to 100 characters.', 'A folder name may not end with a dot.']);
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Up to 100 characters. A folder name may not end with a dot.');
  });

  it('without hint or error, nothing describes the control', async () => {
    const screen = await renderInProvider(
      <Field label="Folder name">
        {(ids) => <input id={ids.id} aria-describedby={ids.describedBy} />}
      </Field>,
    );
    await expect.element(screen.getByRole('textbox', { name: 'Folder name' })).not.toHaveAttribute('aria-describedby');
  });
});

describe('TextField', () => {
  it('wires label, hint and error onto its input, and passes input attributes and the ref', async () => {
    const ref = { current: null as HTMLInputElement | null };
    const screen = await renderInProvider(
      <TextField
        ref={ref}
        label="Search"
        hint="Names, keywords, descriptions."
        error="Type at least 2 characters."
        leadingIcon={<IconSearch />}
        placeholder="Find files"
        defaultValue="a"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Search' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Names, keywords, descriptions. Type at least 2 characters.');
    await expect.element(input).toHaveAttribute('placeholder', 'Find files');
    expect(ref.current).toBe(input.element());
    await input.fill('ab');
    await expect.element(input).toHaveValue('ab');
  });

  it('is not invalid without an error', async () => {
    const screen = await renderInProvider(<TextField label="Search" />);
    await expect.element(screen.getByRole('textbox', { name: 'Search' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('Select', () => {
  const options = [
    { value: 'relevance', label: 'Relevance' },
    { value: 'added', label: 'Date added' },
  ];

  it('is named by its visible label, or by a hidden one', async () => {
    const screen = await renderInProvider(
      <>
        <Select label="Sort by" options={options} defaultValue="added" />
        <Select label="Order" hideLabel options={options} />
      </>,
    );
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await expect.element(sort).toHaveValue('added');
    await sort.selectOptions('relevance');
    await expect.element(sort).toHaveValue('relevance');
    const hidden = screen.getByText('Order');
    await expect.element(hidden).toHaveClass('vt-ui__visually-hidden');
    await expect.element(screen.getByRole('combobox', { name: 'Order' })).toBeInTheDocument();
  });
});
