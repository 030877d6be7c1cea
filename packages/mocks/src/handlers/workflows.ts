// workflows: the workflow statuses (spec 001 §7).
import type { HttpHandler } from 'msw';
import { http, type MockContext } from './context';

export function workflowHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get('/api/workflows', ({ response }) =>
      response(200).json(ctx.db().workflowStatuses.map((w) => ({ id: w.id, name: w.name, color: w.color }))),
    ),
  ];
}
