/**
 * Every GraphQL document the web sends, and those of the browser tests and the benchmark,
 * validates against the schema the server serves. Documents are found, not listed: every
 * .graphql file of the web, and every string in the TypeScript of web/, e2e/ and bench/ that
 * reads as an operation, so a new one cannot escape.
 */
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate, type DocumentNode } from 'graphql';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { glob } from 'tinyglobby';
import { typeDefs } from '../apps/server/src/graphql/schema';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const schema = buildSchema(typeDefs);
const OPERATION = /^\s*(query|mutation|subscription)\b[^{]*\{/;

interface Found {
  where: string;
  text: string;
}

/** Strings and templates in a TypeScript file that read as a GraphQL operation. */
function operationsIn(file: string, source: string): Found[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Found[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      // A template reads as an operation when the text before its first ${…} does.
      const text = ts.isTemplateExpression(node) ? node.head.text : node.text;
      if (OPERATION.test(text)) {
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        found.push({ where: `${relative(root, file)}:${line}`, text: ts.isTemplateExpression(node) ? '${…}' : text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

async function inlineOperations(patterns: string[], ignore: string[] = []): Promise<Found[]> {
  const files = await glob(patterns, { cwd: root, absolute: true, ignore: ['**/node_modules/**', ...ignore] });
  const all = await Promise.all(files.map(async (f) => operationsIn(f, await readFile(f, 'utf8'))));
  return all.flat();
}

/** Validation errors of one document, as lines naming where it is. */
function problems({ where, text }: Found): string[] {
  if (text === '${…}') return [`${where}: a document built with \${…} cannot be checked; write it out (fragments share fields)`];
  let doc: DocumentNode;
  try {
    doc = parse(text);
  } catch (err) {
    return [`${where}: ${(err as Error).message}`];
  }
  return validate(schema, doc).map((e) => `${where}: ${e.message}`);
}

describe('GraphQL documents against the schema', () => {
  it("every .graphql document of the web validates (fragments resolved across the web's files)", async () => {
    const files = await glob(['apps/web/src/**/*.graphql'], { cwd: root, absolute: true });
    expect(files.length).toBeGreaterThan(0);
    const sources = await Promise.all(files.map(async (f) => ({ where: relative(root, f), text: await readFile(f, 'utf8') })));
    // One document, as codegen sees them: a fragment may be used in another file.
    const errors = validate(schema, parse(sources.map((s) => s.text).join('\n'))).map((e) => e.message);
    expect(errors).toEqual([]);
  });

  it('the web writes its documents in .graphql files only, so each is typed by codegen', async () => {
    // Tests of the transport (socket, links) send made-up documents to fakes, never to the server.
    const found = await inlineOperations(['apps/web/src/**/*.{ts,tsx}'], ['**/*.test.{ts,tsx}', '**/*.generated.ts']);
    expect(found.map((f) => f.where)).toEqual([]);
  });

  it('the documents the browser tests and the benchmark send validate', async () => {
    const found = await inlineOperations(['e2e/**/*.ts', 'bench/**/*.ts']);
    expect(found.length).toBeGreaterThan(0);
    expect(found.flatMap(problems)).toEqual([]);
  });

  it('finds and refuses a document that does not fit the schema', () => {
    const found = operationsIn('x.ts', "const q = 'query { deck(id: 1) { nope } }'; const f = (x: string) => `mutation { ${x} }`;");
    expect(found).toHaveLength(2);
    expect(problems(found[0]!)).toEqual([expect.stringContaining('Cannot query field "nope" on type "Deck"')]);
    expect(problems(found[1]!)).toEqual([expect.stringContaining('cannot be checked')]);
  });
});
