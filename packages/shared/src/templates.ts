/**
 * The template gallery's tags (docs/adr/0049): a fixed list, so the gallery's chips and
 * `/templates/{tag}` pages never show a tag with one lonely template or a typo of another.
 * A shipped template's deck `tags` must all come from here.
 */
export const TEMPLATE_TAGS = [
  'icebreaker',
  'happy-hour',
  'trivia',
  'survey',
  'training',
  'team-building',
  'retrospective',
  'meeting',
  'conference',
  'classroom',
] as const;
export type TemplateTag = (typeof TEMPLATE_TAGS)[number];

export function isTemplateTag(tag: string): tag is TemplateTag {
  return (TEMPLATE_TAGS as readonly string[]).includes(tag);
}

/** A template's name in addresses and files: lower-case words joined by `-`. */
export const TEMPLATE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
