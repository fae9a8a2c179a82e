import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { IMAGE_LIMITS } from '@mingle/shared';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Why an SVG was refused, in words for the uploader (after "file: "). */
export class SvgRefused extends Error {
  override name = 'SvgRefused';
}

/** Where an SVG may point: inside itself, or at an embedded raster image. */
const LOCAL_REFERENCE = /^\s*(#[^\s]*|data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*)\s*$/i;

/**
 * Whether CSS (a `<style>` element or a `style`/presentation attribute) stays inside the file.
 * CSS escapes and comments are undone first, so `@\69mport` and `u/**\/rl(` are seen for
 * what they are; then anything that can load or run something else is refused.
 */
export function cssIsSafe(css: string): boolean {
  const plain = css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => {
      const cp = parseInt(hex, 16);
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\uFFFD';
    })
    .replace(/\\(.)/gs, '$1')
    .toLowerCase();
  if (
    /@import|@font-face|@namespace|expression\s*\(|javascript:|vbscript:|-moz-binding|behaviou?r\s*:|image-set\s*\(|image\s*\(|cross-fade\s*\(|element\s*\(|src\s*\(/.test(
      plain,
    )
  )
    return false;
  for (const m of plain.matchAll(/url\s*\(\s*(['"]?)\s*([^'")\s]*)/g)) if (!m[2]?.startsWith('#')) return false;
  return true;
}

let purifier: { purify: DOMPurify; window: JSDOM['window'] } | undefined;

/** One DOM and one sanitiser for the process, built on first use (jsdom is slow to start). */
function sanitiser() {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  // DOMPurify's types want the browser's Window; jsdom's is that shape without being that type.
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName;
    const value = data.attrValue;
    if (name === 'href' || name.endsWith(':href')) data.keepAttr = LOCAL_REFERENCE.test(value);
    // Animations may not retarget links or handlers (the <animate>/<set> bypasses).
    else if (name === 'attributename') data.keepAttr = /^[a-z-]+$/i.test(value) && !/^(on|href)/i.test(value);
    else if (!cssIsSafe(value)) data.keepAttr = false;
  });
  purifier = { purify, window };
  return purifier;
}

/**
 * Rewrites an uploaded SVG through DOMPurify's SVG allow-list (docs/adr/0021). The file is
 * parsed as XML with namespaces, so `svg:script`, `h:script` or a prefixed `foreignObject`
 * are the qualified names they are and none is on the list; only the root element is kept
 * (no processing instructions or doctype), links may only point inside the file, and CSS
 * that could load something else is dropped. Synchronous and CPU-bound: the server runs it
 * in a worker thread (svgSanitiser.ts).
 * @throws SvgRefused when the file is not a well-formed SVG document or is too large to check.
 */
export function sanitizeSvg(text: string): string {
  // Entities are how XML bombs grow; no drawing program needs them.
  if (/<!ENTITY/i.test(text)) throw new SvgRefused('SVG files may not declare entities');
  // Counted on the text, before any parsing: the DOM costs per element and attribute.
  if (count(text, '<') > IMAGE_LIMITS.svgElements || count(text, '=') > IMAGE_LIMITS.svgAttributes)
    throw new SvgRefused(
      `SVG files can have at most ${IMAGE_LIMITS.svgElements.toLocaleString('en')} elements; simplify the drawing or upload it as PNG`,
    );
  const { purify, window } = sanitiser();
  const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.localName === 'parsererror' || root.getElementsByTagName('parsererror').length > 0)
    throw new SvgRefused('the SVG could not be read; it is not well-formed XML');
  if (root.namespaceURI !== SVG_NS || root.localName !== 'svg') throw new SvgRefused(`the SVG must start with <svg xmlns="${SVG_NS}">`);
  // Drawing programs wrap style sheets in CDATA, which the sanitiser would drop as a whole.
  for (const style of [...root.getElementsByTagName('style')])
    for (const node of [...style.childNodes])
      if (node.nodeType === node.CDATA_SECTION_NODE) node.replaceWith(doc.createTextNode(node.textContent ?? ''));
  purify.sanitize(root, { IN_PLACE: true, USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], KEEP_CONTENT: false });
  for (const style of [...root.getElementsByTagName('style')]) if (!cssIsSafe(style.textContent ?? '')) style.remove();
  return new window.XMLSerializer().serializeToString(root);
}

function count(text: string, char: string): number {
  let n = 0;
  for (let i = text.indexOf(char); i >= 0; i = text.indexOf(char, i + 1)) n += 1;
  return n;
}
