// The docs stand on their own (issue 12, point 7): every relative link in README.md,
// CONTRIBUTING.md, docs/, the package READMEs, reference-app/ and tests/**/README.md resolves to a
// file (and heading) that a fresh clone of the repository has, and no doc names the files outside
// the repository that pages once pointed at. The fixture proves the check catches each kind of
// break; the last test runs it on the real docs.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, checkDocs, headingSlug, linksOf, listDocs } from './doc-links';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/doc-links/repo', import.meta.url));

describe('the doc-link checker', () => {
  it('finds every kind of broken link, and only those, in the fixture', () => {
    const problems = checkDocs(fixture, ['README.md']).map((p) => `${p.line}: ${p.message}`);
    expect(problems).toEqual([
      '21: mentions ../shared, which is outside the repository',
      '21: mentions shared/spec, which is outside the repository',
      '21: mentions STYLE.md, which is outside the repository',
      '7: docs/missing.md: no such file in the repository',
      '8: docs/guide.md#no-such-heading: no heading or anchor #no-such-heading in docs/guide.md',
      '9: ../outside.md: points outside the repository',
      '10: local-build/out.md: points at an ignored (generated or local) path that a fresh clone does not have',
      '13: docs/gone.md: no such file in the repository',
    ]);
  });

  it('passes a page whose links and anchors all resolve', () => {
    expect(checkDocs(fixture, ['docs/guide.md'])).toEqual([]);
  });

  it('reads anchors as GitHub writes them', () => {
    expect(headingSlug('`<FolderTree>` props')).toBe('foldertree-props');
    expect(headingSlug('Sessions, roles & permissions')).toBe('sessions-roles--permissions');
    expect(headingSlug('Base: `<TreeView>`')).toBe('base-treeview');
    expect(headingSlug('Quick access (pinning)')).toBe('quick-access-pinning');
    expect([...anchorsOf('# A\n## A\n```\n# not a heading\n```\n<a id="x"></a>')]).toEqual(['a', 'a-1', 'x']);
  });

  it('skips code spans and fenced blocks', () => {
    const links = linksOf('[a](a.md) `[b](b.md)`\n```\n[c](c.md)\n```\n[d]: d.md\n');
    expect(links).toEqual([
      { target: 'a.md', line: 1 },
      { target: 'd.md', line: 5 },
    ]);
  });
});

describe("the repository's docs", () => {
  const docs = listDocs(root);

  it('cover the READMEs, CONTRIBUTING.md and docs/', () => {
    expect(docs).toEqual(
      expect.arrayContaining([
        'README.md',
        'CONTRIBUTING.md',
        'docs/README.md',
        'packages/tree/README.md',
        'packages/ui/README.md',
        'tests/contract/README.md',
      ]),
    );
    expect(docs.filter((doc) => doc.startsWith('tests/tooling/fixtures/'))).toEqual([]);
  });

  it('link only inside the repository, and every link resolves', () => {
    const problems = checkDocs(root, docs).map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(problems).toEqual([]);
  });
});
