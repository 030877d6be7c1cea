// logical: rows of the logical views (spec 000 §2 "Logical tree", §7 "Logical"), counted over what the
// current user may see. Custom fields exclude the recognition label (spec 000 §2).
import type { components } from '@vitrine/api-client';
import type { HttpHandler } from 'msw';
import { badRequest, http, type MockContext } from './context';
import { keywordId, visibleImages } from './query';

type LogicalRow = components['schemas']['LogicalRow'];

function countBy<T>(items: T[], key: (item: T) => string | null): Map<string, { item: T; count: number }> {
  const out = new Map<string, { item: T; count: number }>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const entry = out.get(k);
    if (entry) entry.count++;
    else out.set(k, { item, count: 1 });
  }
  return out;
}

export function logicalHandlers(ctx: MockContext): HttpHandler[] {
  const visible = () => visibleImages(ctx.db(), ctx.user());
  return [
    // One row per year and month of the date taken.
    http.get('/api/logical/date', ({ response }) => {
      const rows: LogicalRow[] = [...countBy(visible(), (i) => i.imageIPTC.DateCreated?.slice(0, 7) ?? null)]
        .map(([ym, { count }]) => ({ year: Number(ym.slice(0, 4)), month: Number(ym.slice(5, 7)), count }))
        .sort((a, b) => (a.year ?? 0) - (b.year ?? 0) || (a.month ?? 0) - (b.month ?? 0));
      return response(200).json(rows);
    }),
    http.get('/api/logical/keywords', ({ response }) => {
      const db = ctx.db();
      const pairs = visible().flatMap((i) => i.keywords.map((k) => ({ k })));
      const rows: LogicalRow[] = [...countBy(pairs, (p) => p.k)]
        .map(([value, { count }]) => ({ id: keywordId(db, value), value, count }))
        .sort((a, b) => (a.value ?? '').localeCompare(b.value ?? ''));
      return response(200).json(rows);
    }),
    // Empty parts answer null; the tree shows them as <Not specified> (spec 000 §2).
    http.get('/api/logical/location', ({ response }) => {
      const rows: LogicalRow[] = [
        ...countBy(visible(), (i) =>
          i.imageLocation
            ? JSON.stringify([i.imageLocation.country, i.imageLocation.stateProvince, i.imageLocation.city])
            : null,
        ),
      ]
        .map(([key, { count }]) => {
          const [country, stateProvince, city] = JSON.parse(key) as string[];
          return {
            country: country || null,
            stateProvince: stateProvince || null,
            city: city || null,
            count,
          };
        })
        .sort((a, b) =>
          `${a.country}/${a.stateProvince}/${a.city}`.localeCompare(
            `${b.country}/${b.stateProvince}/${b.city}`,
          ),
        );
      return response(200).json(rows);
    }),
    // field: title, author, subject, or custom-{definitionId}.
    http.get('/api/logical/string', ({ query, response }) => {
      const db = ctx.db();
      const field = query.get('field') ?? '';
      let read: ((i: (typeof db.images)[number]) => string | null) | undefined;
      if (field === 'title' || field === 'author' || field === 'subject') {
        read = (i) => i.imageAttributes[field] || null;
      } else {
        const match = /^custom-(\d+)$/.exec(field);
        const definition = match
          ? db.customMetadataDefinitions.find((d) => d.id === Number(match[1]))
          : undefined;
        if (definition && !definition.isRecognitionLabel)
          read = (i) => i.imageCustomMetadatas[definition.id] || null;
      }
      if (!read) return response.untyped(badRequest());
      const reader = read;
      const rows: LogicalRow[] = [...countBy(visible(), reader)]
        .map(([value, { count }]) => ({ value, count }))
        .sort((a, b) => (a.value ?? '').localeCompare(b.value ?? ''));
      return response(200).json(rows);
    }),
  ];
}
