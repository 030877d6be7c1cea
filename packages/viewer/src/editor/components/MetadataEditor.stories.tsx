// The metadata editor (the viewer's settings/info tab) on the mocks: one file, read-only, a
// multi-selection with the "multiple values" placeholder, the bulk preview (row B5), partial
// rights, a refused save with the server's message, more than 10 files, the keyword look-up with
// the semicolon split, the limited dictionary, and hostile strings. Play functions assert the
// calls sent: every PATCH /api/images body is recorded by a handler in front of the mocks.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentDb } from '@vitrine/mocks';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../styles.css';
import { type GpsMapSlotProps, MetadataEditor } from './MetadataEditor';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { MetadataEditor } from '@vitrine/viewer';
import '@vitrine/ui/styles.css';
import '@vitrine/viewer/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <MetadataEditor
    imageIds={[216]}
    onDirtyChange={({ dirty }) => setDirty(dirty)}
    onSaved={({ updatedIds }) => refreshSearch(updatedIds)}
  />
</VitrineProvider>`;

/** The bodies of PATCH /api/images sent by the story (cleared at the start of each play). */
const patches: unknown[] = [];
const recordPatches = http.patch('/api/images', async ({ request }) => {
  patches.push(await request.clone().json());
  // Falls through to the mocks' handler.
  return undefined;
});

/** The seeded files the stories edit: folder 5 (editable by the editor), and one of the Archive (read-only for editors). */
const FILE = 216;
const FOLDER_FILES = [30, 98, 216];
const ARCHIVE_FILE = 7;
const TWELVE = [30, 98, 216, 226, 323, 400, 70, 349, 340, 354, 22, 80];

const meta = {
  title: 'viewer/MetadataEditor',
  component: MetadataEditor,
  tags: ['autodocs'],
  args: { imageIds: [FILE], onSaved: fn(), onDirtyChange: fn() },
  parameters: {
    layout: 'padded',
    msw: { handlers: [recordPatches] },
    docs: { source: { code: usage } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, height: 720, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MetadataEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectToast(text: string) {
  await waitFor(
    () =>
      expect(
        [...document.querySelectorAll('.vt-ui__toast-message')].some((toast) =>
          toast.textContent?.endsWith(text),
        ),
      ).toBe(true),
    { timeout: 5000 },
  );
}

async function field(canvas: ReturnType<typeof within>, name: string) {
  return (await canvas.findByRole('textbox', { name })) as HTMLInputElement;
}

/** One file: change the title and save: one replace patch for the file, "1 image(s) updated". */
export const SingleEdit: Story = {
  play: async ({ canvasElement, args }) => {
    patches.length = 0;
    const canvas = within(canvasElement);
    const title = await field(canvas, 'Title');
    await waitFor(() => expect(title).toHaveValue('Summer portrait'));
    await waitFor(() => expect(title).toBeEnabled());
    await userEvent.clear(title);
    await userEvent.type(title, 'Portrait at dawn');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith({ dirty: true }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('1 image(s) updated');
    await expect(patches).toEqual([
      {
        imageIds: [FILE],
        patches: [{ id: FILE, field: 'imageAttributes.title', action: 'replace', value: 'Portrait at dawn' }],
      },
    ]);
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith({ dirty: false }));
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(title).toHaveValue('Portrait at dawn'));
  },
};

/** A viewer has no editData (spec 001 §6): every field is read-only, no Save. */
export const ReadOnly: Story = {
  parameters: { mocks: { user: 'viewer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('You can read this information but not change it.');
    await expect(await field(canvas, 'Title')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    // The read-only details (spec 001 §3).
    await expect(canvas.getByText('summer-portrait-216.tif')).toBeVisible();
  },
};

/** Three files whose titles differ: the placeholder; text typed before it becomes a prepend (spec 001 §5). */
export const BulkMultipleValues: Story = {
  args: { imageIds: FOLDER_FILES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 files selected');
    const title = await field(canvas, 'Title');
    await expect(title).toHaveValue('<multiple values>');
    await waitFor(() => expect(title).toBeEnabled());
    await expect(canvas.getAllByText(/Type before or after the placeholder/)[0]).toBeVisible();
    // Keywords differ too: the placeholder is a chip; replace mode is off.
    await expect(canvas.getByRole('list', { name: 'Values of Keywords' })).toHaveTextContent(
      '<multiple values>',
    );
    await expect(canvas.getByRole('checkbox', { name: /Replace keywords/ })).not.toBeChecked();
  },
};

/** Row B5: Review shows each file before → after; confirming sends the patches of every file. */
export const BulkPreview: Story = {
  args: { imageIds: FOLDER_FILES },
  play: async ({ canvasElement }) => {
    patches.length = 0;
    const canvas = within(canvasElement);
    const title = await field(canvas, 'Title');
    await waitFor(() => expect(title).toBeEnabled());
    title.setSelectionRange(0, 0);
    await userEvent.type(title, 'New: ', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    await expect(title).toHaveValue('New: <multiple values>');
    const keywords = canvas.getByRole('combobox', { name: 'Keywords' });
    await userEvent.type(keywords, 'archive;');
    await userEvent.click(canvas.getByRole('button', { name: 'Review changes' }));
    const table = await canvas.findByRole('table');
    await expect(canvas.getByText('3 files will change.')).toBeVisible();
    const groups = within(table).getAllByRole('rowgroup');
    // thead + one group per file.
    await expect(groups).toHaveLength(4);
    await expect(within(table).getByRole('rowheader', { name: 'bright-launch-30.gif' })).toBeVisible();
    await expect(within(table).getAllByText('New: Bright launch')).toHaveLength(1);
    await expect(patches).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Save 3 files' }));
    await expectToast('3 image(s) updated');
    await expect(patches).toEqual([
      {
        imageIds: FOLDER_FILES,
        patches: FOLDER_FILES.flatMap((id) => [
          { id, field: 'imageAttributes.title', action: 'prepend', value: 'New: ' },
          { id, field: 'keywords', action: 'append', value: 'archive' },
        ]),
      },
    ]);
  },
};

/** An editor with a file of the Archive (read-only for editors) in the selection (spec 001 §6, §8). */
export const PartialRights: Story = {
  args: { imageIds: [FILE, ARCHIVE_FILE] },
  parameters: { mocks: { user: 'editor' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You are not authorized to edit some of the selected images.',
    );
    await expect(await field(canvas, 'Title')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Review changes' })).toBeNull();
  },
};

/** The server refuses: "Failed to save changes." plus its message; the edit stays (spec 001 §8). */
export const SaveError: Story = {
  parameters: {
    msw: {
      handlers: [
        recordPatches,
        http.patch('/api/images', () =>
          HttpResponse.json(
            { responseStatus: { errorCode: 'BadRequest', message: 'The title is locked by the archive.' } },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    patches.length = 0;
    const canvas = within(canvasElement);
    const title = await field(canvas, 'Title');
    await waitFor(() => expect(title).toBeEnabled());
    await userEvent.type(title, ' (final)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('Failed to save changes. The title is locked by the archive.');
    await expect(patches).toHaveLength(1);
    await expect(title).toHaveValue('Summer portrait (final)');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Twelve files: the wait notice, then "12 image(s) updated" (spec 001 §5, §8, §9). */
export const MoreThanTenImages: Story = {
  args: { imageIds: TWELVE },
  play: async ({ canvasElement }) => {
    patches.length = 0;
    const canvas = within(canvasElement);
    const author = await field(canvas, 'Author');
    await waitFor(() => expect(author).toBeEnabled());
    await userEvent.clear(author);
    await userEvent.type(author, 'Ana Lima');
    await userEvent.click(canvas.getByRole('button', { name: 'Review changes' }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Save \d+ files$/ }));
    await expectToast('Saving multiple images may take a little longer. Please wait...');
    await expectToast('12 image(s) updated');
    const [sent] = patches as { imageIds: number[]; patches: { id: number }[] }[];
    await expect(sent?.imageIds).toEqual(TWELVE);
    await expect(sent?.patches.map((patch) => patch.id)).toEqual(TWELVE);
  },
};

/** Typing looks keywords up (GET /api/keywords/search); a semicolon splits typed text into items. */
export const KeywordLookup: Story = {
  play: async ({ canvasElement }) => {
    patches.length = 0;
    const canvas = within(canvasElement);
    const keywords = (await canvas.findByRole('combobox', { name: 'Keywords' })) as HTMLInputElement;
    await waitFor(() => expect(keywords).toBeEnabled());
    await userEvent.type(keywords, 'sun');
    const listbox = await canvas.findByRole('listbox', { name: 'Suggestions for Keywords' });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'sunset' })).toBeVisible());
    await expect(keywords).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(keywords.getAttribute('aria-activedescendant')).toBe(
      within(listbox).getByRole('option', { name: 'sunset' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.type(keywords, 'harbour at night; Paris, France;rest');
    const chips = canvas.getByRole('list', { name: 'Values of Keywords' });
    await waitFor(() => expect(within(chips).getByText('Paris, France')).toBeVisible());
    await expect(within(chips).getByText('sunset')).toBeVisible();
    await expect(within(chips).getByText('harbour at night')).toBeVisible();
    // The text after the last semicolon stays in the input.
    await expect(keywords).toHaveValue('rest');
    await userEvent.clear(keywords);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('1 image(s) updated');
    await expect(patches).toEqual([
      {
        imageIds: [FILE],
        patches: [
          {
            id: FILE,
            field: 'keywords',
            action: 'replace',
            value: 'food;stage;campaign;water;sunset;harbour at night;Paris, France',
          },
        ],
      },
    ]);
  },
};

/**
 * The keywords dictionary is limited and the user may not manage keywords (spec 001 §5): a new
 * keyword is refused and stays in the input; a dictionary field takes only its values.
 */
export const DictionaryLimited: Story = {
  parameters: {
    mocks: { user: 'editor' },
    msw: {
      handlers: [
        // The library's flag, set before the client reads it (the mocks' PATCH checks it too).
        http.get('/api/config/flags/iskeywordsdictionarylimited', () => {
          currentDb().flags.iskeywordsdictionarylimited = true;
          return undefined;
        }),
        // An editor whose role does not manage keywords (spec 000 §6 keywords management).
        http.get('/api/config/keywordseditingpermission', () => HttpResponse.json({ allowed: false })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const keywords = await canvas.findByRole('combobox', { name: 'Keywords' });
    await waitFor(() => expect(keywords).toBeEnabled());
    await canvas.findByText(/Only keywords of the dictionary can be added\./);
    await userEvent.type(keywords, 'brand new thing;');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '"brand new thing" is not in the keywords dictionary: new keywords cannot be created.',
    );
    await expect(keywords).toHaveValue('brand new thing');
    // A known keyword is taken.
    await userEvent.clear(keywords);
    await userEvent.type(keywords, 'sunset;');
    const chips = canvas.getByRole('list', { name: 'Values of Keywords' });
    await waitFor(() => expect(within(chips).getByText('sunset')).toBeVisible());
    // The dictionary field "Usage Rights" takes its values only.
    const usage = canvas.getByRole('combobox', { name: 'Usage Rights' });
    await userEvent.type(usage, 'Whatever;');
    await canvas.findByText('"Whatever" is not a value of this field.');
    await userEvent.clear(usage);
    await userEvent.type(usage, 'licensed;');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Values of Usage Rights' })).getByText('Licensed'),
      ).toBeVisible(),
    );
  },
};

const HOSTILE = '<img src=x onerror="window.__hacked=1">';

/** Names and metadata are data, never markup: markup in a title, a file name and a profile URL stays text. */
export const HostileStrings: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/images/details', () =>
          HttpResponse.json([
            {
              id: FILE,
              fileName: `${HOSTILE}.jpg`,
              extension: 'jpg',
              folder: { id: 5, shortPath: '<b>Folder</b>' },
              keywords: [HOSTILE, '<script>x</script>'],
              imageAttributes: {
                title: HOSTILE,
                author: '"; DROP TABLE',
                subject: '',
                description: '<i>x</i>',
              },
              owner: { id: 1, profileUrl: 'javascript:window.__hacked=1' },
            },
          ]),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await field(canvas, 'Title');
    await expect(title).toHaveValue(HOSTILE);
    await expect(canvas.getByText(`${HOSTILE}.jpg`)).toBeVisible();
    await expect(canvas.getByText('<b>Folder</b>')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Values of Keywords' })).getByText(HOSTILE),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img, script, b, i')).toBeNull();
    // The javascript: profile URL is shown as text, never a link.
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('javascript:window.__hacked=1')).toBeVisible();
    await expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  },
};

/** Wrong values are refused with the reason, the first one takes the focus, and nothing typed is lost. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    patches.length = 0;
    const canvas = within(canvasElement);
    const latitude = await field(canvas, 'Latitude');
    await waitFor(() => expect(latitude).toBeEnabled());
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '123.4');
    const expiration = await field(canvas, 'Expiration date');
    await userEvent.clear(expiration);
    await userEvent.type(expiration, '31.12.2030');
    await expect(canvas.getByText('Enter a number from -90 to 90.')).toBeVisible();
    await expect(canvas.getByText('Enter a date as yyyy-mm-dd.')).toBeVisible();
    await expect(latitude).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('2 fields need attention before saving.')).toBeVisible();
    await waitFor(() => expect(latitude).toHaveFocus());
    await expect(latitude).toHaveValue('123.4');
    await expect(expiration).toHaveValue('31.12.2030');
    await expect(patches).toEqual([]);
  },
};

/**
 * The journey "bulk edit the keywords of 12 files (append)" on the component (the viewer is not in
 * the reference app yet): a keyword typed beside the placeholder is appended to every file, each
 * file's existing keywords kept, as the files read back from the mocks show.
 */
export const BulkKeywordsAppendTwelve: Story = {
  args: { imageIds: TWELVE },
  play: async ({ canvasElement }) => {
    patches.length = 0;
    const canvas = within(canvasElement);
    const keywords = await canvas.findByRole('combobox', { name: 'Keywords' });
    await waitFor(() => expect(keywords).toBeEnabled());
    await userEvent.type(keywords, 'spring catalogue;');
    await userEvent.click(canvas.getByRole('button', { name: 'Review changes' }));
    await expect(await canvas.findByText('12 files will change.')).toBeVisible();
    // A big selection renders a page of files at a time; twelve fit in one.
    await expect(within(canvas.getByRole('table')).getAllByRole('rowheader')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Save 12 files' }));
    await expectToast('12 image(s) updated');
    const [sent] = patches as { imageIds: number[]; patches: unknown[] }[];
    await expect(sent?.patches).toEqual(
      TWELVE.map((id) => ({ id, field: 'keywords', action: 'append', value: 'spring catalogue' })),
    );
    const db = currentDb();
    for (const id of TWELVE) {
      const keywordsOf = db.image(id)?.keywords ?? [];
      await expect(keywordsOf.at(-1)).toBe('spring catalogue');
      await expect(keywordsOf.length).toBeGreaterThan(1);
    }
  },
};

/** A stand-in for a host's small map (Google Maps cannot load in stories): shows what it gets, picks Rome. */
function GpsMapStandIn({ position, onPositionChange, readOnly, label }: GpsMapSlotProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a map's stand-in, named as the map would be; not a form group
    <div role="group" aria-label={label} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <output aria-label="Map marker">
        {position ? `${position.latitude}, ${position.longitude}` : 'no marker'}
      </output>
      <button
        type="button"
        disabled={readOnly}
        onClick={() => onPositionChange({ latitude: 41.902782, longitude: 12.496366 })}
      >
        Put the marker on Rome
      </button>
    </div>
  );
}

/**
 * The GPS map slot filled (a host with a maps key): the position flows both ways through the slot's
 * props. Typed coordinates move the marker; a position picked on the map fills the fields, and Save
 * sends it. The coordinate fields stay (the keyboard's way).
 */
export const WithGpsMap: Story = {
  args: { renderGpsMap: GpsMapStandIn },
  play: async ({ canvasElement }) => {
    patches.length = 0;
    const canvas = within(canvasElement);
    const latitude = await field(canvas, 'Latitude');
    const longitude = await field(canvas, 'Longitude');
    await waitFor(() => expect(latitude).toBeEnabled());
    const marker = canvas.getByRole('status', { name: 'Map marker' });
    await expect(canvas.getByRole('group', { name: 'Position on the map' })).toBeInTheDocument();
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '48.8566');
    await userEvent.clear(longitude);
    await userEvent.type(longitude, '2.3522');
    await waitFor(() => expect(marker).toHaveTextContent('48.8566, 2.3522'));
    await userEvent.click(canvas.getByRole('button', { name: 'Put the marker on Rome' }));
    await waitFor(() => expect(latitude).toHaveValue('41.902782'));
    await expect(longitude).toHaveValue('12.496366');
    await expect(marker).toHaveTextContent('41.902782, 12.496366');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('1 image(s) updated');
    await expect(patches).toEqual([
      {
        imageIds: [FILE],
        patches: [
          { id: FILE, field: 'imageGPS.latitude', action: 'replace', value: '41.902782' },
          { id: FILE, field: 'imageGPS.longitude', action: 'replace', value: '12.496366' },
        ],
      },
    ]);
  },
};

/** Without the slot (no maps key): the coordinates only, with the hint. */
export const WithoutGpsMap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await field(canvas, 'Latitude');
    await expect(canvas.getByText('Enter the position as latitude and longitude.')).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Position on the map' })).not.toBeInTheDocument();
  },
};
