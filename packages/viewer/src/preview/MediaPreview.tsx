// Video and audio play in the page (spec 001 §2 "video and audio open in in-page containers"): a
// <video> or <audio> on Download.aspx?id=&preview=1, which the server answers in byte ranges (206) as
// the player seeks. A video's processing status shows above it (spec 001 §4).
import { type ReactNode, useRef } from 'react';

/** Props of {@link MediaPreview}. */
export interface MediaPreviewProps {
  kind: 'video' | 'audio';
  /** The player's source (Download.aspx?id=&preview=1): the server picks what plays (a video's web rendition). */
  src: string;
  /** The player's accessible name. */
  label: string;
  /** The poster of a video (its screen rendition). */
  poster?: string | undefined;
  /** The video status (spec 001 §4), shown above the player. */
  status?: ReactNode;
  /** Actions on the video shown under it (the thumbnail's), given the player. */
  renderVideoActions?: ((player: () => HTMLVideoElement | null) => ReactNode) | undefined;
}

export function MediaPreview({ kind, src, label, poster, status, renderVideoActions }: MediaPreviewProps) {
  const video = useRef<HTMLVideoElement>(null);
  return (
    <div className="vt-viewer__media" data-kind={kind}>
      {status}
      {kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: the library's files carry no caption tracks.
        <video
          ref={video}
          className="vt-viewer__player"
          controls
          preload="metadata"
          aria-label={label}
          poster={poster}
          src={src}
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: the library's files carry no caption tracks.
        <audio className="vt-viewer__player" controls preload="metadata" aria-label={label} src={src} />
      )}
      {kind === 'video' && renderVideoActions ? renderVideoActions(() => video.current) : null}
    </div>
  );
}
