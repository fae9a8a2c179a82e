import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, storedFileKey } from '@mingle/shared';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { signUpUser } from '../testing/gql';
import { storeImage } from './storeImage';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let owner: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  owner = (await signUpUser(t.app)).id;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

/** Uploads an SVG as the upload mutation does and returns the text storage now serves. */
async function storedSvg(svg: string): Promise<string> {
  const info = await storeImage(t.services, owner, { stream: Readable.from([Buffer.from(svg)]), filename: 'x.svg' });
  expect(info.contentType).toBe('image/svg+xml');
  const file = await t.services.storage.get(storedFileKey(info.url)!);
  const chunks: Buffer[] = [];
  for await (const c of file!.stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('SVG uploads go through an allow-list sanitiser', () => {
  it.each<[string, string, RegExp]>([
    [
      'a namespaced svg:script',
      `<svg ${NS} xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script><rect width="4" height="4"/></svg>`,
      /script|alert/i,
    ],
    [
      'a script under another prefix bound to the SVG namespace',
      `<svg ${NS}><x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script><rect width="4" height="4"/></svg>`,
      /script|alert/i,
    ],
    [
      'an XHTML h:script',
      `<svg ${NS} xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script><rect width="4" height="4"/></svg>`,
      /script|alert|xhtml/i,
    ],
    [
      'a <set> that adds an event handler',
      `<svg ${NS}><rect width="4" height="4"><set attributeName="onmouseover" to="alert(1)"/></rect></svg>`,
      /<set|onmouseover|alert/i,
    ],
    [
      'javascript&#58; in the values of an <animate> on href',
      `<svg ${NS} ${XLINK}><a><animate attributeName="href" values="javascript&#58;alert(1)"/><text>click</text></a></svg>`,
      /animate|javascript|alert/i,
    ],
    [
      'a namespaced foreignObject with an iframe',
      `<svg ${NS}><s:foreignObject xmlns:s="http://www.w3.org/2000/svg" width="9" height="9"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></s:foreignObject><rect width="4" height="4"/></svg>`,
      /foreignObject|iframe|javascript/i,
    ],
    [
      'CSS @import in a <style>',
      `<svg ${NS}><style>@import url(https://evil.example/x.css); rect { fill: red }</style><rect width="4" height="4"/></svg>`,
      /@import|evil/i,
    ],
    [
      'a CSS @import spelled with escapes',
      `<svg ${NS}><style>@\\69mport 'https://evil.example/x.css';</style><rect width="4" height="4"/></svg>`,
      /mport|evil/i,
    ],
    [
      'an external url() in a style attribute',
      `<svg ${NS}><rect width="4" height="4" style="fill: url(https://evil.example/a#b)"/></svg>`,
      /evil/i,
    ],
    ['an image of a local file', `<svg ${NS}><image href="file:///etc/passwd" width="4" height="4"/></svg>`, /passwd|file:/i],
    [
      'an image by xlink:href on another server',
      `<svg ${NS} ${XLINK}><image xlink:href="https://evil.example/track.png" width="4" height="4"/></svg>`,
      /evil/i,
    ],
    ['a <use> of another file', `<svg ${NS}><use href="https://evil.example/sprite.svg#a"/></svg>`, /evil/i],
    ['an event handler attribute', `<svg ${NS} onload="alert(1)"><rect width="4" height="4"/></svg>`, /onload|alert/i],
    [
      'a stylesheet processing instruction',
      `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${NS}><rect width="4" height="4"/></svg>`,
      /evil|stylesheet/i,
    ],
  ])('neutralises %s', async (_name, svg, forbidden) => {
    const stored = await storedSvg(svg);
    expect(stored).not.toMatch(forbidden);
    expect(stored).toMatch(/^<svg /);
  });

  it('keeps what drawings use: gradients, local references, classes and inline styles', async () => {
    const svg = `<?xml version="1.0"?>
<svg ${NS} ${XLINK} viewBox="0 0 10 10" width="10" height="10">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#5b3fd6"/></linearGradient><circle id="dot" r="1"/></defs>
  <style><![CDATA[.a { fill: url(#g); stroke: #000 }]]></style>
  <rect class="a" width="10" height="10" style="opacity: 0.9"/>
  <use xlink:href="#dot" x="5" y="5"/>
</svg>`;
    const stored = await storedSvg(svg);
    for (const kept of [
      'viewBox="0 0 10 10"',
      '<linearGradient id="g">',
      'fill: url(#g)',
      'class="a"',
      'style="opacity: 0.9"',
      'xlink:href="#dot"',
    ])
      expect(stored).toContain(kept);
  });

  it.each([
    ['an SVG that is not well-formed XML', `<svg ${NS}><rect></svg>`],
    ['an SVG without the SVG namespace', '<svg><rect width="4" height="4"/></svg>'],
    ['an SVG with entity declarations', `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg ${NS}><text>&a;</text></svg>`],
    ['an SVG with more elements than the sanitiser checks', `<svg ${NS}>${'<g/>'.repeat(IMAGE_LIMITS.svgElements)}</svg>`],
  ])('refuses %s with a clear message', async (_name, svg) => {
    await expect(storeImage(t.services, owner, { stream: Readable.from([Buffer.from(svg)]), filename: 'x.svg' })).rejects.toThrow(
      /^file: /,
    );
  });
});
