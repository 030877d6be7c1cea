// The built-in recognizer (docs/decisions.md "Object recognition"): CenterNet with a MobileNet v3
// backbone trained on COCO (80 classes), as the model files `models/centernet.{json,bin}` that the npm
// package @vladmandic/human ships (MIT), run with TensorFlow.js on its WebAssembly backend, whose
// .wasm files ship in @tensorflow/tfjs-backend-wasm. Nothing is fetched: the model and the .wasm are
// read from node_modules. Loaded on the first image (the first recognition job), never at start, and
// never in the browser. One image at a time (the job worker runs one job at a time by default).
// The post-processing follows @vladmandic/human's src/object/centernet.ts (MIT): the model answers
// boxes with a score and a class; overlapping boxes of a class are merged by non-max suppression.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { InterruptedJobError } from '../jobs/worker';
import { COCO_LABELS } from './coco-labels';
import type { RecognitionInput, RecognitionProvider, RecognizedLabel } from './provider';

const require = createRequire(import.meta.url);

/** The model's input: 512 × 512 RGB, values 0..255 (the model's signature). */
export const BUILTIN_INPUT_SIZE = 512;
/** Detections kept before the labels are bounded, and the overlap at which two boxes are one. */
const MAX_DETECTIONS = 20;
const IOU_THRESHOLD = 0.4;
/** The lowest detection score looked at (RECOGNITION_BOUNDS.minScore decides what is kept). */
const MIN_DETECTION_SCORE = 0.2;

/** Where the model files and the .wasm files are (inside node_modules; nothing downloaded). */
export function builtinModelPaths(): { modelJson: string; modelWeights: string; wasmDir: string } {
  // `@vladmandic/human` resolves to dist/human.node.js (not loaded): its models/ sits beside dist/.
  const human = join(dirname(require.resolve('@vladmandic/human')), '..', 'models');
  const wasmDir = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  return {
    modelJson: join(human, 'centernet.json'),
    modelWeights: join(human, 'centernet.bin'),
    wasmDir: `${wasmDir}/`,
  };
}

type Tf = typeof import('@tensorflow/tfjs-core');
type GraphModel = import('@tensorflow/tfjs-converter').GraphModel;

interface Loaded {
  tf: Tf;
  model: GraphModel;
}

let loading: Promise<Loaded> | null = null;

/** Loads TensorFlow.js (WebAssembly backend) and the model once per process. */
async function load(): Promise<Loaded> {
  loading ??= (async () => {
    const tf = await import('@tensorflow/tfjs-core');
    // No console banner suggesting tfjs-node (which downloads libtensorflow: not used).
    tf.env().set('PROD', true);
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    const { loadGraphModel } = await import('@tensorflow/tfjs-converter');
    const paths = builtinModelPaths();
    wasm.setWasmPaths(paths.wasmDir);
    if (!(await tf.setBackend('wasm')))
      throw new Error('the TensorFlow.js WebAssembly backend did not start');
    await tf.ready();
    const json = JSON.parse(await readFile(paths.modelJson, 'utf8')) as {
      modelTopology: object;
      weightsManifest: { weights: import('@tensorflow/tfjs-core').io.WeightsManifestEntry[] }[];
    };
    const weights = await readFile(paths.modelWeights);
    const model = await loadGraphModel(
      tf.io.fromMemory({
        modelTopology: json.modelTopology,
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(
          weights.byteOffset,
          weights.byteOffset + weights.byteLength,
        ) as ArrayBuffer,
      }),
    );
    return { tf, model };
  })();
  try {
    return await loading;
  } catch (error) {
    loading = null;
    throw error;
  }
}

/** The picture as the model's input: upright RGB pixels, stretched to 512 × 512. */
async function pixelsOf(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg)
    .rotate()
    .resize(BUILTIN_INPUT_SIZE, BUILTIN_INPUT_SIZE, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
}

/** Runs the model on one picture: the detections after non-max suppression, best first. */
export async function detectObjects(jpeg: Buffer): Promise<RecognizedLabel[]> {
  const { tf, model } = await load();
  const pixels = await pixelsOf(jpeg);
  const input = tf.tensor4d(Float32Array.from(pixels), [1, BUILTIN_INPUT_SIZE, BUILTIN_INPUT_SIZE, 3]);
  const output = model.execute(input, ['tower_0/detections']) as import('@tensorflow/tfjs-core').Tensor;
  input.dispose();
  try {
    // [1, n, 6]: x1, y1, x2, y2, score, class.
    const rows = ((await output.array()) as number[][][])[0] ?? [];
    const boxes = tf.tensor2d(rows.map(([x1 = 0, y1 = 0, x2 = 0, y2 = 0]) => [y1, x1, y2, x2]));
    const scores = tf.tensor1d(rows.map((row) => row[4] ?? 0));
    const kept = await tf.image.nonMaxSuppressionAsync(
      boxes,
      scores,
      MAX_DETECTIONS,
      IOU_THRESHOLD,
      MIN_DETECTION_SCORE,
    );
    const indices = Array.from(await kept.data());
    tf.dispose([boxes, scores, kept]);
    return indices.flatMap((index) => {
      const row = rows[index];
      const label = COCO_LABELS[Math.round(row?.[5] ?? Number.NaN)];
      return row && label ? [{ label, score: row[4] ?? 0 }] : [];
    });
  } finally {
    output.dispose();
  }
}

/** The built-in provider: the COCO detector above, one picture at a time. */
export function builtinRecognizer(): RecognitionProvider {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    name: 'builtin',
    recognize(input: RecognitionInput, signal: AbortSignal) {
      const run = queue.then(() => {
        if (signal.aborted) throw new InterruptedJobError();
        return detectObjects(input.jpeg);
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

/** Whether the built-in model is loaded in this process (the start path never loads it). */
export function builtinModelLoaded(): boolean {
  return loading !== null;
}
