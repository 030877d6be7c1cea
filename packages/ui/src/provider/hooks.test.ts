// The hooks rendered on the server (react-dom/server): no DOM needed to check that they fail loudly
// outside the provider and that reportError takes the one error path (spec 000 §8).
import { ApiError, createVitrineClient, NetworkError } from '@vitrine/api-client';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { VitrineErrorEvent } from './context';
import { type ReportError, useClient, useConfirm, useReportError, useT, useToast, useVitrine } from './hooks';
import { VitrineProvider, type VitrineProviderProps } from './VitrineProvider';

/** Calls one hook while rendering. */
function HookProbe({ callHook }: { callHook: () => unknown }) {
  callHook();
  return null;
}

/** Calls `act` with reportError once, and hands back its result and the toasts it left. */
function ReportProbe(props: {
  act: (report: ReportError) => unknown;
  onDone: (result: unknown, messages: { kind: string; message: string }[]) => void;
}) {
  const report = useReportError();
  const { toasts } = useVitrine();
  const result = props.act(report);
  props.onDone(
    result,
    toasts.getSnapshot().map(({ kind, message }) => ({ kind, message })),
  );
  return null;
}

describe('hooks outside <VitrineProvider>', () => {
  it.each<[string, () => unknown]>([
    ['useVitrine', useVitrine],
    ['useClient', useClient],
    ['useT', useT],
    ['useToast', useToast],
    ['useConfirm', useConfirm],
    ['useReportError', useReportError],
  ])('%s throws a clear error', (name, hook) => {
    expect(() => renderToString(createElement(HookProbe, { callHook: hook }))).toThrow(
      `${name} must be used inside <VitrineProvider>`,
    );
  });
});

/** Renders a provider, calls `act` with reportError and the context, and returns what it saw. */
function withProvider(props: Partial<VitrineProviderProps>, act: (report: ReportError) => unknown) {
  let result: unknown;
  let messages: { kind: string; message: string }[] = [];
  const onDone = (value: unknown, shown: typeof messages) => {
    result = value;
    messages = shown;
  };
  renderToString(
    createElement(
      VitrineProvider,
      { client: createVitrineClient(), ...props },
      createElement(ReportProbe, { act, onDone }),
    ),
  );
  return { result, messages };
}

const locked = new ApiError({
  status: 403,
  message: 'Forbidden',
  body: { responseStatus: { errorCode: 'Locked', message: 'Folder is locked' } },
});

describe('reportError: the one error path', () => {
  it.each<
    [
      string,
      unknown,
      Parameters<ReportError>[1],
      Parameters<ReportError>[2],
      { kind: string; message: string } | null,
    ]
  >([
    [
      'server message wins over the fallback (spec 000 §8)',
      locked,
      'folders.deleteFailed',
      { vars: { id: 7 } },
      { kind: 'error', message: 'Folder is locked' },
    ],
    [
      'fallback with its placeholder filled',
      new NetworkError(),
      'folders.deleteFailed',
      { vars: { id: 7 } },
      { kind: 'error', message: 'Failed to delete folder 7.' },
    ],
    [
      'a plural fallback reads n',
      new NetworkError(),
      'files.deleted',
      { vars: { n: 3 }, kind: 'success' },
      { kind: 'success', message: '3 files deleted.' },
    ],
    [
      'no fallback and no server message: the generic message',
      new NetworkError(),
      undefined,
      undefined,
      { kind: 'error', message: 'Something went wrong' },
    ],
    [
      'a cancelled request shows nothing',
      new DOMException('aborted', 'AbortError'),
      'folders.deleteFailed',
      { vars: { id: 7 } },
      null,
    ],
  ])('%s', (_name, error, key, options, expected) => {
    const onError = vi.fn<(event: VitrineErrorEvent) => void>();
    const { result, messages } = withProvider({ onError }, (report) => report(error, key, options));
    expect(result).toEqual(expected);
    expect(messages).toEqual(expected ? [expected] : []);
    if (expected) expect(onError).toHaveBeenCalledWith({ error, ...expected });
    else expect(onError).not.toHaveBeenCalled();
  });

  it('uses the locale override for the fallback and the generic message', () => {
    const locale = {
      folders: { deleteFailed: 'Map {id} niet verwijderd.' },
      ui: { somethingWentWrong: 'Er ging iets mis' },
    };
    const fallback = withProvider({ locale }, (report) =>
      report(new NetworkError(), 'folders.deleteFailed', { vars: { id: 2 } }),
    );
    expect(fallback.messages).toEqual([{ kind: 'error', message: 'Map 2 niet verwijderd.' }]);
    const generic = withProvider({ locale }, (report) => report('boom'));
    expect(generic.messages).toEqual([{ kind: 'error', message: 'Er ging iets mis' }]);
  });

  it('translates the status text of an answer without a server message (spec 000 §8)', () => {
    const locale = { status: { '404': 'Niet gevonden', '500': 'Fout' } };
    const notFound = new ApiError({
      status: 404,
      message: 'Not found',
      body: { responseStatus: { errorCode: '404' } },
    });
    const teapot = new ApiError({ status: 418, message: 'Error', body: null });
    expect(withProvider({ locale }, (report) => report(notFound)).messages).toEqual([
      { kind: 'error', message: 'Niet gevonden' },
    ]);
    // A status without a text of its own reads as 500 'Error'.
    expect(withProvider({ locale }, (report) => report(teapot)).messages).toEqual([
      { kind: 'error', message: 'Fout' },
    ]);
    // Without an override, the English text of spec 000 §8.
    expect(withProvider({}, (report) => report(notFound)).messages).toEqual([
      { kind: 'error', message: 'Not found' },
    ]);
  });
});
