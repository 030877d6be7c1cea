// <FileSidebar>: the file sidebar (spec 000 §2 "file sidebar toggle", web setting
// isFileSidebarEnabled). A side panel listing the selected files (thumbnail, name, a button that
// removes the file from the selection), how many, and Clear selection; the files are dragged from it
// onto a folder of the tree (they move) or a set (they are added), and the drop tells the server they
// came from the sidebar (spec 001 §7 isDropFromSidebar). A complementary landmark; names are text.
// Dragging any file of the list drags every file listed (they are the selection, as a selected tile
// drags the selection); keyboard users have the same through Move to folder… and Add to set….
import type { ImageSummary } from '@vitrine/api-client';
import { interpolate } from '@vitrine/core';
import { Button, EmptyState, IconButton, IconImage, IconX, useLocaleFormat } from '@vitrine/ui';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { type ThumbnailUrlBuilder, useThumbnailSettings } from '../thumbnail/Thumbnail';
import { type TopMenuLocaleOverrides, useTopMenuLocale } from '../top-menu/locale';
import { setFilesDragData } from './drag';

/** Props of {@link FileSidebar}. */
export interface FileSidebarProps {
  /** The selected files, in the selection's order (the host's search results that are selected). */
  files: readonly ImageSummary[];
  /** Takes one file out of the selection (the host's `fileSelection.select(id, { toggle: true })`). */
  onRemove: (id: number) => void;
  /** Clears the selection. */
  onClear: () => void;
  /**
   * Closes the sidebar (the host turns isFileSidebarEnabled off): its Close button, and Escape while
   * focus is inside it (as a drawer over the page on a narrow window, too); without it, neither.
   */
  onClose?: (() => void) | undefined;
  /** The level of its heading (default 2). */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** Where a thumbnail is served; default the client's /Download.aspx. */
  getThumbnailUrl?: ThumbnailUrlBuilder | undefined;
  /** Partial override of the words (the top menu's locale: `fileSidebar`). */
  locale?: TopMenuLocaleOverrides | undefined;
  /** Extra class on the panel. */
  className?: string | undefined;
}

const NO_OPTIONS = {};

/**
 * The file sidebar: the selected files, each with its thumbnail, name and a remove button, their
 * count and Clear selection; drag them onto a folder or set of the tree. Removing a file moves focus
 * to the next file's button (or the previous, or the panel's heading when none is left).
 */
export function FileSidebar(props: FileSidebarProps) {
  const { files, onRemove, onClear, onClose, headingLevel = 2 } = props;
  const locale = useTopMenuLocale(props.locale).fileSidebar;
  const format = useLocaleFormat();
  const settings = useThumbnailSettings(
    props.getThumbnailUrl ? { getThumbnailUrl: props.getThumbnailUrl } : NO_OPTIONS,
  );
  const headingId = useId();
  const panel = useRef<HTMLElement | null>(null);
  // The index of the file just removed: focus goes to the button now at that place once it is gone.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null) return;
    setFocusAt(null);
    const buttons = panel.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
    const next = buttons[Math.min(focusAt, buttons.length - 1)];
    (next ?? panel.current?.querySelector<HTMLElement>('[data-heading]'))?.focus();
  }, [focusAt]);

  const onDragStart = (event: DragEvent<HTMLElement>) => {
    setFilesDragData(
      event.dataTransfer,
      files.map((file) => file.id),
      { fromSidebar: true },
    );
  };
  const Heading = `h${headingLevel}` as const;
  const className = props.className ? `vt-views__file-sidebar ${props.className}` : 'vt-views__file-sidebar';

  return (
    <aside
      ref={panel}
      className={className}
      aria-label={locale.label}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !onClose || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className="vt-views__file-sidebar-head">
        <Heading id={headingId} className="vt-views__file-sidebar-heading" tabIndex={-1} data-heading="">
          {locale.heading}
        </Heading>
        <span className="vt-views__file-sidebar-count" aria-live="polite">
          {format.plural(locale.count, files.length)}
        </span>
        {onClose ? <IconButton label={locale.close} icon={<IconX />} size="sm" onClick={onClose} /> : null}
      </div>
      {files.length === 0 ? (
        <EmptyState
          size="sm"
          headingLevel={headingLevel === 4 ? 4 : ((headingLevel + 1) as 3 | 4)}
          icon={<IconImage />}
          title={locale.emptyTitle}
          description={locale.emptyDescription}
        />
      ) : (
        <>
          <p className="vt-views__file-sidebar-hint">{locale.hint}</p>
          <ul className="vt-views__file-sidebar-list" aria-labelledby={headingId}>
            {files.map((file, index) => (
              <li
                key={file.id}
                className="vt-views__file-sidebar-file"
                data-file-id={file.id}
                draggable
                onDragStart={onDragStart}
              >
                <img
                  className="vt-views__file-sidebar-thumb"
                  src={settings.getThumbnailUrl(file, 'tiny')}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  draggable={false}
                />
                <span className="vt-views__file-sidebar-name">{file.fileName}</span>
                <IconButton
                  label={interpolate(locale.remove, { name: file.fileName })}
                  icon={<IconX />}
                  size="sm"
                  data-remove=""
                  onClick={() => {
                    onRemove(file.id);
                    setFocusAt(index);
                  }}
                />
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            size="sm"
            className="vt-views__file-sidebar-clear"
            onClick={() => {
              onClear();
              setFocusAt(0);
            }}
          >
            {locale.clear}
          </Button>
        </>
      )}
    </aside>
  );
}
