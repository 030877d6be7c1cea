// The share dialog's logic, headless (STYLE habit 4; issue 20, spec 000 §4 "Sharing": created, then
// settings patched, then the link is copied and the dialog closed; §8 the messages). Drawn by
// <ShareDialog>; a host that wants its own markup keeps this.
import {
  ApiError,
  createShareLink,
  type SharingState,
  sharedPageLink,
  updateShareLink,
} from '@vitrine/api-client';
import { useClient, useT, useToast } from '@vitrine/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { defaultShareSettings, type ShareSettings, shareSettingsPatch, shareSettingsValid } from './domain';

/** Options of {@link useShareDialog}. */
export interface UseShareDialogOptions {
  /** Whether the dialog is open: opening starts from the default settings. */
  open: boolean;
  /** The files to share. */
  fileIds: readonly number[];
  /** The clock (stories and tests fix it); default: the real one. */
  now?: () => Date;
  /** Where the shared page lives (the app's origin by default): links are `<base>/shared/<slug>`. */
  linkBase?: string;
  /** The page the link is made from (spec 000 §7 "POST share {Href…}"); default: this page. */
  href?: string;
  /** Puts the link on the clipboard; default navigator.clipboard.writeText. */
  copy?: (text: string) => Promise<void>;
  /** Called once the link is made and copied (the dialog then closes). */
  onShared?(event: { link: string; state: SharingState }): void;
}

/** Where the dialog is. */
export type ShareDialogPhase = 'editing' | 'sharing' | 'copy-by-hand';

/** What {@link useShareDialog} returns. */
export interface ShareDialogState {
  phase: ShareDialogPhase;
  settings: ShareSettings;
  update(patch: Partial<ShareSettings>): void;
  /** The moment the picker counts from (read when the dialog opened, refreshed on every change). */
  now: Date;
  /** Whether the settings may be sent (a valid expiry, files to share). */
  canShare: boolean;
  /** Create, patch, copy (spec 000 §4). */
  share(): Promise<void>;
  /** The made link (shown to copy by hand when the clipboard refused it). */
  link: string | null;
  /** The error shown in the dialog (the toast says it too). */
  error: string | null;
  /** Files of the selection the server says may not be shared. */
  notAllowedCount: number;
}

const realNow = () => new Date();

async function clipboardCopy(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('No clipboard');
  await navigator.clipboard.writeText(text);
}

export function useShareDialog(options: UseShareDialogOptions): ShareDialogState {
  const { open, fileIds, now: clock = realNow, copy = clipboardCopy, onShared } = options;
  const client = useClient();
  const t = useT();
  const toast = useToast();
  const [now, setNow] = useState(() => clock());
  const [settings, setSettings] = useState(() => defaultShareSettings(now));
  const [phase, setPhase] = useState<ShareDialogPhase>('editing');
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notAllowedCount, setNotAllowedCount] = useState(0);
  // The link made by this opening: sharing again patches it rather than making another.
  const made = useRef<SharingState | null>(null);
  const clockRef = useRef(clock);
  clockRef.current = clock;

  useEffect(() => {
    if (!open) return;
    const at = clockRef.current();
    setNow(at);
    setSettings(defaultShareSettings(at));
    setPhase('editing');
    setLink(null);
    setError(null);
    setNotAllowedCount(0);
    made.current = null;
  }, [open]);

  const update = useCallback((patch: Partial<ShareSettings>) => {
    setNow(clockRef.current());
    setSettings((current) => ({ ...current, ...patch }));
  }, []);

  const share = useCallback(async () => {
    const at = clockRef.current();
    setNow(at);
    if (!shareSettingsValid(settings, at) || fileIds.length === 0) return;
    setPhase('sharing');
    setError(null);
    let state = made.current;
    if (state === null) {
      try {
        state = await createShareLink(client, {
          href: options.href ?? window.location.href,
          imageIds: fileIds,
          title: settings.title.trim() || null,
        });
        made.current = state;
        setNotAllowedCount(state.notAllowedToShare?.length ?? 0);
      } catch (caught) {
        // spec 000 §8: 'Failed to share images' with the error appended.
        const detail = caught instanceof Error ? caught.message : String(caught);
        const message = detail
          ? t('sharing.shareFailedWithError', { error: detail })
          : t('sharing.shareFailed');
        toast.error(message);
        setError(message);
        setPhase('editing');
        return;
      }
    }
    try {
      state = await updateShareLink(client, state.id, shareSettingsPatch(settings));
      made.current = state;
    } catch (caught) {
      // spec 000 §8: the server's message on patch failure.
      const message =
        caught instanceof ApiError || caught instanceof Error ? caught.message : t('sharing.shareFailed');
      toast.error(message);
      setError(message);
      setPhase('editing');
      return;
    }
    const base = options.linkBase ?? window.location.origin;
    const address = sharedPageLink(base, state.urlSlug ?? '');
    setLink(address);
    try {
      await copy(address);
    } catch {
      setPhase('copy-by-hand');
      return;
    }
    toast.success(t('sharing.linkCopied'));
    onShared?.({ link: address, state });
  }, [client, copy, fileIds, onShared, options.href, options.linkBase, settings, t, toast]);

  return {
    phase,
    settings,
    update,
    now,
    canShare: fileIds.length > 0 && shareSettingsValid(settings, now),
    share,
    link,
    error,
    notAllowedCount,
  };
}
