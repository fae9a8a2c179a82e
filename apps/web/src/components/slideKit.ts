import {
  mdiCardTextOutline,
  mdiChartBar,
  mdiCheckboxMarkedCircleOutline,
  mdiCloudOutline,
  mdiCommentTextMultipleOutline,
  mdiHelpBoxOutline,
  mdiPodium,
  mdiThumbsUpDownOutline,
} from '@mdi/js';
import { slideTypeOf, type Slide } from '@mingle/shared';

/*
 * What deck screens need to know about a slide type beyond the shared registry: its icon and
 * one-line summary. The web registry (slides/registry.ts) brings these per built type; this
 * module is the fallback for types it does not build, so lists never show a blank.
 */
const ICONS: Record<string, string> = {
  content: mdiCardTextOutline,
  quiz: mdiCheckboxMarkedCircleOutline,
  truefalse: mdiThumbsUpDownOutline,
  poll: mdiChartBar,
  wordcloud: mdiCloudOutline,
  opentext: mdiCommentTextMultipleOutline,
  leaderboard: mdiPodium,
};

export function fallbackIcon(type: string): string {
  return ICONS[type] ?? mdiHelpBoxOutline;
}

export function slideLabel(type: string): string {
  return slideTypeOf(type)?.label ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/** The slide's own words for a list: its question, title or first statement. */
export function fallbackSummary(slide: Slide): string {
  const s = slide as Partial<Record<'question' | 'title' | 'optionA' | 'subject', unknown>>;
  for (const value of [s.question, s.title, s.optionA, s.subject]) {
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

// The web registry arrives from the slides work; until then every type uses the fallbacks.
import type { WebSlideType } from '../slides/types';

const webTypes: Readonly<Record<string, WebSlideType>> = {};

/** The type's editor form and views, when the web app builds this type. */
export function webSlideTypeOf(type: string): WebSlideType | undefined {
  return webTypes[type];
}

export function slideIcon(type: string): string {
  return webSlideTypeOf(type)?.icon ?? fallbackIcon(type);
}

export function slideSummary(slide: Slide): string {
  return webSlideTypeOf(slide.type)?.summary(slide) || fallbackSummary(slide);
}
