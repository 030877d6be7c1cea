// Count thresholds that ask for confirmation or show a wait message (spec 000 §4, §5, spec 001 §5, §9).
import { REFILL_BELOW_COUNT, REGENERATE_CONFIRM_ABOVE, SAVE_WAIT_TOAST_ABOVE } from '../constants';

/** spec 000 §4, §5: regenerating thumbnails for more than 50 files asks confirmation. */
export function needsRegenerateConfirmation(fileCount: number): boolean {
  return fileCount > REGENERATE_CONFIRM_ABOVE;
}

/** spec 000 §4: thumbnail regeneration reloads the page unless more than 50 files. */
export function shouldReloadAfterRegenerate(fileCount: number): boolean {
  return fileCount <= REGENERATE_CONFIRM_ABOVE;
}

/** spec 001 §5, §9: saving more than 10 images shows the save-wait toast. */
export function needsSaveWaitToast(imageCount: number): boolean {
  return imageCount > SAVE_WAIT_TOAST_ABOVE;
}

/** What happens after a delete (spec 000 §4). */
export type AfterDeleteAction = 'newSearch' | 'loadMore' | 'none';

/** spec 000 §4: no images left runs a new search; fewer than 24 left loads more. */
export function decideAfterDelete(remaining: number): AfterDeleteAction {
  if (remaining <= 0) return 'newSearch';
  return remaining < REFILL_BELOW_COUNT ? 'loadMore' : 'none';
}
