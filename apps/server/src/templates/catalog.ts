import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  deckImages,
  deckProblems,
  deckSchema,
  describeIssues,
  isTemplateTag,
  TEMPLATE_SLUG,
  TEMPLATE_TAGS,
  type Deck,
  type TemplateTag,
} from '@mingle/shared';
import { SERVER_ROOT } from '../serverRoot';
import { readBundledImage, resolveTemplateImages, TEMPLATE_IMAGE_SCHEME, type BundledImage } from './templateImages';

/** The shipped templates: one deck format v1 document per file, named `<slug>.json` (docs/adr/0049). */
export const TEMPLATES_DIR = join(SERVER_ROOT, 'templates');

export interface Template {
  slug: string;
  deck: Deck & { tags: TemplateTag[] };
}

export interface TemplateQuery {
  tag?: string | undefined;
  search?: string | undefined;
}

/**
 * The template library, read and checked once at startup. A template that is not a hostable
 * deck of format v1 stops the server from starting, naming the file and the field: a broken
 * template must never reach the gallery (nor a host who picked it).
 */
export class TemplateCatalog {
  private readonly bySlug: Map<string, Template>;

  /**
   * @param images the shipped images the templates show, once each: stored on first use
   *   (`storeTemplateImages`), before any template is sent.
   */
  constructor(
    readonly templates: readonly Template[],
    readonly images: readonly BundledImage[] = [],
  ) {
    this.bySlug = new Map(templates.map((t) => [t.slug, t]));
  }

  get(slug: string): Template | undefined {
    return this.bySlug.get(slug);
  }

  /** Templates with `tag`, whose title, description or tags contain every word of `search` (any case). */
  list(query: TemplateQuery = {}): Template[] {
    return this.templates.filter(templateMatcher(query));
  }
}

/** Whether a template has `tag` and its title, description or tags contain every word of `search` (any case). */
export function templateMatcher(query: TemplateQuery): (t: Template) => boolean {
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return (t) => {
    if (query.tag && !(t.deck.tags as string[]).includes(query.tag)) return false;
    const haystack = [t.deck.title, t.deck.description, ...t.deck.tags].join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  };
}

/** Why one template file is refused; the message names the file. */
export class TemplateError extends Error {
  constructor(file: string, problems: string[]) {
    super(`template ${file}: ${problems.join('; ')}`);
    this.name = 'TemplateError';
  }
}

/** Where the images shipped with the templates are (`template:<name>` in a template file). */
export const TEMPLATE_IMAGES_DIR = join(TEMPLATES_DIR, 'images');

/**
 * Checks one template document; returns it as a template or throws naming each problem.
 * `readImage` reads the shipped images it names (`template:<name>`); by default there are none.
 */
export function parseTemplate(
  file: string,
  source: string,
  readImage: (name: string) => BundledImage | string = (name) => `"${TEMPLATE_IMAGE_SCHEME}${name}": no shipped images here`,
): Template & { images: BundledImage[] } {
  const slug = file.replace(/\.json$/, '');
  if (!file.endsWith('.json') || !TEMPLATE_SLUG.test(slug))
    throw new TemplateError(file, ['the file name must be lower-case words joined by - and end in .json']);
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (err) {
    throw new TemplateError(file, [`not JSON (${(err as Error).message})`]);
  }
  // A shipped image becomes the address it is stored at, before the deck schema reads it.
  const { references, problems: missing } = resolveTemplateImages(json, readImage);
  if (missing.length > 0) throw new TemplateError(file, missing);
  const parsed = deckSchema.safeParse(json);
  if (!parsed.success) throw new TemplateError(file, describeIssues(parsed.error));
  const deck = parsed.data;
  const problems: string[] = [];
  if (deck.tags.length === 0) problems.push('tags: at least one tag');
  for (const tag of deck.tags) if (!isTemplateTag(tag)) problems.push(`tags: "${tag}" is not one of ${TEMPLATE_TAGS.join(', ')}`);
  if (!deck.description) problems.push('description: is required');
  // Images are files stored on one server: a template file can only show the images shipped
  // with it, and only in image fields (ADR 0049).
  const referenced = new Set(references.map((r) => r.path));
  const imageFields = new Set(deckImages(deck.slides).map((i) => i.path));
  for (const path of imageFields)
    if (!referenced.has(path)) problems.push(`${path}: a template shows only images shipped with it, named ${TEMPLATE_IMAGE_SCHEME}<file>`);
  for (const path of referenced) if (!imageFields.has(path)) problems.push(`${path}: only image fields can name a shipped image`);
  for (const p of deckProblems(deck)) problems.push(`slides[${p.slideIndex}].${p.path}: ${p.message}`);
  if (problems.length > 0) throw new TemplateError(file, problems);
  return { slug, deck: deck as Template['deck'], images: references.map((r) => r.image) };
}

/** Reads every `*.json` in `dir`, in file name order, and the images they name from `dir/images`. */
export function loadTemplates(dir: string = TEMPLATES_DIR): TemplateCatalog {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const read = new Map<string, BundledImage | string>();
  const readImage = (name: string) => {
    if (!read.has(name)) read.set(name, readBundledImage(join(dir, 'images'), name));
    return read.get(name)!;
  };
  const parsed = files.map((f) => parseTemplate(f, readFileSync(join(dir, f), 'utf8'), readImage));
  const images = new Map(parsed.flatMap((t) => t.images.map((i) => [i.key, i] as const)));
  return new TemplateCatalog(
    parsed.map(({ slug, deck }) => ({ slug, deck })),
    [...images.values()],
  );
}
