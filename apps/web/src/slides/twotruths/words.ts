import type { SlideResults, TwoTruthsResults, TwoTruthsSlide } from '@mingle/shared';
import type { Translate } from '../../i18n/speaking';

/*
 * Words every view of a two-truths slide shares (phone, big screen, results). Plain functions,
 * no zod: the phone app loads this file (ADR 24).
 */

/** Who the slide is about: the participant the host chose (the play), else the slide's own label. */
export function subjectOf(slide: Pick<TwoTruthsSlide, 'subject'>, play: unknown): string {
  const chosen = play && typeof play === 'object' ? (play as { nickname?: unknown }).nickname : undefined;
  return typeof chosen === 'string' && chosen ? chosen : (slide.subject ?? '').trim();
}

/** "Two truths and a lie about Sam", or without a name when there is none. */
export function aboutTitle(t: Translate, name: string): string {
  return name ? t('common.twotruths.about', { name }) : t('common.twotruths.title');
}

export function twoTruthsResultsOf(results: SlideResults | undefined): TwoTruthsResults | null {
  return results?.kind === 'twotruths' ? results : null;
}

/** "Spotted by Ada, Cy and 3 others", or "Nobody spotted the lie" (SPEC R19.6). */
export function spottersLine(t: Translate, r: TwoTruthsResults): string {
  if (r.spotted === 0) return t('common.twotruths.nobodySpotted');
  const others = r.spotted - r.spotters.length;
  if (r.spotters.length === 0) return t('common.twotruths.spottedCount', { count: r.spotted });
  if (others > 0) return t('common.twotruths.spottedByMore', { names: r.spotters.join(', '), count: others });
  const last = r.spotters[r.spotters.length - 1]!;
  const names = r.spotters.length === 1 ? last : t('common.twotruths.list', { names: r.spotters.slice(0, -1).join(', '), last });
  return t('common.twotruths.spottedBy', { names });
}
