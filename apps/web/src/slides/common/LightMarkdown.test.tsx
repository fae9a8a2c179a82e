import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LightMarkdown, safeHref } from './LightMarkdown';

afterEach(cleanup);

const html = (md: string) => render(<LightMarkdown>{md}</LightMarkdown>).container;

describe('LightMarkdown: the phone’s markdown', () => {
  it('renders paragraphs, headings, lists, bold, italic, code and links', () => {
    const c = html('# Hi\n\nHello **all** and *you*, `x`\n\n- one\n- two\n\n1. first\n\n[site](https://example.com)');
    expect(c.querySelector('h3')?.textContent).toBe('Hi');
    expect(c.querySelector('strong')?.textContent).toBe('all');
    expect(c.querySelector('em')?.textContent).toBe('you');
    expect(c.querySelector('code')?.textContent).toBe('x');
    expect(c.querySelectorAll('ul li')).toHaveLength(2);
    expect(c.querySelectorAll('ol li')).toHaveLength(1);
    const a = c.querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://example.com');
    expect(a?.getAttribute('rel')).toContain('noopener');
  });

  it('never renders raw HTML or script links', () => {
    const c = html(
      '<img src=x onerror="alert(1)"> <script>alert(1)</script> [x](javascript:alert(1)) [y](JAVASCRIPT:alert(1)) [z](data:text/html,hi)',
    );
    expect(c.querySelector('img, script')).toBeNull();
    expect(c.querySelector('a')).toBeNull();
    expect(c.textContent).not.toContain('<');
    expect(safeHref(' javascript:alert(1)')).toBeNull();
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
  });
});
