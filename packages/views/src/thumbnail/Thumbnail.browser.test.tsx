// One thumbnail in a real browser: the rendition URL on the client's base URL (spec 000 §7, §9), the
// device pixel ratio, the fallback when the picture fails, and names rendered as text.
import type { ImageSummary } from '@vitrine/api-client';
import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import '../styles.css';
import { Thumbnail, type ThumbnailProps } from './Thumbnail';

const photo: ImageSummary = {
  id: 42,
  fileName: 'harbour-at-dawn.jpg',
  extension: 'jpg',
  fileSize: 3_250_000,
  isImage: true,
  imageInfo: { width: 6000, height: 4000 },
  imageAttributes: { title: 'Harbour at dawn' },
  imageIPTC: { DateCreated: '2024-03-01T10:00:00' },
};

async function renderThumbnail(props: Partial<ThumbnailProps> = {}, baseUrl = 'https://dam.example.com') {
  // Picture requests go to an address that does not answer here; the API is never called.
  const client = createVitrineClient({ baseUrl, fetch: () => Promise.reject(new Error('no API')) });
  const screen = await render(
    <VitrineProvider client={client}>
      <Thumbnail image={photo} width={300} height={200} {...props} />
    </VitrineProvider>,
  );
  return screen.container.querySelector('.vt-views__thumb-img') as HTMLImageElement;
}

describe('Thumbnail', () => {
  it('asks /Download.aspx on the client’s base URL for the rendition the box needs at the pixel ratio', async () => {
    const tiny = await renderThumbnail({ devicePixelRatio: 1 });
    expect(tiny.getAttribute('src')).toBe('https://dam.example.com/Download.aspx?id=42&thumb=1');
    expect(tiny.alt).toBe('Harbour at dawn');
    const small = await renderThumbnail({ devicePixelRatio: 2 });
    expect(small.getAttribute('src')).toBe('https://dam.example.com/Download.aspx?id=42&thumb=5');
    const medium = await renderThumbnail({ devicePixelRatio: 2, width: 900, height: 600 });
    expect(medium.getAttribute('src')).toBe('https://dam.example.com/Download.aspx?id=42&thumb=3');
  });

  it('carries the version of the renditions in the URL, so a rendition made again gets a new URL; none without one', async () => {
    const client = createVitrineClient({
      baseUrl: 'https://dam.example.com',
      fetch: () => Promise.reject(new Error('no API')),
    });
    const at = (image: ImageSummary) => (
      <VitrineProvider client={client}>
        <Thumbnail image={image} width={300} height={200} devicePixelRatio={1} />
      </VitrineProvider>
    );
    const screen = await render(at({ ...photo, thumbnailVersion: null }));
    const img = () => screen.container.querySelector('.vt-views__thumb-img') as HTMLImageElement;
    // Being made (or failed): no version, the placeholder's URL.
    expect(img().getAttribute('src')).toBe('https://dam.example.com/Download.aspx?id=42&thumb=1');
    await screen.rerender(at({ ...photo, thumbnailVersion: 'Ab3_x-9' }));
    expect(img().getAttribute('src')).toBe('https://dam.example.com/Download.aspx?id=42&thumb=1&v=Ab3_x-9');
    // Made again from other content: another version, another URL.
    await screen.rerender(at({ ...photo, thumbnailVersion: 'Zz9' }));
    expect(img().getAttribute('src')).toBe('https://dam.example.com/Download.aspx?id=42&thumb=1&v=Zz9');
  });

  it('shows the extension when the picture fails, and the data line with size and date', async () => {
    await renderThumbnail({ getThumbnailUrl: () => 'data:image/png;base64,broken' });
    await expect
      .poll(() => document.querySelector('.vt-views__thumb')?.getAttribute('data-state'))
      .toBe('error');
    expect(document.querySelector('.vt-views__thumb-fallback')?.textContent).toBe('JPG');
    expect(document.querySelector('.vt-views__name')?.textContent).toBe('harbour-at-dawn.jpg');
    expect(document.querySelector('.vt-views__meta')?.textContent).toBe('3.1 MB · 2024-03-01');
    expect(document.querySelector('time')?.getAttribute('title')).toBe('Taken 2024-03-01');
  });

  it('shows a thumbnail the server could not make as failed: its own look and an accessible label', async () => {
    await renderThumbnail({ image: { ...photo, thumbnailFailed: true } });
    const thumb = document.querySelector('.vt-views__thumb') as HTMLElement;
    expect(thumb.getAttribute('data-state')).toBe('failed');
    const badge = thumb.querySelector('[data-badge="thumbnailFailed"]') as HTMLElement;
    expect(badge.textContent).toBe('Thumbnail failed');
    expect(badge.getAttribute('data-tone')).toBe('danger');
    // Its own look: a dashed frame, and the placeholder shown whole.
    expect(getComputedStyle(thumb).outlineStyle).toBe('dashed');
    const picture = thumb.querySelector('.vt-views__thumb-img') as HTMLImageElement;
    expect(getComputedStyle(picture).objectFit).toBe('contain');
    expect(picture.alt).toBe('Harbour at dawn');
  });

  it('names a failed thumbnail in German under a German provider', async () => {
    const client = createVitrineClient({ baseUrl: '', fetch: () => Promise.reject(new Error('no API')) });
    await render(
      <VitrineProvider client={client} locale="de">
        <Thumbnail image={{ ...photo, thumbnailFailed: true }} width={300} height={200} />
      </VitrineProvider>,
    );
    expect(document.querySelector('[data-badge="thumbnailFailed"]')?.textContent).toBe(
      'Vorschaubild fehlgeschlagen',
    );
  });

  it('a thumbnail that is not failed has no failed look', async () => {
    await renderThumbnail();
    expect(document.querySelector('.vt-views__thumb')?.getAttribute('data-state')).toBeNull();
    expect(document.querySelector('[data-badge="thumbnailFailed"]')).toBeNull();
  });

  it('renders a name that looks like markup as text', async () => {
    await renderThumbnail({
      image: { ...photo, imageAttributes: {}, fileName: '<img src=x onerror="window.__pwned=1">.jpg' },
      getThumbnailUrl: () => 'data:image/png;base64,broken',
    });
    expect(document.querySelector('.vt-views__name')?.textContent).toBe(
      '<img src=x onerror="window.__pwned=1">.jpg',
    );
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
