// <FlashCarousel>: the modern replacement of the flash carousel (spec 000 §1, §2 "/curve"), after the
// WAI-ARIA carousel pattern (tabbed variant): previous / next buttons, a slide picker (a tab list, one
// tab stop, arrow keys), slides as tab panels with aria-roledescription "slide" and "n of total".
// Auto-rotation is off by default; when the host turns it on, a rotation control comes first, and
// rotation pauses while the pointer is over the carousel or focus is in it, and does not start when
// the user prefers reduced motion. The 'curve' variant lays the neighbours out on a perspective arc.
import type { ImageSummary } from '@vitrine/api-client';
import { EmptyState, IconGallery, useControllableState } from '@vitrine/ui';
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { thumbnailAlt } from '../thumbnail/badges';
import { type ThumbnailDisplayOptions, ThumbnailView, useThumbnailSettings } from '../thumbnail/Thumbnail';
import { type FlashOpenEvent, openFlashImage } from './FlashWall';
import { type FlashLocaleOverrides, useFlashLocale } from './locale';
import { curvePlacement, defaultCarouselOptions, wrapIndex } from './model';

/** Props of {@link FlashCarousel}. */
export interface FlashCarouselProps extends Omit<ThumbnailDisplayOptions, 'locale'> {
  /** The files of the slides, in order. */
  images: readonly ImageSummary[];
  /** 'flat' (one slide) or 'curve' (the /curve view: neighbours on a perspective arc). Default 'flat'. */
  variant?: 'flat' | 'curve';
  /** The current slide (controlled); with `onIndexChange` (STYLE habit 3). */
  index?: number;
  /** The first slide shown (uncontrolled). Default 0. */
  defaultIndex?: number;
  /** Called with the new slide's index whenever the slide changes, in both modes. */
  onIndexChange?: (index: number) => void;
  /** Rotate the slides automatically (default off); a rotation control is shown when on. */
  autoRotate?: boolean;
  /** Time a slide shows while rotating, ms (default 5000). */
  rotationInterval?: number;
  /** A slide's file is opened; an http(s) previewExternalUrl opens in a new tab instead (spec 000 §2). */
  onOpen?: (event: FlashOpenEvent) => void;
  /** Partial override of the strings. */
  locale?: FlashLocaleOverrides;
  /** Extra class on the carousel's root. */
  className?: string;
}

/** The box a slide's picture is drawn for (picks the rendition), px. */
export const SLIDE_BOX = { width: 960, height: 640 } as const;
/** The picture's aspect ratio (4:3 when its size is unknown), so a slide's box fits its picture. */
function aspectOf(image: ImageSummary): number {
  const width = image.imageInfo?.width ?? 0;
  const height = image.imageInfo?.height ?? 0;
  return width > 0 && height > 0 ? width / height : 4 / 3;
}

/** The box a picker tab's picture is drawn for, px. */
const TAB_BOX = { width: 64, height: 48 } as const;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function RotationIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {playing ? (
        <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
      ) : (
        <path d="M8 5l11 7-11 7z" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * The carousel (the flash carousel of spec 000 §2; the /curve view's 'curve' variant puts the
 * neighbours on a perspective arc): one slide at a time after the WAI-ARIA carousel pattern, with
 * previous / next buttons, a picker of slides, optional automatic rotation (its control comes first
 * and it pauses on focus and hover), and Enter or a click opening the file through `onOpen`. The
 * slide works controlled and uncontrolled (`index` / `defaultIndex` / `onIndexChange`).
 */
export function FlashCarousel({
  images,
  variant = 'flat',
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  autoRotate = defaultCarouselOptions.autoRotate,
  rotationInterval = defaultCarouselOptions.rotationInterval,
  onOpen,
  locale: localeOverrides,
  className,
  ...thumbnailOptions
}: FlashCarouselProps) {
  const settings = useThumbnailSettings(thumbnailOptions);
  // The slide's caption is its figcaption: no data band over the picture.
  const slideSettings = useMemo(() => ({ ...settings, showThumbs: false }), [settings]);
  const { format } = settings;
  const locale = useFlashLocale(localeOverrides);
  const [rawIndex, setIndex] = useControllableState({
    value: indexProp,
    defaultValue: defaultIndex,
    onChange: onIndexChange,
  });
  const total = images.length;
  const current = wrapIndex(rawIndex, total);
  const baseId = useId();
  const slidesId = `${baseId}-slides`;
  const slideId = (i: number) => `${baseId}-slide-${i}`;
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const picker = useRef<HTMLDivElement>(null);

  // Rotation: the user's choice (the rotation control), and a pause while hovered or focused within.
  const [playing, setPlaying] = useState(() => autoRotate && !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);
  useEffect(() => {
    if (!autoRotate) setPlaying(false);
  }, [autoRotate]);
  const rotating = autoRotate && playing && !hovered && !focusedWithin && total > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => wrapIndex(i + 1, total)), rotationInterval);
    return () => window.clearInterval(timer);
  }, [rotating, rotationInterval, total, setIndex]);

  // Keep the current tab in the picker's view (never scrolls the page vertically).
  useEffect(() => {
    const tab = picker.current?.querySelector<HTMLElement>(`[data-slide-tab="${current}"]`);
    const strip = picker.current;
    if (!tab || !strip) return;
    const left = tab.offsetLeft - strip.clientWidth / 2 + tab.clientWidth / 2;
    strip.scrollTo?.({ left: Math.max(0, left), behavior: 'auto' });
  }, [current]);

  const go = (next: number) => setIndex(wrapIndex(next, total));

  const onPickerKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    let next: number | null = null;
    if (event.key === 'ArrowLeft') next = wrapIndex(current - 1, total);
    else if (event.key === 'ArrowRight') next = wrapIndex(current + 1, total);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = total - 1;
    if (next === null) return;
    event.preventDefault();
    go(next);
    picker.current?.querySelector<HTMLElement>(`[data-slide-tab="${next}"]`)?.focus();
  };

  const classes = className ? `vt-views__carousel ${className}` : 'vt-views__carousel';
  if (total === 0) {
    return (
      <div className={classes} data-variant={variant} data-state="empty">
        <EmptyState icon={<IconGallery />} title={locale.empty} description={locale.emptyHint} />
      </div>
    );
  }

  return (
    <section
      className={classes}
      data-variant={variant}
      data-rotating={rotating ? '' : undefined}
      data-paused={autoRotate && playing && !rotating ? (focusedWithin ? 'focus' : 'hover') : undefined}
      aria-roledescription={locale.carouselRole}
      aria-label={locale.carouselLabel}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocusedWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedWithin(false);
      }}
    >
      <div className="vt-views__carousel-controls">
        {autoRotate ? (
          <button
            type="button"
            className="vt-views__carousel-button vt-views__carousel-rotation"
            aria-label={playing ? locale.stopRotation : locale.startRotation}
            onClick={() => setPlaying((value) => !value)}
          >
            <RotationIcon playing={playing} />
          </button>
        ) : null}
        <button
          type="button"
          className="vt-views__carousel-button"
          aria-controls={slidesId}
          aria-label={locale.previous}
          onClick={() => go(current - 1)}
        >
          <Chevron direction="left" />
        </button>
        <button
          type="button"
          className="vt-views__carousel-button"
          aria-controls={slidesId}
          aria-label={locale.next}
          onClick={() => go(current + 1)}
        >
          <Chevron direction="right" />
        </button>
      </div>
      <div id={slidesId} className="vt-views__carousel-slides" aria-live={rotating ? 'off' : 'polite'}>
        {images.map((image, i) => {
          const isCurrent = i === current;
          const placement = variant === 'curve' ? curvePlacement(i, current, total) : null;
          const drawn = isCurrent || (placement !== null && placement.offset !== null);
          const style: CSSProperties | undefined =
            placement && placement.offset !== null
              ? { transform: placement.transform, zIndex: placement.zIndex, opacity: placement.opacity }
              : undefined;
          return (
            <div
              key={image.id}
              id={slideId(i)}
              role="tabpanel"
              aria-roledescription={locale.slideRole}
              aria-label={format.interpolate(locale.slideLabel, { n: i + 1, total })}
              className="vt-views__carousel-slide"
              data-current={isCurrent ? '' : undefined}
              data-offset={placement?.offset ?? undefined}
              hidden={!drawn}
              aria-hidden={drawn && !isCurrent ? 'true' : undefined}
              inert={drawn && !isCurrent ? true : undefined}
              style={style}
            >
              {drawn ? (
                <figure className="vt-views__carousel-figure">
                  <button
                    type="button"
                    className="vt-views__carousel-open"
                    tabIndex={isCurrent ? 0 : -1}
                    onClick={() => openFlashImage(image, i, onOpen)}
                    style={{ '--vt-views-slide-aspect': aspectOf(image) } as CSSProperties}
                  >
                    <ThumbnailView
                      image={image}
                      width={SLIDE_BOX.width}
                      height={SLIDE_BOX.height}
                      settings={slideSettings}
                    />
                  </button>
                  <figcaption className="vt-views__carousel-caption">{thumbnailAlt(image)}</figcaption>
                </figure>
              ) : null}
            </div>
          );
        })}
      </div>
      <div
        ref={picker}
        role="tablist"
        aria-label={locale.picker}
        className="vt-views__carousel-picker"
        onKeyDown={onPickerKeyDown}
      >
        {images.map((image, i) => (
          <button
            key={image.id}
            id={tabId(i)}
            type="button"
            role="tab"
            data-slide-tab={i}
            className="vt-views__carousel-tab"
            aria-selected={i === current}
            aria-controls={slideId(i)}
            aria-label={format.interpolate(locale.pickerItem, { n: i + 1, name: thumbnailAlt(image) })}
            tabIndex={i === current ? 0 : -1}
            onClick={() => go(i)}
          >
            <img
              src={settings.getThumbnailUrl(image, 'tiny')}
              alt=""
              width={TAB_BOX.width}
              height={TAB_BOX.height}
              loading="lazy"
              decoding="async"
              draggable={false}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
