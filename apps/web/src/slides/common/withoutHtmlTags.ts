/*
 * A content slide's body is markdown without HTML (PRODUCT.md: "markdown, sanitised"). Decks
 * pasted from elsewhere still carry tags (`<b>`, `<br>`, `<div>…</div>`), and the two
 * renderers treated them differently: react-markdown (big screen, editor, print) dropped each
 * tag and, for a block of HTML, the text inside it too; the phone's LightMarkdown printed the
 * tags as text. Both now read the body through this function first, so every screen shows the
 * same words and no markup. Code spans keep their text: `<br>` in backticks is an example.
 */

// A tag as CommonMark reads raw HTML: a name right after `<` (so "a < b" and autolinks such as
// <https://…> stay), attributes, an optional `/`; and comments.
const TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>|<!--[\s\S]*?-->/g;
// Tags that separate words on a web page: removed, they leave a space ("team,<br>welcome").
const SEPARATES = /^<\/?(?:br|p|div|li|ul|ol|tr|td|th|h[1-6]|hr|blockquote|section|article|table)\b/i;
// Fenced blocks first, then inline spans, so a fence's backticks are not read as spans.
const CODE = /(```[\s\S]*?```|`[^`\n]*`)/;

/** The markdown with every HTML tag and comment removed, the text between tags kept. */
export function withoutHtmlTags(markdown: string): string {
  return markdown
    .split(CODE)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(TAG, (tag) => (SEPARATES.test(tag) ? ' ' : ''))))
    .join('');
}
