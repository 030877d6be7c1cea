// The panel's list of the queue (spec 001 §4, §9): 48 rows at first and 24 more each time it is
// scrolled to its end; a picture only for the rows on screen (a small copy scaled into the box when a
// row comes into view, dropped when it leaves), at most 240 × 180 (internal) or 180 × 180 (public).
// A queue of 50,000 files therefore holds no 50,000 pictures (docs/decisions.md "Upload panel").
import { IconButton, IconFile, IconRefresh, IconX, Progress, useLocaleFormat, useT } from '@vitrine/ui';
import { memo, useEffect, useRef, useState } from 'react';
import { isPreviewable, previewBox, shownRows, type UploadPanelMode, uploadErrorText } from '../domain/panel';
import type { UploadItem } from '../engine/types';
import type { UploaderLocale } from '../locale';

/** Props of {@link UploadList}. */
export interface UploadListProps {
  items: readonly UploadItem[];
  mode: UploadPanelMode;
  /** Pictures shown (the web setting uploadFilePreviewCollapsed off). */
  previews: boolean;
  words: UploaderLocale;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

/** The queue's rows, growing as the list scrolls (spec 001 §9). */
export function UploadList({ items, mode, previews, words, onRetry, onRemove }: UploadListProps) {
  const [scrolls, setScrolls] = useState(0);
  const shown = shownRows(items.length, scrolls);
  const scroller = useRef<HTMLElement | null>(null);
  const sentinel = useRef<HTMLDivElement | null>(null);
  const more = shown < items.length;
  // Observed again after each growth: a sentinel still in view then asks for the next rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` re-arms the observer.
  useEffect(() => {
    const target = sentinel.current;
    if (!more || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setScrolls((count) => count + 1);
      },
      { root: scroller.current, rootMargin: '0px 0px 50px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, shown]);

  if (items.length === 0) return <p className="vt-uploader__empty">{words.list.empty}</p>;
  const box = previewBox(mode);
  return (
    <section
      ref={scroller}
      className="vt-uploader__list-scroller"
      data-previews={previews ? 'shown' : 'hidden'}
      // Scrollable content must be reachable by keyboard (axe scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region takes focus to scroll by keyboard.
      tabIndex={0}
      aria-label={words.list.label}
    >
      <ul className="vt-uploader__list">
        {items.slice(0, shown).map((item) => (
          <Row
            key={item.id}
            item={item}
            box={previews ? box : null}
            root={scroller}
            words={words}
            onRetry={onRetry}
            onRemove={onRemove}
          />
        ))}
      </ul>
      {more && (
        <div ref={sentinel} className="vt-uploader__more">
          {words.list.more}
        </div>
      )}
    </section>
  );
}

interface RowProps {
  item: UploadItem;
  box: { width: number; height: number } | null;
  root: React.RefObject<HTMLElement | null>;
  words: UploaderLocale;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

const Row = memo(function Row({ item, box, root, words, onRetry, onRemove }: RowProps) {
  const format = useLocaleFormat();
  const translate = useT();
  const name = item.relativePath ?? item.name;
  const retryable = item.state === 'failed' && item.error?.retryable !== false;
  const removable = item.state !== 'uploading' && item.state !== 'done';
  return (
    <li className="vt-uploader__row" data-state={item.state}>
      {box && (
        <Picture
          file={isPreviewable(item.file) ? item.file : undefined}
          box={box}
          root={root}
          label={format.interpolate(words.list.preview, { name: item.name })}
        />
      )}
      <div className="vt-uploader__row-main">
        <span className="vt-uploader__name" title={name}>
          {name}
        </span>
        <span className="vt-uploader__meta">
          <span className="vt-uploader__size">{format.fileSize(item.size)}</span>
          <span className="vt-uploader__state" data-state={item.state}>
            {words.states[item.state]}
          </span>
        </span>
        {item.state === 'uploading' && (
          <Progress
            size="sm"
            label={format.interpolate(words.progress.file, { name: item.name })}
            value={item.loaded}
            max={Math.max(1, item.size)}
          />
        )}
        {item.state === 'failed' && item.error && (
          <span className="vt-uploader__error">{uploadErrorText(item.error, translate.locale)}</span>
        )}
      </div>
      <span className="vt-uploader__row-actions">
        {retryable && (
          <IconButton
            size="sm"
            label={format.interpolate(words.list.retry, { name: item.name })}
            icon={<IconRefresh />}
            onClick={() => onRetry(item.id)}
          />
        )}
        {removable && (
          <IconButton
            size="sm"
            label={format.interpolate(words.list.remove, { name: item.name })}
            icon={<IconX />}
            onClick={() => onRemove(item.id)}
          />
        )}
      </span>
    </li>
  );
});

/**
 * A row's picture: drawn only while the row is on screen (a small copy scaled into the mode's box,
 * as a data: URL, so a page whose policy allows no blob: pictures shows it too), dropped when the row
 * leaves; a file icon for what is no picture.
 */
function Picture({
  file,
  box,
  root,
  label,
}: {
  file: File | undefined;
  box: { width: number; height: number };
  root: React.RefObject<HTMLElement | null>;
  label: string;
}) {
  const frame = useRef<HTMLSpanElement | null>(null);
  const [visible, setVisible] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const target = frame.current;
    if (!file || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setVisible(entries.some((e) => e.isIntersecting)),
      {
        root: root.current,
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [file, root]);
  const { width, height } = box;
  useEffect(() => {
    if (!file || !visible) return;
    let current = true;
    void scaledPicture(file, { width, height }).then((made) => {
      if (current) setUrl(made);
    });
    return () => {
      current = false;
      setUrl(null);
    };
  }, [file, visible, width, height]);
  return (
    <span
      ref={frame}
      className="vt-uploader__picture"
      style={{ maxWidth: box.width, height: box.height }}
      data-kind={file ? 'image' : 'file'}
    >
      {file && url ? (
        <img src={url} alt={label} style={{ maxWidth: box.width, maxHeight: box.height }} />
      ) : file ? null : (
        <IconFile size={32} aria-hidden="true" />
      )}
    </span>
  );
}

/**
 * The file's picture scaled to fit `box` (at the screen's pixel density), as a data: URL; null when
 * the browser cannot decode it. The decoded full picture is released at once.
 */
async function scaledPicture(file: File, box: { width: number; height: number }): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const density = Math.min(2, globalThis.devicePixelRatio || 1);
    const scale = Math.min(1, (box.width * density) / bitmap.width, (box.height * density) / bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    // JPEG keeps a photo small; other types keep their transparency as PNG.
    return file.type === 'image/jpeg' ? canvas.toDataURL('image/jpeg', 0.85) : canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}
