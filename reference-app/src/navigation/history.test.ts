import { describe, expect, it } from 'vitest';
import { createHistoryStore, type HistoryWindow, isInAppClick, parseLocation } from './history';

/** A window whose history records calls; `reloads` would count any full page load. */
function fakeWindow(start: string) {
  const origin = 'http://127.0.0.1:5173';
  const url = new URL(start, origin);
  const popstate = new Set<() => void>();
  const calls: string[] = [];
  const set = (next: string) => {
    const u = new URL(next, origin);
    Object.assign(win.location, { pathname: u.pathname, search: u.search, hash: u.hash, href: u.href });
  };
  const win: HistoryWindow & { back(to: string): void } = {
    location: { pathname: url.pathname, search: url.search, hash: url.hash, origin, href: url.href },
    history: {
      pushState: (_data, _unused, next) => {
        calls.push(`push ${next}`);
        set(String(next));
      },
      replaceState: (_data, _unused, next) => {
        calls.push(`replace ${next}`);
        set(String(next));
      },
    },
    addEventListener: (_type, listener) => popstate.add(listener),
    removeEventListener: (_type, listener) => popstate.delete(listener),
    back(to: string) {
      set(to);
      for (const listener of popstate) listener();
    },
  };
  return { win, calls, popstate };
}

describe('createHistoryStore', () => {
  it('pushes same-origin URLs, resolves relative ones, and tells listeners', () => {
    const { win, calls } = fakeWindow('/folders/1?ps=1');
    const store = createHistoryStore(win);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot()));
    store.navigate('/sets/2');
    store.navigate('?sort=5');
    store.navigate('/all#top', { replace: true });
    expect(calls).toEqual(['push /sets/2', 'push /sets/2?sort=5', 'replace /all#top']);
    expect(seen).toEqual(['/sets/2', '/sets/2?sort=5', '/all#top']);
  });

  it('refuses another origin', () => {
    const { win, calls } = fakeWindow('/');
    expect(() => createHistoryStore(win).navigate('https://elsewhere.example/x')).toThrow(/same-origin/);
    expect(calls).toEqual([]);
  });

  it('follows back and forward (popstate) and unsubscribes', () => {
    const { win, popstate } = fakeWindow('/');
    const store = createHistoryStore(win);
    const seen: string[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot()));
    win.back('/folders/9?x=1');
    expect(seen).toEqual(['/folders/9?x=1']);
    unsubscribe();
    expect(popstate.size).toBe(0);
    win.back('/');
    store.navigate('/all');
    expect(seen).toEqual(['/folders/9?x=1']);
  });
});

describe('parseLocation', () => {
  it.each([
    ['/', { pathname: '/', search: '', hash: '' }],
    ['/folders/1?ps=1#x', { pathname: '/folders/1', search: '?ps=1', hash: '#x' }],
    ['/a#b?c', { pathname: '/a', search: '', hash: '#b?c' }],
    ['//', { pathname: '//', search: '', hash: '' }],
    ['/x?', { pathname: '/x', search: '?', hash: '' }],
  ])('%s', (snapshot, expected) => {
    expect(parseLocation(snapshot)).toEqual(expected);
  });
});

describe('isInAppClick', () => {
  const origin = 'http://127.0.0.1:5173';
  const click = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };
  const link = { target: '', hasDownload: false, href: `${origin}/folders/1` };
  it.each([
    [click, link, true],
    [click, { ...link, href: '/sets/2?x=1' }, true],
    [click, { ...link, target: '_self' }, true],
    [{ ...click, button: 1 }, link, false],
    [{ ...click, ctrlKey: true }, link, false],
    [{ ...click, metaKey: true }, link, false],
    [{ ...click, shiftKey: true }, link, false],
    [{ ...click, altKey: true }, link, false],
    [{ ...click, defaultPrevented: true }, link, false],
    [click, { ...link, target: '_blank' }, false],
    [click, { ...link, hasDownload: true }, false],
    [click, { ...link, href: 'https://elsewhere.example/folders/1' }, false],
    [click, { ...link, href: '' }, false],
    [click, { ...link, href: 'mailto:someone@example.com' }, false],
  ])('%o on %o → %s', (event, anchor, expected) => {
    expect(isInAppClick(event, anchor, origin)).toBe(expected);
  });
});
