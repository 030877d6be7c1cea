import { describe, expect, it } from 'vitest';
import { resolveUiLocale, uiLocale } from './locale';

describe('resolveUiLocale', () => {
  it('is the English strings without overrides', () => {
    expect(resolveUiLocale()).toEqual(uiLocale);
  });

  it('takes any string and any part of a group, keeping English for the rest', () => {
    const ui = resolveUiLocale({
      cancel: 'Annuleren',
      kind: { error: 'Fout' },
      session: { submit: 'Aanmelden', noticeSignedOut: 'U bent afgemeld.' },
    });
    expect(ui.cancel).toBe('Annuleren');
    expect(ui.confirm).toBe('OK');
    expect(ui.kind).toEqual({ ...uiLocale.kind, error: 'Fout' });
    expect(ui.session).toEqual({
      ...uiLocale.session,
      submit: 'Aanmelden',
      noticeSignedOut: 'U bent afgemeld.',
    });
    // The English catalogue itself is never changed.
    expect(uiLocale.session.submit).toBe('Sign in');
  });

  it('speaks German for a German language tag, the session group included', () => {
    const ui = resolveUiLocale(undefined, 'de');
    expect(ui.session.submit).toBe('Anmelden');
    expect(ui.session.expiredHeading).toBe('Ihre Sitzung ist abgelaufen');
    expect(Object.keys(ui.session)).toEqual(Object.keys(uiLocale.session));
    for (const value of Object.values(ui.session)) expect(value).not.toBe('');
  });

  it('ignores what is not a string of the catalogue', () => {
    const ui = resolveUiLocale({
      cancel: 3,
      session: 'nope',
      kind: { error: null, unknown: 'x' },
    } as never);
    expect(ui).toEqual(uiLocale);
  });
});
