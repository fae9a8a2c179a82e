import { describe, expect, it, vi } from 'vitest';
import { SvgSanitiser } from './svgSanitiser';

const drawing = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><circle r="4"/></svg>');

describe('the SVG sanitiser thread (issue 21 item 4: an idle server holds no DOM)', () => {
  it('stops once idle, and starts again for the next drawing', async () => {
    const sanitiser = new SvgSanitiser(50);
    const first = (await sanitiser.sanitize(drawing)).toString('utf8');
    expect(first).toContain('<circle');
    expect(first).not.toContain('script');
    await vi.waitFor(() => expect(sanitiser.running).toBe(false), { timeout: 10_000, interval: 20 });
    const again = (await sanitiser.sanitize(drawing)).toString('utf8');
    expect(again).toBe(first);
    expect(sanitiser.running).toBe(true);
    await vi.waitFor(() => expect(sanitiser.running).toBe(false), { timeout: 10_000, interval: 20 });
  });
});
