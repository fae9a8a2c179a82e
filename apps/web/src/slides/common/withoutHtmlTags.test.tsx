import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LightMarkdown } from './LightMarkdown';
import { Markdown } from './Markdown';
import { withoutHtmlTags } from './withoutHtmlTags';

afterEach(cleanup);

// A body pasted from an email or another tool: inline tags, a line break, a block of HTML.
const PASTED = 'Hello <b>team</b>,<br>welcome!\n\n<div class="note">Drinks at 6</div>\n\n<!-- draft -->Bring a mug';

// The words each block shows, blocks apart, spaces as a reader sees them.
const words = (el: Element) =>
  [...(el.firstElementChild?.children ?? [])].map((block) => (block.textContent ?? '').replace(/\s+/g, ' ').trim()).join(' | ');

describe('withoutHtmlTags: one rule for HTML in a content slide, on every screen', () => {
  it('removes tags and comments, keeps the text between them', () => {
    expect(withoutHtmlTags(PASTED)).toBe('Hello team, welcome!\n\n Drinks at 6 \n\nBring a mug');
    expect(withoutHtmlTags('<img src=x onerror="alert(1)"><script>alert(1)</script>')).toBe('alert(1)');
  });

  it('leaves what is not a tag: comparisons, autolinks, emails and code', () => {
    expect(withoutHtmlTags('a < b and c > d, 1<2')).toBe('a < b and c > d, 1<2');
    expect(withoutHtmlTags('<https://example.com> <ada@example.com>')).toBe('<https://example.com> <ada@example.com>');
    expect(withoutHtmlTags('Use `<br>` for a break')).toBe('Use `<br>` for a break');
    expect(withoutHtmlTags('```\n<div>x</div>\n```\n<i>y</i>')).toBe('```\n<div>x</div>\n```\ny');
  });

  it('the phone and the big screen show the same words for a pasted body, and no markup', () => {
    const phone = render(<LightMarkdown>{PASTED}</LightMarkdown>).container;
    const screen = render(<Markdown>{PASTED}</Markdown>).container;
    // The phone printed the tags as text; the big screen dropped the block "Drinks at 6".
    expect(words(phone)).toBe('Hello team, welcome! | Drinks at 6 | Bring a mug');
    expect(words(screen)).toBe(words(phone));
    for (const c of [phone, screen]) expect(c.firstElementChild?.querySelector('b, br, div, img, script')).toBeNull();
  });
});
