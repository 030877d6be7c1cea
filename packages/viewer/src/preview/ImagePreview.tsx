// The image preview (spec 001 §2): the thumbnail at once, then the rendition that fits the screen,
// then the original once the user zooms in (progressiveSources); zoom and pan with the wheel, a pinch,
// a double click, the toolbar and the keyboard (react-zoom-pan-pinch; the keys are the viewer's).
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { type ReactZoomPanPinchRef, TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import type { ProgressiveSources } from '../domain/preview';

/** What the viewer asks of the image preview. */
export interface ImagePreviewHandle {
  zoom(step: 'in' | 'out' | 'reset'): void;
  /** Pans a zoomed image by CSS px. */
  pan(dx: number, dy: number): void;
}

/** Props of {@link ImagePreview}. */
export interface ImagePreviewProps {
  /** The three addresses, smallest first. */
  sources: ProgressiveSources;
  /** The image's text alternative (its title, else its file name). */
  alt: string;
  /** Called with the scale whenever it changes (1 is fitted). */
  onScaleChange?: (scale: number) => void;
  /** No animation (reduced motion). */
  reducedMotion?: boolean;
  /**
   * Show the thumbnail while the screen rendition loads (default). False skips it: the screen
   * rendition is already decoded (preloaded), or the user is running through files and a thumbnail
   * the grid may never have shown would only be one more request.
   */
  thumbnailFirst?: boolean;
  /** Called once the screen rendition has loaded (the viewer then preloads the neighbours). */
  onScreenLoad?: (url: string) => void;
}

/** The highest scale (the spec gives 10 for the version comparison; the preview uses the same). */
const MAX_SCALE = 10;
const ZOOM_STEP = 0.5;

export const ImagePreview = forwardRef<ImagePreviewHandle, ImagePreviewProps>(function ImagePreview(
  { sources, alt, onScaleChange, reducedMotion = false, thumbnailFirst = true, onScreenLoad },
  ref,
) {
  const transform = useRef<ReactZoomPanPinchRef | null>(null);
  // The best source loaded so far: the thumbnail shows at once, the screen rendition replaces it
  // once loaded, the original replaces that once the user zooms in and it has loaded.
  const firstStage = thumbnailFirst ? 'thumbnail' : 'screen';
  const [stage, setStage] = useState<'thumbnail' | 'screen' | 'zoom'>(firstStage);
  const [wantZoom, setWantZoom] = useState(false);
  const [scale, setScale] = useState(1);
  const key = `${sources.thumbnail} ${sources.screen}`;
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setStage(firstStage);
    setWantZoom(false);
  }

  const latest = useRef(onScreenLoad);
  useEffect(() => {
    latest.current = onScreenLoad;
  });
  useEffect(() => {
    let cancelled = false;
    const image = new Image();
    image.onload = () => {
      if (cancelled) return;
      setStage((current) => (current === 'thumbnail' ? 'screen' : current));
      latest.current?.(sources.screen);
    };
    image.src = sources.screen;
    return () => {
      cancelled = true;
      image.onload = null;
    };
  }, [sources.screen]);

  useEffect(() => {
    if (!wantZoom) return;
    let cancelled = false;
    const image = new Image();
    image.onload = () => {
      if (!cancelled) setStage('zoom');
    };
    image.src = sources.zoom;
    return () => {
      cancelled = true;
      image.onload = null;
    };
  }, [wantZoom, sources.zoom]);

  const time = reducedMotion ? 0 : 200;
  useImperativeHandle(
    ref,
    () => ({
      zoom(step) {
        const current = transform.current;
        if (!current) return;
        if (step === 'in') void current.zoomIn(ZOOM_STEP, time);
        else if (step === 'out') void current.zoomOut(ZOOM_STEP, time);
        else void current.resetTransform(time);
      },
      pan(dx, dy) {
        void transform.current?.panBy(dx, dy, time);
      },
    }),
    [time],
  );

  const src = stage === 'zoom' ? sources.zoom : stage === 'screen' ? sources.screen : sources.thumbnail;
  return (
    <div className="vt-viewer__image" data-stage={stage} data-zoomed={scale > 1.01 ? 'true' : 'false'}>
      <TransformWrapper
        ref={transform}
        minScale={1}
        maxScale={MAX_SCALE}
        centerOnInit
        keyboard={{ disabled: true }}
        doubleClick={{ mode: 'toggle', step: 1, animationTime: time }}
        onTransform={(_ref, state) => {
          setScale(state.scale);
          onScaleChange?.(state.scale);
          if (state.scale > 1.01) setWantZoom(true);
        }}
      >
        <TransformComponent wrapperClass="vt-viewer__zoom" contentClass="vt-viewer__zoom-content">
          <img className="vt-viewer__picture" src={src} alt={alt} draggable={false} />
        </TransformComponent>
      </TransformWrapper>
    </div>
  );
});
