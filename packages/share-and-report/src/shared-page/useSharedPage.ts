// The shared page's logic, headless (issue 20; spec 000 §2 /shared/{slug}, §8 'Something went wrong'
// or the server's errorMessage; spec 001 §6 what a visitor may do, §7 the public export): open the
// link, ask for its password, say why it does not open, and download its files as a zip when the
// link allows it (the busy state lasts at least ZIP_MIN_WAIT_MS, spec 000 §9).
import type { SharedView } from '@vitrine/api-client';
import { ZIP_MIN_WAIT_MS } from '@vitrine/core';
import { useClient } from '@vitrine/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openSharedLink, publicZipAddress, type SharedLinkOutcome } from './api';

/** Options of {@link useSharedPage}. */
export interface UseSharedPageOptions {
  /** The link's address (the last part of /shared/{slug}). */
  slug: string;
  /** Called when the link has opened (the browser's session is now the link's visitor). */
  onOpen?(event: { view: SharedView }): void;
  /** Starts the zip's download; default: the browser goes to its address. */
  download?(address: string): void;
}

/** Where the page is. */
export type SharedPageState =
  | { phase: 'opening' }
  | { phase: 'password'; message: string; throttled: number | null | false; submitting: boolean }
  | { phase: 'open'; view: SharedView }
  | { phase: 'closed'; message: string }
  | { phase: 'failed'; message: string | null };

/** What {@link useSharedPage} returns. */
export interface SharedPageApi {
  state: SharedPageState;
  /** Sends the password typed (password phase). */
  submitPassword(password: string): Promise<void>;
  /** Opens the link again (failed phase). */
  retry(): void;
  /** The zip of the link's files: 'idle', 'preparing', or 'failed'. */
  zip: 'idle' | 'preparing' | 'failed';
  /** Downloads the link's files as one zip (only when the link allows downloads). */
  downloadAll(): Promise<void>;
}

const goTo = (address: string) => window.location.assign(address);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useSharedPage(options: UseSharedPageOptions): SharedPageApi {
  const { slug, download = goTo } = options;
  const client = useClient();
  const [state, setState] = useState<SharedPageState>({ phase: 'opening' });
  const [zip, setZip] = useState<SharedPageApi['zip']>('idle');
  const [attempt, setAttempt] = useState(0);
  const onOpen = useRef(options.onOpen);
  onOpen.current = options.onOpen;

  const settle = useCallback((outcome: SharedLinkOutcome, fromPassword: boolean) => {
    switch (outcome.kind) {
      case 'open':
        setState({ phase: 'open', view: outcome.view });
        onOpen.current?.({ view: outcome.view });
        return;
      case 'password':
        // The first ask says nothing; a wrong password says the server's words.
        setState({
          phase: 'password',
          message: fromPassword ? outcome.message : '',
          throttled: false,
          submitting: false,
        });
        return;
      case 'throttled':
        setState({ phase: 'password', message: '', throttled: outcome.retryAfter, submitting: false });
        return;
      case 'closed':
        setState({ phase: 'closed', message: outcome.message });
        return;
      case 'failed':
        setState({ phase: 'failed', message: outcome.message });
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks again (Try again).
  useEffect(() => {
    let live = true;
    setState({ phase: 'opening' });
    void openSharedLink(client, slug).then((outcome) => {
      if (live) settle(outcome, false);
    });
    return () => {
      live = false;
    };
  }, [client, slug, settle, attempt]);

  const submitPassword = useCallback(
    async (password: string) => {
      setState((current) => (current.phase === 'password' ? { ...current, submitting: true } : current));
      settle(await openSharedLink(client, slug, password), true);
    },
    [client, slug, settle],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const view = state.phase === 'open' ? state.view : null;
  const downloadAll = useCallback(async () => {
    if (!view?.allowedToDownloadImages) return;
    setZip('preparing');
    const started = Date.now();
    try {
      const address = await publicZipAddress(
        client,
        client.config.baseUrl,
        slug,
        view.searchResult?.ids ?? [],
      );
      await wait(Math.max(0, ZIP_MIN_WAIT_MS - (Date.now() - started)));
      download(address);
      setZip('idle');
    } catch {
      await wait(Math.max(0, ZIP_MIN_WAIT_MS - (Date.now() - started)));
      setZip('failed');
    }
  }, [client, download, slug, view]);

  return { state, submitPassword, retry, zip, downloadAll };
}
