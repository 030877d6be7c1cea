// generateDemoLibrary: writes the demo library's REAL files (photos with EXIF / IPTC / XMP / GPS and
// dates inside, a PDF, a WAV, a video when ffmpeg is installed) and returns the manifest the server's
// seeding uses to put each file in its folder (issue 5, "Running it").
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRandom } from '@vitrine/core';
import { encodeJpegWithMetadata, type WritableMetadata } from '../media/embed';
import { sha256, sha256File } from '../media/hash';
import { DEMO_AUDIO_SAMPLE_RATE, encodeWav, synthesiseMelody } from './audio';
import {
  DEMO_ROOT_FOLDER,
  type DemoImagePlan,
  type DemoMetadata,
  planDemoImages,
  STORED_TURN,
} from './catalogue';
import { renderArtwork } from './draw';
import { makeDemoPdf } from './pdf';
import { DEMO_VIDEO, findFfmpeg, makeDemoVideo } from './video';

/** Options of {@link generateDemoLibrary}; every field has a default. */
export interface DemoLibraryOptions {
  /** The seed of every random choice; the same seed gives the same library. Default DEMO_SEED. */
  seed?: number;
  /** How many photos; default DEMO_IMAGE_COUNT (40). */
  imageCount?: number;
  /**
   * 'auto' (default): a video when ffmpeg runs, otherwise none (listed in `skipped`); false: never;
   * true: required (throws when ffmpeg does not run).
   */
  video?: 'auto' | boolean;
  /** The ffmpeg command; default 'ffmpeg' from PATH. */
  ffmpeg?: string;
}

export const DEMO_SEED = 20_261_123;
export const DEMO_IMAGE_COUNT = 40;

const DEFAULT_OPTIONS = {
  seed: DEMO_SEED,
  imageCount: DEMO_IMAGE_COUNT,
  video: 'auto',
  ffmpeg: 'ffmpeg',
} as const satisfies Required<DemoLibraryOptions>;

export type DemoFileKind = 'image' | 'pdf' | 'audio' | 'video';

/** One file of the demo library. */
export interface DemoFile {
  /** Under the target directory, with '/' separators. */
  relativePath: string;
  fileName: string;
  /** The folder it belongs in, from the top: ['Demo library', 'Travel', 'France']. */
  folderPath: string[];
  kind: DemoFileKind;
  mimeType: string;
  size: number;
  sha256: string;
  /** What was written into the file, as a reader should find it (null: not written). */
  metadata: DemoMetadata;
  /** Which metadata blocks a photo carries (photos only). */
  blocks?: { exif: boolean; iptc: boolean; xmp: boolean };
  /** PDF pages; audio and video length. */
  pageCount?: number;
  durationSeconds?: number;
}

/** What was generated. */
export interface DemoLibraryManifest {
  seed: number;
  rootFolder: string;
  files: DemoFile[];
  /** What was left out and why (the video when ffmpeg is missing). */
  skipped: { kind: DemoFileKind; reason: string }[];
}

const EMPTY_PLACE = { country: null, stateProvince: null, city: null };

function metadataOf(partial: Partial<DemoMetadata>): DemoMetadata {
  return {
    title: null,
    author: null,
    subject: null,
    description: null,
    keywords: [],
    dateTaken: null,
    camera: { make: null, model: null },
    gps: null,
    location: EMPTY_PLACE,
    copyright: null,
    rating: null,
    width: null,
    height: null,
    orientation: null,
    ...partial,
  };
}

/** The plan's metadata as the writer takes it (null fields are not written). */
function toWritable(plan: DemoImagePlan): WritableMetadata {
  const { metadata } = plan;
  const writable: WritableMetadata = {};
  if (metadata.title !== null) writable.title = metadata.title;
  if (metadata.author !== null) writable.author = metadata.author;
  if (metadata.subject !== null) writable.subject = metadata.subject;
  if (metadata.description !== null) writable.description = metadata.description;
  if (metadata.keywords.length > 0) writable.keywords = metadata.keywords;
  if (metadata.dateTaken !== null) writable.dateTaken = metadata.dateTaken;
  if (metadata.camera.make !== null && metadata.camera.model !== null) {
    writable.camera = { make: metadata.camera.make, model: metadata.camera.model };
  }
  if (metadata.gps !== null) writable.gps = metadata.gps;
  if (metadata.location.country !== null) writable.location = metadata.location;
  if (metadata.copyright !== null) writable.copyright = metadata.copyright;
  if (metadata.rating !== null) writable.rating = metadata.rating;
  if (plan.orientation !== 1) writable.orientation = plan.orientation;
  return writable;
}

/** A photo: the upright picture, turned as its orientation says it is stored, with its metadata. */
export async function renderDemoImage(plan: DemoImagePlan): Promise<Buffer> {
  const picture = renderArtwork(plan.artwork, plan.width, plan.height);
  const turn = STORED_TURN[plan.orientation] ?? 0;
  const stored = turn === 0 ? picture : picture.rotate(turn);
  return encodeJpegWithMetadata(stored, toWritable(plan), plan.blocks);
}

async function writeDemoFile(
  targetDir: string,
  folderPath: string[],
  fileName: string,
  bytes: Buffer,
): Promise<{ relativePath: string; size: number; sha256: string }> {
  const relativeDir = folderPath.join('/');
  await mkdir(join(targetDir, ...folderPath), { recursive: true });
  await writeFile(join(targetDir, ...folderPath, fileName), bytes);
  return { relativePath: `${relativeDir}/${fileName}`, size: bytes.length, sha256: sha256(bytes) };
}

/**
 * Writes the demo library into `targetDir` (created when missing; files of the same name are
 * replaced) and returns its manifest. About 40 photos, a 3-page PDF, a WAV, and a video when ffmpeg
 * runs. Deterministic: the same seed (and the same sharp / ffmpeg) gives the same bytes.
 */
export async function generateDemoLibrary(
  targetDir: string,
  options: DemoLibraryOptions = {},
): Promise<DemoLibraryManifest> {
  const { seed, imageCount, video, ffmpeg } = { ...DEFAULT_OPTIONS, ...options };
  const random = createRandom(seed);
  const files: DemoFile[] = [];
  const skipped: DemoLibraryManifest['skipped'] = [];

  for (const plan of planDemoImages(random, imageCount)) {
    const bytes = await renderDemoImage(plan);
    files.push({
      ...(await writeDemoFile(targetDir, plan.folderPath, plan.fileName, bytes)),
      fileName: plan.fileName,
      folderPath: plan.folderPath,
      kind: 'image',
      mimeType: 'image/jpeg',
      metadata: plan.metadata,
      blocks: plan.blocks,
    });
  }

  const documents = [DEMO_ROOT_FOLDER, 'Documents'];
  const pdf = await makeDemoPdf(random);
  files.push({
    ...(await writeDemoFile(targetDir, documents, 'price-list-2024.pdf', pdf.bytes)),
    fileName: 'price-list-2024.pdf',
    folderPath: documents,
    kind: 'pdf',
    mimeType: 'application/pdf',
    metadata: metadataOf({
      title: pdf.info.title,
      author: pdf.info.author,
      subject: pdf.info.subject,
      keywords: pdf.info.keywords,
      dateTaken: pdf.info.created,
    }),
    pageCount: pdf.info.pageCount,
  });

  const audioFolder = [DEMO_ROOT_FOLDER, 'Audio'];
  const seconds = 4;
  const audioTags = {
    title: 'Harbour bells',
    author: 'Mei Tanaka',
    subject: 'Nature',
    description: 'A short bell melody, synthesised for the demo library.',
    keywords: ['bells', 'harbour', 'Kyoto, Japan'],
    date: '2022-08-09',
    copyright: '© 2022 Mei Tanaka',
    genre: 'Ambient',
    software: 'Vitrine demo seed',
  };
  const wav = encodeWav(synthesiseMelody(random, seconds), DEMO_AUDIO_SAMPLE_RATE, audioTags);
  files.push({
    ...(await writeDemoFile(targetDir, audioFolder, 'harbour-bells.wav', wav)),
    fileName: 'harbour-bells.wav',
    folderPath: audioFolder,
    kind: 'audio',
    mimeType: 'audio/wav',
    metadata: metadataOf({
      title: audioTags.title,
      author: audioTags.author,
      subject: audioTags.subject,
      description: audioTags.description,
      keywords: audioTags.keywords,
      dateTaken: `${audioTags.date}T00:00:00`,
      copyright: audioTags.copyright,
    }),
    durationSeconds: seconds,
  });

  const ffmpegCommand = video === false ? undefined : findFfmpeg(ffmpeg);
  if (video === true && ffmpegCommand === undefined) {
    throw new Error(`A demo video was asked for, but '${ffmpeg} -version' does not run: install ffmpeg.`);
  }
  if (ffmpegCommand === undefined) {
    skipped.push({
      kind: 'video',
      reason: video === false ? 'video turned off' : `ffmpeg not found ('${ffmpeg} -version' does not run)`,
    });
  } else {
    const videoFolder = [DEMO_ROOT_FOLDER, 'Video'];
    const fileName = 'harbour-test-pattern.mp4';
    await mkdir(join(targetDir, ...videoFolder), { recursive: true });
    const path = join(targetDir, ...videoFolder, fileName);
    await makeDemoVideo(ffmpegCommand, path);
    const { size } = await stat(path);
    files.push({
      relativePath: `${videoFolder.join('/')}/${fileName}`,
      fileName,
      folderPath: videoFolder,
      kind: 'video',
      mimeType: 'video/mp4',
      size,
      sha256: await sha256File(path),
      metadata: metadataOf({
        title: DEMO_VIDEO.title,
        author: DEMO_VIDEO.author,
        description: DEMO_VIDEO.description,
        dateTaken: `${DEMO_VIDEO.date}T00:00:00`,
        width: DEMO_VIDEO.width,
        height: DEMO_VIDEO.height,
      }),
      durationSeconds: DEMO_VIDEO.seconds,
    });
  }

  return { seed, rootFolder: DEMO_ROOT_FOLDER, files, skipped };
}
