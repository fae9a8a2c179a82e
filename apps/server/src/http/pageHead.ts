/**
 * What the server writes into a page's HTML head before sending it: link previews (Open Graph,
 * Twitter cards) are read by crawlers that do not run the app's JavaScript, so a page that
 * should preview well (a public recap, ADR 43) gets its tags here.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's canonical address. */
  url: string;
  /** The preview's picture (absolute address): a large card when there is one, a small one without. */
  image?: { url: string; width: number; height: number; alt: string };
}

/** Text for an HTML attribute or element: the five characters that could end one, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The document title and the preview tags of `head`, in place of the page's own title and description. */
export function withPageHead(html: string, head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const url = escapeHtml(head.url);
  const image = head.image;
  const imageTags = image
    ? [
        `<meta property="og:image" content="${escapeHtml(image.url)}" />`,
        `<meta property="og:image:type" content="image/png" />`,
        `<meta property="og:image:width" content="${image.width}" />`,
        `<meta property="og:image:height" content="${image.height}" />`,
        `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
        `<meta name="twitter:image" content="${escapeHtml(image.url)}" />`,
        `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}" />`,
      ]
    : [];
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Mingle" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    ...imageTags,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
  ].join('\n    ');
  // Replacers are functions: a `$&` in a title must stay text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title} · Mingle</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
