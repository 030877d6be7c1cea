// PDF pages readable in the viewer (spec 001 §2): the bytes through the client, pdf.js loaded on
// first use (a dynamic import of ./pdf-reader), one page at a time on a canvas, with page buttons.
import { useQuery } from '@tanstack/react-query';
import { Button, IconChevronLeft, IconChevronRight, Skeleton, useClient, useLocaleFormat } from '@vitrine/ui';
import { useEffect, useRef, useState } from 'react';
import { fetchFileBytes, viewerQueryKeys } from '../api/viewer';
import { useViewerLocale, type ViewerLocale } from '../locale';
import type { PdfDocument } from './pdf-reader';

/** Props of {@link PdfPreview}. */
export interface PdfPreviewProps {
  imageId: number;
  /** The file's name: the canvas's text alternative names it. */
  fileName: string;
}

export function PdfPreview({ imageId, fileName }: PdfPreviewProps) {
  const client = useClient();
  const t = useViewerLocale();
  const documentQuery = useQuery({
    queryKey: [...viewerQueryKeys.all, 'pdf', imageId],
    queryFn: async ({ signal }) => {
      const [bytes, reader] = await Promise.all([
        fetchFileBytes(client, imageId, signal),
        import('./pdf-reader'),
      ]);
      return reader.openPdf(bytes);
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const pdf = documentQuery.data;
  useEffect(() => () => void pdf?.destroy(), [pdf]);

  if (documentQuery.isError)
    return (
      <p className="vt-viewer__notice" role="alert">
        {t.pdf.failed}
      </p>
    );
  if (!pdf)
    return (
      <div className="vt-viewer__pdf" aria-busy="true">
        <p className="vt-viewer__notice" role="status">
          {t.pdf.loading}
        </p>
        <Skeleton className="vt-viewer__pdf-skeleton" width={320} height={420} />
      </div>
    );
  return <PdfPages key={imageId} pdf={pdf} fileName={fileName} t={t} />;
}

function PdfPages({ pdf, fileName, t }: { pdf: PdfDocument; fileName: string; t: ViewerLocale }) {
  const format = useLocaleFormat();
  const [page, setPage] = useState(1);
  const [rendered, setRendered] = useState(0);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const frame = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const target = canvas.current;
    const box = frame.current;
    if (!target || !box) return;
    let cancelled = false;
    void pdf
      .render(page, target, { width: box.clientWidth || 800, height: box.clientHeight || 1000 })
      .then(() => {
        if (!cancelled) setRendered(page);
      });
    return () => {
      cancelled = true;
    };
  }, [pdf, page]);
  const label = format.interpolate(t.pdf.page, { n: page, total: pdf.pageCount });
  return (
    <div className="vt-viewer__pdf">
      <div className="vt-viewer__pdf-page" ref={frame}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${fileName}: ${label}`}
          data-page={rendered}
          className="vt-viewer__pdf-canvas"
        />
      </div>
      <div className="vt-viewer__pdf-pager">
        <Button
          size="sm"
          variant="ghost"
          icon={<IconChevronLeft aria-hidden />}
          disabled={page <= 1}
          onClick={() => setPage((n) => Math.max(1, n - 1))}
        >
          {t.pdf.previousPage}
        </Button>
        <span aria-live="polite">{label}</span>
        <Button
          size="sm"
          variant="ghost"
          icon={<IconChevronRight aria-hidden />}
          disabled={page >= pdf.pageCount}
          onClick={() => setPage((n) => Math.min(pdf.pageCount, n + 1))}
        >
          {t.pdf.nextPage}
        </Button>
      </div>
    </div>
  );
}
