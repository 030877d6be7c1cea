import { describe, expect, it } from 'vitest';
import type { AppLocation } from './history';
import { planNavigation } from './plan';

const at = (pathname: string, search = ''): AppLocation => ({ pathname, search, hash: '' });

describe('planNavigation (spec 000 §2: ps kept or removed on route change)', () => {
  it.each<[AppLocation, string, string]>([
    [at('/'), '/folders/12', '/folders/12'],
    [at('/', '?ps=1'), '/folders/12', '/folders/12?ps=1'],
    [at('/folders/12', '?ps=1'), '/grid/folders/12?sort=5', '/grid/folders/12?sort=5&ps=1'],
    [at('/folders/12', '?ps=1'), '/dashboard', '/dashboard'],
    [at('/folders/12', '?ps=1'), '/shared/Abc', '/shared/Abc'],
    [at('/dashboard'), '/?ps=2', '/?ps=2'],
    [at('/folders/12', '?ps=1'), '?q=cat', '/folders/12?q=cat&ps=1'],
    [at('/folders/12', '?ps=1&q=dog'), '?q=cat', '/folders/12?q=cat&ps=1'],
    [at('/sets/3'), 'folders/4', '/sets/folders/4'],
    [at('/folders/12', '?ps=1'), '/ALL#top', '/ALL?ps=1#top'],
  ])('%o → %s gives %s', (current, to, expected) => {
    expect(planNavigation(current, to, { bodyVariant: false })).toBe(expected);
  });

  it('keeps ps on /body only in the body build, where /body is a main-page route', () => {
    expect(planNavigation(at('/', '?ps=1'), '/body', { bodyVariant: true })).toBe('/body?ps=1');
    expect(planNavigation(at('/', '?ps=1'), '/body', { bodyVariant: false })).toBe('/body');
  });

  it.each<[AppLocation, string, string]>([
    [at('/folders/12', '?ps=1'), '?q=cat', '/folders/12?q=cat'],
    [at('/folders/12', '?ps=1&q=dog'), '', '/folders/12?q=dog'],
    [at('/folders/12', '?ps=1'), '/sets/2?ps=1', '/sets/2'],
    [at('/folders/12'), '/sets/2#top', '/sets/2#top'],
  ])('with dropPostSignup, %o → %s gives %s (the panel was dismissed)', (current, to, expected) => {
    expect(planNavigation(current, to, { bodyVariant: false, dropPostSignup: true })).toBe(expected);
  });
});
