import { TEMPLATE_TAGS, type TemplateTag } from '@mingle/shared';

/** How the gallery names each tag of the fixed list (ADR 0049). */
export const TAG_LABELS: Record<TemplateTag, string> = {
  icebreaker: 'Icebreakers',
  'happy-hour': 'Happy hour',
  trivia: 'Trivia',
  survey: 'Surveys',
  training: 'Training',
  'team-building': 'Team building',
  retrospective: 'Retrospectives',
  meeting: 'Meetings',
  conference: 'Conferences',
  classroom: 'Classroom',
};

export const GALLERY_TAGS: readonly TemplateTag[] = TEMPLATE_TAGS;

export function tagLabel(tag: string): string {
  return (TAG_LABELS as Record<string, string>)[tag] ?? tag;
}
