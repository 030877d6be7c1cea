// ffmpeg and ffprobe for the video job (spec 001 §4 "Video processing"). They are not npm packages
// and nothing downloads them: the server uses the ones installed on the machine (Debian: the ffmpeg
// package), found on PATH or named by VITRINE_FFMPEG / VITRINE_FFPROBE. Every run is a child process
// with an argument list (no shell), input paths prefixed with `file:` so a path is never read as an
// option or a protocol, a time limit, and a kill when the job is interrupted.
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

/** How long one ffmpeg run may take before it is killed (a 2 GiB upload transcoded on a small machine). */
export const FFMPEG_TIMEOUT_MS = 6 * 60 * 60 * 1000;
/** How long ffprobe and a poster frame may take. */
export const PROBE_TIMEOUT_MS = 60_000;
/** Threads one transcode uses: the worker runs one job at a time next to the server (2-core machines). */
export const FFMPEG_THREADS = 2;

/**
 * Whether `command args` runs and exits 0 within 10 s (asynchronously: a server start does not wait
 * on a blocked loop). The tool lookups of the video and document jobs ask it.
 */
export function commandRuns(command: string, args: readonly string[]): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args, { stdio: 'ignore' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.on('error', () => {
        clearTimeout(timer);
        resolve(false);
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve(code === 0);
      });
    } catch {
      resolve(false);
    }
  });
}

/** Lookups already made, by command pair: every server of a process (the tests) asks once. */
const found = new Map<string, Promise<VideoTools | undefined>>();

/**
 * The tools to use, or undefined when ffmpeg or ffprobe does not run. VITRINE_FFMPEG names ffmpeg;
 * ffprobe is VITRINE_FFPROBE, else the ffprobe next to that ffmpeg, else `ffprobe` on PATH.
 */
export function findVideoTools(env: NodeJS.ProcessEnv = process.env): Promise<VideoTools | undefined> {
  const ffmpeg = env.VITRINE_FFMPEG?.trim() || 'ffmpeg';
  const sibling =
    ffmpeg.includes('/') && basename(ffmpeg).startsWith('ffmpeg')
      ? join(dirname(ffmpeg), basename(ffmpeg).replace(/^ffmpeg/, 'ffprobe'))
      : 'ffprobe';
  const ffprobe = env.VITRINE_FFPROBE?.trim() || sibling;
  const key = `${ffmpeg}\u0000${ffprobe}`;
  let lookup = found.get(key);
  if (!lookup) {
    lookup = Promise.all([
      commandRuns(ffmpeg, ['-hide_banner', '-version']),
      commandRuns(ffprobe, ['-hide_banner', '-version']),
    ]).then(([a, b]) =>
      a && b ? { ffmpeg, ffprobe } : undefined,
    );
    found.set(key, lookup);
  }
  return lookup;
}

/** A tool's run that failed: its exit code and the end of what it wrote to stderr. */
export class ToolError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
  ) {
    super(message);
    this.name = 'ToolError';
  }
}

/** Thrown when the signal aborted a run (the worker is stopping). */
export class ToolAborted extends Error {
  constructor() {
    super('aborted');
    this.name = 'ToolAborted';
  }
}

const STDERR_KEPT = 2000;

/**
 * Runs a tool; resolves with its stdout, calling `onLine` for each stdout line as it comes (ffmpeg's
 * -progress). Rejects with ToolError (a non-zero exit, a time-out) or ToolAborted.
 */
export function runTool(
  command: string,
  args: readonly string[],
  options: { timeoutMs: number; signal?: AbortSignal; onLine?: (line: string) => void },
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ToolAborted());
      return;
    }
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let pending = '';
    let stderr = '';
    let timedOut = false;
    const kill = () => child.kill('SIGKILL');
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, options.timeoutMs);
    options.signal?.addEventListener('abort', kill, { once: true });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      stdout += text;
      if (!options.onLine) return;
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine(line.trim());
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderr = (stderr + text).slice(-STDERR_KEPT);
    });
    const finish = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', kill);
    };
    child.on('error', (error) => {
      finish();
      reject(new ToolError(`${basename(command)} could not start: ${error.message}`, null));
    });
    child.on('close', (code) => {
      finish();
      if (options.signal?.aborted) reject(new ToolAborted());
      else if (timedOut) reject(new ToolError(`${basename(command)} took too long`, code));
      else if (code !== 0) {
        const last = stderr.trim().split('\n').pop()?.trim() || `exit code ${code}`;
        reject(new ToolError(`${basename(command)} failed: ${last}`, code));
      } else resolve(stdout);
    });
  });
}

/** What ffprobe says of a video. */
export interface VideoProbe {
  /** The container's duration in seconds, when known. */
  durationSeconds: number | null;
  /** ffprobe's format name ("mov,mp4,m4a,3gp,3g2,mj2", "matroska,webm", "avi"...). */
  formatName: string;
  video: { codec: string; width: number; height: number; frameRate: number | null } | null;
  audio: { codec: string } | null;
}

interface ProbeJson {
  format?: { duration?: string; format_name?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    disposition?: { attached_pic?: number };
  }[];
}

function frameRate(value: string | undefined): number | null {
  const [num, den] = (value ?? '').split('/').map(Number);
  if (!num || !den || !Number.isFinite(num / den)) return null;
  return Math.round((num / den) * 1000) / 1000;
}

export async function probeVideo(tools: VideoTools, path: string, signal?: AbortSignal): Promise<VideoProbe> {
  const out = await runTool(
    tools.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', `file:${path}`],
    { timeoutMs: PROBE_TIMEOUT_MS, ...(signal ? { signal } : {}) },
  );
  const json = JSON.parse(out) as ProbeJson;
  const streams = json.streams ?? [];
  // A cover picture in an audio-like file is not the video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const duration = Number(json.format?.duration);
  return {
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    formatName: json.format?.format_name ?? '',
    video:
      video?.width && video.height
        ? {
            codec: video.codec_name ?? '',
            width: video.width,
            height: video.height,
            frameRate: frameRate(video.avg_frame_rate),
          }
        : null,
    audio: audio ? { codec: audio.codec_name ?? '' } : null,
  };
}

/** Writes one frame as PNG: at `atSeconds`, or the first frame when that one does not come out. */
export async function extractPoster(
  tools: VideoTools,
  input: string,
  output: string,
  atSeconds: number,
  signal?: AbortSignal,
): Promise<void> {
  const grab = (seconds: number) =>
    runTool(
      tools.ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-y',
        ...(seconds > 0 ? ['-ss', seconds.toFixed(3)] : []),
        '-i',
        `file:${input}`,
        '-map',
        '0:v:0',
        '-frames:v',
        '1',
        '-an',
        '-f',
        'image2',
        '-c:v',
        'png',
        `file:${output}`,
      ],
      { timeoutMs: PROBE_TIMEOUT_MS, ...(signal ? { signal } : {}) },
    );
  await grab(atSeconds);
  const size = await stat(output).then(
    (s) => s.size,
    () => 0,
  );
  if (size === 0 && atSeconds > 0) await grab(0);
}

/**
 * Whether a browser's video element plays the file as it is: MP4 with H.264 (and AAC or MP3 sound,
 * or none), or WebM with VP8 / VP9 / AV1 (and Opus or Vorbis). Anything else gets an MP4 rendition.
 */
export function isWebPlayable(mimeType: string, probe: VideoProbe): boolean {
  const audio = probe.audio?.codec;
  if (mimeType === 'video/mp4') {
    return probe.video?.codec === 'h264' && (audio === undefined || audio === 'aac' || audio === 'mp3');
  }
  if (mimeType === 'video/webm') {
    return (
      ['vp8', 'vp9', 'av1'].includes(probe.video?.codec ?? '') &&
      (audio === undefined || audio === 'opus' || audio === 'vorbis')
    );
  }
  return false;
}

/** The web rendition's largest frame: full HD, the aspect ratio kept, even dimensions (H.264 4:2:0). */
const WEB_SCALE =
  "scale=w='min(1920,iw)':h='min(1080,ih)':force_original_aspect_ratio=decrease,scale=trunc(iw/2)*2:trunc(ih/2)*2";

/**
 * Transcodes to an MP4 a browser plays (H.264 + AAC, fast start), reporting the share done (0..1)
 * from ffmpeg's -progress output against the probed duration.
 */
export async function transcodeForWeb(
  tools: VideoTools,
  input: string,
  output: string,
  durationSeconds: number | null,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
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
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-vf',
      WEB_SCALE,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      '-threads',
      String(FFMPEG_THREADS),
      '-progress',
      'pipe:1',
      '-nostats',
      '-f',
      'mp4',
      `file:${output}`,
    ],
    {
      timeoutMs: FFMPEG_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
      onLine: (line) => {
        // out_time_us (out_time_ms is microseconds too, in older builds).
        const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
        if (match && durationSeconds) onProgress(Math.min(1, Number(match[1]) / 1e6 / durationSeconds));
      },
    },
  );
}
