// Generates src/generated/schema.ts from the wire contract (../../openapi.yml) with openapi-typescript.
//
//   node scripts/generate.mjs          write the file
//   node scripts/generate.mjs --check  generate in memory; exit 1 when the committed file differs
//
// The check compares in memory (no temp file), so CI can fail when the types drift from openapi.yml.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = resolve(here, '..');
const specPath = resolve(packageDir, '../../openapi.yml');
const outPath = resolve(packageDir, 'src/generated/schema.ts');

const HEADER = `/**
 * Generated from openapi.yml by packages/api-client/scripts/generate.mjs. Do not edit.
 * Regenerate with \`pnpm --filter @vitrine/api-client run generate\`.
 */

`;

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

/** A binary string (a file part or a download) is a Blob in the browser, not a string. */
function transform(schemaObject) {
  if (schemaObject.format === 'binary' || schemaObject.contentEncoding === 'binary') {
    return schemaObject.type === 'null' ||
      (Array.isArray(schemaObject.type) && schemaObject.type.includes('null'))
      ? ts.factory.createUnionTypeNode([BLOB, ts.factory.createLiteralTypeNode(ts.factory.createNull())])
      : BLOB;
  }
  return undefined;
}

export async function generate() {
  const ast = await openapiTS(pathToFileURL(specPath), {
    silent: true,
    // A field with a `default` stays optional: the client may leave it out and the server applies the
    // default (openapi-typescript 7 would otherwise make it required, in request bodies too).
    defaultNonNullable: false,
    transform,
  });
  return HEADER + astToString(ast);
}

async function main() {
  const check = process.argv.includes('--check');
  const generated = await generate();
  const shown = relative(process.cwd(), outPath) || outPath;
  if (check) {
    let committed = '';
    try {
      committed = await readFile(outPath, 'utf8');
    } catch {
      committed = '';
    }
    if (committed !== generated) {
      console.error(
        `${shown} is out of date with openapi.yml.\nRun \`pnpm --filter @vitrine/api-client run generate\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log(`${shown} matches openapi.yml.`);
    return;
  }
  await writeFile(outPath, generated);
  console.log(`wrote ${shown}`);
}

await main();
