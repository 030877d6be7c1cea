// keywords: keyword and dictionary look-ups (spec 001 §5, §7); at most 500 options (spec 001 §9).
import { KEYWORD_OPTIONS_MAX } from '@vitrine/core';
import type { HttpHandler } from 'msw';
import { badRequest, http, type MockContext, notFound } from './context';
import { keywordId } from './query';

export function keywordHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get('/api/keywords/search', ({ query, response }) => {
      const db = ctx.db();
      const text = query.get('query');
      if (text === null || text === undefined) return response.untyped(badRequest());
      const needle = text.trim().toLowerCase();
      const all = [...new Set(db.images.flatMap((i) => i.keywords))].sort((a, b) => a.localeCompare(b));
      const found = all.filter((k) => k.toLowerCase().includes(needle)).slice(0, KEYWORD_OPTIONS_MAX);
      return response(200).json(found.map((name) => ({ id: keywordId(db, name), name })));
    }),
    // query names the field: custom-{definitionId}.
    http.get('/api/custommetadata/definition/dictionarySearch', ({ query, response }) => {
      const field = query.get('query') ?? '';
      const match = /^custom-(\d+)$/.exec(field);
      if (!match) return response.untyped(badRequest());
      const definition = ctx.db().customMetadataDefinitions.find((d) => d.id === Number(match[1]));
      if (!definition) return response.untyped(notFound());
      if (!definition.isDictionary) return response.untyped(badRequest());
      return response(200).json(definition.options.slice(0, KEYWORD_OPTIONS_MAX));
    }),
  ];
}
