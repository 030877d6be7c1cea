// What a thumbnail shows besides the picture (spec 000 §2 "every thumbnail"): its badges and its data
// line. Pure: the component renders these lists as text, never as markup.
import type { ImageSummary } from '@vitrine/api-client';
import {
  computeExpiryState,
  createLocaleFormat,
  en,
  type LocaleFormat,
  parseVideoStatus,
  type VitrineLocale,
} from '@vitrine/core';
import type { GalleryLocale } from '../gallery/locale';

/** The kinds of badge, in the order they show. */
export const THUMBNAIL_BADGE_KINDS = [
  'thumbnailFailed',
  'expired',
  'expiringSoon',
  'video',
  'workflow',
  'offBrand',
  'recognitionAwaiting',
  'recognitionFailed',
  'versions',
  'externalPreview',
] as const;
/** One of {@link THUMBNAIL_BADGE_KINDS}. */
export type ThumbnailBadgeKind = (typeof THUMBNAIL_BADGE_KINDS)[number];

/** The colour family of a badge (theme variables --vt-views-badge-<tone>-*). */
export type BadgeTone = 'danger' | 'warning' | 'success' | 'info' | 'neutral';

/** One badge of a thumbnail. */
export interface ThumbnailBadge {
  kind: ThumbnailBadgeKind;
  /** Unique among the badges of one thumbnail (React key). */
  key: string;
  /** The text shown, or null for a colour-only badge. */
  text: string | null;
  /** What assistive technology reads (and the tooltip). */
  label: string;
  tone: BadgeTone;
  /** A workflow status's own colour (CSS colour, validated), when it has one. */
  color?: string;
  /** A processing video's progress (0-100): the badge draws a progress bar. */
  percent?: number;
  /** The progress bar's accessible name (the spec's 'Processing'). */
  progressLabel?: string;
  /** More for assistive technology and the tooltip: a failed video's try count (spec 001 §8). */
  description?: string;
  /** A video badge's state (queued, queuedPriority, processing, failed). */
  videoState?: 'queued' | 'queuedPriority' | 'processing' | 'failed';
}

/** Which badge groups a host shows; each follows a global setting of spec 000 §3. */
export interface ThumbnailBadgeGroups {
  /** Expired / expiring soon. */
  expiry: boolean;
  /** Video processing status. */
  video: boolean;
  /** Workflow statuses (enableWorkflow). */
  workflow: boolean;
  /** On brand / off brand (enableImageBrandingStatus). */
  branding: boolean;
  /** Recognition awaiting / failed (recognition enabled). */
  recognition: boolean;
  /** Versions (enableImageVersions). */
  versions: boolean;
}

/** Every badge group on: the defaults of a thumbnail (STYLE habit 2). */
export const defaultBadgeGroups: Readonly<ThumbnailBadgeGroups> = {
  expiry: true,
  video: true,
  workflow: true,
  branding: true,
  recognition: true,
  versions: true,
};

/** What {@link thumbnailBadges} needs besides the image. */
export interface ThumbnailBadgeOptions {
  locale: GalleryLocale;
  /** The core catalogue (video status labels), with the host's overrides. */
  messages?: VitrineLocale;
  /** Dates and numbers in the provider's language (`useLocaleFormat()`); English by default. */
  format?: LocaleFormat;
  groups?: Partial<ThumbnailBadgeGroups>;
  /** The workflowBadgesShowOnlyColor web setting (spec 000 §3). */
  workflowBadgesShowOnlyColor?: boolean;
  /** Today, for images whose answer lacks isExpired / isExpiredSoon. */
  now?: Date;
  /** How many times the server tried to process a failed video, when known (spec 001 §8). */
  videoTries?: number;
}

// A workflow colour is data: only plain CSS colour syntax reaches the style attribute.
const CSS_COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\)|[a-z]{3,20})$/i;

/** A workflow status colour when it is plain CSS colour syntax, else undefined. */
export function safeCssColor(color: string | null | undefined): string | undefined {
  const value = color?.trim();
  return value && CSS_COLOR.test(value) ? value : undefined;
}

function expiryOf(image: ImageSummary, now: Date | undefined) {
  // spec 000 §3: the answer carries the derived flags; compute them only when it does not.
  if (typeof image.isExpired === 'boolean' || typeof image.isExpiredSoon === 'boolean') {
    return image.isExpired ? 'expired' : image.isExpiredSoon ? 'expiringSoon' : 'none';
  }
  return computeExpiryState(image.expirationDate, now ?? new Date());
}

/** The badges of an image, in the order of {@link THUMBNAIL_BADGE_KINDS}. */
export function thumbnailBadges(image: ImageSummary, options: ThumbnailBadgeOptions): ThumbnailBadge[] {
  const { locale, messages = en, workflowBadgesShowOnlyColor = false, now, videoTries } = options;
  const format = options.format ?? createLocaleFormat();
  const interpolate = format.interpolate;
  const groups = { ...defaultBadgeGroups, ...options.groups };
  const badges: ThumbnailBadge[] = [];
  const add = (badge: Omit<ThumbnailBadge, 'key' | 'label'> & { key?: string; label?: string }) =>
    badges.push({ ...badge, key: badge.key ?? badge.kind, label: badge.label ?? badge.text ?? '' });

  // The server could not make the file's thumbnails (ImageSummary.thumbnailFailed): always shown,
  // whatever the groups, since it says why the picture is missing.
  if (image.thumbnailFailed === true) {
    add({ kind: 'thumbnailFailed', text: locale.thumbnailFailed, tone: 'danger' });
  }

  if (groups.expiry) {
    const expiry = expiryOf(image, now);
    if (expiry === 'expired') add({ kind: 'expired', text: locale.expired, tone: 'danger' });
    if (expiry === 'expiringSoon') {
      const date = format.date(image.expirationDate);
      add({
        kind: 'expiringSoon',
        text: date
          ? interpolate(locale.expiringSoon, { date })
          : locale.expiringSoon.replace(/\s*\{date\}/, ''),
        tone: 'warning',
      });
    }
  }
  if (groups.video && image.videoStatus) {
    // spec 001 §3, §4: the badge follows the status (polled by useVideoStatus); empty, skipped and
    // unknown statuses show nothing.
    const status = parseVideoStatus(image.videoStatus, videoTries ?? 0, messages, format.number);
    if (status.kind === 'queued' || status.kind === 'queuedPriority') {
      add({ kind: 'video', text: status.label, tone: 'info', videoState: status.kind });
    } else if (status.kind === 'processing') {
      add({
        kind: 'video',
        text: interpolate(locale.videoProgress, { label: status.label, percent: Math.round(status.percent) }),
        tone: 'info',
        percent: status.percent,
        progressLabel: status.label,
        videoState: 'processing',
      });
    } else if (status.kind === 'failed') {
      // spec 001 §8: "Failed" with "The server tried to process this video N time(s) so far."
      add({
        kind: 'video',
        text: status.label,
        tone: 'danger',
        videoState: 'failed',
        ...(typeof videoTries === 'number' ? { description: status.hint } : {}),
      });
    }
  }
  if (groups.workflow) {
    for (const workflow of image.imageWorkflowStatuses ?? []) {
      const color = safeCssColor(workflow.color);
      add({
        kind: 'workflow',
        key: `workflow-${workflow.id}`,
        text: workflowBadgesShowOnlyColor ? null : workflow.name,
        label: workflowBadgesShowOnlyColor
          ? interpolate(locale.workflowStatus, { name: workflow.name })
          : workflow.name,
        tone: 'neutral',
        ...(color ? { color } : {}),
      });
    }
  }
  // On brand is the default and needs no badge (issue 14): only what is worth noticing shows.
  if (groups.branding && image.isOnBrand === false) {
    add({ kind: 'offBrand', text: locale.offBrand, tone: 'neutral' });
  }
  if (groups.recognition) {
    if (image.awaitingRecognition)
      add({ kind: 'recognitionAwaiting', text: locale.recognitionAwaiting, tone: 'info' });
    if (image.failedRecognition)
      add({ kind: 'recognitionFailed', text: locale.recognitionFailed, tone: 'danger' });
  }
  // Version 1 is the only version; a badge shows from the second on.
  if (groups.versions && typeof image.version === 'number' && image.version > 1) {
    add({
      kind: 'versions',
      text: interpolate(locale.version, { n: image.version }),
      label: interpolate(locale.versionLabel, { n: image.version }),
      tone: 'neutral',
    });
  }
  if (externalPreviewUrl(image))
    add({ kind: 'externalPreview', text: locale.externalPreview, tone: 'neutral' });
  return badges;
}

/** Pixels a badge takes besides its text (padding, gap), and per character of its text (0.75rem bold). */
const BADGE_CHROME_PX = 16;
const BADGE_CHAR_PX = 7;
/** A colour-only badge (its dot), and the "+N" badge of the rest. */
const BADGE_DOT_PX = 20;
const BADGE_MORE_PX = 34;
/** The badge row's insets in the tile: 6 px on the left, 36 px on the right (the selection box). */
export const BADGE_ROW_INSETS_PX = 42;

/** About how wide a badge draws (an estimate from its text, enough to decide what fits). */
export function estimatedBadgeWidth(badge: Pick<ThumbnailBadge, 'text' | 'percent' | 'kind'>): number {
  if (badge.text === null) return BADGE_DOT_PX;
  // A processing video's bar (36 px and its gap), a workflow status's dot (10 px and its gap).
  const extra = (badge.percent === undefined ? 0 : 40) + (badge.kind === 'workflow' ? 14 : 0);
  return BADGE_CHROME_PX + BADGE_CHAR_PX * badge.text.length + extra;
}

/**
 * The badges that fit in one row of a tile `width` px wide, and the rest (issue 14: the row never
 * wraps into the picture; the rest show as one "+N" badge naming them). The first badge always
 * shows (shortened with an ellipsis when even it does not fit).
 */
export function compactBadges(
  badges: readonly ThumbnailBadge[],
  width: number,
): { shown: ThumbnailBadge[]; hidden: ThumbnailBadge[] } {
  const room = width - BADGE_ROW_INSETS_PX;
  const gap = 4;
  let used = 0;
  let count = 0;
  for (const [index, badge] of badges.entries()) {
    const needed = (count > 0 ? gap : 0) + estimatedBadgeWidth(badge);
    const last = index === badges.length - 1;
    const reserve = last ? 0 : gap + BADGE_MORE_PX;
    if (count > 0 && used + needed + reserve > room) break;
    used += needed;
    count += 1;
  }
  return { shown: badges.slice(0, count), hidden: badges.slice(count) };
}

/** The thumbnail's data line (showThumbs): file name, size in 1024 units, date in the language. */
export interface ThumbnailCaption {
  name: string;
  /** '' when the size is unknown. */
  size: string;
  /** The date taken, else the date added; '' when neither. */
  date: string;
  /** Accessible name of the date ('Taken 2024-03-01', 'Aufgenommen am 01.03.2024'). */
  dateLabel: string;
}

/**
 * The caption of an image (spec 000 §9: sizes in 1024 units; dates yyyy-mm-dd in English, the
 * language's own numeric date otherwise), written with `format` (English by default).
 */
export function thumbnailCaption(
  image: ImageSummary,
  locale: GalleryLocale,
  format: LocaleFormat = createLocaleFormat(),
): ThumbnailCaption {
  const taken = format.date(image.imageIPTC?.DateCreated);
  const added = format.date(image.imageLog?.addedToDBGallery);
  const date = taken || added;
  return {
    name: image.fileName,
    size: typeof image.fileSize === 'number' ? format.fileSize(image.fileSize) : '',
    date,
    dateLabel: date ? format.interpolate(taken ? locale.dateTaken : locale.dateAdded, { date }) : '',
  };
}

/** Alt text: the title, else the file name (spec 000 §2 accessibility). */
export function thumbnailAlt(image: ImageSummary): string {
  const title = image.imageAttributes?.title?.trim();
  return title ? title : image.fileName;
}

/**
 * spec 000 §2: an image with an external preview URL opens it in a new tab instead of the viewer.
 * Only http(s) URLs count (a `javascript:` URL is data, never run); others open the viewer.
 */
export function externalPreviewUrl(image: Pick<ImageSummary, 'previewExternalUrl'>): string | null {
  const raw = image.previewExternalUrl?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
