// A demo video, only where ffmpeg is installed (it is not a dependency: nothing downloads it).
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The ffmpeg command to use, or undefined when `command -version` does not run. */
export function findFfmpeg(command = 'ffmpeg'): string | undefined {
  try {
    const probe = spawnSync(command, ['-hide_banner', '-version'], { stdio: 'ignore', timeout: 10_000 });
    return probe.status === 0 ? command : undefined;
  } catch {
    return undefined;
  }
}

/** What the demo video carries (container metadata). */
export interface DemoVideoInfo {
  title: string;
  author: string;
  description: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  seconds: number;
  width: number;
  height: number;
}

export const DEMO_VIDEO: DemoVideoInfo = {
  title: 'Harbour test pattern',
  author: 'Kwame Mensah',
  description: 'A generated test pattern with a 440 Hz tone.',
  date: '2023-06-21',
  seconds: 4,
  width: 640,
  height: 360,
};

/**
 * Writes an MP4 (H.264 when the ffmpeg build has it, AAC audio) of ffmpeg's own test pattern and
 * tone, with title / artist / comment / date tags. Bit-exact flags and one thread, so reruns with the
 * same ffmpeg give the same bytes.
 */
export async function makeDemoVideo(
  ffmpeg: string,
  outputPath: string,
  info: DemoVideoInfo = DEMO_VIDEO,
): Promise<void> {
  const { seconds, width, height } = info;
  await run(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${width}x${height}:rate=25:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-threads',
      '1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-flags:a',
      '+bitexact',
      '-movflags',
      '+faststart',
      '-metadata',
      `title=${info.title}`,
      '-metadata',
      `artist=${info.author}`,
      '-metadata',
      `comment=${info.description}`,
      '-metadata',
      `date=${info.date}`,
      '-shortest',
      outputPath,
    ],
    { timeout: 120_000 },
  );
}
