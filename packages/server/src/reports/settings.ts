// The report settings a person keeps (spec 000 §7 "Reports: GET default report {isFromPreferences}
// -> defaultPdf, customPdf, customData; POST default report {pdfRequest, isFromPreferences}"): the
// default report is @vitrine/core's; a person with the PDF-report customisation permission (spec 000
// §6, `report.customize`) saves settings of their own, one row each (migration 0030). customData lists
// the custom fields a report can print (not the recognition-label field, which is not data a person
// typed). As the mocks: guests and shared-link visitors get 403 for both calls.
import type { components } from '@vitrine/api-client';
import { en, parseReportImage } from '@vitrine/core';
import { REPORT_DEFAULT_REQUEST } from '@vitrine/core/report';
import type { Kysely } from 'kysely';
import { can, type Principal } from '../auth/permissions';
import type { Database } from '../db/schema';
import { HttpError } from '../domain/errors';

type Db = Kysely<Database>;
type PdfRequest = components['schemas']['PdfRequest'];
type DefaultReport = components['schemas']['DefaultReport'];

function requireUser(principal: Principal): number {
  if (principal.kind !== 'user' || principal.isShared || principal.userId === null) throw new HttpError(403);
  return principal.userId;
}

/** GET /api/reports/default. */
export async function defaultReport(db: Db, principal: Principal): Promise<DefaultReport> {
  const userId = requireUser(principal);
  const saved = await db
    .selectFrom('report_settings')
    .select('custom_pdf')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const definitions = await db
    .selectFrom('custom_metadata_definitions')
    .select(['id', 'label', 'display_order', 'is_dictionary'])
    .where('is_recognition_label', '=', 0)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return {
    defaultPdf: REPORT_DEFAULT_REQUEST as PdfRequest,
    customPdf: saved ? (JSON.parse(saved.custom_pdf) as PdfRequest) : null,
    customData: definitions.map((definition) => ({
      id: definition.id,
      label: definition.label,
      displayOrder: definition.display_order,
      isDictionary: definition.is_dictionary === 1,
    })),
  };
}

/**
 * 400 with spec 000 §5's rule when a header or footer image is not a JPEG or PNG data URL within
 * REPORT_IMAGE_MAX_BYTES (@vitrine/core parseReportImage).
 */
export function checkReportImages(request: PdfRequest): void {
  for (const image of [request.headerImage, request.footerImage]) {
    if (image && parseReportImage(image.path) === null) throw new HttpError(400, en.report.imageNotImage);
  }
}

/** POST /api/reports/default. */
export async function saveDefaultReport(
  db: Db,
  principal: Principal,
  now: Date,
  pdfRequest: PdfRequest,
): Promise<void> {
  const userId = requireUser(principal);
  if (!can(principal, 'report.customize', { kind: 'anywhere' })) throw new HttpError(403);
  checkReportImages(pdfRequest);
  const row = { user_id: userId, custom_pdf: JSON.stringify(pdfRequest), updated_at: now.toISOString() };
  await db
    .insertInto('report_settings')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ custom_pdf: row.custom_pdf, updated_at: row.updated_at }),
    )
    .execute();
}
