// Status texts and the upload status table: the messages shown when the server gives none.
import { UPLOAD_STATUS_CODES } from '../constants';
import { en, type VitrineLocale } from '../locale/en';

type StatusKey = keyof VitrineLocale['status'];
type UploadStatusKey = keyof VitrineLocale['upload']['statuses'];

function isStatusKey(key: string, locale: VitrineLocale): key is StatusKey {
  return Object.hasOwn(locale.status, key);
}

function isUploadStatusKey(key: string, locale: VitrineLocale): key is UploadStatusKey {
  return Object.hasOwn(locale.upload.statuses, key);
}

/**
 * The status text of an HTTP status (spec 000 §8, spec 001 §8): 400 Bad request, 401 Unauthorized,
 * 403 Forbidden, 404 Not found, 500 Error. Any other status is 'Error'.
 */
export function statusText(status: number, locale: VitrineLocale = en): string {
  const key = String(status);
  return isStatusKey(key, locale) ? locale.status[key] : locale.status['500'];
}

/**
 * The message of an upload status code (spec 001 §8 table). A code the table does not list gets the
 * generic 'Failed to upload the file.' (code 0), as the spec says of generic errors.
 */
export function uploadStatusMessage(code: number, locale: VitrineLocale = en): string {
  const key = String(code);
  return isUploadStatusKey(key, locale)
    ? locale.upload.statuses[key]
    : locale.upload.statuses[String(UPLOAD_STATUS_CODES.failed) as UploadStatusKey];
}

/** spec 001 §8: status 446 is a name conflict, not an error. */
export function isUploadNameConflict(code: number): boolean {
  return code === UPLOAD_STATUS_CODES.nameConflict;
}
