// The one release path (scripts/release.mjs, CONTRIBUTING.md "Releasing"): what a host receives is
// made for hosts, and packing from a package's own folder is refused with the way to do it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations
import { publishablePackages, publishedManifest } from '../../scripts/release.mjs';

const versions = new Map([
  ['@vitrine/core', '1.2.3'],
  ['@vitrine/ui', '1.2.3'],
]);

const workspaceManifest = {
  name: '@vitrine/ui',
  version: '1.2.3',
  license: 'MIT',
  type: 'module',
  main: './src/index.ts',
  types: './src/index.ts',
  exports: { '.': './src/index.ts', './styles.css': './src/styles.css' },
  publishConfig: {
    access: 'public',
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: {
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
      './styles.css': './dist/styles.css',
    },
  },
  files: ['dist', 'README.md', 'LICENSE'],
  scripts: { build: 'tsup', prepack: 'node ../../scripts/release.mjs refuse' },
  dependencies: { '@vitrine/core': 'workspace:*', '@radix-ui/react-dialog': '1.3.1' },
  peerDependencies: { react: '^18.3.0 || ^19.0.0' },
  devDependencies: { react: '19.3.1' },
};

describe('publishedManifest', () => {
  it('points every entry at dist/, writes sibling versions out, and keeps no scripts or dev dependencies', () => {
    const published = publishedManifest(workspaceManifest, versions);
    expect(published.exports).toEqual(workspaceManifest.publishConfig.exports);
    expect(published.main).toBe('./dist/index.js');
    expect(published.types).toBe('./dist/index.d.ts');
    expect(published.dependencies).toEqual({ '@vitrine/core': '1.2.3', '@radix-ui/react-dialog': '1.3.1' });
    expect(published.peerDependencies).toEqual({ react: '^18.3.0 || ^19.0.0' });
    expect(published.publishConfig).toEqual({ access: 'public' });
    expect(published).not.toHaveProperty('scripts');
    expect(published).not.toHaveProperty('devDependencies');
    expect(published.files).toEqual(['dist', 'README.md', 'LICENSE']);
  });

  it.each([
    ['workspace:^', '^1.2.3'],
    ['workspace:~', '~1.2.3'],
    ['workspace:*', '1.2.3'],
  ])('writes %s out as %s', (range, written) => {
    const manifest = { ...workspaceManifest, dependencies: { '@vitrine/core': range } };
    expect(publishedManifest(manifest, versions).dependencies).toEqual({ '@vitrine/core': written });
  });

  it('refuses a package whose entry points would still name src/', () => {
    const { publishConfig: _dropped, ...withoutPublishConfig } = workspaceManifest;
    expect(() => publishedManifest(withoutPublishConfig, versions)).toThrow(/still names \.\/src/);
  });

  it('refuses a dependency on a package that is not in the workspace', () => {
    const manifest = { ...workspaceManifest, dependencies: { '@vitrine/nowhere': 'workspace:*' } };
    expect(() => publishedManifest(manifest, versions)).toThrow(/not a package of the workspace/);
  });

  it('makes a host manifest of every publishable package of the workspace', () => {
    const packages = publishablePackages() as { manifest: { name: string; version: string } }[];
    const all = new Map(packages.map(({ manifest }) => [manifest.name, manifest.version]));
    expect([...all.keys()]).toEqual(
      expect.arrayContaining([
        '@vitrine/core',
        '@vitrine/api-client',
        '@vitrine/ui',
        '@vitrine/tree',
        '@vitrine/views',
        '@vitrine/viewer',
      ]),
    );
    for (const { manifest } of packages) {
      expect(JSON.stringify(publishedManifest(manifest, all)), manifest.name).not.toMatch(
        /workspace:|\.\/src\//,
      );
    }
  });
});

describe('packing from a package folder', () => {
  it('is refused, saying how to release', () => {
    const ui = fileURLToPath(new URL('../../packages/ui', import.meta.url));
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
    const packed = spawnSync('npm', ['pack', '--dry-run'], { cwd: ui, encoding: 'utf8', env });
    expect(packed.status).not.toBe(0);
    expect(packed.stderr).toContain('@vitrine/ui is not packed or published from its own folder');
    expect(packed.stderr).toContain('pnpm run release:pack');
  });
});
