// <Thumbnail>: one file of a view (spec 000 §2 "every thumbnail"): the rendition its box needs at the
// device's pixel ratio, alt text from the title or the file name, the badges, and the data line when
// showThumbs is on. Every name is rendered as text (React escapes it), never as markup. A video's
// status is polled while the thumbnail is mounted and still queued or processing (useVideoStatus).
// Issue 14: the badges sit in one row that never wraps (the rest behind "+N"), a video, a sound or a
// PDF carries a type glyph (its length, its page count), and a file no picture can be made of shows
// a designed tile (an icon, its extension and its name) instead of a grey box.

import { useQueryClient } from '@tanstack/react-query';
import type { ImageSummary } from '@vitrine/api-client';
import type { LocaleFormat, VitrineLocale } from '@vitrine/core';
import { useRecognitionPolling, useVitrine } from '@vitrine/ui';
import { type CSSProperties, memo, useMemo, useState } from 'react';
import { type GalleryLocale, type GalleryLocaleOverrides, useGalleryLocale } from '../gallery/locale';
import {
  compactBadges,
  defaultBadgeGroups,
  type ThumbnailBadge,
  type ThumbnailBadgeGroups,
  thumbnailAlt,
  thumbnailBadges,
  thumbnailCaption,
} from './badges';
import { chooseRendition, type ThumbnailRendition, thumbnailUrl } from './rendition';
import { useVideoStatus } from './useVideoStatus';

/** Builds the URL of one rendition of an image (default: /Download.aspx on the client's base URL). */
export type ThumbnailUrlBuilder = (image: ImageSummary, rendition: ThumbnailRendition) => string;

/** The options a thumbnail reads, shared by every thumbnail of a view. */
export interface ThumbnailDisplayOptions {
  /** Show the data line (file name, size, date): the showThumbs web setting (spec 000 §3). Default true. */
  showThumbs?: boolean;
  /** Workflow badges as a coloured dot only: the workflowBadgesShowOnlyColor web setting. Default false. */
  workflowBadgesShowOnlyColor?: boolean;
  /** Badge groups to show (each follows a global setting); all by default. */
  badgeGroups?: Partial<ThumbnailBadgeGroups>;
  /** Today, for images whose answer lacks the expiry flags; default the current date. */
  now?: Date;
  /** Where a rendition is served; default `{client baseUrl}/Download.aspx?id=&thumb=&v=` (v: the summary's thumbnailVersion). */
  getThumbnailUrl?: ThumbnailUrlBuilder;
  /** Default window.devicePixelRatio. */
  devicePixelRatio?: number;
  /** Partial override of the gallery's strings, over the provider's language and overrides. */
  locale?: GalleryLocaleOverrides;
}

/** The options resolved once for a whole view (see {@link useThumbnailSettings}). */
export interface ThumbnailSettings {
  locale: GalleryLocale;
  messages: VitrineLocale;
  /** Dates, sizes and numbers in the provider's language. */
  format: LocaleFormat;
  showThumbs: boolean;
  workflowBadgesShowOnlyColor: boolean;
  badgeGroups: ThumbnailBadgeGroups;
  now: Date | undefined;
  getThumbnailUrl: ThumbnailUrlBuilder;
  devicePixelRatio: number;
}

/** Defaults of {@link ThumbnailDisplayOptions}, declared once (STYLE habit 2). */
export const defaultThumbnailOptions = {
  showThumbs: true,
  workflowBadgesShowOnlyColor: false,
} as const;

/** Resolves the display options against the provider (base URL, locale); memoised on the options. */
export function useThumbnailSettings(options: ThumbnailDisplayOptions): ThumbnailSettings {
  const { client, t } = useVitrine();
  const baseUrl = client.config.baseUrl;
  const {
    showThumbs = defaultThumbnailOptions.showThumbs,
    workflowBadgesShowOnlyColor = defaultThumbnailOptions.workflowBadgesShowOnlyColor,
    badgeGroups,
    now,
    getThumbnailUrl,
    devicePixelRatio,
    locale,
  } = options;
  const pixelRatio = devicePixelRatio ?? (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);
  // The provider's language and overrides, then the view's; stable while they are the same by value.
  const resolvedLocale = useGalleryLocale(locale);
  // Hosts often pass these inline: compare them by value, so every cell does not re-render.
  const groupsKey = badgeGroups ? JSON.stringify(badgeGroups) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: badgeGroups is compared by value (the key)
  return useMemo(
    () => ({
      locale: resolvedLocale,
      messages: t.locale,
      format: t.format,
      showThumbs,
      workflowBadgesShowOnlyColor,
      badgeGroups: { ...defaultBadgeGroups, ...badgeGroups },
      now,
      getThumbnailUrl:
        getThumbnailUrl ??
        ((image, rendition) => thumbnailUrl(baseUrl, image.id, rendition, image.thumbnailVersion)),
      devicePixelRatio: pixelRatio,
    }),
    [
      resolvedLocale,
      groupsKey,
      t,
      showThumbs,
      workflowBadgesShowOnlyColor,
      now,
      getThumbnailUrl,
      baseUrl,
      pixelRatio,
    ],
  );
}

/** A length as the players show it: 0:07, 3:25, 1:02:03 (whole seconds). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

type FileKind = 'image' | 'video' | 'audio' | 'pdf' | 'other';

/** The type glyph's text and accessible name: a video's or a sound's length, a PDF's pages. */
function typeGlyph(
  image: ImageSummary,
  kind: FileKind,
  settings: ThumbnailSettings,
): { text: string; label: string } | null {
  const { locale, format } = settings;
  if ((kind === 'video' || kind === 'audio') && typeof image.durationSeconds === 'number') {
    const time = formatDuration(image.durationSeconds);
    return { text: time, label: format.interpolate(locale.duration, { time }) };
  }
  if (kind === 'pdf' && typeof image.pageCount === 'number' && image.pageCount > 0) {
    const text = format.plural(locale.pageCount, image.pageCount);
    return { text, label: text };
  }
  return null;
}

/** The icon of a kind of file (its outline, drawn in the text colour). */
function TypeIcon({ kind }: { kind: FileKind }) {
  const path =
    kind === 'audio'
      ? 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z'
      : kind === 'video'
        ? 'M3 6h13v12H3zM16 10l5-3v10l-5-3'
        : kind === 'image'
          ? 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01'
          : 'M14 3H6v18h12V7zM14 3v4h4M9 13h6M9 17h6';
  return (
    <svg className="vt-views__type-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function fileKind(image: ImageSummary): FileKind {
  if (image.isVideo) return 'video';
  if (image.isAudio) return 'audio';
  if (image.isPdf) return 'pdf';
  if (image.isImage) return 'image';
  return 'other';
}

/** One badge: its text (or, colour only, its name for assistive technology), a processing video's
 * progress bar, and a failed video's try count for assistive technology and the tooltip. */
function BadgeView({ badge, finishing }: { badge: ThumbnailBadge; finishing: boolean }) {
  const percent = badge.percent === undefined ? undefined : Math.round(badge.percent);
  return (
    <span
      className="vt-views__badge"
      data-badge={badge.kind}
      data-tone={badge.tone}
      data-video={badge.videoState}
      data-video-done={finishing ? '' : undefined}
      data-color-only={badge.text === null ? '' : undefined}
      title={badge.description ?? badge.label}
      style={badge.color ? ({ '--vt-views-badge-dot': badge.color } as CSSProperties) : undefined}
    >
      {badge.text ?? <span className="vt-views__sr-only">{badge.label}</span>}
      {badge.description ? <span className="vt-views__sr-only"> {badge.description}</span> : null}
      {percent === undefined ? null : (
        <span
          className="vt-views__badge-progress"
          role="progressbar"
          aria-label={badge.progressLabel ?? badge.label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="vt-views__badge-progress-bar" style={{ width: `${percent}%` }} />
        </span>
      )}
    </span>
  );
}

/** The "+N" badge: the badges that did not fit, named for assistive technology and the tooltip. */
function MoreBadges({
  hidden,
  settings,
}: {
  hidden: readonly ThumbnailBadge[];
  settings: ThumbnailSettings;
}) {
  const { locale, format } = settings;
  const label = format.plural(locale.moreBadgesLabel, hidden.length, {
    list: hidden.map((badge) => badge.label).join(', '),
  });
  return (
    <span
      className="vt-views__badge vt-views__badge-more"
      data-badge="more"
      data-tone="neutral"
      title={label}
    >
      <span aria-hidden="true">{format.interpolate(locale.moreBadges, { n: hidden.length })}</span>
      <span className="vt-views__sr-only">{label}</span>
    </span>
  );
}

/** Props of {@link ThumbnailView}. */
export interface ThumbnailViewProps {
  /** The file: its picture, data line and badges. */
  image: ImageSummary;
  /** The box's width, in CSS px (with the height, picks the rendition). */
  width: number;
  /** The box's height, in CSS px. */
  height: number;
  /** The view's display options, resolved once with {@link useThumbnailSettings}. */
  settings: ThumbnailSettings;
}

/**
 * A thumbnail with its settings already resolved: what the views render in every cell. A host that
 * draws many thumbnails resolves the options once with `useThumbnailSettings` and hands them to
 * each; for one thumbnail, `<Thumbnail>` does both. The picture is the smallest rendition that fills
 * the box; a picture that fails to load leaves the file's type in its place; the badges follow the
 * file (expiry, video status, workflow, branding, recognition, versions, external preview).
 */
export const ThumbnailView = memo(function ThumbnailView({
  image,
  width,
  height,
  settings,
}: ThumbnailViewProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const rendition = chooseRendition({
    width,
    height,
    devicePixelRatio: settings.devicePixelRatio,
    original: image.imageInfo,
  });
  const src = settings.getThumbnailUrl(image, rendition);
  // spec 000 §4: polled every 5 s until done; the badge changes 2.5 s after done.
  const video = useVideoStatus(image, { enabled: settings.badgeGroups.video });
  // spec 001 §4, §9: an image awaiting recognition is polled every 2 s (at most 100 times) while
  // its tile is mounted; when nothing is processing, the search is read again (labels or failed).
  const queryClient = useQueryClient();
  useRecognitionPolling([image.id], {
    enabled: image.awaitingRecognition === true && settings.badgeGroups.recognition,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['vitrine', 'views'] }),
  });
  const badges = thumbnailBadges(
    video.status === (image.videoStatus ?? null) ? image : { ...image, videoStatus: video.status },
    {
      locale: settings.locale,
      messages: settings.messages,
      format: settings.format,
      groups: settings.badgeGroups,
      workflowBadgesShowOnlyColor: settings.workflowBadgesShowOnlyColor,
      ...(settings.now ? { now: settings.now } : {}),
      ...(video.tries === undefined ? {} : { videoTries: video.tries }),
    },
  );
  const caption = settings.showThumbs ? thumbnailCaption(image, settings.locale, settings.format) : null;
  const kind = fileKind(image);
  const failed = failedSrc === src;
  // No picture can exist: a kind nothing draws, which the server says by having no rendition version.
  const typeTile = kind === 'other' && image.thumbnailVersion === null;
  // 'failed': the server could not make the thumbnails and answers its failed placeholder (issue 13).
  const state = typeTile ? 'type' : failed ? 'error' : image.thumbnailFailed === true ? 'failed' : undefined;
  const { shown, hidden } = compactBadges(badges, width);
  const glyph = typeGlyph(image, kind, settings);
  const extension = image.extension.toUpperCase();
  return (
    // Draggable (issue 15): the view's drag start puts the file, or the selection, in the drag for a
    // folder or set of the trees; the picture itself is not dragged as a link.
    <div
      className="vt-views__thumb"
      data-kind={kind}
      data-rendition={rendition}
      data-state={state}
      data-file-id={image.id}
      draggable
    >
      {typeTile || failed ? (
        // The designed tile: an icon, the extension and the name (the picture's stand-in).
        <div
          className="vt-views__type-tile"
          {...(typeTile
            ? {
                role: 'img',
                'aria-label': `${thumbnailAlt(image)} (${settings.format.interpolate(settings.locale.fileType, { extension: extension || '?' })})`,
              }
            : { 'aria-hidden': true })}
        >
          <TypeIcon kind={kind} />
          {extension ? <span className="vt-views__thumb-fallback">{extension}</span> : null}
          {caption ? null : <span className="vt-views__type-name">{image.fileName}</span>}
        </div>
      ) : null}
      {typeTile ? null : (
        <img
          className="vt-views__thumb-img"
          src={src}
          alt={thumbnailAlt(image)}
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setFailedSrc(src)}
        />
      )}
      {shown.length > 0 ? (
        <div className="vt-views__badges">
          {shown.map((badge) => (
            <BadgeView key={badge.key} badge={badge} finishing={badge.kind === 'video' && video.finishing} />
          ))}
          {hidden.length > 0 ? <MoreBadges hidden={hidden} settings={settings} /> : null}
        </div>
      ) : null}
      {glyph ? (
        <span className="vt-views__type-glyph" data-glyph={kind} title={glyph.label}>
          <TypeIcon kind={kind} />
          <span aria-hidden="true">{glyph.text}</span>
          <span className="vt-views__sr-only">{glyph.label}</span>
        </span>
      ) : null}
      {caption ? (
        <div className="vt-views__caption">
          <span className="vt-views__name" title={caption.name}>
            {caption.name}
          </span>
          {caption.size || caption.date ? (
            <span className="vt-views__meta">
              {caption.size}
              {caption.size && caption.date ? ' · ' : ''}
              {caption.date ? (
                <time dateTime={caption.date} title={caption.dateLabel}>
                  {caption.date}
                </time>
              ) : null}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});

/** Props of {@link Thumbnail}. */
export interface ThumbnailProps extends ThumbnailDisplayOptions {
  /** The file: its picture, data line and badges. */
  image: ImageSummary;
  /** Width of the thumbnail, in CSS px. */
  width: number;
  /** Height of the thumbnail, in CSS px. */
  height: number;
  /** Extra class on the outer element. */
  className?: string;
}

/**
 * One thumbnail on its own (the views render the same inside their grid cells). Needs a
 * <VitrineProvider> (the API base URL, the spec's video status labels).
 */
export function Thumbnail({ image, width, height, className, ...options }: ThumbnailProps) {
  const settings = useThumbnailSettings(options);
  return (
    <div
      className={className ? `vt-views__thumb-box ${className}` : 'vt-views__thumb-box'}
      style={{ width, height }}
    >
      <ThumbnailView image={image} width={width} height={height} settings={settings} />
    </div>
  );
}
