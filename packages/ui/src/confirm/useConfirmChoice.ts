// useConfirmChoice(): the three-way confirm, for questions whose "no" is an answer to record and
// whose "not now" (Escape, a click outside) is not (spec 000 §4: the AI consent dialog).
import { useVitrineContext } from '../provider/context';
import type { ConfirmChoice, ConfirmOptions } from './confirm-store';

/**
 * `choose({ message, ... })` resolves 'confirm' (the confirm button), 'decline' (the cancel button)
 * or 'dismiss' (Escape, a click outside, the provider unmounting). The same dialog and queue as
 * `useConfirm()`, which folds 'decline' and 'dismiss' into `false`.
 */
export function useConfirmChoice(): (options: ConfirmOptions) => Promise<ConfirmChoice> {
  return useVitrineContext('useConfirmChoice').confirms.choose;
}
