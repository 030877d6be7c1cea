// Generates src/generated/operations.ts from the wire contract (../../openapi.yml): every operation's
// id, method, path (in MSW's ":param" form), tag and the error statuses it declares. The scenario
// handlers and the scenario table test read this list, so a new operation in openapi.yml is covered
// as soon as it is regenerated.
//
//   node scripts/generate-operations.mjs          write the file
//   node scripts/generate-operations.mjs --check  exit 1 when the committed file differs (CI drift check)
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = resolve(here, '..');
const specPath = resolve(packageDir, '../../openapi.yml');
const outPath = resolve(packageDir, 'src/generated/operations.ts');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Follows a local $ref ("#/components/...") to its target. */
function resolveRef(doc, node) {
  let current = node;
  while (current?.$ref) {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((obj, key) => obj?.[key], doc);
  }
  return current;
}

/** The required top-level fields of a JSON request body, or null when the body is not JSON. */
function requiredBodyFields(doc, op) {
  const body = resolveRef(doc, op.requestBody);
  const schema = resolveRef(doc, body?.content?.['application/json']?.schema);
  if (!schema) return null;
  return [...(schema.required ?? [])];
}

export async function generate() {
  const doc = parse(await readFile(specPath, 'utf8'));
  const rows = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const errorStatuses = Object.keys(op.responses ?? {})
        .filter((status) => /^[45]\d\d$/.test(status))
        .map(Number)
        .sort((a, b) => a - b);
      rows.push({
        requiredBody: requiredBodyFields(doc, op),
        operationId: op.operationId,
        method,
        path,
        mswPath: path.replace(/\{([^}]+)\}/g, ':$1'),
        tag: op.tags?.[0] ?? 'untagged',
        errorStatuses,
      });
    }
  }
  const lines = rows.map(
    (r) =>
      `  ${r.operationId}: { method: '${r.method}', path: '${r.path}', mswPath: '${r.mswPath}', tag: '${r.tag}', errorStatuses: [${r.errorStatuses.join(', ')}], jsonBody: ${r.requiredBody === null ? 'null' : `[${r.requiredBody.map((f) => `'${f}'`).join(', ')}]`} },`,
  );
  return `/**
 * Generated from openapi.yml by packages/mocks/scripts/generate-operations.mjs. Do not edit.
 * Regenerate with \`pnpm --filter @vitrine/mocks run generate\`; CI runs \`generate:check\`.
 */
import type { operations } from '@vitrine/api-client';

export interface OperationInfo {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path as openapi.yml writes it. */
  path: string;
  /** The same path with MSW's ":param" placeholders. */
  mswPath: string;
  tag: string;
  /** The 4xx and 5xx statuses the operation declares. */
  errorStatuses: readonly number[];
  /** The required top-level fields of its JSON request body; null when it takes no JSON body. */
  jsonBody: readonly string[] | null;
}

/** Every operation of openapi.yml (the key set must equal the generated \`operations\` type). */
export const OPERATIONS = {
${lines.join('\n')}
} as const satisfies Record<keyof operations, OperationInfo>;

export type OperationId = keyof typeof OPERATIONS;
`;
}

async function main() {
  const text = await generate();
  if (process.argv.includes('--check')) {
    const current = await readFile(outPath, 'utf8').catch(() => '');
    if (current !== text) {
      console.error(
        'src/generated/operations.ts is out of date with openapi.yml: run `pnpm --filter @vitrine/mocks run generate`.',
      );
      process.exit(1);
    }
    console.log('src/generated/operations.ts matches openapi.yml.');
    return;
  }
  await writeFile(outPath, text);
  console.log('wrote src/generated/operations.ts');
}

await main();
