// Two versions side by side (issue 18; spec 001 §9 "Image zoom step 0.1, max 10 in the version
// comparison"): zooming or panning one picture moves the other the same way (react-zoom-pan-pinch,
// as the preview), by the wheel, a pinch, a drag or the buttons.
import type { ImageVersion } from '@vitrine/api-client';
import { Button, useLocaleFormat } from '@vitrine/ui';
import { useRef, useState } from 'react';
import { type ReactZoomPanPinchRef, TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { COMPARE_MAX_ZOOM, COMPARE_MIN_ZOOM, COMPARE_ZOOM_STEP, stepZoom } from './domain';
import type { VersionsLocale } from './locale';

/** Props of {@link VersionCompare}. */
export interface VersionCompareProps {
  /** The two versions, left and right. */
  versions: readonly [ImageVersion, ImageVersion];
  /** The picture of a version. */
  pictureUrl: (version: ImageVersion) => string;
  t: VersionsLocale;
  onClose: () => void;
}

type State = { scale: number; positionX: number; positionY: number };

/** Two pictures with one zoom and one pan. */
export function VersionCompare({ versions, pictureUrl, t, onClose }: VersionCompareProps) {
  const format = useLocaleFormat();
  const refs = [useRef<ReactZoomPanPinchRef>(null), useRef<ReactZoomPanPinchRef>(null)] as const;
  const syncing = useRef(false);
  const [scale, setScale] = useState(1);

  // One picture moved: the other follows (without answering back).
  const follow = (from: 0 | 1, state: State) => {
    setScale(state.scale);
    if (syncing.current) return;
    const other = refs[from === 0 ? 1 : 0].current;
    if (!other) return;
    syncing.current = true;
    other.setTransform(state.positionX, state.positionY, state.scale, 0);
    syncing.current = false;
  };
  const zoomTo = (next: number) => {
    syncing.current = true;
    for (const ref of refs) ref.current?.centerView(next, 0);
    syncing.current = false;
    setScale(next);
  };
  const [a, b] = versions;

  return (
    <section
      className="vt-viewer__versions-compare"
      aria-label={format.interpolate(t.compareTitle, { a: a.versionNumber ?? '', b: b.versionNumber ?? '' })}
    >
      <div className="vt-viewer__versions-compare-bar">
        <Button
          size="sm"
          aria-label={t.zoomOut}
          disabled={scale <= COMPARE_MIN_ZOOM}
          onClick={() => zoomTo(stepZoom(scale, -1))}
        >
          −
        </Button>
        <output className="vt-viewer__versions-zoom" aria-live="polite">
          {format.interpolate(t.zoomLevel, { percent: Math.round(scale * 100) })}
        </output>
        <Button
          size="sm"
          aria-label={t.zoomIn}
          disabled={scale >= COMPARE_MAX_ZOOM}
          onClick={() => zoomTo(stepZoom(scale, 1))}
        >
          +
        </Button>
        <Button size="sm" onClick={() => zoomTo(1)}>
          {t.resetZoom}
        </Button>
        <Button size="sm" onClick={onClose}>
          {t.closeCompare}
        </Button>
      </div>
      <div className="vt-viewer__versions-compare-panes">
        {versions.map((version, index) => (
          <figure key={version.id} className="vt-viewer__versions-pane" data-testid={`compare-pane-${index}`}>
            <TransformWrapper
              ref={refs[index as 0 | 1]}
              minScale={COMPARE_MIN_ZOOM}
              maxScale={COMPARE_MAX_ZOOM}
              wheel={{ step: COMPARE_ZOOM_STEP }}
              doubleClick={{ disabled: true }}
              centerOnInit
              onTransform={(_ref, state) => follow(index as 0 | 1, state)}
            >
              <TransformComponent wrapperClass="vt-viewer__versions-zoom-area">
                <img
                  className="vt-viewer__versions-compare-picture"
                  src={pictureUrl(version)}
                  alt={format.interpolate(t.thumbnail, { n: version.versionNumber ?? '' })}
                  draggable={false}
                />
              </TransformComponent>
            </TransformWrapper>
            <figcaption>
              {format.interpolate(t.version, { n: version.versionNumber ?? '' })}
              {version.isLastPictureVersion ? ` · ${t.current}` : ''}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
