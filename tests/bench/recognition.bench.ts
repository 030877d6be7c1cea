// Object recognition (issue 18): the server's built-in recognizer (packages/server/src/recognition:
// CenterNet COCO from @vladmandic/human's model files on TensorFlow.js WebAssembly) on this machine.
// Each job is what the server's recognition job does: the original bounded to 1024 px and upright
// (boundedPicture), the model (512 × 512 input), the labels bounded (score ≥ 0.3, ≤ 10 per image).
//
// The labelled set the bench makes (expected labels per picture; nothing downloaded):
// - 2 real pictures an npm package ships (@vladmandic/human assets): a collage of photos of people
//   and a screenshot with two people: {Person};
// - 8 crops of the collage's top row (one photo each, a person in every one): {Person};
// - the 40 photos of the demo library (generateDemoLibrary: gradients, shapes, a caption): {} (no
//   COCO object in them);
// - 4 generated scenes (flat grey, noise, stripes, a gradient): {}.
// Printed: the first job (it loads the model), then per job time, labels and images per second, peak
// RSS per job (sampled every 2 ms, minus the RSS before the job), and precision (labels given that are
// expected / labels given) and recall (expected labels given / expected labels) over the set, with
// the labels found in the demo photos. Figures only: nothing is asserted on time.
// Run: pnpm run bench recognition
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtinModelLoaded, builtinRecognizer } from '../../packages/server/src/recognition/builtin.ts';
import {
  GENERATED_SCENES,
  pictureSize,
  realPhotoFixture,
  secondPhotoFixture,
  writeCrop,
  writeScene,
} from '../../packages/server/src/recognition/fixtures.ts';
import { boundedPicture } from '../../packages/server/src/recognition/picture.ts';
import {
  boundLabels,
  RECOGNITION_BOUNDS,
  type RecognizedLabel,
} from '../../packages/server/src/recognition/provider.ts';
import { bytes, figure, median, note, percentile, printTable } from './lib/measure.ts';

interface Sample {
  name: string;
  path: string;
  expected: string[];
}

async function labelledSet(dir: string): Promise<Sample[]> {
  const samples: Sample[] = [
    { name: 'collage of people (package)', path: realPhotoFixture(), expected: ['Person'] },
    { name: 'two people (package)', path: secondPhotoFixture(), expected: ['Person'] },
  ];
  // The collage's top row: 8 photos of 160 px (the collage is 1280 wide).
  const size = await pictureSize(realPhotoFixture());
  const tile = Math.floor(size.width / 8);
  for (let i = 0; i < 8; i++) {
    const path = join(dir, `crop-${i}.jpg`);
    await writeCrop(realPhotoFixture(), path, {
      left: i * tile,
      top: 0,
      width: tile,
      height: Math.min(tile, size.height),
    });
    samples.push({ name: `collage crop ${i + 1}`, path, expected: ['Person'] });
  }
  const { generateDemoLibrary } = await import('../../packages/server/src/seed/index.ts');
  const library = await generateDemoLibrary(join(dir, 'demo'), { video: false });
  for (const file of library.files.filter((f) => f.kind === 'image')) {
    samples.push({ name: `demo ${file.fileName}`, path: join(dir, 'demo', file.relativePath), expected: [] });
  }
  for (const scene of GENERATED_SCENES) {
    const path = join(dir, `${scene.replace(/ /g, '-')}.jpg`);
    await writeScene(scene, path);
    samples.push({ name: `scene ${scene}`, path, expected: [] });
  }
  return samples;
}

/** Runs `job` while sampling RSS every 2 ms; answers its result, time and peak RSS above the start. */
async function measured<T>(job: () => Promise<T>): Promise<{ value: T; ms: number; peakBytes: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 2);
  const start = performance.now();
  try {
    const value = await job();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { value, ms: performance.now() - start, peakBytes: peak - before };
  } finally {
    clearInterval(timer);
  }
}

const dir = await mkdtemp(join(tmpdir(), 'vitrine-recognition-bench-'));
try {
  const samples = await labelledSet(dir);
  const provider = builtinRecognizer();
  const signal = new AbortController().signal;
  const detections = new Map<string, RecognizedLabel[]>();
  const recognise = async (path: string) => {
    const found = await provider.recognize(await boundedPicture(path), signal);
    detections.set(path, found);
    return boundLabels(found);
  };

  note(
    `Built-in recognizer: CenterNet (MobileNet v3, COCO 80 classes) on TensorFlow.js WebAssembly; bounds: picture ≤ ${RECOGNITION_BOUNDS.maxSide} px, score ≥ ${RECOGNITION_BOUNDS.minScore}, ≤ ${RECOGNITION_BOUNDS.maxLabels} labels`,
  );
  const first = await measured(() => recognise(realPhotoFixture()));
  note(
    `first job (loads the model; loaded: ${builtinModelLoaded()}): ${figure(first.ms)} ms, peak RSS +${bytes(first.peakBytes)}, RSS after ${bytes(process.memoryUsage.rss())}`,
  );

  const rows: string[][] = [];
  const times: number[] = [];
  const peaks: number[] = [];
  let labelsGiven = 0;
  let correct = 0;
  let expectedTotal = 0;
  let found = 0;
  const demoLabels = new Map<string, number>();
  for (const sample of samples) {
    const run = await measured(() => recognise(sample.path));
    times.push(run.ms);
    peaks.push(run.peakBytes);
    labelsGiven += run.value.length;
    correct += run.value.filter((label) => sample.expected.includes(label)).length;
    expectedTotal += sample.expected.length;
    found += sample.expected.filter((label) => run.value.includes(label)).length;
    if (sample.name.startsWith('demo ')) {
      for (const label of run.value) demoLabels.set(label, (demoLabels.get(label) ?? 0) + 1);
    }
    if (!sample.name.startsWith('demo ') || run.value.length > 0) {
      rows.push([
        sample.name,
        sample.expected.join(', ') || '—',
        run.value.join(', ') || '—',
        `${figure(run.ms)} ms`,
        bytes(run.peakBytes),
      ]);
    }
  }
  printTable(
    'Labelled set (demo photos shown only when labelled)',
    ['picture', 'expected', 'labels', 'time', 'peak RSS +'],
    rows,
  );
  const totalSeconds = times.reduce((a, b) => a + b, 0) / 1000;
  printTable(
    `Per job over ${samples.length} pictures`,
    ['figure', 'value'],
    [
      ['time per job, median', `${figure(median(times))} ms`],
      ['time per job, p95', `${figure(percentile(times, 0.95))} ms`],
      ['images per second', figure(samples.length / totalSeconds)],
      ['labels per second', figure(labelsGiven / totalSeconds)],
      ['peak RSS per job, median', bytes(median(peaks))],
      ['peak RSS per job, max', bytes(Math.max(...peaks))],
      ['process RSS after', bytes(process.memoryUsage.rss())],
      ['labels given', String(labelsGiven)],
      ['precision (expected / given)', labelsGiven === 0 ? 'n/a' : figure(correct / labelsGiven)],
      ['recall (given / expected)', expectedTotal === 0 ? 'n/a' : figure(found / expectedTotal)],
      [
        'labels found in the 40 demo photos',
        [...demoLabels.entries()].map(([label, n]) => `${label} × ${n}`).join(', ') || 'none',
      ],
    ],
  );
  // The same detections kept at other score thresholds (what minScore trades).
  const thresholds = [0.2, 0.3, 0.4, 0.5, 0.6];
  printTable(
    'Precision and recall by score threshold (same detections)',
    ['min score', 'labels given', 'precision', 'recall', 'labels on the demo photos'],
    thresholds.map((threshold) => {
      let given = 0;
      let right = 0;
      let hit = 0;
      let demo = 0;
      for (const sample of samples) {
        const labels = [
          ...new Set(
            (detections.get(sample.path) ?? []).filter((d) => d.score >= threshold).map((d) => d.label),
          ),
        ].slice(0, RECOGNITION_BOUNDS.maxLabels);
        given += labels.length;
        right += labels.filter((label) => sample.expected.includes(label)).length;
        hit += sample.expected.filter((label) => labels.includes(label)).length;
        if (sample.name.startsWith('demo ')) demo += labels.length;
      }
      return [
        `${threshold}${threshold === RECOGNITION_BOUNDS.minScore ? ' (configured)' : ''}`,
        String(given),
        given === 0 ? 'n/a' : figure(right / given),
        expectedTotal === 0 ? 'n/a' : figure(hit / expectedTotal),
        String(demo),
      ];
    }),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
