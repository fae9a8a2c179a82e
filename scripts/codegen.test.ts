import { describe, expect, it } from 'vitest';
import { staleFiles } from './codegen';

describe('the typed contract (ADR 17)', () => {
  it('the checked-in generated code is what npm run codegen writes from the schema, the documents and the phone catalogs', async () => {
    // Codegen also fails here when a web document does not validate against the schema.
    expect(await staleFiles(), 'run npm run codegen and commit the result').toEqual([]);
  }, 60_000);
});
