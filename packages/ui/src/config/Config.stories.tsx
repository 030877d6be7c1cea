import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { ConfigFlag } from '../api/config';
import { useConfigFlag, useCustomMetadataDefinitions, useGlobalSettings, useSetsName } from './useConfig';

const FLAGS: readonly ConfigFlag[] = [
  'ShowSets',
  'ShowLogicalViews',
  'EnableDashboard',
  'StartLoading',
  'iskeywordsdictionarylimited',
];

const stateOf = (isPending: boolean, error: unknown, value: string) =>
  isPending ? 'loading' : error ? 'could not be read' : value;

function FlagRow({ flag }: { flag: ConfigFlag }) {
  const { value, isPending, error } = useConfigFlag(flag);
  return (
    <div>
      <dt>{flag}</dt>
      <dd data-testid={flag}>{stateOf(isPending, error, String(value))}</dd>
    </div>
  );
}

/** What a widget reads of the server configuration (spec 000 §7 "Configuration"). */
function ConfigProbe() {
  const global = useGlobalSettings();
  const setsName = useSetsName();
  const definitions = useCustomMetadataDefinitions();
  const enabled = global.data
    ? Object.entries(global.data)
        .filter(([, value]) => value === true)
        .map(([name]) => name)
        .join(', ')
    : '';
  return (
    <section aria-label="Configuration">
      <dl>
        {FLAGS.map((flag) => (
          <FlagRow key={flag} flag={flag} />
        ))}
        <div>
          <dt>Sets are called</dt>
          <dd data-testid="setsName" data-pending={setsName.isPending}>
            {setsName.value}
          </dd>
        </div>
        <div>
          <dt>Global settings switched on</dt>
          <dd data-testid="globalSettings">{stateOf(global.isPending, global.error, enabled)}</dd>
        </div>
        <div>
          <dt>Custom metadata definitions</dt>
          <dd data-testid="definitions">
            {stateOf(
              definitions.isPending,
              definitions.error,
              (definitions.data ?? []).map((definition) => definition.label).join(', '),
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

const meta = {
  title: 'ui/Configuration',
  component: ConfigProbe,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConfigProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByTestId(name);

/** The mocks' configuration: every flag, the global settings, 'Virtual Set', the six custom fields. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(field(canvasElement, 'globalSettings')).toHaveTextContent(/recognitionEnabled/),
    );
    await waitFor(() => expect(field(canvasElement, 'ShowSets')).toHaveTextContent('true'));
    await expect(field(canvasElement, 'StartLoading')).toHaveTextContent('false');
    // spec 000 §1: sets are called by a configurable label, default 'Virtual Set'.
    await expect(field(canvasElement, 'setsName')).toHaveTextContent('Virtual Set');
    await waitFor(() => expect(field(canvasElement, 'definitions')).toHaveTextContent(/Project__Code/));
  },
};

/** The flags and the global settings answer 500: nothing is shown to the user (spec 000 §8). */
export const ServerError: Story = {
  parameters: {
    mocks: { scenarios: { getConfigFlag: 'error-500', getGlobalSettings: 'error-500' } },
  },
  play: async ({ canvasElement }) => {
    // One retry (the default query options) before it gives up.
    await waitFor(
      () => expect(field(canvasElement, 'globalSettings')).toHaveTextContent('could not be read'),
      {
        timeout: 5000,
      },
    );
    await waitFor(() => expect(field(canvasElement, 'ShowSets')).toHaveTextContent('could not be read'), {
      timeout: 5000,
    });
    await expect(document.querySelector('.vt-ui__toast')).toBeNull();
  },
};

/** The administrator renamed sets. */
export const CustomSetsName: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/config/preferences/setsname', () => HttpResponse.json({ value: 'Album' }))],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, 'setsName')).toHaveTextContent('Album'));
  },
};

/** No label set (null): the locale's 'Virtual Set' (spec 000 §1). */
export const NoSetsName: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/config/preferences/setsname', () => HttpResponse.json({ value: null }))],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, 'setsName')).toHaveAttribute('data-pending', 'false'));
    await expect(field(canvasElement, 'setsName')).toHaveTextContent('Virtual Set');
  },
};
