// toImageFields: what a file says, mapped onto openapi.yml's Image groups (spec 000 §3, spec 001 §3).
import type { components } from '@vitrine/api-client';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeJpegWithMetadata } from './embed';
import { type ImageFields, toImageFields } from './fields';
import { readMetadata } from './metadata';

type Summary = components['schemas']['ImageSummary'];

/** Compile-time check: every group fits the generated schema type. */
function asSummaryFields(fields: ImageFields): Partial<Summary> {
  const { location: _location, ...wire } = fields;
  return wire;
}

describe('toImageFields', () => {
  it('maps a photo onto imageAttributes, imageIPTC, imageGPS, imageInfo and imageLocation', async () => {
    const jpeg = await encodeJpegWithMetadata(
      sharp({ create: { width: 90, height: 60, channels: 3, background: '#000' } }),
      {
        title: 'Bridge',
        author: 'Jonas Weber',
        subject: 'Architecture',
        description: 'At night',
        keywords: ['bridge', 'Munich, Germany'],
        dateTaken: '2022-11-05T21:03:00',
        camera: { make: 'Sony', model: 'ILCE-7M4' },
        gps: { latitude: 48.1351, longitude: 11.582 },
        location: { country: 'Germany', stateProvince: 'Bavaria', city: 'Munich' },
        urgency: 5,
      },
    );
    const fields = toImageFields(await readMetadata(jpeg));
    expect(asSummaryFields(fields)).toMatchObject({
      mimeType: 'image/jpeg',
      keywords: ['bridge', 'Munich, Germany'],
      imageLocation: 'Munich, Bavaria, Germany',
      imageAttributes: {
        title: 'Bridge',
        author: 'Jonas Weber',
        subject: 'Architecture',
        description: 'At night',
      },
      imageIPTC: { urgency: 5, DateCreated: '2022-11-05T21:03:00' },
      imageInfo: { width: 90, height: 60, Make: 'Sony', Model: 'ILCE-7M4' },
    });
    expect(fields.location).toEqual({ country: 'Germany', stateProvince: 'Bavaria', city: 'Munich' });
    expect(fields.imageGPS?.latitude).toBeCloseTo(48.1351, 6);
  });

  it('leaves out GPS and the location text when the file has none (shown as <Not specified>, spec 000 §2)', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const fields = toImageFields(await readMetadata(png));
    expect(fields.imageGPS).toBeUndefined();
    expect(fields.imageLocation).toBeNull();
    expect(fields.location).toEqual({ country: null, stateProvince: null, city: null });
    expect(fields.imageIPTC.DateCreated).toBeNull();
  });
});
