// <FileSidebar> in a real browser (spec 000 §2 "file sidebar toggle"; issue 15): it lists the
// selected files by name (text, never markup) with their count, a file's remove button takes it out
// and focus moves to the next file's button, Clear clears, Close closes, and a file dragged from it
// carries every listed file and says it comes from the sidebar (spec 001 §7 isDropFromSidebar).
import type { ImageSummary } from '@vitrine/api-client';
import { FILES_DRAG_TYPE, parseFilesDrag } from '@vitrine/core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { syntheticImages, syntheticThumbnailUrl } from '../gallery/synthetic';
import { renderInFrame } from '../gallery/test-utils';
import { FileSidebar } from './FileSidebar';

const FILES: ImageSummary[] = syntheticImages(3).map((image, index) =>
  index === 1 ? { ...image, fileName: '<b>bold</b>.jpg' } : image,
);

/** A host whose selection is its state. */
function Host({ onClear = () => undefined, onClose }: { onClear?: () => void; onClose?: () => void }) {
  const [files, setFiles] = useState(FILES);
  return (
    <FileSidebar
      files={files}
      getThumbnailUrl={syntheticThumbnailUrl}
      onRemove={(id) => setFiles((current) => current.filter((file) => file.id !== id))}
      onClear={() => {
        onClear();
        setFiles([]);
      }}
      onClose={onClose}
    />
  );
}

const sidebar = () => page.getByRole('complementary', { name: 'File sidebar' });
const countText = () => document.querySelector('.vt-views__file-sidebar-count')?.textContent;

describe('the file sidebar', () => {
  it('lists the selected files by name, as text, with their count', async () => {
    await renderInFrame(<Host />);
    await expect.element(sidebar()).toBeVisible();
    await expect.element(sidebar().getByRole('heading', { name: 'Selected files' })).toBeVisible();
    await expect.poll(countText).toBe('3 files');
    const items = sidebar().getByRole('listitem').all();
    expect(items.map((item) => item.element().textContent)).toEqual([
      'photo-000001.jpg',
      '<b>bold</b>.jpg',
      'photo-000003.jpg',
    ]);
    expect(sidebar().element().querySelector('b')).toBeNull();
    expect(sidebar().element().querySelector('img')?.getAttribute('src')).toBe(
      syntheticThumbnailUrl(FILES[0] as ImageSummary),
    );
  });

  it('removes a file from the selection; focus moves to the next file, then to the heading', async () => {
    await renderInFrame(<Host />);
    await userEvent.click(
      sidebar().getByRole('button', { name: 'Remove <b>bold</b>.jpg from the selection' }),
    );
    await expect.poll(countText).toBe('2 files');
    await expect
      .element(sidebar().getByRole('button', { name: 'Remove photo-000003.jpg from the selection' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(sidebar().getByRole('button', { name: 'Remove photo-000001.jpg from the selection' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(countText).toBe('0 files');
    await expect.element(sidebar().getByRole('heading', { name: 'No files selected' })).toBeVisible();
    await expect.element(sidebar().getByRole('heading', { name: 'Selected files' })).toHaveFocus();
  });

  it('Clear clears the selection; Close closes', async () => {
    const onClear = vi.fn();
    const onClose = vi.fn();
    await renderInFrame(<Host onClear={onClear} onClose={onClose} />);
    await userEvent.click(sidebar().getByRole('button', { name: 'Clear selection' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    await expect.element(sidebar().getByRole('heading', { name: 'No files selected' })).toBeVisible();
    await userEvent.click(sidebar().getByRole('button', { name: 'Close the file sidebar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape inside it closes it (the drawer of a narrow window too); Escape elsewhere does not', async () => {
    const onClose = vi.fn();
    await renderInFrame(<Host onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    // Focus on its heading (a button's tooltip would take the first Escape, as it should).
    (sidebar().element().querySelector('[data-heading]') as HTMLElement).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a file dragged from it carries every listed file, from the sidebar (spec 001 §7)', async () => {
    await renderInFrame(<Host />);
    const item = sidebar().getByRole('listitem').nth(2).element() as HTMLElement;
    expect(item.draggable).toBe(true);
    const dataTransfer = new DataTransfer();
    item.dispatchEvent(new DragEvent('dragstart', { bubbles: true, cancelable: true, dataTransfer }));
    expect(parseFilesDrag(dataTransfer.getData(FILES_DRAG_TYPE))).toEqual({
      imageIds: FILES.map((file) => file.id),
      fromSidebar: true,
    });
  });
});
