// Object recognition behind one small interface (issue 18, spec 000 §4, spec 001 §4, §6): a provider
// takes one image, already bounded (RECOGNITION_BOUNDS), and answers labels with scores. The built-in
// provider (builtin.ts) runs a COCO object detector shipped inside an npm package on this machine,
// with no network; a hosted service (the spec's consent dialog names AWS) plugs in as a module that
// exports `createRecognitionProvider()` (configuration: ServerOptions.recognizer, VITRINE_RECOGNIZER;
// docs/decisions.md "Object recognition").

/** One label a provider found, with its best score (0..1). */
export interface RecognizedLabel {
  label: string;
  score: number;
}

/** The picture a provider is given: the image, upright, within RECOGNITION_BOUNDS.maxSide. */
export interface RecognitionInput {
  /** The image as JPEG bytes (upright, at most maxSide on its longer side). */
  jpeg: Buffer;
  width: number;
  height: number;
}

export interface RecognitionProvider {
  /** A name for logs and the bench ('builtin', 'aws', ...). */
  readonly name: string;
  /**
   * The labels found in one image, best first. Rejects when the image cannot be recognised (the
   * file is marked failed). `signal` aborts when the server stops.
   */
  recognize(input: RecognitionInput, signal: AbortSignal): Promise<RecognizedLabel[]>;
  /** Frees what the provider holds (the model); called when the server closes. */
  dispose?(): Promise<void> | void;
}

/**
 * The bounds of one recognition (decided, docs/decisions.md "Object recognition"): the longest side
 * of the picture handed to a provider, the labels kept per image, and the lowest score kept.
 */
export const RECOGNITION_BOUNDS = {
  /** The picture handed to a provider: at most this on its longer side (the built-in model sees 512 × 512). */
  maxSide: 1024,
  /** Labels kept per image, best first. */
  maxLabels: 10,
  /**
   * Labels scoring below this are dropped. tests/bench/recognition.bench.ts on its labelled set: 0.3
   * gives precision 0.33 (recall 1; shapes of the demo photos read as traffic lights, stop signs),
   * 0.4 gives 0.6 (recall 0.9), 0.5 gives 1 (recall 0.7): a wrong label in search costs more than a
   * missing one.
   */
  minScore: 0.5,
} as const;

/**
 * What a provider answered, as stored: scores at least minScore, one entry per label (its best
 * score), best first, at most maxLabels, names trimmed and non-empty.
 */
export function boundLabels(found: readonly RecognizedLabel[]): string[] {
  const best = new Map<string, number>();
  for (const { label, score } of found) {
    const name = label.trim();
    if (name === '' || !(score >= RECOGNITION_BOUNDS.minScore)) continue;
    if ((best.get(name) ?? -1) < score) best.set(name, score);
  }
  return [...best.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, RECOGNITION_BOUNDS.maxLabels)
    .map(([name]) => name);
}

/** How the recognizer is configured: the built-in model, none (recognition unavailable), or a provider. */
export type RecognizerOption = 'builtin' | 'off' | RecognitionProvider;

/**
 * The provider of a configuration text (VITRINE_RECOGNIZER): 'builtin' (default), 'off', or the path
 * of a module whose `createRecognitionProvider()` answers a provider (a hosted service such as AWS
 * Rekognition, with its own credentials from its own environment).
 */
export async function providerFromModule(path: string): Promise<RecognitionProvider> {
  const loaded = (await import(path)) as { createRecognitionProvider?: () => unknown };
  if (typeof loaded.createRecognitionProvider !== 'function') {
    throw new Error(`the recognizer module ${path} exports no createRecognitionProvider()`);
  }
  const provider = (await loaded.createRecognitionProvider()) as RecognitionProvider;
  if (typeof provider?.recognize !== 'function') {
    throw new Error(`the recognizer module ${path} answered no provider with recognize()`);
  }
  return provider;
}
