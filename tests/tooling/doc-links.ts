// The documentation checker behind doc-links.test.ts: every relative link of a doc resolves to a
// file (and heading, for a `#anchor`) inside the repository that a fresh clone has, and no doc names
// files that live outside it. A host developer or contributor reads these pages on a clone or on
// the package registry, where nothing beside the repository exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';

/** One problem found in a doc, with the line it is on (1-based). */
export interface DocProblem {
  file: string;
  line: number;
  message: string;
}

/**
 * Names of files outside the repository that docs used to point at. A doc may not mention them in
 * any form (link, code span, prose): the reader does not have them.
 */
export const OUTSIDE_MENTIONS: readonly { pattern: RegExp; name: string }[] = [
  { pattern: /\.\.\/shared\b/, name: '../shared' },
  { pattern: /\bshared\/spec\b/, name: 'shared/spec' },
  { pattern: /\bSTYLE\.md\b/, name: 'STYLE.md' },
  { pattern: /\bTOOLING\.md\b/, name: 'TOOLING.md' },
  { pattern: /\bARCHITECTURE\.md\b/, name: 'ARCHITECTURE.md' },
];

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.tools', 'storybook-static', 'coverage']);

/**
 * Adds to `out` the files under `dir` (relative to `root`, with `/`) that `keep` accepts, leaving out
 * node_modules, dist and the other generated or local folders.
 */
export function walk(root: string, dir: string, keep: (path: string) => boolean, out: string[]): void {
  const absolute = join(root, dir);
  if (!existsSync(absolute)) return;
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(root, path, keep, out);
    } else if (keep(path)) {
      out.push(path);
    }
  }
}

/**
 * The docs a reader of the repository meets: README.md, CONTRIBUTING.md, .changeset/README.md,
 * docs/**, every README and page under packages/ and reference-app/, and tests/**\/README.md
 * (fixtures left out). Paths are
 * relative to `root`, with `/`.
 */
export function listDocs(root: string): string[] {
  const docs: string[] = [];
  for (const file of ['README.md', 'CONTRIBUTING.md', '.changeset/README.md']) {
    if (existsSync(join(root, file))) docs.push(file);
  }
  const isMarkdown = (path: string) => path.endsWith('.md');
  walk(root, 'docs', isMarkdown, docs);
  walk(root, 'packages', isMarkdown, docs);
  walk(root, 'reference-app', isMarkdown, docs);
  walk(
    root,
    'tests',
    (path) => path.endsWith('/README.md') && !path.startsWith('tests/tooling/fixtures/'),
    docs,
  );
  return docs.sort();
}

/** The root .gitignore as a test: ignored paths exist on this machine but not on a fresh clone. */
export function gitIgnoreOf(root: string): (path: string) => boolean {
  const file = join(root, '.gitignore');
  const rules = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'))
    : [];
  const matchers = rules.map((rule) => {
    const anchored = rule.startsWith('/') || rule.slice(0, -1).includes('/');
    const body = rule.replace(/^\//, '').replace(/\/$/, '');
    const source = body
      .split('')
      .map((c) => (c === '*' ? '[^/]*' : c === '?' ? '[^/]' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('');
    return { anchored, regex: new RegExp(`^${source}$`) };
  });
  return (path: string) => {
    const parts = path.split('/');
    for (let i = 0; i < parts.length; i += 1) {
      const prefix = parts.slice(0, i + 1).join('/');
      for (const { anchored, regex } of matchers) {
        if (anchored ? regex.test(prefix) : regex.test(parts[i] ?? '')) return true;
      }
    }
    return false;
  };
}

/** A heading's anchor as GitHub writes it (lower case, punctuation dropped, spaces to hyphens). */
export function headingSlug(heading: string): string {
  // Code spans keep their text (`<FolderTree>` reads as text); outside them, links and images keep
  // their text and inline HTML tags drop out.
  const text = heading
    .split(/(`+[^`]*?`+)/)
    .map((part, index) =>
      index % 2 === 1
        ? part.replace(/`/g, '')
        : part.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, ''),
    )
    .join('')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** The anchors a markdown file offers: its headings (duplicates numbered) and `<a id|name>`. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch?.[1]) {
      if (fence === null) fence = fenceMatch[1];
      else if (fenceMatch[1].startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading?.[1] !== undefined) {
      const slug = headingSlug(heading[1]);
      const seen = counts.get(slug) ?? 0;
      counts.set(slug, seen + 1);
      anchors.add(seen === 0 ? slug : `${slug}-${seen}`);
    }
    for (const html of line.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) if (html[1]) anchors.add(html[1]);
  }
  return anchors;
}

interface Link {
  target: string;
  line: number;
}

/** The links of a markdown file, outside fenced code blocks and code spans. */
export function linksOf(markdown: string): Link[] {
  const links: Link[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((raw, index) => {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(raw);
    if (fenceMatch?.[1]) {
      if (fence === null) fence = fenceMatch[1];
      else if (fenceMatch[1].startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null) return;
    const line = raw.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));
    // [text](target "title") and ![alt](target); a target may be wrapped in <...>
    for (const match of line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1]?.replace(/^<|>$/g, '');
      if (target) links.push({ target, line: index + 1 });
    }
    // [label]: target (reference definitions)
    const definition = /^ {0,3}\[[^\]]+\]:\s*(\S+)/.exec(line);
    if (definition?.[1]) links.push({ target: definition[1], line: index + 1 });
    // <a href="..."> and <img src="...">
    for (const match of line.matchAll(/<(?:a|img)\s[^>]*\b(?:href|src)="([^"]+)"/g)) {
      if (match[1]) links.push({ target: match[1], line: index + 1 });
    }
  });
  return links;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Every problem in the given docs (paths relative to `root`). */
export function checkDocs(root: string, files: readonly string[]): DocProblem[] {
  const problems: DocProblem[] = [];
  const ignored = gitIgnoreOf(root);
  const anchorCache = new Map<string, Set<string>>();
  const anchorsAt = (path: string) => {
    let anchors = anchorCache.get(path);
    if (!anchors) {
      anchors = anchorsOf(readFileSync(join(root, path), 'utf8'));
      anchorCache.set(path, anchors);
    }
    return anchors;
  };

  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    text.split('\n').forEach((line, index) => {
      for (const { pattern, name } of OUTSIDE_MENTIONS) {
        if (pattern.test(line)) {
          problems.push({
            file,
            line: index + 1,
            message: `mentions ${name}, which is outside the repository`,
          });
        }
      }
    });

    for (const { target, line } of linksOf(text)) {
      if (EXTERNAL.test(target)) continue;
      const report = (message: string) => problems.push({ file, line, message: `${target}: ${message}` });
      const hash = target.indexOf('#');
      const pathPart = hash === -1 ? target : target.slice(0, hash);
      const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
      let path: string;
      try {
        path = decodeURIComponent(pathPart.split('?')[0] ?? '');
      } catch {
        report('not a valid link');
        continue;
      }
      if (path.startsWith('/')) {
        report('absolute paths do not resolve on GitHub or the registry; use a relative link');
        continue;
      }
      // '' is the repository root itself (a link such as `../..` from a package README)
      const resolved =
        path === ''
          ? file
          : relative(root, join(root, dirname(file), path))
              .split(sep)
              .join('/');
      if (resolved.startsWith('..') || isAbsolute(resolved)) {
        report('points outside the repository');
        continue;
      }
      if (!existsSync(join(root, resolved))) {
        report('no such file in the repository');
        continue;
      }
      if (resolved !== '' && ignored(resolved)) {
        report('points at an ignored (generated or local) path that a fresh clone does not have');
        continue;
      }
      if (anchor !== null && anchor !== '') {
        const isFile = resolved !== '' && statSync(join(root, resolved)).isFile();
        if (isFile && resolved.endsWith('.md') && !anchorsAt(resolved).has(anchor.toLowerCase())) {
          report(`no heading or anchor #${anchor} in ${resolved}`);
        }
      }
    }
  }
  return problems;
}
