// The viewer benchmark page: a grid of thumbnails (the tiny rendition, the URL the views use) of the
// files viewer.bench.ts serves; a click opens `?viewer=vitrine` (our FileViewer, inside
// VitrineProvider, the way a host does) or `?viewer=yarl` (yet-another-react-lightbox with the same
// renditions as its srcSet). Both read the same bytes from the same server. It exposes
// window.__viewerBench (protocol.ts).
import '@vitrine/ui/styles.css';
import '../../../packages/viewer/src/styles.css';
import 'yet-another-react-lightbox/styles.css';
import type { ImageSummary } from '@vitrine/api-client';
import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import { fileUrl } from '../../../packages/viewer/src/domain/preview';
import { FileViewer } from '../../../packages/viewer/src/viewer/FileViewer';
import { thumbnailUrl } from '../../../packages/views/src/thumbnail/rendition';
import { afterNextPaint, afterThisFrame, nextFrame, observeLongWork } from '../lib/in-page';
import {
  BENCH_VIEWERS,
  type BenchLibrary,
  type BenchPicture,
  type BenchViewer,
  type LongWorkSummary,
  type MoveLog,
  type PaintResult,
  pictureIndexOf,
} from './protocol';

const viewer = new URLSearchParams(location.search).get('viewer') as BenchViewer;
if (!BENCH_VIEWERS.includes(viewer)) throw new Error(`unknown viewer ${viewer}`);
const origin = location.origin;
const work = observeLongWork();
/** A user who looks at pictures: the preview tab is the saved one (the first visit opens on the info tab). */
const WEB_SETTINGS = { persistence: 'none', values: { previewTab: true, settingsTab: false } } as const;

function Grid({ files, onOpen }: { files: readonly ImageSummary[]; onOpen: (index: number) => void }) {
  return (
    <ul className="bench-grid">
      {files.map((file, index) => (
        <li key={file.id}>
          <button type="button" data-tile-id={file.id} onClick={() => onOpen(index)}>
            <img
              src={thumbnailUrl(origin, file.id, 'tiny', file.thumbnailVersion)}
              alt={file.fileName}
              loading="lazy"
              width={192}
              height={144}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Our viewer as a host uses it: the id in the host's state (its URL), the search's files to walk. */
function VitrineHost({ files }: { files: ImageSummary[] }) {
  const [imageId, setImageId] = useState<number | null>(null);
  return (
    <>
      <Grid files={files} onOpen={(index) => setImageId(files[index]?.id ?? null)} />
      <FileViewer
        imageId={imageId}
        files={files}
        total={files.length}
        onImageChange={(change) => setImageId(change.imageId)}
        onClose={() => setImageId(null)}
      />
    </>
  );
}

/** The peer as its documentation shows it: the slides with a srcSet of every size, the original the largest. */
function YarlHost({ files, pictures }: { files: ImageSummary[]; pictures: readonly BenchPicture[] }) {
  const [index, setIndex] = useState(-1);
  const slides = useMemo(
    () =>
      files.map((file): SlideImage => {
        const picture = pictures[pictureIndexOf(file.id, pictures.length)] as BenchPicture;
        const version = file.thumbnailVersion;
        return {
          src: fileUrl(origin, file.id),
          alt: file.fileName,
          width: picture.width,
          height: picture.height,
          srcSet: [
            ...picture.renditions
              .filter((rendition) => rendition.size !== 'tiny')
              .map((rendition) => ({
                src: fileUrl(origin, file.id, { rendition: rendition.size, version }),
                width: rendition.width,
                height: rendition.height,
              })),
            { src: fileUrl(origin, file.id), width: picture.width, height: picture.height },
          ],
        };
      }),
    [files, pictures],
  );
  return (
    <>
      <Grid files={files} onOpen={setIndex} />
      <Lightbox open={index >= 0} index={Math.max(0, index)} close={() => setIndex(-1)} slides={slides} />
    </>
  );
}

/** The picture the open viewer shows now. */
interface Shown {
  img: HTMLImageElement;
  id: number;
  /** The `thumb` index of the URL shown ('' for the original). */
  thumb: string;
  /** It has pixels and is not hidden by the viewer. */
  ready: boolean;
  /** It is the picture meant for the screen (not our thumbnail). */
  full: boolean;
}

function shownPicture(): Shown | null {
  const img =
    viewer === 'vitrine'
      ? document.querySelector<HTMLImageElement>('.vt-viewer__picture')
      : document.querySelector<HTMLImageElement>('.yarl__slide_current img.yarl__slide_image');
  if (!img) return null;
  const url = new URL(img.currentSrc || img.src, origin);
  const id = Number(url.searchParams.get('id'));
  const thumb = url.searchParams.get('thumb') ?? '';
  const loaded = img.complete && img.naturalWidth > 0;
  const ready =
    viewer === 'vitrine' ? loaded : loaded && !img.classList.contains('yarl__slide_image_loading');
  return { img, id, thumb, ready, full: ready && (viewer === 'yarl' || thumb !== '1') };
}

/**
 * Called at the start of a frame in which `img` is ready: when it was painted. The frame paints it
 * if it is decoded by then; otherwise the frame after its decode does (decode() is what the peer
 * awaits before showing a slide, and what raster would do).
 */
async function paintedAt(img: HTMLImageElement): Promise<number> {
  const frameDone = afterThisFrame();
  const decodedAt = await img.decode().then(
    () => performance.now(),
    () => performance.now(),
  );
  const frameAt = await frameDone;
  return decodedAt <= frameAt ? frameAt : afterNextPaint();
}

function expectPaint(id: number, trigger: 'click' | 'keydown', timeoutMs: number): Promise<PaintResult> {
  let start: number | undefined;
  window.addEventListener(
    trigger,
    (event) => {
      start = event.timeStamp;
    },
    { capture: true, once: true },
  );
  const deadline = performance.now() + timeoutMs;
  return (async () => {
    let first: { ms: number; thumb: string } | undefined;
    for (;;) {
      await nextFrame();
      if (performance.now() > deadline)
        throw new Error(
          `file ${id} was not painted within ${timeoutMs} ms (${start === undefined ? `no ${trigger} seen` : `shown: ${shownId()}, first picture ${first ? 'painted' : 'not painted'}`})`,
        );
      if (start === undefined) continue;
      const shown = shownPicture();
      if (!shown || shown.id !== id || !shown.ready) continue;
      const painted = await paintedAt(shown.img);
      first ??= { ms: painted - start, thumb: shown.thumb };
      if (shown.full)
        return {
          id,
          firstMs: first.ms,
          firstThumb: first.thumb,
          fullMs: painted - start,
          fullThumb: shown.thumb,
          fullPixels: `${shown.img.naturalWidth}×${shown.img.naturalHeight}`,
        };
    }
  })();
}

let armed: Promise<PaintResult> | undefined;

function shownId(): number | null {
  return shownPicture()?.id ?? null;
}

async function closed(timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (document.querySelector('.vt-viewer, .yarl__portal')) {
    if (performance.now() > deadline) throw new Error(`the viewer did not close within ${timeoutMs} ms`);
    await nextFrame();
  }
}

/** The move log: a frame loop watching the shown file while the driver presses keys. */
const log = {
  running: false,
  start: 0,
  moves: 0,
  fullyShown: 0,
  keys: 0,
  lastId: null as number | null,
  lastFull: false,
};
const countKey = () => {
  log.keys += 1;
};

function startMoveLog(): void {
  Object.assign(log, {
    running: true,
    start: performance.now(),
    moves: 0,
    fullyShown: 0,
    keys: 0,
    lastId: shownId(),
    // The file shown when the log starts is not counted.
    lastFull: false,
  });
  window.addEventListener('keydown', countKey, { capture: true });
  const watch = () => {
    if (!log.running) return;
    const shown = shownPicture();
    if (shown && shown.id !== log.lastId) {
      log.moves += 1;
      if (log.lastFull) log.fullyShown += 1;
      log.lastId = shown.id;
      log.lastFull = false;
    }
    if (shown?.full && log.moves > 0) log.lastFull = true;
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

function summarize(from: number, to: number): LongWorkSummary {
  const within = (entry: PerformanceEntry) => entry.startTime >= from && entry.startTime <= to;
  const tasks = work.tasks.filter(within);
  const frames = work.frames.filter(within);
  const blocking = (entry: PerformanceEntry) =>
    (entry as PerformanceEntry & { blockingDuration?: number }).blockingDuration ?? 0;
  return {
    tasks: tasks.length,
    blockingMs: tasks.reduce((sum, entry) => sum + Math.max(0, entry.duration - 50), 0),
    longestTaskMs: Math.max(0, ...tasks.map((entry) => entry.duration)),
    frames: frames.length,
    frameBlockingMs: frames.reduce((sum, entry) => sum + blocking(entry), 0),
    longestFrameMs: Math.max(0, ...frames.map((entry) => entry.duration)),
  };
}

function stopMoveLog(): MoveLog {
  log.running = false;
  window.removeEventListener('keydown', countKey, { capture: true });
  const end = performance.now();
  return {
    moves: log.moves,
    fullyShown: log.fullyShown + (log.lastFull ? 1 : 0),
    keys: log.keys,
    durationMs: end - log.start,
    work: summarize(log.start, end),
  };
}

function counts() {
  const images = [...document.images];
  const loaded = images.filter((img) => img.complete && img.naturalWidth > 0);
  return {
    images: images.length,
    loadedImages: loaded.length,
    decodedBytes: loaded.reduce((sum, img) => sum + img.naturalWidth * img.naturalHeight * 4, 0),
  };
}

async function start() {
  const library = (await (await fetch('/bench/library.json')).json()) as BenchLibrary;
  const { files, pictures } = library;
  const client = createVitrineClient({ baseUrl: origin });
  const mountStart = performance.now();
  createRoot(document.getElementById('root') as HTMLElement).render(
    // Web settings kept in memory (no settings call); the permissions of a user who may download
    // but not edit, answered here (one GET /api/permission per folder otherwise, cached).
    <VitrineProvider
      client={client}
      webSettings={WEB_SETTINGS}
      permissions={({ name }) => name === 'download'}
    >
      {viewer === 'vitrine' ? <VitrineHost files={files} /> : <YarlHost files={files} pictures={pictures} />}
    </VitrineProvider>,
  );
  // Ready once the thumbnails in view have loaded.
  for (;;) {
    await afterNextPaint();
    const inView = [...document.images].filter((img) => img.getBoundingClientRect().top < innerHeight);
    if (inView.length > 0 && inView.every((img) => img.complete)) break;
  }
  const mountMs = performance.now() - mountStart;
  window.__viewerBench = {
    ids: () => files.map((file) => file.id),
    shownId,
    arm: (id, trigger, timeoutMs) => {
      armed = expectPaint(id, trigger, timeoutMs);
      // Read through armed(); a rejection not read yet is not an unhandled one.
      armed.catch(() => {});
    },
    armed: () => armed ?? Promise.reject(new Error('nothing armed')),
    closed,
    startMoveLog,
    moves: () => log.moves,
    stopMoveLog,
    counts,
  };
  return { files: files.length, mountMs };
}

window.__viewerBenchReady = start();
