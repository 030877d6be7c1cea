// <Thumbnail>: one file of a view (spec 000 §2 "every thumbnail"): the rendition its box needs at the
// device's pixel ratio, alt text from the title or the file name, the badges, and the data line when
// showThumbs is on. Every name is rendered as text (React escapes it), never as markup. A video's
// status is polled while the thumbnail is mounted and still queued or processing (useVideoStatus).
import type { ImageSummary } from '@vitrine/api-client';
import type { LocaleFormat, VitrineLocale } from '@vitrine/core';
import { useVitrine } from '@vitrine/ui';
import { type CSSProperties, memo, useMemo, useState } from 'react';
import { type GalleryLocale, type GalleryLocaleOverrides, useGalleryLocale } from '../gallery/locale';
import {
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

function fileKind(image: ImageSummary): 'image' | 'video' | 'audio' | 'pdf' | 'other' {
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
  const failed = failedSrc === src;
  // 'failed': the server could not make the thumbnails and answers its failed placeholder (issue 13).
  const state = failed ? 'error' : image.thumbnailFailed === true ? 'failed' : undefined;
  return (
    <div
      className="vt-views__thumb"
      data-kind={fileKind(image)}
      data-rendition={rendition}
      data-state={state}
    >
      {failed ? (
        <span className="vt-views__thumb-fallback" aria-hidden="true">
          {image.extension.toUpperCase()}
        </span>
      ) : null}
      <img
        className="vt-views__thumb-img"
        src={src}
        alt={thumbnailAlt(image)}
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setFailedSrc(src)}
      />
      {badges.length > 0 ? (
        <div className="vt-views__badges">
          {badges.map((badge) => (
            <BadgeView key={badge.key} badge={badge} finishing={badge.kind === 'video' && video.finishing} />
          ))}
        </div>
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
