// The editor's GPS map slot in the app (issue 17): filled only when the server has a maps key, and
// the position flowing both ways through the slot's props: the fields' position reaches the map,
// a position picked on the map reaches the fields. Google Maps cannot load in tests
// (docs/development.md): a stand-in canvas takes its place, as the map view's tests do.
import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import type { GpsMapSlotProps } from '@vitrine/viewer';
import type { PositionCanvasProps } from '@vitrine/views/map';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { gpsMapSlot } from './gps-map';

/** What the stand-in canvas was last given. */
let given: PositionCanvasProps | null = null;

/** The map's stand-in: shows the position it gets, and picks Rome when its button is pressed. */
function StandIn(props: PositionCanvasProps) {
  given = props;
  return (
    <div>
      <output aria-label="Map position">
        {props.position ? `${props.position.latitude}, ${props.position.longitude}` : 'none'}
      </output>
      <button type="button" onClick={() => props.onPositionChange({ latitude: 41.9028, longitude: 12.4964 })}>
        Pick Rome
      </button>
    </div>
  );
}

/** The editor's side of the slot: a latitude and a longitude field, as MetadataEditor's GpsHint feeds it. */
function Editor({
  slot,
  readOnly = false,
}: {
  slot: (props: GpsMapSlotProps) => unknown;
  readOnly?: boolean;
}) {
  const [latitude, setLatitude] = useState('48.8566');
  const [longitude, setLongitude] = useState('2.3522');
  const known = latitude !== '' && longitude !== '' && Number.isFinite(Number(latitude));
  return (
    <>
      <label>
        Latitude
        <input value={latitude} onChange={(event) => setLatitude(event.target.value)} />
      </label>
      <label>
        Longitude
        <input value={longitude} onChange={(event) => setLongitude(event.target.value)} />
      </label>
      {
        slot({
          position: known ? { latitude: Number(latitude), longitude: Number(longitude) } : null,
          onPositionChange: (position) => {
            setLatitude(String(position.latitude));
            setLongitude(String(position.longitude));
          },
          readOnly,
          label: 'Position on the map',
        }) as React.ReactNode
      }
    </>
  );
}

function renderEditor(slot: (props: GpsMapSlotProps) => unknown, readOnly?: boolean) {
  const client = createVitrineClient({
    fetch: async (request) => {
      throw new Error(`the map asked the API: ${request.method} ${request.url}`);
    },
  });
  return render(
    <VitrineProvider client={client} webSettings={{ persistence: 'none' }}>
      <Editor slot={slot} readOnly={readOnly} />
    </VitrineProvider>,
  );
}

describe('the GPS map slot of the editor (issue 17)', () => {
  it('stays empty without a maps key: the editor shows the coordinates only', () => {
    expect(gpsMapSlot(null)).toBeUndefined();
    expect(gpsMapSlot(undefined)).toBeUndefined();
    expect(gpsMapSlot('   ')).toBeUndefined();
  });

  it("with a key, the fields' position reaches the map and the map's pick reaches the fields", async () => {
    const slot = gpsMapSlot(' the-key ', StandIn);
    expect(slot).toBeDefined();
    renderEditor(slot as (props: GpsMapSlotProps) => unknown);
    const shown = page.getByRole('status', { name: 'Map position' });
    await expect.element(shown).toHaveTextContent('48.8566, 2.3522');
    expect(given?.apiKey).toBe('the-key');
    expect(given?.label).toBe('Position on the map');
    expect(given?.readOnly).toBe(false);
    await expect.element(page.getByRole('group', { name: 'Position on the map' })).toBeVisible();

    // Typed coordinates move the map's marker.
    await userEvent.clear(page.getByRole('textbox', { name: 'Latitude' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Latitude' }), '-33.8688');
    await expect.element(shown).toHaveTextContent('-33.8688, 2.3522');

    // A position picked on the map fills the fields.
    await page.getByRole('button', { name: 'Pick Rome' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue('41.9028');
    await expect.element(page.getByRole('textbox', { name: 'Longitude' })).toHaveValue('12.4964');
    await expect.element(shown).toHaveTextContent('41.9028, 12.4964');
  });

  it('passes read-only on (no editData): the map shows the position without the hint', async () => {
    renderEditor(gpsMapSlot('the-key', StandIn) as (props: GpsMapSlotProps) => unknown, true);
    await expect
      .element(page.getByRole('status', { name: 'Map position' }))
      .toHaveTextContent('48.8566, 2.3522');
    expect(given?.readOnly).toBe(true);
    await expect.element(page.getByText(/Click the map/)).not.toBeInTheDocument();
  });
});
