// @vitrine/core: the pure rules a gallery runs once per item (per thumbnail, per dropped file, per
// typed name), timed over batches of 1,000 varied inputs. Where Node or the platform does the same
// job, its figure is printed from the same run as a reference row.
// Run: pnpm run bench core   (or node --import ./tests/bench/lib/ts-resolve.mjs tests/bench/core.bench.ts)
import { extname } from 'node:path';
import {
  computeExpiryFlags,
  createRandom,
  en,
  formatDate,
  formatFileSize,
  getFileExtension,
  makeEditPatches,
  makeShareSlug,
  planChunks,
  toGridKeywords,
  validateFolderName,
  validateUploadFile,
} from '@vitrine/core';
import { duration, figure, keep, lastKept, median, note, printTable, sampleSync } from './lib/measure.ts';

const ITEMS = 1000;

// @vitrine/core's seeded source: the same inputs on every run.
const { next, pick } = createRandom(20260615);
const times = <T>(make: (index: number) => T): T[] =>
  Array.from({ length: ITEMS }, (_, index) => make(index));

// Inputs shaped like a real library: mostly valid, some of each refusal.
const WORDS = [
  'Holiday',
  'Harbour',
  'Marketing',
  'Spring',
  'Product shots',
  'Été à Zürich',
  'Team',
  'Ølfestival',
];
const folderNames = times((i) => {
  const base = `${pick(WORDS)} ${2000 + (i % 27)}`;
  const roll = next();
  if (roll < 0.05) return `${base}.`;
  if (roll < 0.1) return `${base}: draft`;
  if (roll < 0.12) return '   ';
  return base;
});
const EXTENSIONS = [
  'JPG',
  'jpg',
  'jpeg',
  'png',
  'tif',
  'heic',
  'mp4',
  'mov',
  'pdf',
  'psd',
  'exe',
  'zip',
  'cr3',
];
const fileNames = times((i) => {
  const roll = next();
  if (roll < 0.03) return `README${i}`;
  if (roll < 0.06) return `trips/2024/.hidden${i}`;
  return `${roll < 0.3 ? 'shoot/day 2/' : ''}IMG_${String(i).padStart(4, '0')}.${pick(EXTENSIONS)}`;
});
const droppedFiles = fileNames.map((name) => ({ name, size: Math.floor(next() * 3 * 1024 ** 3) }));
// A folder's forbidden types as an admin typed them (spec 000 §5: any spelling).
const FORBIDDEN = ['exe', '.BAT', '*.cmd', ' JS ', 'zip'];

const NOW = new Date('2026-06-15T12:00:00');
const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const expirationDates = times(() => {
  const roll = next();
  if (roll < 0.4) return null;
  const date = new Date(NOW.getTime() + Math.round((next() - 0.3) * 90) * DAY);
  return roll < 0.8 ? isoDay(date) : date.toISOString();
});
const takenDates = times(() => new Date(NOW.getTime() - Math.floor(next() * 3650 * DAY)).toISOString());
const fileSizes = times(() => Math.floor(next() ** 3 * 2 * 1024 ** 3));
const keywordTexts = times(() =>
  Array.from({ length: 1 + Math.floor(next() * 6) }, () =>
    pick(['sun', ' beach', 'sea ', '', 'sun', 'Zürich']),
  ).join(';'),
);
const shareTitles = times((i) => `${pick(WORDS)} — Größe ${i} / Œuvre №${i % 7}`);

// The multi-edit of spec 001 §5 over 1,000 selected images: the panel shows each field's common
// value or the placeholder, the user edits, and each field becomes patches. Core has the last step
// (makeEditPatches, once per field); the common-value merge is the caller's, written out here.
const PLACEHOLDER = en.common.multipleValues;
const FIELDS = ['title', 'description', 'author', 'copyright', 'keywords'] as const;
type Field = (typeof FIELDS)[number];
const images: Record<Field, string>[] = times((i) => ({
  title: `IMG_${i}`,
  description: i % 2 === 0 ? 'Harbour at dawn' : 'Harbour at dusk',
  author: 'A. Photographer',
  copyright: '© Vitrine',
  keywords: i % 3 === 0 ? 'harbour; boats' : 'harbour',
}));
const EDITS: Record<Field, (shown: string) => string> = {
  title: (shown) => `Draft: ${shown}`,
  description: (shown) => `${shown} (2026)`,
  author: () => 'B. Photographer',
  copyright: (shown) => shown,
  keywords: (shown) => `${shown}; sea; sunrise`,
};

function multiEdit(selection: readonly Record<Field, string>[]) {
  return FIELDS.flatMap((field) => {
    const first = selection[0]?.[field] ?? '';
    const shown = selection.every((image) => image[field] === first) ? first : PLACEHOLDER;
    return makeEditPatches({
      field,
      original: shown,
      edited: EDITS[field](shown),
      isKeywordField: field === 'keywords',
    });
  });
}

interface Case {
  rule: string;
  /** What a gallery calls it for. */
  per: string;
  batch: () => unknown;
  /** Items in one batch (per-item figures divide by it). */
  items?: number;
  /** A reference doing the same job outside Vitrine. */
  peer?: boolean;
}

const dateFormat = new Intl.DateTimeFormat('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit' });

const CASES: Case[] = [
  {
    rule: 'validateFolderName',
    per: 'name typed / renamed',
    batch: () => folderNames.map((name) => validateFolderName(name)),
  },
  {
    rule: 'validateUploadFile (internal, no restrictions)',
    per: 'dropped file',
    batch: () => droppedFiles.map((file) => validateUploadFile(file, { mode: 'internal' })),
  },
  {
    rule: 'validateUploadFile (internal, folder forbids 5)',
    per: 'dropped file',
    batch: () =>
      droppedFiles.map((file) =>
        validateUploadFile(file, { mode: 'internal', forbiddenFileTypes: FORBIDDEN }),
      ),
  },
  {
    rule: 'validateUploadFile (public page)',
    per: 'dropped file',
    batch: () => droppedFiles.map((file) => validateUploadFile(file, { mode: 'public' })),
  },
  { rule: 'getFileExtension', per: 'file', batch: () => fileNames.map((name) => getFileExtension(name)) },
  {
    rule: 'node:path extname + toLowerCase',
    per: 'file',
    peer: true,
    batch: () => fileNames.map((name) => extname(name).slice(1).toLowerCase()),
  },
  {
    rule: 'computeExpiryFlags',
    per: 'thumbnail badge',
    batch: () => expirationDates.map((date) => computeExpiryFlags(date, NOW)),
  },
  {
    rule: 'formatDate',
    per: 'thumbnail / grid row',
    batch: () => takenDates.map((date) => formatDate(date)),
  },
  {
    rule: "Intl.DateTimeFormat('sv-SE').format",
    per: 'thumbnail / grid row',
    peer: true,
    batch: () => takenDates.map((date) => dateFormat.format(new Date(date))),
  },
  { rule: 'formatFileSize', per: 'grid row', batch: () => fileSizes.map((size) => formatFileSize(size)) },
  { rule: 'toGridKeywords', per: 'grid row', batch: () => keywordTexts.map((text) => toGridKeywords(text)) },
  { rule: 'planChunks', per: 'queued file', batch: () => droppedFiles.map((file) => planChunks(file.size)) },
  {
    rule: 'makeShareSlug',
    per: 'share title typed',
    batch: () => shareTitles.map((title) => makeShareSlug(title)),
  },
  {
    rule: 'multi-edit of 1,000 images, 5 fields',
    per: 'save of a multi-edit',
    items: 1,
    batch: () => multiEdit(images),
  },
  {
    rule: 'makeEditPatches alone, 5 fields',
    per: 'save of a multi-edit',
    items: 1,
    batch: () =>
      FIELDS.map((field) =>
        makeEditPatches({
          field,
          original: PLACEHOLDER,
          edited: EDITS[field](PLACEHOLDER),
          isKeywordField: field === 'keywords',
        }),
      ),
  },
];

const rows = CASES.map(({ rule, per, batch, items = ITEMS, peer }) => {
  const samples = sampleSync(batch);
  const perItem = median(samples) / items;
  return [
    peer ? `(peer) ${rule}` : rule,
    per,
    duration(perItem),
    figure(1000 / perItem),
    items === 1 ? '–' : duration(median(samples)),
    String(samples.length),
  ];
});
keep(lastKept());

printTable(
  `@vitrine/core: per-item rules, ${ITEMS.toLocaleString('en-US')} varied inputs per batch (median of batches)`,
  ['rule', 'called per', 'per call', 'calls/s', `${ITEMS.toLocaleString('en-US')} calls`, 'batches'],
  rows,
);
note(
  [
    "(peer) rows do the same job with Node's or the platform's own code, in the same run.",
    'The multi-edit row is the whole save: the common value of each field over 1,000 images (caller',
    'code, written out in this file) plus makeEditPatches once per field; core has no per-image step.',
  ].join('\n'),
);
