// The folder history of spec 000 §3 / §9 (records of id and type, at most 10, no duplicates, newest
// first): the page records each selection it shows, under the name its breadcrumb read, once that
// path is known (or known to be unreadable), so a record is written once per visit.
import { type TreeSelection, useFolderHistory } from '@vitrine/tree';
import { useEffect } from 'react';
import type { BreadcrumbState } from '../api/breadcrumb';

export function useRecordVisit(selection: TreeSelection | null, { crumbs, pending }: BreadcrumbState): void {
  const { record } = useFolderHistory();
  const name = crumbs?.at(-1)?.label;
  // The selection's content, not its identity: a re-render with an equal selection is no new visit.
  const key = JSON.stringify(selection);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for selection's content.
  useEffect(() => {
    if (!pending) record(selection, name);
  }, [key, name, pending, record]);
}
