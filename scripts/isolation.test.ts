import { readFileSync } from 'node:fs';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

// ADR 68: the server and web suites share one module graph per worker between test files. A
// file that replaces a module there would get whatever an earlier file loaded, or leave its
// stand-in for the next file; so such a file is named *.isolated.test.* and runs apart (web),
// or is not written (server: inject the dependency instead).
const replacesAModule = /\bvi\.(mock|doMock|unmock|doUnmock)\(/;

async function testFiles(pattern: string): Promise<string[]> {
  return glob(pattern, { cwd: new URL('..', import.meta.url).pathname, ignore: ['**/node_modules/**'] });
}

const replacing = (root: string, files: string[]) =>
  files.filter((f) => replacesAModule.test(readFileSync(new URL(`../${f}`, import.meta.url), 'utf8'))).map((f) => f.slice(root.length));

describe('test files that replace a module run in their own module graph (ADR 68)', () => {
  it('web: only *.isolated.test files call vi.mock', async () => {
    const files = await testFiles('apps/web/src/**/*.test.{ts,tsx}');
    expect(files.length).toBeGreaterThan(50);
    expect(replacing('apps/web/src/', files).filter((f) => !f.includes('.isolated.test.'))).toEqual([]);
  });

  it('server: no test file calls vi.mock', async () => {
    const files = await testFiles('apps/server/src/**/*.test.ts');
    expect(files.length).toBeGreaterThan(50);
    expect(replacing('apps/server/src/', files)).toEqual([]);
  });

  it('the rule sees a replaced module', () => {
    expect(replacesAModule.test("vi.mock('./useHostEvent', () => ({}));")).toBe(true);
    expect(replacesAModule.test("vi.fn(); vi.spyOn(x, 'y');")).toBe(false);
  });
});
