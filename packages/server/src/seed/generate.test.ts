// The demo library: real files whose metadata, read back with readMetadata, is what the manifest
// says was written (issue 5, "Running it": EXIF / IPTC / GPS / dates in the files, several cameras,
// years, countries, states, cities, keywords; a PDF; audio; video when ffmpeg is installed).
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createRandom } from '@vitrine/core';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../media/hash';
import { readMetadata } from '../media/metadata';
import { makeRenditions } from '../media/renditions';
import { sniffMimeType } from '../media/sniff';
import { DEMO_AUDIO_SAMPLE_RATE } from './audio';
import { type DemoImagePlan, planDemoImages } from './catalogue';
import { renderArtwork } from './draw';
import {
  DEMO_IMAGE_COUNT,
  DEMO_SEED,
  type DemoFile,
  type DemoLibraryManifest,
  generateDemoLibrary,
} from './generate';
import { findFfmpeg } from './video';

const run = promisify(execFile);

let dir: string;
let manifest: DemoLibraryManifest;
const images = () => manifest.files.filter((file) => file.kind === 'image');
const only = (kind: DemoFile['kind']) => {
  const file = manifest.files.find((entry) => entry.kind === kind);
  if (file === undefined) throw new Error(`no ${kind} in the manifest`);
  return file;
};
const pathOf = (file: DemoFile) => join(dir, ...file.relativePath.split('/'));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-seed-'));
  manifest = await generateDemoLibrary(join(dir));
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('generateDemoLibrary', () => {
  it('writes 40 photos, a PDF and a WAV, and a video only when ffmpeg runs', async () => {
    const kinds = manifest.files.map((file) => file.kind);
    expect(kinds.filter((kind) => kind === 'image')).toHaveLength(DEMO_IMAGE_COUNT);
    expect(kinds.filter((kind) => kind === 'pdf')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'audio')).toHaveLength(1);
    const hasFfmpeg = findFfmpeg() !== undefined;
    expect(kinds.filter((kind) => kind === 'video')).toHaveLength(hasFfmpeg ? 1 : 0);
    expect(manifest.skipped.map((entry) => entry.kind)).toEqual(hasFfmpeg ? [] : ['video']);
    expect(manifest.seed).toBe(DEMO_SEED);
  });

  it('lists every file with its real size, content hash and sniffed type, under its folder', async () => {
    const paths = new Set<string>();
    for (const file of manifest.files) {
      const bytes = await readFile(pathOf(file));
      expect(bytes.length).toBe(file.size);
      expect(sha256(bytes)).toBe(file.sha256);
      expect(sniffMimeType(bytes)).toBe(file.mimeType);
      expect(file.folderPath[0]).toBe(manifest.rootFolder);
      expect(file.relativePath).toBe([...file.folderPath, file.fileName].join('/'));
      paths.add(file.relativePath);
    }
    expect(paths.size).toBe(manifest.files.length); // no two files share a path
  });

  it('reads back from every photo exactly the metadata the manifest says was written', async () => {
    for (const file of images()) {
      const read = await readMetadata(pathOf(file));
      const { gps, ...written } = file.metadata;
      expect({ file: file.fileName, ...read }, file.fileName).toMatchObject({
        file: file.fileName,
        ...written,
      });
      if (gps === null) expect(read.gps, file.fileName).toBeNull();
      else {
        expect(read.gps?.latitude, file.fileName).toBeCloseTo(gps.latitude, 6);
        expect(read.gps?.longitude, file.fileName).toBeCloseTo(gps.longitude, 6);
      }
    }
  });

  it('has the variety the gallery needs: cameras, years, months, places, orientations, gaps', () => {
    const all = images().map((file) => file.metadata);
    const distinct = (values: (string | null)[]) => new Set(values.filter((value) => value !== null)).size;
    expect(distinct(all.map((m) => m.camera.model))).toBeGreaterThanOrEqual(4);
    expect(distinct(all.map((m) => m.dateTaken?.slice(0, 4) ?? null))).toBeGreaterThanOrEqual(5);
    expect(distinct(all.map((m) => m.dateTaken?.slice(5, 7) ?? null))).toBeGreaterThanOrEqual(6);
    expect(distinct(all.map((m) => m.location.country))).toBeGreaterThanOrEqual(5);
    expect(distinct(all.map((m) => m.location.stateProvince))).toBeGreaterThanOrEqual(5);
    expect(distinct(all.map((m) => m.location.city))).toBeGreaterThanOrEqual(5);
    expect(distinct(all.map((m) => m.author))).toBeGreaterThanOrEqual(5);
    expect(distinct(all.map((m) => m.subject))).toBeGreaterThanOrEqual(5);
    // spec 000 §2: '<Not specified>' needs photos without a date, without a place, and a country alone.
    expect(all.some((m) => m.dateTaken === null)).toBe(true);
    expect(all.some((m) => m.location.country === null)).toBe(true);
    expect(all.some((m) => m.location.country !== null && m.location.city === null)).toBe(true);
    // One keyword with a comma inside ('Paris, France' is ONE keyword).
    expect(all.some((m) => m.keywords.some((keyword) => keyword.includes(', ')))).toBe(true);
    const orientations = new Set(all.map((m) => m.orientation));
    expect(orientations.has(3) && (orientations.has(6) || orientations.has(8))).toBe(true);
    expect(all.some((m) => (m.height ?? 0) > (m.width ?? 0))).toBe(true);
    expect(all.some((m) => (m.width ?? 0) > (m.height ?? 0))).toBe(true);
    const blocks = images().map((file) => JSON.stringify(file.blocks));
    expect(new Set(blocks).size).toBe(4); // all three, IPTC only, XMP only, EXIF only
  });

  it('stores turned photos so that they are seen upright', async () => {
    const plans = planDemoImages(createRandom(DEMO_SEED), DEMO_IMAGE_COUNT);
    const turned = plans.flatMap((plan, index) =>
      plan.orientation === 1 ? [] : [[plan, images()[index]] as const],
    );
    expect(turned.length).toBeGreaterThanOrEqual(3);
    const pixels = async (image: Sharp) => (await image.removeAlpha().raw().toBuffer()) as Buffer;
    const difference = (a: Buffer, b: Buffer) =>
      a.reduce((sum, value, index) => sum + Math.abs(value - (b[index] ?? 0)), 0) / a.length;
    for (const [plan, file] of turned as (readonly [DemoImagePlan, DemoFile])[]) {
      const [tiny] = await makeRenditions(pathOf(file), { sizes: ['tiny'] });
      const { width = 0, height = 0 } = tiny ?? {};
      const seen = await pixels(sharp(tiny?.data));
      const upright = await pixels(
        sharp(await renderArtwork(plan.artwork, plan.width, plan.height).png().toBuffer()).resize(
          width,
          height,
          { fit: 'fill' },
        ),
      );
      const upsideDown = await pixels(
        sharp(await renderArtwork(plan.artwork, plan.width, plan.height).rotate(180).png().toBuffer()).resize(
          width,
          height,
          { fit: 'fill' },
        ),
      );
      expect(difference(seen, upright), file.fileName).toBeLessThan(8);
      expect(difference(seen, upsideDown), file.fileName).toBeGreaterThan(difference(seen, upright) * 2);
    }
  });

  it('writes a real multi-page PDF whose text can be extracted', async () => {
    const pdf = only('pdf');
    const { stdout } = await run('/usr/bin/pdftotext', ['-layout', pathOf(pdf), '-']);
    const pages = stdout.split('\f').filter((page) => page.trim() !== '');
    expect(pages).toHaveLength(pdf.pageCount ?? 0);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(pdf.metadata.title ?? '');
      expect(page).toContain(`Section ${index + 1} of ${pages.length}`);
      expect(page).toMatch(/\d+\.\d\d EUR/);
    });
    expect(await readMetadata(pathOf(pdf))).toMatchObject({
      mimeType: 'application/pdf',
      pageCount: pdf.pageCount,
      title: pdf.metadata.title,
      author: pdf.metadata.author,
      subject: pdf.metadata.subject,
      keywords: pdf.metadata.keywords,
      dateTaken: pdf.metadata.dateTaken,
    });
  });

  it('writes a valid WAV: RIFF header, 16-bit PCM, the length it says, its INFO tags', async () => {
    const audio = only('audio');
    const wav = await readFile(pathOf(audio));
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('latin1', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt32LE(16)).toBe(16); // fmt chunk size
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(DEMO_AUDIO_SAMPLE_RATE);
    expect(wav.readUInt32LE(28)).toBe(DEMO_AUDIO_SAMPLE_RATE * 2); // byte rate
    expect(wav.readUInt16LE(32)).toBe(2); // block align
    expect(wav.readUInt16LE(34)).toBe(16); // bits per sample
    expect(wav.toString('latin1', 36, 40)).toBe('data');
    const dataBytes = wav.readUInt32LE(40);
    expect(dataBytes).toBe((audio.durationSeconds ?? 0) * DEMO_AUDIO_SAMPLE_RATE * 2);
    const samples = Array.from({ length: dataBytes / 2 }, (_, index) => wav.readInt16LE(44 + index * 2));
    expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(3000); // a tune, not silence
    const { keywords, ...tags } = audio.metadata;
    expect(await readMetadata(pathOf(audio))).toMatchObject({
      mimeType: 'audio/wav',
      durationSeconds: audio.durationSeconds,
      keywords,
      title: tags.title,
      author: tags.author,
      subject: tags.subject,
      description: tags.description,
      copyright: tags.copyright,
      dateTaken: tags.dateTaken,
    });
  });

  it('is deterministic: the same seed writes the same bytes', async () => {
    const first = await generateDemoLibrary(join(dir, 'again-1'), { imageCount: 5, video: false });
    const second = await generateDemoLibrary(join(dir, 'again-2'), { imageCount: 5, video: false });
    expect(second.files.map((file) => file.sha256)).toEqual(first.files.map((file) => file.sha256));
    // The first photos of a 5-photo library are the first photos of the full one.
    expect(first.files.slice(0, 5).map((file) => file.sha256)).toEqual(
      images()
        .slice(0, 5)
        .map((file) => file.sha256),
    );
    const other = await generateDemoLibrary(join(dir, 'other-seed'), {
      imageCount: 5,
      video: false,
      seed: 7,
    });
    expect(other.files[0]?.sha256).not.toBe(first.files[0]?.sha256);
  });
});

describe('generateDemoLibrary: the video', () => {
  it('is left out, with the reason, when turned off or when ffmpeg does not run', async () => {
    const off = await generateDemoLibrary(join(dir, 'no-video'), { imageCount: 1, video: false });
    expect(off.skipped).toEqual([{ kind: 'video', reason: 'video turned off' }]);
    const missing = await generateDemoLibrary(join(dir, 'no-ffmpeg'), {
      imageCount: 1,
      ffmpeg: join(dir, 'nowhere'),
    });
    expect(missing.skipped).toEqual([
      { kind: 'video', reason: `ffmpeg not found ('${join(dir, 'nowhere')} -version' does not run)` },
    ]);
    await expect(
      generateDemoLibrary(join(dir, 'required'), {
        imageCount: 1,
        video: true,
        ffmpeg: join(dir, 'nowhere'),
      }),
    ).rejects.toThrow('A demo video was asked for');
  });

  it('asks ffmpeg for a tagged MP4 of its test pattern when ffmpeg runs', async () => {
    // A stand-in ffmpeg: answers -version, records its arguments and writes the output file.
    const fake = join(dir, 'fake-ffmpeg');
    const argsFile = join(dir, 'fake-ffmpeg-args.txt');
    await writeFile(
      fake,
      `#!/bin/sh\nfor a in "$@"; do [ "$a" = "-version" ] && exit 0; done\nprintf '%s\\n' "$@" > '${argsFile}'\nfor a in "$@"; do last="$a"; done\nprintf 'not really a video' > "$last"\n`,
    );
    await chmod(fake, 0o755);
    const library = await generateDemoLibrary(join(dir, 'fake-video'), { imageCount: 1, ffmpeg: fake });
    const video = library.files.find((file) => file.kind === 'video');
    expect(video).toMatchObject({
      mimeType: 'video/mp4',
      folderPath: [library.rootFolder, 'Video'],
      size: 18,
    });
    const args = (await readFile(argsFile, 'utf8')).trim().split('\n');
    expect(args).toContain('testsrc2=size=640x360:rate=25:duration=4');
    expect(args).toContain(`title=${video?.metadata.title}`);
    expect(args.at(-1)).toBe(join(dir, 'fake-video', ...(video?.folderPath ?? []), video?.fileName ?? ''));
    expect(library.skipped).toEqual([]);
  });
});
