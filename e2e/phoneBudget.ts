// What a seated phone downloads (ADR 24), read from the phone build's Vite manifest: the
// entry, its static imports, their CSS, every other dynamic chunk (slide phone views split
// later), and of the language catalogs only the largest, since a phone loads one.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const repoRoot = resolve(import.meta.dirname, '..');

export const PHONE_JS_BUDGET = 100 * 1024;
export const PHONE_CSS_BUDGET = 20 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface BudgetRow {
  file: string;
  kind: 'js' | 'css';
  why: string;
  bytes: number;
  gzip: number;
}

const isLanguage = (key: string) => /(^|\/)i18n\/messages\/[a-z]{2}\/(index|phoneCatalog\.generated)\.ts$/.test(key);

export function phoneDownloads(dist: string): BudgetRow[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'phone-manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const html = readFileSync(join(dist, 'phone.html'), 'utf8');
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('phone-manifest.json has no entry');
  // The built page must load what the manifest names, or the table measures the wrong thing.
  if (!html.includes(manifest[entryKey]!.file)) throw new Error(`phone.html does not load ${manifest[entryKey]!.file}`);

  const rows: BudgetRow[] = [];
  const seen = new Set<string>();
  const languages: BudgetRow[] = [];
  const add = (file: string, why: string, into: BudgetRow[] = rows) => {
    if (seen.has(file)) return;
    seen.add(file);
    const content = readFileSync(join(dist, file));
    into.push({
      file,
      kind: file.endsWith('.css') ? 'css' : 'js',
      why,
      bytes: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
    });
  };
  const follow = (key: string, why: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    if (isLanguage(key)) return add(chunk.file, 'language catalog', languages);
    add(chunk.file, why);
    for (const css of chunk.css ?? []) add(css, 'styles');
    for (const imported of chunk.imports ?? []) follow(imported, 'static import');
    for (const dynamic of chunk.dynamicImports ?? []) follow(dynamic, 'loaded while playing');
  };
  follow(entryKey, 'entry');
  const largest = languages.sort((a, b) => b.gzip - a.gzip)[0];
  if (largest) rows.push({ ...largest, why: 'largest language catalog' });
  return rows;
}

/**
 * The source files in the phone's JavaScript, from each file's source map: which code the
 * budget pays for, beyond the total. `packages` are npm packages' files
 * (`zod/v4/core/regexes.js`), `own` the app's, from the repository's root
 * (`apps/web/src/phone/PhoneApp.tsx`).
 */
export function phoneSources(dist: string, rows: readonly BudgetRow[]): { packages: string[]; own: string[] } {
  const packages = new Set<string>();
  const own = new Set<string>();
  for (const row of rows) {
    if (row.kind !== 'js') continue;
    const mapFile = join(dist, `${row.file}.map`);
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    for (const source of map.sources) {
      const file = /node_modules\/(.+)$/.exec(source)?.[1];
      if (file) packages.add(file);
      else own.add(relative(repoRoot, resolve(dirname(mapFile), source)));
    }
  }
  return { packages: [...packages].sort(), own: [...own].sort() };
}

export function budgetTable(rows: readonly BudgetRow[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const lines = rows.map((r) => `${r.file.padEnd(44)} ${r.why.padEnd(26)} ${kb(r.bytes).padStart(10)} ${kb(r.gzip).padStart(10)}`);
  const total = (kind: 'js' | 'css') => rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.gzip, 0);
  return [
    `${'file'.padEnd(44)} ${'why'.padEnd(26)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`,
    ...lines,
    `total JS ${kb(total('js'))} gzip (budget ${kb(PHONE_JS_BUDGET)}), CSS ${kb(total('css'))} gzip (budget ${kb(PHONE_CSS_BUDGET)})`,
  ].join('\n');
}
