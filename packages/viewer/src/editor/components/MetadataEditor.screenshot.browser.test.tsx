// Screenshot baselines of the metadata editor in the light and the dark theme: one file (216 of the
// mocks' seeded library) and the bulk preview of three files (row B5). The client answers from the
// @vitrine/mocks handlers in the page (msw's getResponse, no service worker). Compared with
// __screenshots__/ (vitest writes a missing one, and fails on it when CI=true).
import { createVitrineClient } from '@vitrine/api-client';
import { applyMockParameters, handlers } from '@vitrine/mocks';
import { VitrineProvider } from '@vitrine/ui';
import { getResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import '@vitrine/ui/styles.css';
import '../../styles.css';
import { MetadataEditor } from './MetadataEditor';

// One editor on the page at a time.
beforeEach(() => cleanup());

async function renderEditor(imageIds: number[], theme: 'light' | 'dark') {
  applyMockParameters({});
  const client = createVitrineClient({
    fetch: async (request) => {
      const response = await getResponse(handlers, request);
      if (!response) throw new Error(`@vitrine/mocks: unhandled ${request.method} ${request.url}`);
      return response;
    },
  });
  await page.viewport(600, 900);
  return render(
    <VitrineProvider client={client} theme={theme}>
      <div style={{ width: 560, height: 860, display: 'flex', flexDirection: 'column' }}>
        <MetadataEditor imageIds={imageIds} />
      </div>
    </VitrineProvider>,
  );
}

for (const theme of ['light', 'dark'] as const) {
  test(`one file, ${theme} theme`, async () => {
    await renderEditor([216], theme);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect.element(title).toHaveValue('Summer portrait');
    await expect.element(title).toBeEnabled();
    const root = document.querySelector('.vt-viewer__editor') as HTMLElement;
    await expect.element(root).toMatchScreenshot(`editor-single-${theme}`);
  });

  test(`the bulk preview of three files, ${theme} theme`, async () => {
    await renderEditor([30, 98, 216], theme);
    const author = page.getByRole('textbox', { name: 'Author' });
    await expect.element(author).toBeEnabled();
    await userEvent.fill(author, 'Ana Lima');
    await userEvent.click(page.getByRole('button', { name: 'Review changes' }));
    await expect.element(page.getByRole('table')).toBeVisible();
    const root = document.querySelector('.vt-viewer__editor') as HTMLElement;
    await expect.element(root).toMatchScreenshot(`editor-preview-${theme}`);
  });
}
