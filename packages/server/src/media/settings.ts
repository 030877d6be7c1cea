// sharp's process-wide settings for a server that makes renditions, set once at start.
import sharp from 'sharp';

/** What {@link configureSharp} sets; every field has a default. */
export interface SharpSettings {
  /**
   * libvips' operation cache (sharp's default: up to 50 MB, 20 files, 100 operations). Off by default
   * here: each original is rendered once and its renditions are stored, so the cache would only hold
   * memory (about 90 MB more peak RSS per job in tests/bench/thumbnails.bench.ts).
   */
  cache?: boolean;
  /** libvips threads per image; default: sharp's own choice (1 on glibc Linux without jemalloc). */
  concurrency?: number;
}

/** Applies the settings to the process's sharp (global: call it once, when the server starts). */
export function configureSharp(settings: SharpSettings = {}): void {
  sharp.cache(settings.cache ?? false);
  if (settings.concurrency !== undefined) sharp.concurrency(settings.concurrency);
}

/** What sharp runs with now, for a log line or a benchmark's header. */
export function describeSharp(): {
  sharp: string;
  libvips: string;
  concurrency: number;
  cacheMemoryMb: number;
} {
  const cache = sharp.cache();
  return {
    sharp: sharp.versions.sharp ?? 'unknown',
    libvips: sharp.versions.vips,
    concurrency: sharp.concurrency(),
    cacheMemoryMb: cache.memory.max,
  };
}
