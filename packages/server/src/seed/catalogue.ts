// What the demo library holds, decided before a byte is written: a pure plan drawn from the seed.

import type { Random } from '@vitrine/core';
import type { MetadataBlocks, PlaceNames } from '../media/embed';

/** A place with real coordinates (WGS 84, the city centre). */
export interface DemoPlace extends PlaceNames {
  latitude: number;
  longitude: number;
}

/**
 * spec 000 §2: country → state/province → city; Iceland has no state or city (shown '<Not specified>').
 * At least two places in each country, so the map and the location tree show a few positions per
 * country (issue 15).
 */
export const DEMO_PLACES: readonly DemoPlace[] = [
  { country: 'France', stateProvince: 'Île-de-France', city: 'Paris', latitude: 48.8566, longitude: 2.3522 },
  {
    country: 'France',
    stateProvince: "Provence-Alpes-Côte d'Azur",
    city: 'Nice',
    latitude: 43.7102,
    longitude: 7.262,
  },
  {
    country: 'United States',
    stateProvince: 'California',
    city: 'San Francisco',
    latitude: 37.7749,
    longitude: -122.4194,
  },
  {
    country: 'United States',
    stateProvince: 'New York',
    city: 'New York',
    latitude: 40.7128,
    longitude: -74.006,
  },
  { country: 'Japan', stateProvince: 'Kyoto', city: 'Kyoto', latitude: 35.0116, longitude: 135.7681 },
  { country: 'Japan', stateProvince: 'Tokyo', city: 'Tokyo', latitude: 35.6762, longitude: 139.6503 },
  { country: 'Germany', stateProvince: 'Bavaria', city: 'Munich', latitude: 48.1351, longitude: 11.582 },
  { country: 'Germany', stateProvince: 'Berlin', city: 'Berlin', latitude: 52.52, longitude: 13.405 },
  {
    country: 'Brazil',
    stateProvince: 'São Paulo',
    city: 'São Paulo',
    latitude: -23.5505,
    longitude: -46.6333,
  },
  {
    country: 'Australia',
    stateProvince: 'Victoria',
    city: 'Melbourne',
    latitude: -37.8136,
    longitude: 144.9631,
  },
  { country: 'Canada', stateProvince: 'Ontario', city: 'Toronto', latitude: 43.6532, longitude: -79.3832 },
  {
    country: 'Brazil',
    stateProvince: 'Rio de Janeiro',
    city: 'Rio de Janeiro',
    latitude: -22.9068,
    longitude: -43.1729,
  },
  {
    country: 'Australia',
    stateProvince: 'New South Wales',
    city: 'Sydney',
    latitude: -33.8688,
    longitude: 151.2093,
  },
  {
    country: 'Canada',
    stateProvince: 'British Columbia',
    city: 'Vancouver',
    latitude: 49.2827,
    longitude: -123.1207,
  },
  { country: 'Iceland', stateProvince: null, city: null, latitude: 64.1466, longitude: -21.9426 },
  { country: 'Iceland', stateProvince: null, city: null, latitude: 65.6885, longitude: -18.1262 },
];

/** Real make / model strings, as the cameras write them. */
export const DEMO_CAMERAS = [
  { make: 'Canon', model: 'Canon EOS R5' },
  { make: 'NIKON CORPORATION', model: 'NIKON Z 6_2' },
  { make: 'SONY', model: 'ILCE-7M4' },
  { make: 'FUJIFILM', model: 'X-T4' },
  { make: 'Apple', model: 'iPhone 14 Pro' },
  { make: 'Google', model: 'Pixel 8' },
] as const;

/** Authors; the first five are plain ASCII (EXIF text is ASCII: libvips transliterates the rest). */
const ASCII_AUTHORS = ['Ana Ribeiro', 'Jonas Weber', 'Mei Tanaka', 'Kwame Mensah', 'Sofia Rossi'];
export const DEMO_AUTHORS = [...ASCII_AUTHORS, 'Liam O’Connor', 'Zoë Müller'];

export const DEMO_SUBJECTS = [
  'Landscape',
  'Architecture',
  'Street',
  'Portrait',
  'Product',
  'Event',
  'Food',
  'Nature',
];

const TITLE_FIRST = ['Golden', 'Quiet', 'Morning', 'Blue', 'Autumn', 'Winter', 'Bright', 'Evening'];
const TITLE_SECOND: Record<string, readonly string[]> = {
  Landscape: ['hills', 'coastline', 'valley'],
  Architecture: ['bridge', 'skyline', 'stairs'],
  Street: ['market', 'crossing', 'alley'],
  Portrait: ['portrait', 'smile', 'studio shot'],
  Product: ['mug', 'sneaker', 'lamp'],
  Event: ['launch', 'crowd', 'keynote'],
  Food: ['breakfast', 'noodles', 'pastries'],
  Nature: ['forest', 'waterfall', 'meadow'],
};

/** Plain keywords; place keywords ('Paris, France') are added per photo: ONE keyword with a comma. */
const DEMO_KEYWORDS = [
  'sunset',
  'city',
  'people',
  'outdoor',
  'indoor',
  'team',
  'black and white',
  'travel',
  'summer',
  'night',
  'colour',
  'detail',
];

/** The folder each subject's photos go to, under the demo root (spec 000 §3 folders). */
const SUBJECT_FOLDERS: Record<string, readonly string[]> = {
  Landscape: ['Travel'],
  Architecture: ['Travel'],
  Street: ['Travel'],
  Nature: ['Travel'],
  Portrait: ['People'],
  Product: ['Products'],
  Event: ['Events'],
  Food: ['Products', 'Food'],
};

/** The top-level folder of the demo library. */
export const DEMO_ROOT_FOLDER = 'Demo library';

/** Sizes (as seen, before any EXIF orientation): landscape, portrait, square, panorama, small, 12 MP. */
const DEMO_SIZES = [
  [1600, 1067],
  [2400, 1600],
  [1920, 1080],
  [1200, 900],
  [1067, 1600],
  [900, 1200],
  [1200, 1200],
  [3000, 1000],
  [640, 480],
] as const;
const LARGEST_SIZE = [4000, 3000] as const;

/** EXIF orientations used, with the turn (clockwise degrees) that stores the upright picture. */
export const STORED_TURN: Readonly<Record<number, number>> = { 1: 0, 3: 180, 6: 270, 8: 90 };

/** The metadata a demo file was given, as a reader should find it (null: not written). */
export interface DemoMetadata {
  title: string | null;
  author: string | null;
  subject: string | null;
  description: string | null;
  keywords: string[];
  /** The wall clock 'YYYY-MM-DDTHH:mm:ss'. */
  dateTaken: string | null;
  camera: { make: string | null; model: string | null };
  gps: { latitude: number; longitude: number } | null;
  location: PlaceNames;
  copyright: string | null;
  /** Stars 0–5 written as XMP xmp:Rating (spec 000 §3 minRating); null: not written. */
  rating: number | null;
  /** Pixels as seen. */
  width: number | null;
  height: number | null;
  /** EXIF orientation written (null: none). */
  orientation: number | null;
}

/** How a demo photo is drawn (see draw.ts). */
export interface Artwork {
  hueA: number;
  hueB: number;
  angle: number;
  shapes: {
    kind: 'circle' | 'rect' | 'triangle';
    x: number;
    y: number;
    size: number;
    hue: number;
    opacity: number;
  }[];
  caption: string;
}

/** One demo photo, fully decided. */
export interface DemoImagePlan {
  fileName: string;
  folderPath: string[];
  /** Pixels as seen (upright). */
  width: number;
  height: number;
  orientation: 1 | 3 | 6 | 8;
  blocks: Required<MetadataBlocks>;
  /** What is written into the file (orientation included). */
  metadata: DemoMetadata;
  artwork: Artwork;
}

const pad = (value: number) => String(value).padStart(2, '0');

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function drawArtwork(random: Random, caption: string): Artwork {
  const hueA = random.int(0, 359);
  return {
    hueA,
    hueB: (hueA + random.int(40, 200)) % 360,
    angle: random.int(0, 3) * 45,
    shapes: Array.from({ length: random.int(3, 7) }, () => ({
      kind: random.pick(['circle', 'rect', 'triangle'] as const),
      x: random.next(),
      y: random.next(),
      size: 0.08 + random.next() * 0.3,
      hue: random.int(0, 359),
      opacity: Math.round((0.35 + random.next() * 0.5) * 100) / 100,
    })),
    caption,
  };
}

/**
 * The demo photos: varied sizes and orientations, several cameras, years, months, countries, states
 * and cities; a few without a date or a place (so '<Not specified>' appears, spec 000 §2), a few with
 * only one metadata block (IPTC only, XMP only, EXIF only) so each reading path has real files.
 */
export function planDemoImages(random: Random, count: number): DemoImagePlan[] {
  const plans: DemoImagePlan[] = [];
  for (let index = 0; index < count; index += 1) {
    const number = pad(index + 1);
    const blocks =
      index % 10 === 7
        ? { exif: false, iptc: true, xmp: false }
        : index % 10 === 9
          ? { exif: false, iptc: false, xmp: true }
          : index % 13 === 5
            ? { exif: true, iptc: false, xmp: false }
            : { exif: true, iptc: true, xmp: true };
    const subject = random.pick(DEMO_SUBJECTS);
    const title = `${random.pick(TITLE_FIRST)} ${random.pick(TITLE_SECOND[subject] ?? ['scene'])}`;
    const exifOnly = blocks.exif && !blocks.iptc && !blocks.xmp;
    const author = random.pick(exifOnly ? ASCII_AUTHORS : DEMO_AUTHORS);
    // Every 9th photo has no date; every 7th no place (and no GPS).
    const hasDate = index % 9 !== 4;
    const place = index % 7 === 3 || exifOnly ? null : random.pick(DEMO_PLACES);
    const year = 2016 + ((index * 3 + random.int(0, 2)) % 10);
    const dateTaken = hasDate
      ? `${year}-${pad(1 + ((index * 5 + random.int(0, 1)) % 12))}-${pad(random.int(1, 28))}T${pad(random.int(6, 21))}:${pad(random.int(0, 59))}:${pad(random.int(0, 59))}`
      : null;
    const camera = random.pick(DEMO_CAMERAS);
    const [width, height] = index === 0 ? LARGEST_SIZE : random.pick(DEMO_SIZES);
    const orientation = index % 8 === 2 ? random.pick([3, 6, 8] as const) : 1;
    const keywords = random.sample(DEMO_KEYWORDS, random.int(1, 4));
    if (place?.city) keywords.push(`${place.city}, ${place.country}`);
    const gps = place
      ? {
          latitude: round6(place.latitude + (random.next() - 0.5) * 0.05),
          longitude: round6(place.longitude + (random.next() - 0.5) * 0.05),
        }
      : null;
    const description = `${subject} photographed by ${author}${place?.city ? ` in ${place.city}` : ''}.`;
    const folderPath = [
      DEMO_ROOT_FOLDER,
      ...(SUBJECT_FOLDERS[subject] ?? ['Misc']),
      ...(subject === 'Event' && dateTaken ? [dateTaken.slice(0, 4)] : []),
      ...(SUBJECT_FOLDERS[subject]?.[0] === 'Travel' ? [place?.country ?? 'Unsorted'] : []),
    ];
    const written: DemoMetadata = {
      title: blocks.iptc || blocks.xmp ? title : null,
      author,
      subject: blocks.iptc || blocks.xmp ? subject : null,
      description: exifOnly ? description.replace(/[^\x20-\x7e]/g, '') : description,
      keywords: blocks.iptc || blocks.xmp ? keywords : [],
      dateTaken,
      camera: blocks.exif ? { make: camera.make, model: camera.model } : { make: null, model: null },
      gps: blocks.exif ? gps : null,
      location: {
        country: place?.country ?? null,
        stateProvince: place?.stateProvince ?? null,
        city: place?.city ?? null,
      },
      copyright: blocks.iptc || blocks.xmp ? `© ${dateTaken?.slice(0, 4) ?? 2024} ${author}` : null,
      // Every photo with XMP carries a rating, 0 to 5 by its number (no draw from `random`, so the
      // rest of the library stays as it was).
      rating: blocks.xmp ? index % 6 : null,
      width,
      height,
      orientation: blocks.exif || orientation !== 1 ? orientation : null,
    };
    plans.push({
      fileName: `${slug(title)}-${number}.jpg`,
      folderPath,
      width,
      height,
      orientation,
      blocks,
      metadata: written,
      artwork: drawArtwork(random, `${title} · ${number}`),
    });
  }
  return plans;
}
