// The wall and the carousel in a real browser: loading through GET /api/flash/{view} (spec 000 §7, §9
// "flash views load 100") on the mocks, the error state, the wall's keyboard, and the WAI-ARIA
// carousel pattern (previous / next, the slide picker's tabs, auto-rotation off by default, a
// rotation control when on, paused while focused, not started with reduced motion).
import type { ImageSummary } from '@vitrine/api-client';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { syntheticImages, syntheticThumbnailUrl } from '../gallery/synthetic';
import { renderInFrame, sentRequests } from '../gallery/test-utils';
import { renderWithMocks } from '../search/test-utils';
import { FlashCarousel } from './FlashCarousel';
import { FlashView } from './FlashView';
import { FlashWall } from './FlashWall';

const IMAGES: ImageSummary[] = syntheticImages(12);

afterEach(() => {
  sentRequests.length = 0;
  vi.restoreAllMocks();
});

const focusedId = () => (document.activeElement as HTMLElement | null)?.dataset.id;
const currentSlide = () => document.querySelector<HTMLElement>('.vt-views__carousel-slide[data-current]');

describe('<FlashView> loading (GET /api/flash/{view})', () => {
  it('loads the first 100 ids for the wall and shows them in order', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => i + 1);
    const { requests } = await renderWithMocks(
      <FlashView view="wall" ids={ids} getThumbnailUrl={syntheticThumbnailUrl} />,
      {
        scenarios: { getFlashView: 'slow' },
      },
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading...');
    await expect.element(page.getByRole('list', { name: 'Image wall' })).toBeVisible();
    const flash = requests.filter((r) => r.path.startsWith('/api/flash/'));
    expect(flash.map((r) => r.path)).toEqual(['/api/flash/wall']);
    const answered = ((flash[0]?.answer as { images?: { id: number }[] } | undefined)?.images ?? []).map(
      (i) => i.id,
    );
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThanOrEqual(100);
    const shown = [...document.querySelectorAll<HTMLElement>('.vt-views__wall-file')].map((b) =>
      Number(b.dataset.id),
    );
    expect(shown).toEqual(answered);
  });

  it('shows the curve carousel for /curve', async () => {
    const { requests } = await renderWithMocks(
      <FlashView view="curve" ids={[3, 1, 2]} getThumbnailUrl={syntheticThumbnailUrl} />,
    );
    await expect.element(page.getByRole('region', { name: 'Image carousel' })).toBeVisible();
    expect(requests.filter((r) => r.path.startsWith('/api/flash/')).map((r) => r.path)).toEqual([
      '/api/flash/curve',
    ]);
    expect(document.querySelector('.vt-views__carousel')?.getAttribute('data-variant')).toBe('curve');
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 3');
  });

  it('shows its error state when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderWithMocks(<FlashView view="wall" ids={[1, 2]} />, {
      scenarios: { getFlashView: 'network-error' },
    });
    // @vitrine/ui's ErrorState: the message, and Try again to ask once more
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The images could not be loaded.Try again');
    await expect.element(page.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it("says a failure once: the server's message in the error state, no toast repeating it (spec 000 §8)", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn();
    await renderWithMocks(<FlashView view="wall" ids={[1, 2]} />, {
      handlers: [
        http.get('*/api/flash/:view', () =>
          HttpResponse.json(
            { responseStatus: { errorCode: 'NotFound', message: 'These files are no longer shared.' } },
            { status: 404 },
          ),
        ),
      ],
      provider: { onError },
    });
    const errorState = () => document.querySelector('.vt-views__flash[data-state="error"] [role="alert"]');
    await expect.poll(() => errorState()?.textContent).toBe(
      'The images could not be loaded.These files are no longer shared.Try again',
    );
    // The toast would have come with the error state (the same render): give it a moment anyway.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelectorAll('.vt-ui__toast')).toHaveLength(0);
    expect(page.getByText('These files are no longer shared.').elements()).toHaveLength(1);
    // As the gallery's first page in the host's error state: shown there, only logged otherwise.
    expect(onError).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalled();
  });

  it('asks nothing without ids', async () => {
    const { requests } = await renderWithMocks(<FlashView view="wall" ids={[]} />);
    await expect.element(page.getByText('No images to show.')).toBeVisible();
    expect(requests.filter((r) => r.path.startsWith('/api/flash/'))).toEqual([]);
  });
});

describe('<FlashWall> keyboard', () => {
  it('has one tab stop and moves with the arrows across and down the rows', async () => {
    const onOpen = vi.fn();
    // 4 columns of at least 160 px: a 720 px frame
    await renderInFrame(
      <FlashWall images={IMAGES} onOpen={onOpen} getThumbnailUrl={syntheticThumbnailUrl} />,
      { width: 720 },
    );
    const buttons = [...document.querySelectorAll<HTMLElement>('.vt-views__wall-file')];
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    const tops = new Set(buttons.slice(0, 6).map((b) => Math.round(b.getBoundingClientRect().top)));
    const perRow = buttons.filter(
      (b) => Math.round(b.getBoundingClientRect().top) === Math.min(...tops),
    ).length;
    expect(perRow).toBeGreaterThan(1);
    await userEvent.keyboard('{Tab}');
    expect(focusedId()).toBe(String(IMAGES[0]?.id));
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedId()).toBe(String(IMAGES[1]?.id));
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedId()).toBe(String(IMAGES[1 + perRow]?.id));
    await userEvent.keyboard('{End}');
    expect(focusedId()).toBe(String(IMAGES[11]?.id));
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith({ id: IMAGES[11]?.id, index: 11, image: IMAGES[11] });
  });
});

describe('<FlashCarousel> (WAI-ARIA carousel pattern)', () => {
  it('previous and next go round; the slide picker follows', async () => {
    await renderInFrame(<FlashCarousel images={IMAGES} getThumbnailUrl={syntheticThumbnailUrl} />);
    const region = page.getByRole('region', { name: 'Image carousel' });
    await expect.element(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 12');
    expect(currentSlide()?.getAttribute('aria-roledescription')).toBe('slide');
    // no auto-rotation by default, so no rotation control, and the slides are announced politely
    expect(document.querySelector('.vt-views__carousel-rotation')).toBeNull();
    expect(document.querySelector('.vt-views__carousel-slides')?.getAttribute('aria-live')).toBe('polite');
    await userEvent.click(page.getByRole('button', { name: 'Previous image' }));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('12 of 12');
    await userEvent.click(page.getByRole('button', { name: 'Next image' }));
    await userEvent.click(page.getByRole('button', { name: 'Next image' }));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 12');
    await expect
      .element(page.getByRole('tab', { name: 'Image 2: Photo 2' }))
      .toHaveAttribute('aria-selected', 'true');
    // the other slides are hidden
    expect(document.querySelectorAll('.vt-views__carousel-slide:not([hidden])')).toHaveLength(1);
  });

  it('the picker is one tab stop; arrows, Home and End choose the slide', async () => {
    const onIndexChange = vi.fn();
    await renderInFrame(
      <FlashCarousel images={IMAGES} onIndexChange={onIndexChange} getThumbnailUrl={syntheticThumbnailUrl} />,
    );
    const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
    expect(tabs.filter((t) => t.tabIndex === 0)).toHaveLength(1);
    (tabs[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Image 2: Photo 2' })).toHaveFocus();
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 12');
    await userEvent.keyboard('{End}');
    expect(currentSlide()?.getAttribute('aria-label')).toBe('12 of 12');
    await userEvent.keyboard('{ArrowRight}');
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 12');
    expect(onIndexChange.mock.calls.map(([i]) => i)).toEqual([1, 11, 0]);
  });

  it('controlled: the host decides the slide', async () => {
    const onIndexChange = vi.fn();
    await renderInFrame(<FlashCarousel images={IMAGES} index={4} onIndexChange={onIndexChange} />);
    expect(currentSlide()?.getAttribute('aria-label')).toBe('5 of 12');
    await userEvent.click(page.getByRole('button', { name: 'Next image' }));
    expect(onIndexChange).toHaveBeenCalledWith(5);
    expect(currentSlide()?.getAttribute('aria-label')).toBe('5 of 12');
  });

  it('auto-rotation when on: a rotation control first, stopped by it, paused while focus is inside', async () => {
    await renderInFrame(
      <>
        <p>outside</p>
        <FlashCarousel images={IMAGES} autoRotate rotationInterval={150} />
      </>,
    );
    const stop = page.getByRole('button', { name: 'Stop automatic slide show' });
    await expect.element(stop).toBeVisible();
    // the pointer may rest over the carousel after the previous test: move it away (hover pauses)
    await userEvent.hover(page.getByText('outside'));
    await vi.waitFor(() => {
      expect(document.querySelector('.vt-views__carousel')?.getAttribute('data-paused') ?? 'none').toBe(
        'none',
      );
      expect(document.querySelector('.vt-views__carousel-slides')?.getAttribute('aria-live')).toBe('off');
    });
    await vi.waitFor(() => expect(currentSlide()?.getAttribute('aria-label')).not.toBe('1 of 12'), {
      timeout: 3000,
    });
    // focus inside pauses it (and the live region speaks again)
    (document.querySelector('.vt-views__carousel-rotation') as HTMLElement).focus();
    await vi.waitFor(() =>
      expect(document.querySelector('.vt-views__carousel-slides')?.getAttribute('aria-live')).toBe('polite'),
    );
    const paused = currentSlide()?.getAttribute('aria-label');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(currentSlide()?.getAttribute('aria-label')).toBe(paused);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  });

  it('does not start rotating when the user prefers reduced motion', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({
            matches: true,
            media: query,
            addEventListener() {},
            removeEventListener() {},
          } as unknown as MediaQueryList)
        : matchMedia(query),
    );
    await renderInFrame(<FlashCarousel images={IMAGES} autoRotate rotationInterval={100} />);
    await expect.element(page.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 12');
  });

  it('the curve draws three neighbours on each side, inert and hidden from assistive technology', async () => {
    await renderInFrame(<FlashCarousel variant="curve" images={IMAGES} defaultIndex={5} />);
    const drawn = [...document.querySelectorAll<HTMLElement>('.vt-views__carousel-slide:not([hidden])')];
    expect(drawn.map((s) => s.dataset.offset).sort()).toEqual(['-1', '-2', '-3', '0', '1', '2', '3']);
    const neighbours = drawn.filter((s) => s.dataset.offset !== '0');
    expect(neighbours.every((s) => s.getAttribute('aria-hidden') === 'true' && s.inert)).toBe(true);
    expect(currentSlide()?.getAttribute('aria-label')).toBe('6 of 12');
  });
});
