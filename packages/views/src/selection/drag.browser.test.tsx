// Dragging files out of the views (issue 15): tiles of the gallery and the masonry and rows of the
// grid are draggable; a drag of a selected one carries the whole selection, of another only its
// file, in the data a folder or set of the trees reads (application/x-vitrine-files, { imageIds }).
import { describe, expect, it } from 'vitest';
import { Gallery } from '../gallery/Gallery';
import { Masonry } from '../gallery/Masonry';
import { syntheticImages, syntheticThumbnailUrl } from '../gallery/synthetic';
import { renderInFrame } from '../gallery/test-utils';
import { Grid } from '../grid/Grid';
import { FILES_DRAG_TYPE } from './drag';

const IMAGES = syntheticImages(30);
const id = (index: number) => IMAGES[index]?.id ?? -1;

/** Starts a drag on `element` as the browser does; answers what the drag carries. */
function dragFrom(element: Element): { imageIds: number[] } | null {
  const dataTransfer = new DataTransfer();
  element.dispatchEvent(new DragEvent('dragstart', { bubbles: true, cancelable: true, dataTransfer }));
  const raw = dataTransfer.getData(FILES_DRAG_TYPE);
  return raw ? (JSON.parse(raw) as { imageIds: number[] }) : null;
}

const thumbOf = (index: number) =>
  document.querySelector<HTMLElement>(`[role="gridcell"][data-index="${index}"] .vt-views__thumb`);

describe.each([
  ['gallery', Gallery],
  ['masonry', Masonry],
] as const)('the %s', (_name, View) => {
  it('tiles are draggable: a selected one carries the selection, another only itself', async () => {
    const selected = [id(1), id(3)];
    await renderInFrame(
      <View images={IMAGES} getThumbnailUrl={syntheticThumbnailUrl} selectedIds={selected} />,
    );
    await expect.poll(() => thumbOf(3)).not.toBeNull();
    const tile = thumbOf(3) as HTMLElement;
    expect(tile.draggable).toBe(true);
    // The picture is not dragged as a link: the tile is.
    expect(tile.querySelector('img')?.draggable).toBe(false);
    expect(dragFrom(tile.querySelector('img') ?? tile)).toEqual({ imageIds: selected });
    expect(dragFrom(thumbOf(2) as HTMLElement)).toEqual({ imageIds: [id(2)] });
  });
});

describe('the grid', () => {
  it('rows are draggable: a selected one carries the selection, another only itself', async () => {
    const selected = [id(0), id(2)];
    await renderInFrame(<Grid images={IMAGES} selectedIds={selected} onSelect={() => undefined} />, {
      width: 1100,
    });
    const row = (imageId: number) =>
      document.querySelector<HTMLElement>(`[role="row"][data-id="${imageId}"]`);
    await expect.poll(() => row(id(2))).not.toBeNull();
    expect(row(id(2))?.draggable).toBe(true);
    const cell = row(id(2))?.querySelector('[role="gridcell"]') as HTMLElement;
    expect(dragFrom(cell)).toEqual({ imageIds: selected });
    expect(dragFrom(row(id(1)) as HTMLElement)).toEqual({ imageIds: [id(1)] });
  });
});
