// The catalogue test: every message quoted in §8 of both spec documents is in the English locale,
// word for word (spec 000 §8, spec 001 §8), plus the strings §2–§5 quote.
import { describe, expect, it } from 'vitest';
import { RECOGNITION_AWAITING_CUSTOM_MODEL } from '../constants';
import { en, type PluralMessage } from './en';

/** Every message string of the locale, plural forms included. */
function collectMessages(node: unknown, into: string[] = []): string[] {
  if (typeof node === 'string') into.push(node);
  else if (typeof node === 'object' && node !== null) {
    for (const value of Object.values(node)) collectMessages(value, into);
  }
  return into;
}

const messages = new Set(collectMessages(en));

/**
 * The spec writes some placeholders its own way; the locale uses `{name}` placeholders. These are
 * the only rewrites made: `N` → `{n}` and `<id>` → `{id}`, and "a/b" alternatives are listed as the
 * two messages they stand for.
 */
const SPEC_000_SECTION_8 = [
  'Bad request',
  'Unauthorized',
  'Forbidden',
  'Not found',
  'Error',
  'Folder re-sync has been scheduled.',
  'Failed to schedule folder re-sync.',
  'Folder has been deleted.',
  'Failed to delete folder {id}.', // spec: 'Failed to delete folder <id>.'
  'Failed to move folder(s)',
  'Failed to move {type}',
  'Folder has been pinned.', // spec: 'Folder has been pinned/unpinned.'
  'Folder has been unpinned.',
  'Failed to pin the folder.', // spec: 'Failed to pin/unpin the folder.'
  'Failed to unpin the folder.',
  'Failed to pin the {set}',
  '{type} has been renamed.',
  'There is more than 10 thousands items to rename! Are you sure you want to rename it?',
  'Your sharing link has been copied to the clipboard',
  'Failed to share images',
  'You are not authorized to download some of the selected images.',
  'The report is being processed and will be downloaded when ready.',
  'Failed to continue action. Something went wrong.',
  'Exif not found for the file',
  'Something went wrong',
  'You are not allowed to edit this image',
  'Failed to save changes',
  'Failed to save changes.',
  'Changes cannot be saved.',
  'Failed to save new subsctiption settings',
  'Failed to attach or detach',
  'Failed to delete some files.',
  '{n} files deleted or excluded', // spec: 'N files deleted or excluded'
  'File type restrictions have been saved',
  'Automatic synchronization settings have been saved',
  'Virtual set deletion was canceled.',
  'There are unsaved changes. Close and ignore changes?',
  'There is an unsaved annotation. Ignore changes?',
  'This will terminate your upload! Close upload form?',
];

const SPEC_001_SECTION_8 = [
  'Failed to save changes.',
  '{n} image(s) updated',
  'Failed to restore version.',
  'Version has been successfully restored.',
  'Failed to delete version.',
  'Failed to delete versions.',
  'Failed to move image(s)',
  'Failed to move some images',
  'Failed to move image(s).',
  'Failed to delete file.',
  'Failed to delete files',
  '1 file deleted.',
  '{n} files deleted.',
  '{n} files excluded.',
  'Failed to send message!',
  'Message has been successfully sent',
  'Failed to download.',
  'File has been successfully rotated.',
  'Failed to upload the file.',
  'Trial subscription expired.',
  'Storage limit reached.',
  'Upload limit reached.',
  'Changed image not found.',
  'Destination folder not found',
  'Failed to add the file from the uploaded folder.',
  'Failed to add the file due to a file with the same name already exists.',
  'Service unavailable.',
  'File type is not allowed',
  'Failed',
  'The server tried to process this video {n} time(s) so far.', // spec: 'N time(s)'
  'Image is too large to be annotated!',
  'Do you want to delete this file?',
  'Do you want to delete selected files?',
  'Do you want to exclude this file(s)?',
  'There are unsaved changes. Close and ignore changes?',
  'There is an unsaved annotation. Ignore changes?',
  'This will terminate your upload! Close upload form?',
  'You are not authorized to edit some of the selected images.',
  'Bad request',
  'Unauthorized',
  'Forbidden',
  'Not found',
  'Error',
];

/** Strings quoted in §2–§5 of both documents. */
const QUOTED_ELSEWHERE = [
  'Load more...', // spec 000 §2, §3
  'Loading...', // spec 000 §4
  '<Not specified>', // spec 000 §2
  'Virtual Set', // spec 000 §1
  'No data', // spec 000 §3
  'Browse by Timeline', // spec 000 §2
  'Browse by Data Tags',
  'Browse by Geographical Location',
  'Browse by Custom Data Fields',
  'Title',
  'Author',
  'Subject',
  'Keyword',
  '{n} image(s) placed on the timeline.', // spec 000 §2: 'N image(s) placed on the timeline.'
  'Input is empty!', // spec 000 §5
  'Input contains invalid characters!',
  'The folder name cannot end with a dot character!',
  'Not valid {type} to rename',
  'Accept', // spec 000 §4
  'Decline',
  'Queued for Processing', // spec 001 §4
  'Queued for Processing (priority)',
  'Processing',
  'Message field cannot be empty', // spec 001 §5
  'Email field cannot be empty',
  'Multiple upload is not allowed. Add only one file to replace current.',
  'File is too large. File size can not exceed 2Gb',
  'Saving multiple images may take a little longer. Please wait...',
  'Relevance', // spec 000 §3 sort options
  'Added',
  'Date Taken',
  'Last updated',
  'Last viewed',
  'Filename',
  'Extension',
  'File size',
  'View count',
  'Ascending',
  'Descending',
  'Large 4K', // spec 001 §9
  'Medium',
  'Small',
];

describe('the English locale holds every quoted message word for word', () => {
  describe.each([
    ['spec 000 §8', SPEC_000_SECTION_8],
    ['spec 001 §8', SPEC_001_SECTION_8],
    ['spec 000/001 §2–§5', QUOTED_ELSEWHERE],
  ])('%s', (_, list) => {
    it.each(list.map((message) => [message]))('%j', (message) => {
      expect(messages).toContain(message);
    });
  });

  it('keeps the server phrase of spec 000 §8 as a constant (matched, never shown)', () => {
    expect(RECOGNITION_AWAITING_CUSTOM_MODEL).toBe('Awaiting custom model');
  });
});

describe('the shape of the locale', () => {
  // field, item, keywords, min: the edit-patch refusals (edit.patch) name the field, the value and the range.
  const allowed = new Set([
    'n',
    'type',
    'id',
    'set',
    'error',
    'ids',
    'max',
    'code',
    'field',
    'item',
    'keywords',
    'min',
    // labels: an image's recognised labels (recognition.labels, issue 18).
    'labels',
  ]);

  it.each(collectMessages(en).map((message) => [message]))('%j uses only known placeholders', (message) => {
    for (const [, name] of message.matchAll(/\{(\w+)\}/g)) expect(allowed).toContain(name);
  });

  it.each([
    ['files.deleted', en.files.deleted],
    ['files.excluded', en.files.excluded],
    ['files.deletedOrExcluded', en.files.deletedOrExcluded],
  ])('%s is a plural with "1" in one and {n} in other', (_, plural: PluralMessage) => {
    expect(plural.one).toMatch(/^1 /);
    expect(plural.other).toContain('{n}');
  });
});
