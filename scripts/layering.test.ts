import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering rule of DESIGN.md, as eslint.config.js states it: each case is a source line
// placed in a file of one package, and whether the lint refuses it.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function refused(filePath: string, importLine: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = [x];\n`, { filePath });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
}

const cases: [string, string, string, boolean][] = [
  ['web → server by a relative path', 'apps/web/src/scenes/x.ts', "import { x } from '../../../server/src/app';", true],
  ['web → shared sources by a relative path', 'apps/web/src/x.ts', "import { x } from '../../../packages/shared/src/limits';", true],
  ['web → shared by its package name', 'apps/web/src/x.ts', "import { x } from '@mingle/shared';", false],
  ['server → web by a relative path', 'apps/server/src/graphql/x.ts', "import { x } from '../../../web/src/config';", true],
  [
    'live engine → shared sources by a relative path',
    'apps/server/src/live/x.ts',
    "import { x } from '../../../../packages/shared/src';",
    true,
  ],
  ['live engine → a web framework', 'apps/server/src/live/x.ts', "import x from 'fastify';", true],
  ['live engine → its own module', 'apps/server/src/live/x.ts', "import { x } from './state';", false],
  ['shared → server by a relative path', 'packages/shared/src/x.ts', "import { x } from '../../../apps/server/src/app';", true],
  ['shared → its own module', 'packages/shared/src/x.ts', "import { x } from './limits';", false],
];

describe('layering (DESIGN.md)', () => {
  it.each(cases)('%s', async (_name, filePath, importLine, expected) => {
    expect(await refused(filePath, importLine)).toBe(expected);
  });
});
