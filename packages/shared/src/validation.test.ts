import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues, formatIssuePath } from './validation';

describe('formatIssuePath', () => {
  it('writes paths a person can follow', () => {
    expect(formatIssuePath(['slides', 3, 'options', 1, 'text'])).toBe('slides[3].options[1].text');
    expect(formatIssuePath(['title'])).toBe('title');
    expect(formatIssuePath([0, 'text'])).toBe('[0].text');
    expect(formatIssuePath([])).toBe('');
  });
});

describe('describeIssues', () => {
  it('prefixes each message with its path, and leaves root messages alone', () => {
    const schema = z.object({ a: z.array(z.string().max(2, { error: 'at most 2 characters' })) }, { error: 'must be an object' });
    const bad = schema.safeParse({ a: ['ok', 'long', 'yes'] });
    expect(describeIssues(bad.error!)).toEqual(['a[1]: at most 2 characters', 'a[2]: at most 2 characters']);
    expect(describeIssues(schema.safeParse(null).error!)).toEqual(['must be an object']);
  });
});
