import { describe, expect, it } from 'vitest';
import { MAX_JSON_CONTAINERS, MAX_JSON_DEPTH, jsonShapeProblem } from './jsonShape';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('jsonShapeProblem', () => {
  it(`lets ${MAX_JSON_DEPTH} levels through and refuses one more`, () => {
    expect(jsonShapeProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonShapeProblem(nested(MAX_JSON_DEPTH + 1))).toBe(`nests deeper than ${MAX_JSON_DEPTH} levels`);
    expect(jsonShapeProblem(`{"a":${nested(MAX_JSON_DEPTH)}}`)).toMatch(/deeper/);
  });

  it('counts depth, not brackets: siblings at one level are fine', () => {
    expect(jsonShapeProblem(`[${Array(1000).fill('[1,{"a":[]}]').join(',')}]`)).toBeNull();
  });

  it(`refuses more than ${MAX_JSON_CONTAINERS} arrays and objects however flat`, () => {
    expect(
      jsonShapeProblem(
        `[${Array(MAX_JSON_CONTAINERS - 1)
          .fill('{}')
          .join(',')}]`,
      ),
    ).toBeNull();
    expect(jsonShapeProblem(`[${Array(MAX_JSON_CONTAINERS).fill('{}').join(',')}]`)).toBe('holds more than 100,000 arrays and objects');
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '['.repeat(500), b: `\\"${'{'.repeat(500)}`, c: 'x\\\\', d: ['\\\\"[['] });
    expect(jsonShapeProblem(text)).toBeNull();
    // An escaped quote does not end the string: the brackets after it are still text.
    expect(jsonShapeProblem(`["\\"${'['.repeat(100)}"]`, 50)).toBeNull();
    // Two backslashes are one escaped backslash: the quote after them ends the string.
    expect(jsonShapeProblem(`["\\\\"${nested(100)}]`, 50)).toMatch(/deeper/);
  });

  it('leaves text that is not JSON to JSON.parse', () => {
    expect(jsonShapeProblem('')).toBeNull();
    expect(jsonShapeProblem('"never closed [[[[')).toBeNull();
    expect(jsonShapeProblem(']]]]')).toBeNull();
  });

  it('passes the limits it is given', () => {
    expect(jsonShapeProblem(nested(3), 2)).toMatch(/deeper than 2/);
    expect(jsonShapeProblem('[{},{}]', 64, 2)).toMatch(/more than 2/);
  });
});
