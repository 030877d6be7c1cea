// Files rows to openapi.yml ImageSummary (spec 000 §3 "Image (summary as used for browsing)"), a page
// at a time: the folders' paths, custom values, workflow statuses and queued jobs of the whole page
// are read in one query each. Derived flags (isVideo, isExpired, ...) are computed here, on read.
import type { components } from '@vitrine/api-client';
import { computeExpiryFlags, IMAGE_GPS_ZOOM_LEVEL, makeSortGroupTitle } from '@vitrine/core';
import type { Kysely } from 'kysely';
import type { Database, FileRow } from '../db/schema';
import { renditionVersions } from '../images/rendition-version';
import { filesWithFailedThumbnails } from '../jobs/thumbnails';
import { fullPathOf, pathIds } from '../library/folders';

type Schemas = components['schemas'];
type Db = Kysely<Database>;
type Primitive = string | number | null;

/** The kind of a file by its MIME type (the derived flags of spec 000 §3; the fileFormat filter). */
export function fileKindOf(mimeType: string): 'image' | 'video' | 'audio' | 'pdf' | 'other' {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType.startsWith('audio/')) return 'audio';
  if (mimeType === 'application/pdf') return 'pdf';
  return 'other';
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** IPTC fields by name, kept only when their value fits ImageIPTC (text, number or null). */
function iptcFields(text: string): Record<string, Primitive> {
  const parsed = parseJson<unknown>(text, {});
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, Primitive] =>
        entry[1] === null || typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/** "City, State, Country" without the empty parts, or null (as media/fields.ts and the mocks). */
export function locationText(row: Pick<FileRow, 'city' | 'state_province' | 'country'>): string | null {
  const parts = [row.city, row.state_province, row.country].map((p) => p.trim()).filter((p) => p !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}

/** IPTC by name, with urgency (an integer, spec 001 §3) and DateCreated (the date taken, read-only). */
function iptcOf(row: Pick<FileRow, 'iptc' | 'date_taken'>): Schemas['ImageIPTC'] {
  const { urgency, ...rest } = iptcFields(row.iptc);
  return {
    ...rest,
    urgency: typeof urgency === 'number' && Number.isInteger(urgency) ? urgency : null,
    DateCreated: row.date_taken,
  };
}

const inRange = (value: number | null, limit: number): value is number =>
  value !== null && Number.isFinite(value) && Math.abs(value) <= limit;

/** What a page of summaries needs besides the rows, read once per page. */
export interface SummaryContext {
  folderPaths: Map<number, { fullPath: string; rootPath: string }>;
  custom: Map<number, Schemas['ImageCustomMetadata'][]>;
  statuses: Map<number, Schemas['WorkflowStatus']>;
  withJobs: Set<number>;
  /** Files whose thumbnail job failed for good (ImageSummary.thumbnailFailed, issue 13 row 8). */
  withFailedThumbnails: Set<number>;
  /** The version of each file's renditions (ImageSummary.thumbnailVersion); none while it has no rendition. */
  thumbnailVersions: Map<number, string>;
  now: Date;
}

export async function loadSummaryContext(db: Db, rows: FileRow[], now: Date): Promise<SummaryContext> {
  const ids = rows.map((r) => r.id);
  const folderIds = [...new Set(rows.map((r) => r.folder_id))];
  const folders =
    folderIds.length === 0
      ? []
      : await db.selectFrom('folders').select(['id', 'path']).where('id', 'in', folderIds).execute();
  const nameIds = [...new Set(folders.flatMap((f) => pathIds(f.path)))];
  const names = new Map(
    nameIds.length === 0
      ? []
      : (await db.selectFrom('folders').select(['id', 'name']).where('id', 'in', nameIds).execute()).map(
          (f) => [f.id, f.name] as const,
        ),
  );
  const folderPaths = new Map(
    folders.map((folder) => {
      const fullPath = fullPathOf(folder.path, names);
      return [folder.id, { fullPath, rootPath: `/${fullPath.split('/')[1] ?? ''}` }] as const;
    }),
  );
  const custom = new Map<number, Schemas['ImageCustomMetadata'][]>();
  const withJobs = new Set<number>();
  if (ids.length > 0) {
    const values = await db
      .selectFrom('file_custom_metadata')
      .innerJoin('custom_metadata_definitions as d', 'd.id', 'file_custom_metadata.definition_id')
      .select([
        'file_custom_metadata.file_id',
        'file_custom_metadata.definition_id',
        'file_custom_metadata.value',
      ])
      .where('file_custom_metadata.file_id', 'in', ids)
      .orderBy('d.display_order')
      .orderBy('d.id')
      .execute();
    for (const value of values) {
      const entry = { definitionId: value.definition_id, value: value.value };
      custom.set(value.file_id, [...(custom.get(value.file_id) ?? []), entry]);
    }
    const jobs = await db
      .selectFrom('jobs')
      .select('file_id')
      .where('file_id', 'in', ids)
      .where('status', 'in', ['queued', 'running'])
      .execute();
    for (const job of jobs) if (job.file_id !== null) withJobs.add(job.file_id);
  }
  const statusIds = [
    ...new Set(rows.flatMap((r) => (r.workflow_status_id === null ? [] : [r.workflow_status_id]))),
  ];
  const statuses = new Map(
    statusIds.length === 0
      ? []
      : (await db.selectFrom('workflow_statuses').selectAll().where('id', 'in', statusIds).execute()).map(
          (s) => [s.id, { id: s.id, name: s.name, color: s.color }] as const,
        ),
  );
  const withFailedThumbnails = await filesWithFailedThumbnails(db, ids);
  const thumbnailVersions = await renditionVersions(db, ids);
  return { folderPaths, custom, statuses, withJobs, withFailedThumbnails, thumbnailVersions, now };
}

/** One file in the wire shape of ImageSummary. `group` is the sort group title when results are grouped. */
export function toImageSummary(
  row: FileRow,
  context: SummaryContext,
  group?: string,
): Schemas['ImageSummary'] {
  const kind = fileKindOf(row.mime_type);
  const folder = context.folderPaths.get(row.folder_id);
  const expirationDate = row.expiration_date === null ? null : row.expiration_date.slice(0, 10);
  const status = row.workflow_status_id === null ? undefined : context.statuses.get(row.workflow_status_id);
  const summary: Schemas['ImageSummary'] = {
    id: row.id,
    fileName: row.file_name,
    extension: row.extension,
    mimeType: row.mime_type,
    fileSize: row.file_size,
    // As the mocks: shortPath is the folder's full path, rootPath its top folder (spec 001 §3).
    folder: { id: row.folder_id, shortPath: folder?.fullPath ?? '', rootPath: folder?.rootPath ?? '' },
    keywords: strings(parseJson(row.keywords, [])),
    expirationDate:
      expirationDate !== null && /^\d{4}-\d{2}-\d{2}$/.test(expirationDate) ? expirationDate : null,
    previewExternalUrl: row.preview_external_url,
    licenseDocumentUrl: row.license_document_url,
    licenseExpiryNote: row.license_expiry_note,
    isOnBrand: row.is_on_brand === 1,
    videoStatus: row.video_status,
    imageLocation: locationText(row),
    // The parts of the location, as the mocks (the grid's City, State and Country; docs/decisions.md).
    ...(locationText(row) === null
      ? {}
      : {
          imageLocationParts: {
            city: row.city.trim(),
            stateProvince: row.state_province.trim(),
            country: row.country.trim(),
          },
        }),
    imageAttributes: {
      title: row.title,
      author: row.author,
      subject: row.subject,
      description: row.description,
    },
    imageIPTC: iptcOf(row),
    imageLog: {
      addedToDBGallery: row.added_at,
      viewCount: row.view_count,
      lastViewed: row.last_viewed,
      lastDataUpdate: row.last_data_update,
      lastFileModification: row.last_file_modification,
      lastVisualUpdate: row.last_visual_update,
    },
    imageCustomMetadatas: context.custom.get(row.id) ?? [],
    imageWorkflowStatuses: status ? [status] : [],
    hasJobs: context.withJobs.has(row.id),
    awaitingRecognition: row.awaiting_recognition === 1,
    failedRecognition: row.failed_recognition === 1,
    thumbnailFailed: context.withFailedThumbnails.has(row.id),
    thumbnailVersion: context.thumbnailVersions.get(row.id) ?? null,
    // The tile's type glyph (issue 14): a length for audio and video, pages for a PDF.
    durationSeconds: kind === 'audio' || kind === 'video' ? (row.duration_seconds ?? null) : null,
    pageCount: kind === 'pdf' ? (row.page_count ?? null) : null,
    recognizedLabels: strings(parseJson(row.recognized_labels, [])),
    version: row.version,
    group: group ?? row.group_name,
    isVideo: kind === 'video',
    isAudio: kind === 'audio',
    isPdf: kind === 'pdf',
    isImage: kind === 'image',
    ...computeExpiryFlags(expirationDate, context.now),
  };
  if (row.owner_id !== null) summary.owner = { id: row.owner_id, profileUrl: `/users/${row.owner_id}` };
  if (inRange(row.gps_latitude, 90) && inRange(row.gps_longitude, 180)) {
    // spec 001 §3 "imageGPS (latitude, longitude, zoomLevel, id)": the position is the file's own, so
    // its id is the file's (as the mocks); the zoom is core's (the spec gives no value).
    summary.imageGPS = {
      latitude: row.gps_latitude,
      longitude: row.gps_longitude,
      zoomLevel: IMAGE_GPS_ZOOM_LEVEL,
      id: row.id,
    };
  }
  if (row.width !== null && row.height !== null) {
    summary.imageInfo = {
      width: row.width,
      height: row.height,
      Make: row.camera_make,
      Model: row.camera_model,
    };
  }
  return summary;
}

/** The value a row is grouped by for a sort option (spec 000 §3), null when it has none. */
function groupValue(row: FileRow & { sort_value?: unknown }, sortOption: number): string | number | null {
  switch (sortOption) {
    case 1:
      return row.added_at;
    case 2:
      return row.date_taken;
    case 3:
      return row.title;
    case 5:
      return row.last_data_update;
    case 6:
      return row.last_viewed;
    case 7:
      return row.file_name;
    case 8:
      return row.extension;
    case 9:
      return row.file_size;
    case 10:
      return row.view_count;
    default:
      // A custom field (its value was read with the page); relevance has no group value.
      return sortOption < 0 && (typeof row.sort_value === 'string' || typeof row.sort_value === 'number')
        ? row.sort_value
        : null;
  }
}

/**
 * spec 000 §3 groupResults: the group title of a row under a sort option; dates group by month
 * ('2025-03'), an empty value is 'No data' (as the mocks).
 */
export function sortGroupTitle(row: FileRow & { sort_value?: unknown }, sortOption: number): string {
  const value = groupValue(row, sortOption);
  const text = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 7) : value;
  return makeSortGroupTitle(text);
}
