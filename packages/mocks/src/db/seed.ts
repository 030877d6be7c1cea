// The seed library: the same folders, sets and files on every run for a given seed (seeded PRNG, a
// fixed "now"). Counts are checked in seed.test.ts; the README draws the tree.
import { createRandom, IMAGE_GPS_ZOOM_LEVEL } from '@vitrine/core';
import type {
  CommentRecord,
  CustomMetadataDefinition,
  FolderRecord,
  ImageLocation,
  ImageRecord,
  ImageVersionRecord,
  NotificationSubscription,
  PinnedItems,
  SetGroupRecord,
  SetRecord,
  ShareRecord,
  UserRecord,
  WorkflowStatus,
} from './types';

export interface SeedData {
  folders: FolderRecord[];
  sets: SetRecord[];
  setGroups: SetGroupRecord[];
  images: ImageRecord[];
  versions: ImageVersionRecord[];
  comments: CommentRecord[];
  customMetadataDefinitions: CustomMetadataDefinition[];
  workflowStatuses: WorkflowStatus[];
  users: UserRecord[];
  pinned: PinnedItems;
  shares: ShareRecord[];
  subscriptions: NotificationSubscription[];
  /** The folder with more than 100 subfolders ("Load more..."). */
  catalogueFolderId: number;
}

const DAY = 86_400_000;

/** spec 001 §3: every video status value, each present in the seed. */
export const SEED_VIDEO_STATUSES = [
  'unprocessed',
  'priority',
  '12%',
  '57%',
  '88%',
  'Error: ffmpeg exited with code 1',
  'error: unsupported codec',
  'skipped',
  '',
] as const;

const PLACES: readonly (ImageLocation & { lat: number; lng: number })[] = [
  {
    country: 'United States',
    stateProvince: 'California',
    city: 'San Francisco',
    lat: 37.7749,
    lng: -122.4194,
  },
  {
    country: 'United States',
    stateProvince: 'California',
    city: 'Los Angeles',
    lat: 34.0522,
    lng: -118.2437,
  },
  { country: 'United States', stateProvince: 'New York', city: 'New York', lat: 40.7128, lng: -74.006 },
  { country: 'United States', stateProvince: 'Illinois', city: 'Chicago', lat: 41.8781, lng: -87.6298 },
  { country: 'Canada', stateProvince: 'Ontario', city: 'Toronto', lat: 43.6532, lng: -79.3832 },
  { country: 'Canada', stateProvince: 'British Columbia', city: 'Vancouver', lat: 49.2827, lng: -123.1207 },
  { country: 'France', stateProvince: 'Île-de-France', city: 'Paris', lat: 48.8566, lng: 2.3522 },
  { country: 'France', stateProvince: "Provence-Alpes-Côte d'Azur", city: 'Nice', lat: 43.7102, lng: 7.262 },
  { country: 'Germany', stateProvince: 'Bavaria', city: 'Munich', lat: 48.1351, lng: 11.582 },
  { country: 'Germany', stateProvince: 'Berlin', city: 'Berlin', lat: 52.52, lng: 13.405 },
  { country: 'Japan', stateProvince: 'Tokyo', city: 'Tokyo', lat: 35.6762, lng: 139.6503 },
  { country: 'Japan', stateProvince: 'Kyoto', city: 'Kyoto', lat: 35.0116, lng: 135.7681 },
  { country: 'Australia', stateProvince: 'New South Wales', city: 'Sydney', lat: -33.8688, lng: 151.2093 },
  {
    country: 'Brazil',
    stateProvince: 'Rio de Janeiro',
    city: 'Rio de Janeiro',
    lat: -22.9068,
    lng: -43.1729,
  },
  { country: 'United Kingdom', stateProvince: 'England', city: 'London', lat: 51.5072, lng: -0.1276 },
  { country: 'Iceland', stateProvince: '', city: '', lat: 64.9631, lng: -19.0208 },
];

const AUTHORS = [
  'Ana Ribeiro',
  'Jonas Weber',
  'Mei Tanaka',
  'Liam O’Connor',
  'Sofia Rossi',
  'Kwame Mensah',
  'Elena Novak',
  'Noah Martin',
];
const SUBJECTS = ['Landscape', 'Portrait', 'Product', 'Architecture', 'Event', 'Nature', 'Street', 'Food'];
const TITLE_A = [
  'Morning',
  'Golden',
  'Quiet',
  'Bright',
  'Urban',
  'Blue',
  'Autumn',
  'Winter',
  'Summer',
  'Spring',
];
const TITLE_B = [
  'harbour',
  'skyline',
  'market',
  'studio shot',
  'portrait',
  'bridge',
  'forest',
  'launch',
  'crowd',
];
const KEYWORDS = [
  'sunset',
  'city',
  'people',
  'product',
  'outdoor',
  'indoor',
  'team',
  'logo',
  'water',
  'mountain',
  'night',
  'food',
  'travel',
  'office',
  'event',
  'stage',
  'colour',
  'black and white',
  'aerial',
  'drone',
  'macro',
  'summer',
  'winter',
  'campaign',
  'press',
  'brand',
  'packaging',
  'retail',
  'architecture',
  'nature',
];
const LABELS = ['Person', 'Outdoor', 'Building', 'Sky', 'Car', 'Dog', 'Tree', 'Table', 'Laptop', 'Bicycle'];
const IMAGE_SIZES = [
  { width: 6000, height: 4000 },
  { width: 4000, height: 6000 },
  { width: 4032, height: 3024 },
  { width: 1920, height: 1080 },
  { width: 3000, height: 3000 },
  { width: 2400, height: 1600 },
  { width: 1080, height: 1920 },
];

interface FolderSpec {
  name: string;
  readOnly?: boolean;
  children?: FolderSpec[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function folderTree(): FolderSpec[] {
  const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'].map((name) => ({ name }));
  return [
    {
      name: 'Marketing',
      children: [
        {
          name: 'Campaigns',
          children: range(2019, 2026).map((y) => ({ name: String(y), children: seasons })),
        },
        {
          name: 'Social Media',
          children: ['Instagram', 'LinkedIn', 'Facebook', 'TikTok'].map((name) => ({ name })),
        },
        { name: 'Print' },
        { name: 'Email' },
      ],
    },
    {
      name: 'Products',
      children: [
        // spec 000 §4: children load 100 at a time, so this folder shows 'Load more...'.
        { name: 'Catalogue', children: range(1001, 1120).map((n) => ({ name: `SKU-${n}` })) },
        { name: 'Packaging', children: [{ name: 'Boxes' }, { name: 'Labels' }] },
        { name: 'Lifestyle' },
      ],
    },
    {
      name: 'Events',
      children: [
        {
          name: 'Conferences',
          children: range(2022, 2026).map((y) => ({
            name: `Summit ${y}`,
            children: [{ name: 'Day 1' }, { name: 'Day 2' }],
          })),
        },
        { name: 'Trade Shows' },
        { name: 'Internal' },
      ],
    },
    {
      name: 'Brand Assets',
      children: [
        { name: 'Logos', children: [{ name: 'Primary' }, { name: 'Secondary' }, { name: 'Monochrome' }] },
        { name: 'Colours' },
        { name: 'Templates', children: [{ name: 'Presentations' }, { name: 'Letterheads' }] },
      ],
    },
    {
      name: 'Press',
      children: [
        { name: 'Releases', children: range(2021, 2026).map((y) => ({ name: String(y) })) },
        { name: 'Media Kit' },
      ],
    },
    {
      name: 'Archive',
      readOnly: true,
      children: range(2015, 2020).map((y) => ({
        name: String(y),
        children: ['Q1', 'Q2', 'Q3', 'Q4'].map((name) => ({ name })),
      })),
    },
    {
      name: 'Photography',
      children: [
        {
          name: 'Locations',
          children: [...new Set(PLACES.map((p) => p.country))].map((country) => ({
            name: country,
            children: PLACES.filter((p) => p.country === country && p.city).map((p) => ({ name: p.city })),
          })),
        },
        { name: 'Studio' },
        { name: 'Portraits' },
      ],
    },
    {
      name: 'Video Library',
      children: [{ name: 'Interviews' }, { name: 'Tutorials' }, { name: 'Commercials' }],
    },
    { name: 'Audio', children: [{ name: 'Podcasts' }, { name: 'Jingles' }] },
    { name: 'Documents', children: [{ name: 'Contracts' }, { name: 'Licences' }, { name: 'Guidelines' }] },
  ];
}

const iso = (ms: number) => new Date(ms).toISOString();

export function seedLibrary(seed: number, now: Date): SeedData {
  const random = createRandom(seed);
  const nowMs = now.getTime();

  // Folders --------------------------------------------------------------------------------------
  const folders: FolderRecord[] = [];
  const addFolders = (specs: FolderSpec[], parentId: number | null, readOnly: boolean) => {
    for (const spec of specs) {
      const record: FolderRecord = {
        id: folders.length + 1,
        name: spec.name,
        parentId,
        autoResync: false,
        forbiddenFileTypes: [],
        readOnlyForEditors: readOnly || Boolean(spec.readOnly),
        processing: false,
      };
      folders.push(record);
      if (spec.children) addFolders(spec.children, record.id, record.readOnlyForEditors);
    }
  };
  addFolders(folderTree(), null, false);
  const byName = (name: string, parentName?: string) => {
    const found = folders.find(
      (f) =>
        f.name === name &&
        (parentName === undefined || folders.find((p) => p.id === f.parentId)?.name === parentName),
    );
    if (!found) throw new Error(`seed: no folder ${name}`);
    return found;
  };
  const catalogue = byName('Catalogue');
  byName('Brand Assets').forbiddenFileTypes = ['.exe', '.zip'];
  byName('Logos').forbiddenFileTypes = ['.mov'];
  byName('Print').autoResync = true;

  // Where each kind of file lives.
  const isLeaf = (f: FolderRecord) => !folders.some((c) => c.parentId === f.id);
  const leafFolders = folders.filter(isLeaf).filter((f) => f.parentId !== catalogue.id);
  const skuFolders = folders.filter((f) => f.parentId === catalogue.id);
  const videoFolders = ['Interviews', 'Tutorials', 'Commercials'].map((n) => byName(n).id);
  const audioFolders = ['Podcasts', 'Jingles'].map((n) => byName(n).id);
  const pdfFolders = ['Contracts', 'Licences', 'Guidelines', 'Media Kit'].map((n) => byName(n).id);

  // Users, definitions, statuses -----------------------------------------------------------------
  const users: UserRecord[] = [
    { id: 1, logicalId: 'admin', email: 'admin@vitrine.test', folderId: null },
    { id: 2, logicalId: 'elena.novak', email: 'elena.novak@vitrine.test', folderId: byName('Marketing').id },
    { id: 3, logicalId: 'kenji.ito', email: 'kenji.ito@vitrine.test', folderId: byName('Products').id },
    { id: 4, logicalId: 'guest', email: '', folderId: null },
    {
      id: 5,
      logicalId: 'ana.ribeiro',
      email: 'ana.ribeiro@vitrine.test',
      folderId: byName('Photography').id,
    },
    { id: 6, logicalId: 'jonas.weber', email: 'jonas.weber@vitrine.test', folderId: byName('Events').id },
    { id: 7, logicalId: 'mei.tanaka', email: 'mei.tanaka@vitrine.test', folderId: byName('Press').id },
    { id: 8, logicalId: 'sofia.rossi', email: '', folderId: byName('Brand Assets').id },
  ];
  const customMetadataDefinitions: CustomMetadataDefinition[] = [
    {
      id: 1,
      label: 'Project__Code',
      displayOrder: 1,
      isRecognitionLabel: false,
      isDictionary: false,
      options: [],
    },
    {
      id: 2,
      label: 'Usage__Rights',
      displayOrder: 2,
      isRecognitionLabel: false,
      isDictionary: true,
      options: ['Unrestricted', 'Editorial only', 'Internal only', 'Licensed'],
    },
    {
      id: 3,
      label: 'Photo__Agency__Name',
      displayOrder: 3,
      isRecognitionLabel: false,
      isDictionary: false,
      options: [],
    },
    {
      id: 4,
      label: 'Campaign',
      displayOrder: 4,
      isRecognitionLabel: false,
      isDictionary: false,
      options: [],
    },
    {
      id: 5,
      label: 'AI__Labels',
      displayOrder: 5,
      isRecognitionLabel: true,
      isDictionary: false,
      options: [],
    },
    {
      id: 6,
      label: 'Model Release',
      displayOrder: 6,
      isRecognitionLabel: false,
      isDictionary: true,
      options: ['Yes', 'No', 'Not needed'],
    },
  ];
  const workflowStatuses: WorkflowStatus[] = [
    { id: 1, name: 'Draft', color: '#9e9e9e' },
    { id: 2, name: 'In review', color: '#f9a825' },
    { id: 3, name: 'Approved', color: '#2e7d32' },
    { id: 4, name: 'Rejected', color: '#c62828' },
    { id: 5, name: 'Published', color: '#1565c0' },
  ];

  // Files ----------------------------------------------------------------------------------------
  const images: ImageRecord[] = [];
  const kinds: ('video' | 'audio' | 'pdf' | 'image')[] = [];
  SEED_VIDEO_STATUSES.forEach(() => {
    kinds.push('video', 'video', 'video', 'video');
  });
  for (let i = 0; i < 24; i++) kinds.push('audio');
  for (let i = 0; i < 30; i++) kinds.push('pdf');
  while (kinds.length < 540) kinds.push('image');
  // Interleave deterministically so ids of each kind spread over the whole range.
  const order = random.sample(
    kinds.map((k, i) => [k, i] as const),
    kinds.length,
  );
  let videoIndex = 0;
  const imageKinds: string[] = [];
  for (const [kind] of order) {
    const id = images.length + 1;
    const added = nowMs - random.int(1, 6 * 365) * DAY - random.int(0, DAY - 1);
    const taken = Math.min(added - random.int(0, 90) * DAY, nowMs - DAY) - random.int(0, 2 * 365) * DAY;
    const place = random.chance(0.85) ? random.pick(PLACES) : null;
    const title = `${random.pick(TITLE_A)} ${random.pick(TITLE_B)}`;
    const author = random.pick(AUTHORS);
    const subject = random.pick(SUBJECTS);
    let folderId: number;
    let extension: string;
    let mimeType: string;
    let info: { width: number; height: number } | null;
    let videoStatus: string | null = null;
    let videoTries = 0;
    if (kind === 'video') {
      const status = SEED_VIDEO_STATUSES[Math.floor(videoIndex / 4)] ?? '';
      videoIndex++;
      videoStatus = status;
      videoTries = status.toLowerCase().includes('error') ? random.int(1, 5) : status === '' ? 1 : 0;
      folderId = random.pick(videoFolders);
      extension = random.pick(['.mp4', '.mov']);
      mimeType = extension === '.mp4' ? 'video/mp4' : 'video/quicktime';
      info = random.pick([
        { width: 1920, height: 1080 },
        { width: 3840, height: 2160 },
        { width: 1080, height: 1920 },
      ]);
    } else if (kind === 'audio') {
      folderId = random.pick(audioFolders);
      extension = random.pick(['.mp3', '.wav']);
      mimeType = extension === '.mp3' ? 'audio/mpeg' : 'audio/wav';
      info = null;
    } else if (kind === 'pdf') {
      folderId = random.pick(pdfFolders);
      extension = '.pdf';
      mimeType = 'application/pdf';
      info = { width: 2480, height: 3508 };
    } else {
      folderId = random.chance(0.12) ? random.pick(skuFolders).id : random.pick(leafFolders).id;
      extension = random.pick(['.jpg', '.jpg', '.jpg', '.png', '.tif', '.gif']);
      mimeType =
        { '.jpg': 'image/jpeg', '.png': 'image/png', '.tif': 'image/tiff', '.gif': 'image/gif' }[extension] ??
        '';
      info = random.pick(IMAGE_SIZES);
    }
    const baseName = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`;
    const expiryRoll = random.next();
    const expirationDate =
      expiryRoll < 0.06
        ? iso(nowMs - random.int(0, 400) * DAY)
        : expiryRoll < 0.1
          ? iso(nowMs + random.int(1, 13) * DAY)
          : expiryRoll < 0.2
            ? iso(nowMs + random.int(30, 700) * DAY)
            : null;
    images.push({
      id,
      fileName: `${baseName}${extension}`,
      extension,
      mimeType,
      fileSize:
        kind === 'video'
          ? random.int(20, 900) * 1_048_576
          : kind === 'audio'
            ? random.int(2, 40) * 1_048_576
            : random.int(120, 24_000) * 1024,
      folderId,
      ownerId: random.pick([1, 2, 3, 5, 6, 7, 8]),
      keywords: random.sample(KEYWORDS, random.int(kind === 'image' ? 2 : 0, 6)),
      expirationDate,
      previewExternalUrl: null,
      licenseDocumentUrl: null,
      licenseExpiryNote: null,
      isOnBrand: !random.chance(0.08),
      videoStatus,
      videoTries,
      imageLocation: place
        ? { country: place.country, stateProvince: place.stateProvince, city: place.city }
        : null,
      imageAttributes: {
        title: kind === 'image' || random.chance(0.5) ? title : '',
        author: random.chance(0.9) ? author : '',
        subject: random.chance(0.8) ? subject : '',
        description: `${subject} photographed by ${author}${place?.city ? ` in ${place.city}` : ''}.`,
      },
      imageIPTC: {
        urgency: random.chance(0.3) ? random.int(1, 8) : null,
        DateCreated: kind === 'image' && random.chance(0.92) ? iso(taken) : null,
        headline: title,
        credit: author,
        copyright: `© ${new Date(taken).getUTCFullYear()} Vitrine Demo`,
      },
      imageGPS: place
        ? {
            latitude: Number((place.lat + (random.next() - 0.5) * 0.1).toFixed(6)),
            longitude: Number((place.lng + (random.next() - 0.5) * 0.1).toFixed(6)),
            zoomLevel: IMAGE_GPS_ZOOM_LEVEL,
            id,
          }
        : null,
      imageInfo: info,
      imageLog: {
        addedToDBGallery: iso(added),
        viewCount: random.int(0, 400),
        lastViewed: random.chance(0.7) ? iso(nowMs - random.int(0, 200) * DAY) : null,
        lastDataUpdate: iso(added + random.int(0, Math.floor((nowMs - added) / DAY)) * DAY),
        lastFileModification: iso(added),
        lastVisualUpdate: iso(added),
      },
      imageCustomMetadatas: {},
      imageWorkflowStatuses: random.chance(0.4) ? [random.pick(workflowStatuses).id] : [],
      hasJobs:
        kind === 'video' && videoStatus !== '' && videoStatus !== 'skipped' && !videoStatus?.includes('rror'),
      awaitingRecognition: false,
      failedRecognition: false,
      recognizedLabels: [],
      version: 1,
      group: null,
      rotation: 0,
    });
    imageKinds.push(kind);
  }

  const imagesOfKind = (k: string) => images.filter((_, i) => imageKinds[i] === k);
  const photos = imagesOfKind('image');
  const pdfs = imagesOfKind('pdf');

  // Expiry edge cases: one file expires exactly today (expired, spec 000 §4), one tomorrow, one in 14 days.
  const [today, tomorrow, fortnight] = random.sample(photos, 3);
  if (today) today.expirationDate = iso(nowMs);
  if (tomorrow) tomorrow.expirationDate = iso(nowMs + DAY);
  if (fortnight) fortnight.expirationDate = iso(nowMs + 14 * DAY);
  for (const image of images) {
    if (image.expirationDate && Date.parse(image.expirationDate) > nowMs) {
      image.licenseExpiryNote = `Licence ends ${image.expirationDate.slice(0, 10)}; renew with the agency.`;
      const pdf = random.pick(pdfs);
      image.licenseDocumentUrl = `/Download.aspx?id=${pdf.id}`;
    }
  }
  for (const image of random.sample(photos, 2))
    image.previewExternalUrl = `https://example.com/preview/${image.id}`;

  // Custom metadata values.
  for (const image of images) {
    if (random.chance(0.6)) image.imageCustomMetadatas[1] = `PRJ-${random.int(100, 999)}`;
    if (random.chance(0.5))
      image.imageCustomMetadatas[2] = random.pick(customMetadataDefinitions[1]?.options ?? []);
    if (random.chance(0.2)) image.imageCustomMetadatas[3] = random.pick(['Magnum', 'Reuters', 'In-house']);
    if (random.chance(0.3))
      image.imageCustomMetadatas[4] = random.pick(['Spring launch', 'Rebrand', 'Holiday']);
    if (random.chance(0.3)) image.imageCustomMetadatas[6] = random.pick(['Yes', 'No', 'Not needed']);
  }

  // Recognition: labelled, awaiting, failed.
  const recognitionPool = random.sample(photos, 90);
  recognitionPool.slice(0, 60).forEach((image) => {
    image.recognizedLabels = random.sample(LABELS, random.int(1, 4));
    image.imageCustomMetadatas[5] = image.recognizedLabels.join(', ');
  });
  recognitionPool.slice(60, 75).forEach((image) => {
    image.awaitingRecognition = true;
    image.hasJobs = true;
  });
  recognitionPool.slice(75, 90).forEach((image) => {
    image.failedRecognition = true;
  });

  // Versions and comments.
  const versions: ImageVersionRecord[] = [];
  for (const image of random.sample(images, 30)) {
    const count = random.int(1, 4);
    for (let v = 0; v < count; v++) {
      const kind = (imageKinds[image.id - 1] ?? 'image') as ImageVersionRecord['objectType'];
      versions.push({
        id: versions.length + 1,
        imageId: image.id,
        versionNumber: v + 1,
        createdAt: iso(Date.parse(image.imageLog.addedToDBGallery) + v * 3 * DAY),
        userId: image.ownerId,
        objectType: kind,
        fileName: image.fileName,
        extension: image.extension,
        fileSize: image.fileSize,
        width: image.imageInfo?.width ?? null,
        height: image.imageInfo?.height ?? null,
        wasAnnotated: kind === 'image' && random.chance(0.3) && v > 0,
        auditData: JSON.stringify(
          v === 0 ? [] : [{ fieldName: 'fileSize', newValue: String(image.fileSize) }],
        ),
        edits: [],
      });
    }
    image.version = count + 1;
  }
  const comments: CommentRecord[] = [];
  const COMMENT_TEXTS = [
    'Can we get a version without the logo?',
    'Approved for the spring campaign.',
    'Colours look off on this one.',
    'Please check the model release.',
    '<b>not bold</b> — comments are data, never markup.',
    'Great shot!',
  ];
  for (const image of random.sample(images, 45)) {
    const count = random.int(1, 5);
    for (let c = 0; c < count; c++) {
      comments.push({
        id: comments.length + 1,
        imageId: image.id,
        authorId: random.pick([1, 2, 3, 5, 6]),
        text: random.pick(COMMENT_TEXTS),
        createdAt: iso(nowMs - random.int(1, 300) * DAY),
      });
    }
  }

  // Sets and set groups (collections) -------------------------------------------------------------
  const setGroups: SetGroupRecord[] = [
    { id: 1, name: 'Campaign 2026', type: 'g' },
    { id: 2, name: 'Brand Book', type: 'g' },
    { id: 3, name: 'Clients', type: 'g' },
  ];
  const sets: SetRecord[] = [];
  const addSet = (name: string, parentId: number | null, groupId: number | null, size: number) => {
    const record: SetRecord = {
      id: sets.length + 1,
      name,
      type: 's',
      parentId,
      groupId,
      canBeStandalone: groupId === null || random.chance(0.5),
      imageIds: random
        .sample(images, size)
        .map((i) => i.id)
        .sort((a, b) => a - b),
    };
    sets.push(record);
    return record;
  };
  const hero = addSet('Hero images', null, 1, 40);
  addSet('Homepage', hero.id, 1, 12);
  const banners = addSet('Banners', hero.id, 1, 18);
  addSet('Mobile banners', banners.id, 1, 8);
  addSet('Social posts', null, 1, 30);
  addSet('Logo usage', null, 2, 15);
  addSet('Colour references', null, 2, 10);
  const acme = addSet('Acme Corp', null, 3, 25);
  addSet('Acme approved', acme.id, 3, 10);
  addSet('Globex', null, 3, 22);
  addSet('Favourites', null, null, 35);
  const review = addSet('To review', null, null, 60);
  addSet('Urgent', review.id, null, 6);
  addSet('Best of 2025', null, null, 24);
  addSet('Empty set', null, null, 0);

  // Pins, shares, subscriptions ------------------------------------------------------------------
  const pinned: PinnedItems = {
    folders: [catalogue.id, byName('Marketing').id],
    sets: [hero.id],
    logicalViewStrings: ['date-2025', 'location/France'],
  };
  const shares: ShareRecord[] = [
    {
      id: 1,
      urlSlug: 'summer-campaign-2026-q7mzk4xw2hnbt5rcpe3a',
      title: 'Summer campaign 2026',
      imagesIds: photos.slice(0, 12).map((i) => i.id),
      allowedToDownloadImages: true,
      allowedToRepresentSlideshow: true,
      allowedToShowInfo: true,
      showInfoPanelOnFirstLoad: false,
      makeUrlFriendly: true,
      expirationDatetime: iso(nowMs + 7 * DAY),
      createdBy: 1,
    },
    {
      id: 2,
      urlSlug: 'k3vtx2mfh6ptw4qbnd7e',
      title: '',
      imagesIds: photos.slice(12, 20).map((i) => i.id),
      allowedToDownloadImages: false,
      allowedToRepresentSlideshow: false,
      allowedToShowInfo: false,
      showInfoPanelOnFirstLoad: false,
      makeUrlFriendly: false,
      expirationDatetime: iso(nowMs - 2 * DAY),
      createdBy: 2,
    },
  ];
  const subscriptions: NotificationSubscription[] = [
    // The super admin's (user 1), like the seeded pins.
    { userId: 1, key: `folder-${byName('Marketing').id}`, subscribeTo: ['upload', 'image-delete'] },
    { userId: 1, key: `set-${hero.id}`, subscribeTo: ['image-move-in', 'image-move-out'] },
  ];

  return {
    folders,
    sets,
    setGroups,
    images,
    versions,
    comments,
    customMetadataDefinitions,
    workflowStatuses,
    users,
    pinned,
    shares,
    subscriptions,
    catalogueFolderId: catalogue.id,
  };
}
