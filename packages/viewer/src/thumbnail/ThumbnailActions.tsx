// The video preview's thumbnail actions (issue 18, POST /Thumbnails.asmx/Change; docs/decisions.md
// "Custom thumbnails"): "Use this frame as thumbnail" sends the player's current time, "Upload a
// thumbnail" sends one picture. On success the viewer's details and the views' summaries are read
// again, so the tile and the poster show the new thumbnail at its new address (thumbnailVersion).
// Offered by the viewer to whoever may edit the file (domain/gates.ts `changeThumbnail`).
import { useQueryClient } from '@tanstack/react-query';
import type { ImageDetail } from '@vitrine/api-client';
import { Button, serverMessageOf, useClient, useToast, useVitrine } from '@vitrine/ui';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { changeThumbnail, type ThumbnailSource } from '../api/thumbnail';
import { viewerQueryKeys } from '../api/viewer';
import { type ThumbnailLocaleOverrides, useThumbnailLocale } from './locale';
import { checkThumbnailPicture } from './picture';

/** Props of {@link ThumbnailActions}. */
export interface ThumbnailActionsProps {
  /** The video whose thumbnail changes. */
  imageId: number;
  /** The player whose current time "Use this frame as thumbnail" takes; null while there is none. */
  player: () => HTMLVideoElement | null;
  /** Called with the new thumbnailVersion once the server made the thumbnail. */
  onChanged?: (change: { imageId: number; thumbnailVersion: string | null }) => void;
  /** Override any of the actions' strings. */
  locale?: ThumbnailLocaleOverrides;
}

/** Reads a picked file as a data URL (the call's `data`). */
function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function ThumbnailActions({ imageId, player, onChanged, locale }: ThumbnailActionsProps) {
  const t = useThumbnailLocale(locale);
  const toast = useToast();
  const { onError } = useVitrine();
  const client = useClient();
  const queryClient = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const pickerId = useId();
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown, message: string) => {
    toast.error(message);
    onError?.({ error, message, kind: 'error' });
  };

  const run = async (source: () => Promise<ThumbnailSource>) => {
    setBusy(true);
    try {
      const thumbnailVersion = await changeThumbnail(client, imageId, await source());
      queryClient.setQueryData<ImageDetail>(viewerQueryKeys.detail(imageId), (detail) =>
        detail ? { ...detail, thumbnailVersion } : detail,
      );
      await queryClient.invalidateQueries({ queryKey: ['vitrine', 'views'] });
      toast.success(t.changed);
      onChanged?.({ imageId, thumbnailVersion });
    } catch (error) {
      fail(error, serverMessageOf(error) ?? t.failed);
    } finally {
      setBusy(false);
    }
  };
  const takeFrame = () => {
    const video = player();
    if (!video) return;
    video.pause();
    void run(async () => ({ type: 'frame', seconds: video.currentTime }));
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = checkThumbnailPicture(file);
    if (refusal) {
      fail(new Error(refusal), refusal === 'tooLarge' ? t.tooLarge : t.notAPicture);
      return;
    }
    void run(async () => ({ type: 'image', dataUrl: await readAsDataUrl(file) }));
  };

  return (
    <fieldset className="vt-viewer__thumbnail" aria-busy={busy} disabled={busy}>
      <legend className="vt-viewer__thumbnail-label">{t.label}</legend>
      <Button onClick={takeFrame}>{t.useFrame}</Button>
      <Button onClick={() => picker.current?.click()}>{t.upload}</Button>
      <input
        ref={picker}
        id={pickerId}
        className="vt-viewer__thumbnail-picker"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-label={t.picker}
        tabIndex={-1}
        onChange={picked}
      />
      {busy ? (
        <span className="vt-viewer__thumbnail-status" role="status">
          {t.working}
        </span>
      ) : null}
    </fieldset>
  );
}
