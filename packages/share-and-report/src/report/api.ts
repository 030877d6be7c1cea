// The only place in the report dialog that calls @vitrine/api-client (STYLE skeleton `api/`): the
// default report (spec 000 §7 "Reports": GET/POST /api/reports/default), the report itself (POST
// /api/export {ids, pdfRequest} → token, then GET /api/export/{token}), the customisation
// permission (spec 000 §6, a global permission: GET /api/permission without a folder), how a report
// being made stands (GET /api/export/{token}/status, issue 20), and, for the
// preview, what the report prints of a file (GET /api/images/{id}, the viewer's call) and its
// thumbnail (GET /Download.aspx?id=&thumb=, the views' call).

import { useQuery } from '@tanstack/react-query';
import { ApiError, unwrap, type VitrineClient } from '@vitrine/api-client';
import { THUMBNAIL_INDEX } from '@vitrine/core';
import { useClient } from '@vitrine/ui';
import type { PdfRequest, ReportCustomField, ReportImageDetail } from './domain';
import { fileNameFromDisposition } from './domain';

/** What GET /api/reports/default answers (openapi.yml DefaultReport). */
export interface DefaultReport {
  defaultPdf: PdfRequest | undefined;
  customPdf: PdfRequest | null;
  customData: ReportCustomField[];
}

/** The saved report settings: the default, the person's own, the custom fields (spec 000 §7). */
export async function fetchDefaultReport(
  client: VitrineClient,
  signal?: AbortSignal,
): Promise<DefaultReport> {
  const answer = await unwrap(client.GET('/api/reports/default', signal ? { signal } : {}));
  return {
    defaultPdf: answer.defaultPdf,
    customPdf: answer.customPdf ?? null,
    customData: answer.customData ?? [],
  };
}

/** Saves the person's own default report (spec 000 §7 "POST default report {pdfRequest, isFromPreferences}"). */
export async function saveDefaultReport(client: VitrineClient, pdfRequest: PdfRequest): Promise<void> {
  await unwrap(client.POST('/api/reports/default', { body: { pdfRequest, isFromPreferences: false } }));
}

/** POST /api/export {ids, pdfRequest} → the token of the report (spec 000 §7). */
export async function prepareReport(
  client: VitrineClient,
  ids: readonly number[],
  pdfRequest: PdfRequest,
): Promise<string> {
  const answer = await unwrap(client.POST('/api/export', { body: { ids: [...ids], pdfRequest } }));
  return answer.id;
}

/** How a report being made stands (openapi.yml ExportStatus). */
export interface ReportStatus {
  state: 'queued' | 'making' | 'ready' | 'failed';
  /** Images placed. */
  done: number;
  /** Images the report holds. */
  total: number;
  /** Why it failed. */
  message?: string | undefined;
}

/** GET /api/export/{token}/status: how the report of `token` stands (issue 20). */
export async function fetchReportStatus(
  client: VitrineClient,
  token: string,
  signal?: AbortSignal,
): Promise<ReportStatus> {
  return unwrap(
    client.GET('/api/export/{token}/status', {
      params: { path: { token } },
      ...(signal ? { signal } : {}),
    }),
  );
}

/** A downloaded report: its bytes and the name its Content-Disposition gives. */
export interface DownloadedReport {
  blob: Blob;
  fileName: string;
}

/** The report the server made: GET /api/export/{token} (its bytes, saved under the server's name). */
export async function downloadReport(
  client: VitrineClient,
  token: string,
  signal?: AbortSignal,
): Promise<DownloadedReport> {
  const { data, error, response } = await client.GET('/api/export/{token}', {
    params: { path: { token } },
    parseAs: 'blob',
    ...(signal ? { signal } : {}),
  });
  if (error !== undefined || !(data instanceof Blob)) {
    throw error instanceof ApiError
      ? error
      : new ApiError({ status: response.status, message: response.statusText });
  }
  return {
    blob: data,
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), 'report.pdf'),
  };
}

/** Whether the person may customise reports (spec 000 §6 'report.customize', asked anywhere). */
export async function fetchCanCustomizeReports(
  client: VitrineClient,
  signal?: AbortSignal,
): Promise<boolean> {
  const answer = await unwrap(
    client.GET('/api/permission', {
      params: { query: { permission: 'report.customize', require: 'any' } },
      ...(signal ? { signal } : {}),
    }),
  );
  return answer.allowed === true;
}

/** What the viewer reads of a file: GET /api/images/{id} (not counted as a view of it). */
export async function fetchReportFileDetail(
  client: VitrineClient,
  id: number,
  signal?: AbortSignal,
): Promise<ReportImageDetail> {
  return unwrap(
    client.GET('/api/images/{id}', {
      params: { path: { id }, query: { skipImgLogUpdate: true } },
      ...(signal ? { signal } : {}),
    }),
  );
}

/** A file's smallest thumbnail (GET /Download.aspx?id=&thumb=1), or null when it has none. */
export async function fetchReportThumbnail(
  client: VitrineClient,
  id: number,
  signal?: AbortSignal,
): Promise<Blob | null> {
  const { data, response } = await client.GET('/Download.aspx', {
    params: { query: { id, thumb: THUMBNAIL_INDEX.tiny } },
    parseAs: 'blob',
    ...(signal ? { signal } : {}),
  });
  // A placeholder (pending or failed thumbnail) is no picture of the file: the report prints its box.
  if (!response.ok || !(data instanceof Blob) || response.headers.get('X-Vitrine-Placeholder')) return null;
  return data;
}

/** Query keys of the dialog's reads. */
export const reportQueryKeys = {
  defaultReport: ['vitrine', 'reports', 'default'] as const,
  canCustomize: ['vitrine', 'permission', 'report.customize', 'anywhere'] as const,
  file: (id: number) => ['vitrine', 'reports', 'preview-file', id] as const,
};

/** The saved report settings, read while `enabled` (the dialog is open). */
export function useDefaultReport(enabled: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: reportQueryKeys.defaultReport,
    queryFn: ({ signal }) => fetchDefaultReport(client, signal),
    enabled,
    staleTime: 0,
  });
}

/**
 * Whether the signed-in person may customise PDF reports (spec 000 §6): a host passes it to
 * `<ReportDialog canCustomize>`. Undefined while unknown.
 */
export function useCanCustomizeReports(enabled = true): boolean | undefined {
  const client = useClient();
  const query = useQuery({
    queryKey: reportQueryKeys.canCustomize,
    queryFn: ({ signal }) => fetchCanCustomizeReports(client, signal),
    enabled,
    staleTime: 60_000,
  });
  return query.data;
}
