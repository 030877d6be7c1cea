// search: a page of files and the count for search criteria (spec 000 §3, §4, §7 "Search").
import { logicalValueProblem, parseSelectedSet } from '@vitrine/core';
import type { HttpHandler } from 'msw';
import { badRequest, http, type MockContext, notFound } from './context';
import { runSearch } from './query';
import { toImageSummary, wireExtension } from './serialize';

export function searchHandlers(ctx: MockContext): HttpHandler[] {
  /** A selected folder or set that does not exist answers 404. */
  const missingSelection = (criteria: { selectedFolder?: number | null; selectedSet?: string | null }) => {
    const db = ctx.db();
    if (criteria.selectedFolder && !db.folder(criteria.selectedFolder)) return true;
    const selected = parseSelectedSet(criteria.selectedSet);
    if (selected) return selected.kind === 'set' ? !db.set(selected.id) : !db.group(selected.id);
    return false;
  };
  return [
    http.post('/api/search', async ({ request, response }) => {
      const db = ctx.db();
      const { criteria } = await request.json();
      const problem = logicalValueProblem(criteria.logicalView, criteria.logicalViewValue);
      if (problem) return response.untyped(badRequest(problem));
      if (missingSelection(criteria)) return response.untyped(notFound());
      const outcome = runSearch(db, ctx.user(), criteria);
      const images = outcome.page.map((image) =>
        criteria.idsOnly
          ? { id: image.id, fileName: image.fileName, extension: wireExtension(image.extension) }
          : {
              ...toImageSummary(db, image),
              ...(outcome.groups.has(image.id) ? { group: outcome.groups.get(image.id) } : {}),
            },
      );
      return response(200).json({
        images,
        totalImages: outcome.all.length,
        infoMessages: [],
        nextPageExists: outcome.nextPageExists,
        nextPageResult: null,
        searchDto: criteria,
      });
    }),
    http.post('/api/search/count', async ({ request, response }) => {
      const { criteria } = await request.json();
      const problem = logicalValueProblem(criteria.logicalView, criteria.logicalViewValue);
      if (problem) return response.untyped(badRequest(problem));
      if (missingSelection(criteria)) return response.untyped(notFound());
      return response(200).json({
        totalImages: runSearch(ctx.db(), ctx.user(), criteria).all.length,
        infoMessages: [],
      });
    }),
  ];
}
