import type { Slide } from '../slides/registry';

/** One image a deck shows: where it sits in the document and its address. */
export interface DeckImage {
  /** The field as error messages name it: `slides[2].options[1].image`. */
  path: string;
  url: string;
}

/**
 * The names image fields have: `image` on a slide and on its options, or `image` with one
 * capital letter after it for a slide's lettered parts (would you rather's `imageA`, `imageB`).
 */
const IMAGE_FIELD = /^image[A-Z]?$/;

/**
 * Every image a deck's slides show. Image fields are named alike in every slide type
 * (IMAGE_FIELD), so walking the document finds them without a list per type that a new
 * slide type could forget.
 */
export function deckImages(slides: readonly Slide[]): DeckImage[] {
  const found: DeckImage[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`));
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        const at = `${path}.${key}`;
        if (IMAGE_FIELD.test(key) && typeof inner === 'string') found.push({ path: at, url: inner });
        else walk(inner, at);
      }
  };
  slides.forEach((slide, i) => walk(slide, `slides[${i}]`));
  return found;
}

/**
 * The slides with each image address replaced as `replace` says (addresses it leaves out stay).
 * The same walk as deckImages, so every image field deckImages finds is rewritten.
 */
export function rewriteDeckImages<S extends Slide>(slides: readonly S[], replace: ReadonlyMap<string, string>): S[] {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        IMAGE_FIELD.test(key) && typeof inner === 'string' ? (replace.get(inner) ?? inner) : walk(inner),
      ]),
    );
  };
  return slides.map((slide) => walk(slide) as S);
}
