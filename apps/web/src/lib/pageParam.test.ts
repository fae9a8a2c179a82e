import { describe, expect, it } from 'vitest';
import { pageParam } from './pageParam';

const page = (query: string, pageSize = 20, maxOffset = 100_000) => pageParam(new URLSearchParams(query), pageSize, maxOffset);

describe('pageParam', () => {
  it('reads a whole page number', () => {
    expect(page('page=3')).toBe(3);
  });

  it('is 1 for no page, or one that is not a page number', () => {
    for (const q of ['', 'page=', 'page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=1e', 'page=Infinity']) expect(page(q), q).toBe(1);
  });

  it('never asks past the server’s largest offset', () => {
    // 100,000 / 24: page 4,167 starts at offset 99,984, the last the server answers.
    expect(page('page=5000', 24)).toBe(4167);
    expect((page('page=5000', 24) - 1) * 24).toBeLessThanOrEqual(100_000);
    expect(page('page=99999999999', 20, 2_147_483_647)).toBe(107_374_183);
  });
});
