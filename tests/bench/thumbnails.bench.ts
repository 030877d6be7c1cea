// Thumbnail throughput and peak memory per job (issue 5, "Benchmarks": target ≤ 256 MB per job) for
// the server's media module: makeRenditions makes the four sizes of spec 000 §9 (tiny 384×288, small
// 1024×768, medium 1920×1080, large 3840×2160) from one original: one decode to the largest box, then
// each size from those pixels, one after the other, with sharp's cache off (configureSharp).
//
// Inputs: a photo-like 24-megapixel JPEG (6000 × 4000, gradients with grain, about 9 MB: it decodes
// like a camera file, not like a flat test card), the 40 photos of the demo library
// (generateDemoLibrary), and a 400-megapixel PNG bomb (refused by the pixel limit). Originals are
// files on disk, as the server keeps them; each job reads its original from its path.
//
// Each row runs in a child process of its own, which first makes the renditions of a small image (so
// libvips is loaded and its threads started), then measures: "per job" is the highest RSS sampled
// every 2 ms during the jobs minus the RSS just before them (libvips' pixel buffers are native memory:
// RSS sees them, the JS heap does not). Peers in the same run: the same code with sharp's default
// cache, one decode per size (makeRenditions called once per size), and the four sizes at once.
// Run: pnpm run bench thumbnails
//   (node --expose-gc --import ./tests/bench/lib/ts-resolve.mjs tests/bench/thumbnails.bench.ts)
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  configureSharp,
  describeSharp,
  isMediaError,
  MAX_INPUT_PIXELS,
  makeRenditions,
  RENDITION_SIZES,
  type Rendition,
} from '../../packages/server/src/media/index.ts';
import { photoLikeJpeg, pngBomb } from '../../packages/server/src/testing/images.ts';
import { bytes, count, duration, figure, median, note, percentile, printTable } from './lib/measure.ts';

/** Issue 5: peak memory per thumbnail job. */
const TARGET_BYTES = 256 * 2 ** 20;
const PHOTO = { width: 6000, height: 4000 } as const;
const WARMUP_RUNS = 1;
const TIMED_RUNS = 5;
const BOMB_SIDE = 20_000;

type Mode = 'makeRenditions' | 'withCache' | 'perSize' | 'parallel' | 'demo' | 'bomb';

/** What a child process reports (one JSON line on stdout). */
interface JobReport {
  mode: Mode;
  /** Milliseconds of each timed job (one job = one original → its four renditions). */
  runsMs: number[];
  renditionsPerJob: number;
  /** RSS just before the first measured job (after a small warm-up job). */
  rssBeforeBytes: number;
  /** The highest RSS sampled (every 2 ms) during the jobs. */
  sampledPeakRssBytes: number;
  /** The process's own high-water mark (process.resourceUsage().maxRSS), start-up included. */
  peakRssBytes: number;
  /** Peak of JS heap + external memory (Buffers) above the level before the first job, sampled. */
  jsPeakDeltaBytes: number;
  /** The renditions of the last job: size, pixels, format, bytes. */
  outputs: { size: string; width: number; height: number; format: string; bytes: number }[];
  /** For the bomb: what it answered. */
  refusal?: string;
}

const { values: args } = parseArgs({
  options: { job: { type: 'string' }, input: { type: 'string' } },
});

// The child: one kind of job, measured ----------------------------------------------------------------

/** Samples RSS and JS heap + external memory every 2 ms; `stop` gives the peaks. */
function sampleMemory(): { stop: () => { rss: number; jsDelta: number } } {
  const js = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.external;
  };
  const jsStart = js();
  let jsPeak = jsStart;
  let rssPeak = process.memoryUsage.rss();
  const sample = () => {
    jsPeak = Math.max(jsPeak, js());
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, 2);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return { rss: rssPeak, jsDelta: jsPeak - jsStart };
    },
  };
}

async function runJob(mode: Mode, input: string): Promise<void> {
  const inputs: string[] =
    mode === 'demo' ? (JSON.parse(await readFile(input, 'utf8')) as string[]) : [input];
  if (mode !== 'withCache') configureSharp(); // as the server does at start: sharp's cache off
  const oneJob = async (path: string | Buffer): Promise<Rendition[]> => {
    if (mode === 'parallel') {
      const lists = await Promise.all(RENDITION_SIZES.map((size) => makeRenditions(path, { sizes: [size] })));
      return lists.flat();
    }
    if (mode === 'perSize') {
      const renditions: Rendition[] = [];
      for (const size of RENDITION_SIZES) renditions.push(...(await makeRenditions(path, { sizes: [size] })));
      return renditions;
    }
    return makeRenditions(path);
  };
  await oneJob(await photoLikeJpeg(640, 480)); // loads libvips and starts its threads
  globalThis.gc?.();
  const rssBeforeBytes = process.memoryUsage.rss();
  const memory = sampleMemory();
  const runsMs: number[] = [];
  let last: Rendition[] = [];
  let refusal: string | undefined;
  if (mode === 'bomb') {
    const start = performance.now();
    try {
      await makeRenditions(input);
      refusal = 'NOT REFUSED';
    } catch (error) {
      refusal = isMediaError(error) ? `${error.code}: ${error.message}` : String(error);
    }
    runsMs.push(performance.now() - start);
  } else if (mode === 'demo') {
    for (const path of inputs.slice(0, 3)) await oneJob(path); // warm-up
    for (const path of inputs) {
      const start = performance.now();
      last = await oneJob(path);
      runsMs.push(performance.now() - start);
    }
  } else {
    for (let run = 0; run < WARMUP_RUNS + TIMED_RUNS; run += 1) {
      const start = performance.now();
      last = await oneJob(input);
      if (run >= WARMUP_RUNS) runsMs.push(performance.now() - start);
    }
  }
  const peaks = memory.stop();
  const report: JobReport = {
    mode,
    runsMs,
    renditionsPerJob: mode === 'bomb' ? 0 : 4,
    rssBeforeBytes,
    sampledPeakRssBytes: peaks.rss,
    jsPeakDeltaBytes: peaks.jsDelta,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    outputs: last.map((r) => ({
      size: r.size,
      width: r.width,
      height: r.height,
      format: r.format,
      bytes: r.data.length,
    })),
    ...(refusal !== undefined ? { refusal } : {}),
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

function spawnJob(mode: Mode, input: string): Promise<JobReport> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, import.meta.filename, '--job', mode, '--input', input],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => {
    output += text;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || last === '') reject(new Error(`the ${mode} job exited with ${code}`));
      else resolve(JSON.parse(last) as JobReport);
    });
  });
}

// The parent: inputs, children, tables -------------------------------------------------------------

const verdict = (value: number) => (value <= TARGET_BYTES ? 'yes' : 'NO');
const perJob = (report: JobReport) => report.sampledPeakRssBytes - report.rssBeforeBytes;

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-bench-thumbnails-'));
  try {
    let start = performance.now();
    const photo = await photoLikeJpeg(PHOTO.width, PHOTO.height, 24);
    const photoPath = join(dir, 'photo-24mp.jpg');
    await writeFile(photoPath, photo);
    const photoMs = performance.now() - start;

    start = performance.now();
    const { generateDemoLibrary } = await import('../../packages/server/src/seed/index.ts');
    const library = await generateDemoLibrary(join(dir, 'demo'), { video: false });
    const seedMs = performance.now() - start;
    const demoImages = library.files.filter((file) => file.kind === 'image');
    const demoList = join(dir, 'demo-images.json');
    await writeFile(
      demoList,
      JSON.stringify(demoImages.map((file) => join(dir, 'demo', ...file.relativePath.split('/')))),
    );
    const demoPixels = demoImages.map((file) => (file.metadata.width ?? 0) * (file.metadata.height ?? 0));

    const sharpInfo = describeSharp();
    const bombPath = join(dir, 'bomb.png');
    const bomb = pngBomb(BOMB_SIDE);
    await writeFile(bombPath, bomb);

    const sequential = await spawnJob('makeRenditions', photoPath);
    const withCache = await spawnJob('withCache', photoPath);
    const perSize = await spawnJob('perSize', photoPath);
    const parallel = await spawnJob('parallel', photoPath);
    const demo = await spawnJob('demo', demoList);
    const refused = await spawnJob('bomb', bombPath);

    const photoRow = (label: string, report: JobReport) => {
      const medianMs = median(report.runsMs);
      return [
        label,
        String(report.runsMs.length),
        duration(medianMs),
        duration(Math.min(...report.runsMs)),
        figure((report.renditionsPerJob * 1000) / medianMs),
        bytes(perJob(report)),
        bytes(report.jsPeakDeltaBytes),
        bytes(report.peakRssBytes),
        verdict(perJob(report)),
      ];
    };
    printTable(
      `One 24-megapixel JPEG (${count(PHOTO.width)} × ${count(PHOTO.height)}, ${bytes(photo.length)}) → tiny, small, medium, large; ` +
        `${WARMUP_RUNS} warm-up + ${TIMED_RUNS} timed jobs per row`,
      [
        'job',
        'jobs',
        'median per job',
        'best',
        'renditions/s (median)',
        'peak RSS − before (per job)',
        'JS heap + Buffers peak Δ',
        'peak RSS (process)',
        '≤ 256 MB',
      ],
      [
        photoRow('makeRenditions (one decode, cache off)', sequential),
        photoRow("(peer) the same with sharp's default cache", withCache),
        photoRow('(peer) one decode per size, one after the other', perSize),
        photoRow('(peer) one decode per size, the four at once', parallel),
      ],
    );

    printTable(
      'What one job made from the 24-megapixel JPEG',
      ['rendition', 'pixels', 'format', 'bytes'],
      sequential.outputs.map((output) => [
        output.size,
        `${output.width} × ${output.height}`,
        output.format,
        bytes(output.bytes),
      ]),
    );

    const demoTotalMs = demo.runsMs.reduce((sum, ms) => sum + ms, 0);
    printTable(
      `The demo library: ${demoImages.length} photos (${figure(Math.min(...demoPixels) / 1e6)}–${figure(Math.max(...demoPixels) / 1e6)} MP, ` +
        `${bytes(demoImages.reduce((sum, file) => sum + file.size, 0))} in all), four renditions each, one photo after the other`,
      [
        'photos',
        'renditions',
        'total',
        'renditions/s',
        'per photo (median / p95 / max)',
        'peak RSS − before',
        'JS heap + Buffers peak Δ',
        '≤ 256 MB',
      ],
      [
        [
          String(demo.runsMs.length),
          String(demo.runsMs.length * 4),
          duration(demoTotalMs),
          figure((demo.runsMs.length * 4 * 1000) / demoTotalMs),
          `${duration(median(demo.runsMs))} / ${duration(percentile(demo.runsMs, 0.95))} / ${duration(Math.max(...demo.runsMs))}`,
          bytes(perJob(demo)),
          bytes(demo.jsPeakDeltaBytes),
          verdict(perJob(demo)),
        ],
      ],
    );

    printTable(
      `A ${count(BOMB_SIDE)} × ${count(BOMB_SIDE)} PNG bomb (${count(BOMB_SIDE ** 2)} pixels, ${bytes(bomb.length)} on disk; pixel limit ${count(MAX_INPUT_PIXELS)})`,
      ['answer', 'time to refuse', 'peak RSS − before'],
      [[refused.refusal ?? '', duration(refused.runsMs[0] ?? Number.NaN), bytes(perJob(refused))]],
    );

    note(
      [
        `Inputs made in this run: the 24 MP JPEG in ${duration(photoMs)}, the demo library (${library.files.length} files) in ${duration(seedMs)}.`,
        `${availableParallelism()} CPUs; sharp ${sharpInfo.sharp}, libvips ${sharpInfo.libvips}, ${sharpInfo.concurrency} libvips thread(s) per image (sharp's default here).`,
        'Each row is a child process of its own: "peak RSS − before" is the highest RSS sampled every 2 ms during',
        'its jobs minus its RSS just before them (Node, the modules and libvips already loaded by a 640 × 480',
        'warm-up job); "peak RSS (process)" is its high-water mark, start-up included. "JS heap + Buffers" leaves',
        "out libvips' own pixel buffers, which RSS includes. The bomb is refused from its header: no decode.",
      ].join('\n'),
    );
    if (!refused.refusal?.startsWith('pixelLimit'))
      throw new Error(`the bomb was not refused by the pixel limit: ${refused.refusal}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// Last, so that every module-level constant above is initialised first.
if (args.job !== undefined) {
  await runJob(args.job as Mode, args.input ?? '');
} else {
  await main();
}
