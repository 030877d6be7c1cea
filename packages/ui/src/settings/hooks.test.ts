// The settings, configuration and prompt hooks rendered on the server (react-dom/server): they fail
// loudly outside the provider, and web settings render their defaults without a browser.
import { createVitrineClient } from '@vitrine/api-client';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  useConfigFlag,
  useCustomMetadataDefinitions,
  useGlobalSettings,
  useSetsName,
} from '../config/useConfig';
import { usePrompt } from '../prompt/usePrompt';
import { VitrineProvider } from '../provider/VitrineProvider';
import { useWebSetting, useWebSettings } from './useWebSettings';

function HookProbe({ callHook }: { callHook: () => unknown }) {
  const result = callHook();
  return createElement('output', null, JSON.stringify(result));
}

describe('hooks outside <VitrineProvider>', () => {
  it.each<[string, () => unknown]>([
    ['useWebSettings', useWebSettings],
    ['useWebSetting', () => useWebSetting('pageSize')],
    ['useGlobalSettings', useGlobalSettings],
    ['useConfigFlag', () => useConfigFlag('ShowSets')],
    ['useSetsName', useSetsName],
    ['useCustomMetadataDefinitions', useCustomMetadataDefinitions],
    ['usePrompt', usePrompt],
  ])('%s throws a clear error', (name, hook) => {
    expect(() => renderToString(createElement(HookProbe, { callHook: hook }))).toThrow(
      `${name} must be used inside <VitrineProvider>`,
    );
  });
});

describe('on the server', () => {
  const client = createVitrineClient({ fetch: () => Promise.reject(new Error('no API on the server')) });
  const render = (callHook: () => unknown, props: Record<string, unknown> = {}) =>
    renderToString(
      createElement(VitrineProvider, { client, ...props }, createElement(HookProbe, { callHook })),
    );

  it('web settings render the defaults, with the provider values on top', () => {
    // spec 000 §9: 24 per page by default.
    const html = render(() => useWebSetting('pageSize')[0], { webSettings: { persistence: 'none' } });
    expect(html).toContain('<output>24</output>');
    const host = render(() => useWebSettings().settings.pageSize, {
      webSettings: { persistence: 'none', values: { pageSize: 96 } },
    });
    expect(host).toContain('<output>96</output>');
  });

  it("the sets name is the locale's 'Virtual Set' until the server answers (spec 000 §1)", () => {
    expect(render(() => useSetsName().value)).toContain('Virtual Set');
    expect(render(() => useSetsName().value, { locale: { common: { virtualSet: 'Album' } } })).toContain(
      'Album',
    );
  });
});
