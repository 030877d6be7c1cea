// <MinRatingSelect> (spec 000 §3 minRating): the search's minimum rating, any or 1 to 5 stars or
// more, on the mocks. Hidden by the global setting hideStarRating (read from the mocks) unless the
// host decides with the prop. The chosen rating goes to the actions panel (`onChange`); axe runs on
// each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useGlobalSettings } from '@vitrine/ui';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import './search.css';
import { MinRatingSelect, type MinRatingSelectProps } from './MinRatingSelect';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { MinRatingSelect } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

function RatingFilter() {
  const [minRating, setMinRating] = useState(0); // 0: any rating
  return <MinRatingSelect value={minRating} onChange={setMinRating} />;
}

<VitrineProvider client={createVitrineClient()}>
  <RatingFilter />
</VitrineProvider>`;

/**
 * A host keeping the rating: the select shows what was chosen; each choice also reaches the spy.
 * `data-settings` says when the global settings (hideStarRating) have loaded.
 */
function RatingHost(args: MinRatingSelectProps) {
  const [value, setValue] = useState(args.value);
  const settings = useGlobalSettings();
  return (
    <div data-settings={settings.data ? 'loaded' : 'loading'}>
      <MinRatingSelect
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    </div>
  );
}

const settingsLoaded = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(canvasElement.querySelector('[data-settings]')).toHaveAttribute('data-settings', 'loaded'),
  );

const meta = {
  title: 'views/Search/MinRatingSelect',
  component: MinRatingSelect,
  tags: ['autodocs'],
  args: { value: 0, onChange: fn() },
  parameters: { layout: 'padded' },
  render: (args) => <RatingHost {...args} />,
} satisfies Meta<typeof MinRatingSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The global settings of the mocks with the star rating hidden (spec 000 §3 hideStarRating). */
const starRatingHidden = {
  msw: {
    handlers: [http.get('*/api/config/globalsettings', () => HttpResponse.json({ hideStarRating: true }))],
  },
};

const select = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Minimum rating' });

/** Any rating at first; the six choices; 4 stars or more is handed to `onChange` as 4. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const rating = select(canvasElement);
    await expect(rating).toHaveValue('0');
    await expect(
      within(rating)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any rating',
      '1 star or more',
      '2 stars or more',
      '3 stars or more',
      '4 stars or more',
      '5 stars or more',
    ]);
    await userEvent.selectOptions(rating, '4 stars or more');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(rating).toHaveValue('4');
  },
};

/** A rating already set (3): shown as '3 stars or more'; Any rating hands back 0. */
export const RatingSet: Story = {
  args: { value: 3 },
  play: async ({ canvasElement, args }) => {
    const rating = select(canvasElement);
    await expect(rating).toHaveValue('3');
    await expect(within(rating).getByRole('option', { selected: true })).toHaveTextContent('3 stars or more');
    await userEvent.selectOptions(rating, 'Any rating');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

/** The global setting hideStarRating: the select goes once the settings have loaded. */
export const HiddenByGlobalSetting: Story = {
  parameters: starRatingHidden,
  play: async ({ canvasElement }) => {
    await settingsLoaded(canvasElement);
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Minimum rating' })).toBeNull();
  },
};

/** The host decides (`hideStarRating={false}`): shown whatever the global setting says. */
export const ShownByTheHost: Story = {
  args: { hideStarRating: false },
  parameters: starRatingHidden,
  play: async ({ canvasElement, args }) => {
    // The settings' answer (hideStarRating: true) has arrived and changed nothing.
    await settingsLoaded(canvasElement);
    await userEvent.selectOptions(select(canvasElement), '1 star or more');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};
