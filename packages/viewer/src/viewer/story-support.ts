// The mocks' seeded library as viewer fixtures (stories): the files a search answers, through the
// mocks' own handlers on a fresh library with the default seed, so their ids are the ones the
// Storybook worker serves. Not part of the public API.
import type { components, ImageSummary } from '@vitrine/api-client';
import { createHandlers, createMockDb } from '@vitrine/mocks';
import { getResponse } from 'msw';

let library: ReturnType<typeof createHandlers> | undefined;
let files: Promise<ImageSummary[]> | undefined;

/** Every seeded file, in the search's default order. */
export function seededFiles(): Promise<ImageSummary[]> {
  files ??= (async () => {
    library ??= createHandlers(createMockDb());
    const response = await getResponse(
      library,
      new Request('http://localhost/api/search', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ criteria: { itemsOnPage: 1000 } }),
      }),
    );
    if (!response?.ok) throw new Error(`seeded search failed: ${response?.status ?? 'unhandled'}`);
    return ((await response.json()) as components['schemas']['SearchResult']).images;
  })();
  return files;
}

/** The seeded files of one kind, for a story that opens one. */
export async function seededOfKind(kind: 'image' | 'video' | 'audio' | 'pdf'): Promise<ImageSummary[]> {
  const all = await seededFiles();
  return all.filter((file) =>
    kind === 'video'
      ? file.isVideo
      : kind === 'audio'
        ? file.isAudio
        : kind === 'pdf'
          ? file.isPdf
          : !file.isVideo && !file.isAudio && !file.isPdf && !file.previewExternalUrl,
  );
}
