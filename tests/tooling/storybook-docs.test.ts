// Storybook is the components' documentation (issue 12): every public component (a component an
// entry of @vitrine/ui, @vitrine/tree, @vitrine/views or @vitrine/viewer exports: src/index.ts, and the subpath entries
// of its package.json `exports`, such as @vitrine/views/map) has a docs page. That is a
// stories file whose meta names it as `component` with the 'autodocs' tag; the component's JSDoc is
// the page's description; every prop of its props type has a JSDoc line (the props table and the
// host's editor show it); and one story carries the usage snippet (`docs.source.code`: the
// smallest embed, inside <VitrineProvider>). The TypeScript checker finds the components, so a new
// export without a docs page fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import storybookMain from '../../.storybook/main.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGES = ['ui', 'tree', 'views', 'viewer', 'uploader', 'share-and-report'] as const;

/** A package's TypeScript entries: what its workspace `exports` map points at ('.', './map'...). */
function entriesOf(packageName: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'packages', packageName, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>;
  };
  const targets = Object.values(manifest.exports ?? {}).filter(
    (target): target is string => typeof target === 'string' && target.endsWith('.ts'),
  );
  return targets.map((target) => join(root, 'packages', packageName, target));
}
const ENTRIES = PACKAGES.flatMap((packageName) =>
  entriesOf(packageName).map((file) => ({ packageName, file })),
);

const program = ts.createProgram(
  ENTRIES.map((entry) => entry.file),
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
  },
);
const checker = program.getTypeChecker();

interface PublicComponent {
  name: string;
  packageName: string;
  /** The component's JSDoc (its docs page's description). */
  description: string;
  /** Props of its props type that have no JSDoc (props from React's own types are not ours). */
  undocumentedProps: string[];
  /** Declared in a dependency and re-exported (the lucide icons of @vitrine/ui's icon set). */
  external: boolean;
}

const doc = (symbol: ts.Symbol) => ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();

/** Exported values named in PascalCase that React can render: a call signature returning JSX. */
function publicComponents({
  packageName,
  file: path,
}: {
  packageName: string;
  file: string;
}): PublicComponent[] {
  const file = program.getSourceFile(path);
  const moduleSymbol = file && checker.getSymbolAtLocation(file);
  if (!moduleSymbol) throw new Error(`no entry ${path} for ${packageName}`);
  const components: PublicComponent[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & ts.SymbolFlags.Value) || !/^[A-Z][a-z]/.test(exported.name)) continue;
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration) continue;
    const signature = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures()[0];
    if (!signature) continue;
    const returns = checker.typeToString(signature.getReturnType());
    if (!/\b(Element|ReactNode|ReactElement)\b/.test(returns)) continue;
    const props = signature.getParameters()[0];
    const undocumentedProps = props
      ? checker
          .getTypeOfSymbolAtLocation(props, declaration)
          .getProperties()
          .filter(
            (prop) => !prop.declarations?.every((d) => d.getSourceFile().fileName.includes('node_modules')),
          )
          .filter((prop) => doc(prop) === '')
          .map((prop) => prop.name)
      : [];
    components.push({
      name: exported.name,
      packageName,
      description: doc(symbol),
      undocumentedProps,
      external: declaration.getSourceFile().fileName.includes('node_modules'),
    });
  }
  return components;
}

interface StoriesMeta {
  file: string;
  component: string | undefined;
  tags: string[];
  /** Every `source: { code }` of the file, resolved to its text. */
  sourceCodes: string[];
}

function storiesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : storiesFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrap(node.expression)
    : node;

const propertyOf = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) &&
      (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
      p.name.text === name,
  );

/** Reads a stories file's meta (the default export) and its usage snippets, without running it. */
function readStories(file: string): StoriesMeta {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const constants = new Map<string, ts.Expression>();
  let defaultExport: ts.Expression | undefined;
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          constants.set(declaration.name.text, declaration.initializer);
      }
    }
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) defaultExport = statement.expression;
  }
  const resolve = (node: ts.Expression): ts.Expression => {
    const bare = unwrap(node);
    return ts.isIdentifier(bare) && constants.has(bare.text)
      ? resolve(constants.get(bare.text) as ts.Expression)
      : bare;
  };
  const meta = defaultExport && resolve(defaultExport);
  let component: string | undefined;
  let tags: string[] = [];
  if (meta && ts.isObjectLiteralExpression(meta)) {
    const componentProperty = propertyOf(meta, 'component');
    if (componentProperty) {
      const value = unwrap(componentProperty.initializer);
      component = ts.isIdentifier(value) ? value.text : value.getText(source);
    }
    const tagsProperty = propertyOf(meta, 'tags');
    const tagList = tagsProperty && resolve(tagsProperty.initializer);
    if (tagList && ts.isArrayLiteralExpression(tagList))
      tags = tagList.elements.filter(ts.isStringLiteral).map((element) => element.text);
  }
  const sourceCodes: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'source') {
      const value = unwrap(node.initializer);
      const code = ts.isObjectLiteralExpression(value) ? propertyOf(value, 'code') : undefined;
      const text = code && resolve(code.initializer);
      if (text && (ts.isStringLiteral(text) || ts.isNoSubstitutionTemplateLiteral(text)))
        sourceCodes.push(text.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { file: relative(root, file), component, tags, sourceCodes };
}

const allComponents = ENTRIES.flatMap(publicComponents);
// Icons are lucide's components under our names (issue 14): documented together by the icon set's
// page, not one page each.
const components = allComponents.filter((component) => !component.external);
const icons = allComponents.filter((component) => component.external);
const stories = PACKAGES.flatMap((name) => storiesFiles(join(root, 'packages', name, 'src'))).map(
  readStories,
);
const pageOf = (name: string) => stories.filter((meta) => meta.component === name);

describe('Storybook documents every public component (issue 12)', () => {
  it('finds the components the packages export', () => {
    // A guard on the finder itself: one widget of each package, and no hook or constant.
    const names = components.map((component) => component.name);
    expect(names).toEqual(
      expect.arrayContaining(['VitrineProvider', 'FolderTree', 'Gallery', 'ErrorState', 'MapView']),
    );
    expect(ENTRIES.map((entry) => relative(root, entry.file))).toContain('packages/views/src/map/index.ts');
    expect(names).not.toContain('StaleSearchAnswerError');
    expect(names.every((name) => !name.startsWith('use'))).toBe(true);
  });

  it.each(components.map((component) => [`${component.packageName}: ${component.name}`, component] as const))(
    '%s has a docs page',
    (_label, component) => {
      const pages = pageOf(component.name);
      expect(
        pages.map((page) => page.file),
        'one stories file whose meta has `component: <Name>`',
      ).toHaveLength(1);
      const page = pages[0] as StoriesMeta;
      expect(page.tags, `${page.file}: the meta's tags`).toContain('autodocs');
      expect(component.description, `${component.name} has no JSDoc: the page's description`).not.toBe('');
      expect(component.undocumentedProps, `${component.name}: props without a JSDoc line`).toEqual([]);
      const usage = page.sourceCodes.find(
        (code) => code.includes(`<${component.name}`) && code.includes('<VitrineProvider'),
      );
      expect(
        usage,
        `${page.file}: a docs.source.code embedding <${component.name}> in <VitrineProvider>`,
      ).toBeDefined();
    },
  );

  it("re-exported components are the icon set, shown together on the icon set's page", () => {
    const iconSet = readFileSync(join(root, 'packages/ui/src/icons/index.ts'), 'utf8');
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      expect(icon.name, 'a re-exported component is an Icon* of packages/ui/src/icons').toMatch(/^Icon[A-Z]/);
      expect(iconSet, icon.name).toMatch(new RegExp(`\\bas ${icon.name}\\b`));
    }
    const page = stories.find((meta) => meta.file === 'packages/ui/src/icons/Icons.stories.tsx');
    expect(page?.tags, 'packages/ui/src/icons/Icons.stories.tsx with the autodocs tag').toContain('autodocs');
  });

  it('the props tables follow props types across files (react-docgen-typescript)', () => {
    // react-docgen (the default) saw only props declared in the component's own file: FolderTree's
    // value, defaultValue and onValueChange (from UseFolderTreeOptions) were missing from its table.
    expect(storybookMain.typescript?.reactDocgen).toBe('react-docgen-typescript');
    expect(storybookMain.addons).toContain('@storybook/addon-docs');
  });
});
