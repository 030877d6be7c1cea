// <FlashWall>: the modern replacement of the flash wall (spec 000 §1, §2 "/wall"): the files as a
// wall of thumbnails, plain HTML. One tab stop; the arrow keys move across and up and down the wall
// (as many files per row as the width holds), Home / End go to the first / last; Enter or Space opens.
import type { ImageSummary } from '@vitrine/api-client';
import { EmptyState, IconGallery } from '@vitrine/ui';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { externalPreviewUrl } from '../thumbnail/badges';
import { type ThumbnailDisplayOptions, ThumbnailView, useThumbnailSettings } from '../thumbnail/Thumbnail';
import { type FlashLocaleOverrides, useFlashLocale } from './locale';
import { moveOnWall } from './model';

/** What `onOpen` of the wall and the carousel receives. */
export interface FlashOpenEvent {
  id: number;
  index: number;
  image: ImageSummary;
}

/** Props of {@link FlashWall}. */
export interface FlashWallProps extends Omit<ThumbnailDisplayOptions, 'locale'> {
  /** The files on the wall, in order (the first 100 of a search in the /wall view). */
  images: readonly ImageSummary[];
  /** A file is opened; an http(s) previewExternalUrl opens in a new tab instead (spec 000 §2). */
  onOpen?: (event: FlashOpenEvent) => void;
  /** Partial override of the strings. */
  locale?: FlashLocaleOverrides;
  /** Extra class on the wall's root. */
  className?: string;
}

/** The box the wall's thumbnails are drawn for (picks the rendition), px. */
export const WALL_CELL = { width: 200, height: 150 } as const;

/** Opens a file the way every view does: its external preview in a new tab, else the host's callback. */
export function openFlashImage(image: ImageSummary, index: number, onOpen?: (event: FlashOpenEvent) => void) {
  const external = externalPreviewUrl(image);
  if (external) window.open(external, '_blank', 'noopener,noreferrer');
  else onOpen?.({ id: image.id, index, image });
}

/**
 * The wall of thumbnails (the flash wall of spec 000 §2, /wall): the files as a grid of pictures, a
 * list with one tab stop; the arrows, Home and End move between them and Enter or a click opens one
 * through `onOpen` (an external preview URL opens in a new tab instead). Give it the files; the
 * /wall view with its own call is `<FlashView view="wall">`.
 */
export function FlashWall({
  images,
  onOpen,
  locale: localeOverrides,
  className,
  ...thumbnailOptions
}: FlashWallProps) {
  const settings = useThumbnailSettings(thumbnailOptions);
  const locale = useFlashLocale(localeOverrides);
  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(0, images.length - 1));

  /** Files per row, read from the layout (the first row's buttons share one top). */
  const columns = useCallback(() => {
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-wall-index]') ?? [];
    const top = buttons[0]?.getBoundingClientRect().top;
    let count = 0;
    for (const button of buttons) {
      if (Math.abs(button.getBoundingClientRect().top - (top ?? 0)) > 1) break;
      count += 1;
    }
    return Math.max(1, count);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const next = moveOnWall(current, images.length, columns(), event.key);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    list.current?.querySelector<HTMLElement>(`[data-wall-index="${next}"]`)?.focus();
  };

  if (images.length === 0) {
    return (
      <div className={className ? `vt-views__wall ${className}` : 'vt-views__wall'} data-state="empty">
        <EmptyState icon={<IconGallery />} title={locale.empty} description={locale.emptyHint} />
      </div>
    );
  }

  return (
    <div className={className ? `vt-views__wall ${className}` : 'vt-views__wall'}>
      <ul ref={list} className="vt-views__wall-list" aria-label={locale.wallLabel} onKeyDown={onKeyDown}>
        {images.map((image, index) => (
          <li key={image.id} className="vt-views__wall-item">
            <button
              type="button"
              className="vt-views__wall-file"
              data-wall-index={index}
              data-id={image.id}
              tabIndex={index === current ? 0 : -1}
              onFocus={() => setActive(index)}
              onClick={() => openFlashImage(image, index, onOpen)}
            >
              <ThumbnailView
                image={image}
                width={WALL_CELL.width}
                height={WALL_CELL.height}
                settings={settings}
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
