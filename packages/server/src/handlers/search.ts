// search: a page of files and the count for search criteria (spec 000 §3 "Search criteria",
// "Search result", §4 paging, §6 expired files, §7 "POST search {criteria} -> page of images; POST
// search count {criteria} -> totalImages, infoMessages"). The work is in ../search.
import type { components } from '@vitrine/api-client';
import type { Principal } from '../auth/permissions';
import { unauthorized } from '../domain/errors';
import type { HandlerTable, RequestContext } from '../http/context';
import { autoResyncOnOpen } from '../jobs/auto-resync';
import {
  countSearch,
  loadSummaryContext,
  resolveCriteria,
  resultCacheFor,
  runSearch,
  type SearchScope,
  sortGroupTitle,
  textIndexFor,
  toImageSummary,
} from '../search';

type Schemas = components['schemas'];

/**
 * Who searches. openapi.yml opens search to visitors without a session so the guest and shared-link
 * visitors can reach it; a visitor who is neither (guest access off) is asked to sign in.
 */
function searcher(principal: Principal): Principal {
  if (principal.kind === 'anonymous') throw unauthorized('Sign in to continue.');
  return principal;
}

function scopeOf(ctx: RequestContext<'search'> | RequestContext<'searchCount'>): SearchScope {
  return {
    db: ctx.db,
    principal: searcher(ctx.principal),
    now: ctx.app.now(),
    textIndex: textIndexFor(ctx.app.dialect),
    dialect: ctx.app.dialect,
    cache: resultCacheFor(ctx.db, ctx.app.dialect),
    rankPool: ctx.app.rankPool,
  };
}

export const searchHandlers: HandlerTable = {
  async search(ctx) {
    const criteria = resolveCriteria(ctx.body.criteria);
    const scope = scopeOf(ctx);
    const page = await runSearch(scope, criteria);
    // Opening a folder (its first page) re-syncs it when its auto-resync is on (docs/decisions.md
    // "Automatic re-sync"); a later page or a load-more is not an opening.
    if (criteria.folderId !== null && criteria.currentPage === 1 && !ctx.body.criteria.isLoadingMore) {
      if ((await autoResyncOnOpen(ctx.db, scope.principal, criteria.folderId, scope.now)) !== null)
        ctx.request.server.vitrineJobs?.worker.wake();
    }
    let images: Schemas['ImageSummary'][];
    if (criteria.idsOnly) {
      // spec 000 §2: the body view asks ids only.
      images = page.rows.map((row) => ({ id: row.id, fileName: row.file_name, extension: row.extension }));
    } else {
      const context = await loadSummaryContext(ctx.db, page.rows, scope.now);
      images = page.rows.map((row) =>
        toImageSummary(
          row,
          context,
          criteria.groupResults ? sortGroupTitle(row, criteria.sort.option) : undefined,
        ),
      );
    }
    return {
      images,
      totalImages: page.total,
      infoMessages: [...criteria.notes, ...page.infoMessages],
      nextPageExists: page.nextPageExists,
      // The client prefetches the next page itself when nextPageExists (spec 000 §4); answering it
      // here too would double every answer.
      nextPageResult: null,
      searchDto: ctx.body.criteria,
    };
  },

  async searchCount(ctx) {
    const criteria = resolveCriteria(ctx.body.criteria);
    return { totalImages: await countSearch(scopeOf(ctx), criteria), infoMessages: criteria.notes };
  },
};
