// Thumbnails for the files sharp cannot draw (issue 14, "Real tiles for every type"): a PDF's first
// page drawn by poppler's pdftoppm (Debian: poppler-utils; its page count from pdfinfo), and an
// audio file's waveform drawn by ffmpeg's showwavespic (its length from ffprobe). Each picture is a
// PNG in the job's scratch folder that then becomes the four renditions of spec 000 §9 like a photo.
// As jobs/ffmpeg.ts: child processes with an argument list (no shell), absolute input paths (never
// read as an option), a time limit, a bounded output size, and a kill when the job is interrupted.
import { isAbsolute, resolve } from 'node:path';
import { commandRuns, PROBE_TIMEOUT_MS, runTool, type VideoTools } from './ffmpeg';

export interface PdfTools {
  pdftoppm: string;
  pdfinfo: string;
}

/** The longest side of a drawn PDF page: the largest rendition's box (spec 000 §9 large 3840×2160). */
export const PDF_PAGE_MAX_PIXELS = 3840;
/** The waveform picture: 4:3 like a tile, large enough for the medium rendition. */
export const WAVEFORM_SIZE = { width: 1600, height: 1200 } as const;
/** How long drawing a waveform may take (ffmpeg decodes the whole file: a long recording). */
export const WAVEFORM_TIMEOUT_MS = 10 * 60 * 1000;
/** The waveform's colours (the UI's accent on its light surface). */
export const WAVEFORM_COLORS = { wave: '0x4263eb', background: '0xf1f3f5' } as const;

const found = new Map<string, Promise<PdfTools | undefined>>();

/**
 * pdftoppm and pdfinfo, or undefined when either does not run. VITRINE_PDFTOPPM and VITRINE_PDFINFO
 * name them; default the ones on PATH.
 */
export function findPdfTools(env: NodeJS.ProcessEnv = process.env): Promise<PdfTools | undefined> {
  const pdftoppm = env.VITRINE_PDFTOPPM?.trim() || 'pdftoppm';
  const pdfinfo = env.VITRINE_PDFINFO?.trim() || 'pdfinfo';
  const key = `${pdftoppm}\u0000${pdfinfo}`;
  let lookup = found.get(key);
  if (!lookup) {
    lookup = Promise.all([commandRuns(pdftoppm, ['-v']), commandRuns(pdfinfo, ['-v'])]).then(([a, b]) =>
      a && b ? { pdftoppm, pdfinfo } : undefined,
    );
    found.set(key, lookup);
  }
  return lookup;
}

/** An absolute path: poppler's tools take no `file:` prefix, and a path starting with '-' is an option. */
function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(path);
}

/** A PDF's page count from pdfinfo ("Pages: 12"); null when it says none. */
export async function pdfPageCount(tools: PdfTools, input: string, signal?: AbortSignal): Promise<number | null> {
  const out = await runTool(tools.pdfinfo, [absolute(input)], {
    timeoutMs: PROBE_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  const match = /^Pages:\s+(\d+)\s*$/m.exec(out);
  const pages = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(pages) && pages > 0 ? pages : null;
}

/**
 * Draws the first page as PNG at `outputBase`.png, scaled to fit PDF_PAGE_MAX_PIXELS square (so a
 * page of any declared size makes a bounded picture).
 */
export async function renderPdfFirstPage(
  tools: PdfTools,
  input: string,
  outputBase: string,
  signal?: AbortSignal,
): Promise<string> {
  await runTool(
    tools.pdftoppm,
    [
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      '-png',
      '-scale-to',
      String(PDF_PAGE_MAX_PIXELS),
      absolute(input),
      absolute(outputBase),
    ],
    { timeoutMs: PROBE_TIMEOUT_MS, ...(signal ? { signal } : {}) },
  );
  return `${absolute(outputBase)}.png`;
}

/** Draws the waveform of the first audio stream as PNG (WAVEFORM_SIZE, opaque background). */
export async function renderWaveform(
  tools: VideoTools,
  input: string,
  output: string,
  signal?: AbortSignal,
): Promise<void> {
  const { width, height } = WAVEFORM_SIZE;
  const size = `${width}x${height}`;
  await runTool(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-y',
      '-i',
      `file:${input}`,
      '-filter_complex',
      `[0:a:0]aformat=channel_layouts=mono,showwavespic=s=${size}:colors=${WAVEFORM_COLORS.wave}:scale=sqrt[w];` +
        `color=c=${WAVEFORM_COLORS.background}:s=${size}[bg];[bg][w]overlay=shortest=1:format=auto,format=rgb24`,
      '-frames:v',
      '1',
      '-f',
      'image2',
      '-c:v',
      'png',
      `file:${output}`,
    ],
    { timeoutMs: WAVEFORM_TIMEOUT_MS, ...(signal ? { signal } : {}) },
  );
}
