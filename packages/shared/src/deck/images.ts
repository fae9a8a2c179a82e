import type { Slide } from '../slides/registry';

/** One image a deck shows: where it sits in the document and its address. */
export interface DeckImage {
  /** The field as error messages name it: `slides[2].options[1].image`. */
  path: string;
  url: string;
}

/**
 * Every image a deck's slides show. Image fields are named `image` in every slide type (on
 * the slide and on its options), so walking the document finds them without a list per
 * type that a new slide type could forget.
 */
export function deckImages(slides: readonly Slide[]): DeckImage[] {
  const found: DeckImage[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`));
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        const at = `${path}.${key}`;
        if (key === 'image' && typeof inner === 'string') found.push({ path: at, url: inner });
        else walk(inner, at);
      }
  };
  slides.forEach((slide, i) => walk(slide, `slides[${i}]`));
  return found;
}
