import { describe, expect, it } from 'vitest';
import { relativeTime } from './RelativeTime';

const now = new Date('2025-06-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('says the largest unit that fits', () => {
    expect(relativeTime(ago(10), now, 'en')).toBe('just now');
    expect(relativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(15 * 24 * 3600), now, 'en')).toBe('2 weeks ago');
    expect(relativeTime(new Date(now.getTime() + 29 * 24 * 3600 * 1000), now, 'en')).toBe('in 4 weeks');
  });
});
