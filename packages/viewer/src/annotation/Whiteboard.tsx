// <Whiteboard>: draw over an image and save the drawing (spec 001 §2 "Annotation whiteboard, entered
// from the toolbar", §5, §9; issue 18). The image is shown at zoom 1 (spec 001 §9) as
// Download.aspx?rotate=1 serves it; the drawing is a transparent <canvas> of the same pixels over it,
// painted from a list of shapes (undo / redo). Save sends only the drawing as PNG: the server merges
// it and keeps the original in the version history (the note says so).
import { useQueryClient } from '@tanstack/react-query';
import { type ImageDetail, isApiError } from '@vitrine/api-client';
import {
  Button,
  IconButton,
  Toolbar,
  ToolbarGroup,
  useClient,
  useConfirm,
  useLocaleFormat,
  useReportError,
  useT,
  useToast,
} from '@vitrine/ui';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { fetchImageDetail, viewerQueryKeys } from '../api/viewer';
import { annotationBackgroundUrl, saveAnnotation } from './api';
import {
  ANNOTATION_STROKE_WIDTHS,
  ANNOTATION_TOOLS,
  type AnnotationTool,
  addShape,
  closesPolygon,
  commentBox,
  DEFAULT_COLOUR,
  DEFAULT_STROKE_WIDTH,
  drawAll,
  EMPTY_HISTORY,
  fontSize,
  isTooLarge,
  isVisible,
  type Point,
  redo,
  type Shape,
  type StrokeWidth,
  undo,
} from './domain';
import { RedoGlyph, TOOL_GLYPHS, UndoGlyph } from './icons';
import { type AnnotationLocaleOverrides, useAnnotationLocale } from './locale';

/** After a save the details are read every second, at most 30 times, until the new renditions are made. */
const REFRESH_MS = 1000;
const REFRESH_ATTEMPTS = 30;

/** Props of {@link Whiteboard}. */
export interface WhiteboardProps {
  /** The image annotated (its details). */
  image: Pick<ImageDetail, 'id' | 'fileName' | 'thumbnailVersion' | 'imageInfo' | 'imageAttributes'>;
  /** Told whether something is drawn and not saved: the viewer asks before leaving (spec 001 §8). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Called when the whiteboard is done: saved, or cancelled (after the question when something was drawn). */
  onDone: (event: { saved: boolean }) => void;
  /** Override any of the whiteboard's strings. */
  locale?: AnnotationLocaleOverrides;
}

type Typing = { kind: 'text' | 'comment'; at: Point; text: string };
type Status = 'loading' | 'ready' | 'failed' | 'tooLarge';

/** A stroke width's glyph: a dot as thick as the stroke (at most the glyph). */
function WidthGlyph({ width }: { width: number }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable={false}>
      <circle cx="12" cy="12" r={Math.min(11, Math.max(1.5, width / 2))} fill="currentColor" />
    </svg>
  );
}

/**
 * The annotation whiteboard: tools pencil, eraser, rectangle, ellipse, line, polygon, text and
 * comment, stroke widths 2 to 21, a colour (red first), undo and redo; the tools in a WAI-ARIA
 * toolbar (arrow keys, Home, End). Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes, Enter closes a
 * polygon. An image over 4096 × 4096 pixels is not opened: "Image is too large to be annotated!".
 */
export function Whiteboard({ image, onDirtyChange, onDone, locale }: WhiteboardProps) {
  const t = useAnnotationLocale(locale);
  const translate = useT();
  const format = useLocaleFormat();
  const client = useClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirm = useConfirm();
  const reportError = useReportError();
  const hintId = useId();

  const [tool, setTool] = useState<AnnotationTool>('pencil');
  const [width, setWidth] = useState<StrokeWidth>(DEFAULT_STROKE_WIDTH);
  const [colour, setColour] = useState(DEFAULT_COLOUR);
  const [history, setHistory] = useState(EMPTY_HISTORY);
  const [pending, setPending] = useState<Shape | null>(null);
  const [corners, setCornerState] = useState<Point[]>([]);
  // Clicks that come faster than a render still see each other's corners.
  const cornersNow = useRef<Point[]>([]);
  const setCorners = (next: Point[]) => {
    cornersNow.current = next;
    setCornerState(next);
  };
  const [typing, setTyping] = useState<Typing | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [status, setStatus] = useState<Status>(() =>
    isTooLarge(image.imageInfo?.width, image.imageInfo?.height) ? 'tooLarge' : 'loading',
  );
  const [saving, setSaving] = useState(false);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const textField = useRef<HTMLInputElement | null>(null);
  const dragging = useRef<Shape | null>(null);

  const stroke = { colour, width };
  const typed: Shape | null =
    typing && typing.text.trim() !== ''
      ? { kind: typing.kind, at: typing.at, text: typing.text, ...stroke }
      : null;
  const openPolygon: Shape | null =
    corners.length >= 2 ? { kind: 'polygon', points: corners, ...stroke } : null;
  /** Everything drawn, with a polygon or a text in progress finished. */
  const finished = [...history.shapes, ...(openPolygon ? [openPolygon] : []), ...(typed ? [typed] : [])];
  const dirty = finished.length > 0 || corners.length > 0;

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  // The drawing, painted again after each change; a polygon in progress shows as an open line.
  const inProgress: Shape | null =
    pending ?? (corners.length > 0 ? { kind: 'pencil', points: corners, ...stroke } : null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx && size) drawAll(ctx, history.shapes, inProgress);
  });

  useEffect(() => {
    if (typing) textField.current?.focus();
  }, [typing]);

  const add = (shape: Shape) => {
    if (isVisible(shape)) setHistory((before) => addShape(before, shape));
  };
  const commitTyping = () => {
    if (typed) add(typed);
    setTyping(null);
  };
  const closePolygon = () => {
    const points = cornersNow.current;
    if (points.length >= 2) add({ kind: 'polygon', points, ...stroke });
    setCorners([]);
  };
  const chooseTool = (next: AnnotationTool) => {
    commitTyping();
    if (next !== 'polygon') closePolygon();
    setTool(next);
  };

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const target = event.currentTarget;
    const rect = target.getBoundingClientRect();
    const scaleX = rect.width > 0 ? target.width / rect.width : 1;
    const scaleY = rect.height > 0 ? target.height / rect.height : 1;
    return {
      x: Math.round((event.clientX - rect.left) * scaleX),
      y: Math.round((event.clientY - rect.top) * scaleY),
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 || saving) return;
    const point = pointOf(event);
    if (tool === 'text' || tool === 'comment') {
      event.preventDefault();
      commitTyping();
      setTyping({ kind: tool, at: point, text: '' });
      return;
    }
    if (tool === 'polygon') {
      const points = cornersNow.current;
      if (closesPolygon(points, point)) closePolygon();
      else {
        const last = points.at(-1);
        if (!last || last.x !== point.x || last.y !== point.y) setCorners([...points, point]);
      }
      return;
    }
    commitTyping();
    try {
      // The drag goes on when the pointer leaves the canvas.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not know (a synthetic event): drawn without capture.
    }
    const shape: Shape =
      tool === 'pencil' || tool === 'eraser'
        ? { kind: tool, points: [point], ...stroke }
        : { kind: tool, from: point, to: point, ...stroke };
    dragging.current = shape;
    setPending(shape);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const shape = dragging.current;
    if (!shape) return;
    const point = pointOf(event);
    const next: Shape =
      shape.kind === 'pencil' || shape.kind === 'eraser'
        ? { ...shape, points: [...shape.points, point] }
        : shape.kind === 'rectangle' || shape.kind === 'ellipse' || shape.kind === 'line'
          ? { ...shape, to: point }
          : shape;
    dragging.current = next;
    setPending(next);
  };
  const onPointerUp = () => {
    const shape = dragging.current;
    dragging.current = null;
    setPending(null);
    if (shape) add(shape);
  };

  const cancel = async () => {
    if (dirty && !(await confirm({ message: translate('confirm.unsavedAnnotation'), tone: 'danger' })))
      return;
    onDirtyChange?.(false);
    onDone({ saved: false });
  };

  const save = async () => {
    if (!size || finished.length === 0) return;
    setSaving(true);
    try {
      // The drawing alone, at the image's pixels, from the shapes (nothing in progress left out).
      const sheet = document.createElement('canvas');
      sheet.width = size.width;
      sheet.height = size.height;
      const ctx = sheet.getContext('2d');
      if (!ctx) throw new Error('No 2D canvas');
      drawAll(ctx, finished);
      const png = await new Promise<Blob>((resolve, reject) =>
        sheet.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
      );
      await saveAnnotation(client, image.id, png);
      toast.success(t.saved);
      setHistory(EMPTY_HISTORY);
      setCorners([]);
      setTyping(null);
      onDirtyChange?.(false);
      await queryClient.invalidateQueries({ queryKey: ['vitrine', 'viewer', 'versions', image.id] });
      onDone({ saved: true });
      void refreshDetails();
    } catch (error) {
      // spec 001 §5: a drawing refused as empty or too large says so (the server's words first).
      const refused = isApiError(error) && (error.status === 400 || error.status === 413);
      reportError(error, refused ? 'annotation.tooLarge' : 'alerts.actionFailed');
    } finally {
      setSaving(false);
    }
  };

  // The server makes the renditions again: the details are read until their new version arrives
  // (a new address, so no stale picture shows), then the search's summaries again.
  const refreshDetails = async () => {
    const before = image.thumbnailVersion ?? null;
    try {
      for (let attempt = 0; attempt < REFRESH_ATTEMPTS; attempt++) {
        const fresh = await fetchImageDetail(client, image.id, undefined, true);
        queryClient.setQueryData(viewerQueryKeys.detail(image.id), fresh);
        if ((fresh.thumbnailVersion ?? null) !== before) break;
        await new Promise((resolve) => setTimeout(resolve, REFRESH_MS));
      }
      await queryClient.invalidateQueries({ queryKey: ['vitrine', 'views'] });
    } catch {
      // The next read of the details shows the new picture.
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const mod = event.ctrlKey || event.metaKey;
    const inText = event.target instanceof HTMLInputElement;
    if (mod && !inText && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      setHistory((before) => (event.shiftKey ? redo(before) : undo(before)));
    } else if (mod && !inText && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      setHistory(redo);
    } else if (event.key === 'Enter' && tool === 'polygon' && corners.length > 0) {
      event.preventDefault();
      closePolygon();
    }
    // The viewer's keys (previous / next, zoom) stay out of the whiteboard; Escape still closes.
    if (event.key !== 'Escape') event.stopPropagation();
  };

  const name = image.imageAttributes?.title || image.fileName || String(image.id);
  const background = annotationBackgroundUrl(client.config.baseUrl, image.id, image.thumbnailVersion ?? null);

  if (status === 'tooLarge') {
    return (
      <section className="vt-viewer__whiteboard" aria-label={t.label}>
        <p className="vt-viewer__whiteboard-message" role="alert">
          {translate('annotation.tooLarge')}
        </p>
        <div className="vt-viewer__whiteboard-actions">
          <Button onClick={() => onDone({ saved: false })}>{t.cancel}</Button>
        </div>
      </section>
    );
  }

  const textBox = typing
    ? typing.kind === 'comment'
      ? commentBox(typing.at, 0, width)
      : { x: typing.at.x, y: typing.at.y }
    : null;

  return (
    <section className="vt-viewer__whiteboard" aria-label={t.label} onKeyDown={onKeyDown}>
      <div className="vt-viewer__whiteboard-bar">
        <Toolbar label={t.toolbar} className="vt-viewer__whiteboard-tools">
          <ToolbarGroup label={t.tool} role="radiogroup">
            {ANNOTATION_TOOLS.map((id) => {
              const Glyph = TOOL_GLYPHS[id];
              return (
                <IconButton
                  key={id}
                  label={t.tools[id]}
                  icon={<Glyph />}
                  role="radio"
                  aria-checked={tool === id}
                  data-checked={tool === id ? 'true' : 'false'}
                  onClick={() => chooseTool(id)}
                />
              );
            })}
          </ToolbarGroup>
          <ToolbarGroup label={t.strokeWidth} role="radiogroup">
            {ANNOTATION_STROKE_WIDTHS.map((n) => (
              <IconButton
                key={n}
                label={format.interpolate(t.width, { n })}
                icon={<WidthGlyph width={n} />}
                role="radio"
                aria-checked={width === n}
                data-checked={width === n ? 'true' : 'false'}
                onClick={() => setWidth(n)}
              />
            ))}
          </ToolbarGroup>
          <ToolbarGroup label={t.undo}>
            <IconButton
              label={t.undo}
              icon={<UndoGlyph />}
              aria-disabled={history.shapes.length === 0}
              onClick={() => setHistory(undo)}
            />
            <IconButton
              label={t.redo}
              icon={<RedoGlyph />}
              aria-disabled={history.undone.length === 0}
              onClick={() => setHistory(redo)}
            />
          </ToolbarGroup>
        </Toolbar>
        <label className="vt-viewer__whiteboard-colour">
          <span>{t.colour}</span>
          <input type="color" value={colour} onChange={(event) => setColour(event.target.value)} />
        </label>
        <div className="vt-viewer__whiteboard-actions">
          <Button variant="ghost" onClick={() => void cancel()} disabled={saving}>
            {t.cancel}
          </Button>
          <Button
            variant="primary"
            onClick={() => void save()}
            disabled={saving || finished.length === 0 || !size}
          >
            {saving ? t.saving : t.save}
          </Button>
        </div>
      </div>
      <p className="vt-viewer__whiteboard-note">{translate('annotation.note')}</p>
      <p className="vt-viewer__whiteboard-hint" id={hintId} aria-live="polite">
        {status === 'failed' ? t.loadFailed : status === 'loading' ? t.loading : t.hints[tool]}
      </p>
      <section
        className="vt-viewer__whiteboard-surface"
        aria-label={format.interpolate(t.surface, { name })}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawing scrolls at zoom 1; keyboard users scroll it (a focusable scrolling region).
        tabIndex={0}
      >
        <div
          className="vt-viewer__whiteboard-sheet"
          style={size ? { width: size.width, height: size.height } : undefined}
          data-tool={tool}
        >
          <img
            className="vt-viewer__whiteboard-image"
            src={background}
            alt=""
            draggable={false}
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget;
              if (isTooLarge(naturalWidth, naturalHeight)) setStatus('tooLarge');
              else {
                setSize({ width: naturalWidth, height: naturalHeight });
                setStatus('ready');
              }
            }}
            onError={() => setStatus('failed')}
          />
          {size ? (
            <canvas
              ref={canvas}
              className="vt-viewer__whiteboard-canvas"
              width={size.width}
              height={size.height}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onDoubleClick={() => {
                if (tool === 'polygon') closePolygon();
              }}
            />
          ) : null}
          {typing && textBox ? (
            <input
              ref={textField}
              className="vt-viewer__whiteboard-text"
              aria-label={t.textField}
              value={typing.text}
              style={{
                left: textBox.x,
                top: textBox.y,
                color: typing.kind === 'comment' ? '#111111' : colour,
                fontSize: fontSize(width),
              }}
              onChange={(event) => setTyping({ ...typing, text: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commitTyping();
                }
              }}
              onBlur={commitTyping}
            />
          ) : null}
        </div>
      </section>
    </section>
  );
}
