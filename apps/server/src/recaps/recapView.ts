import { publicFields, slideTypeOf, type Slide, type SlideResults } from '@mingle/shared';
import type { EventRow } from '../live/store';
import { teamSettingsOf } from '../live/store';
import { teamStandings, teamViewsOf } from '../live/teams';
import type { EventReport } from '../reports/computeReport';

/**
 * The public recap of an ended event (`/recap/{id}`, ADR 43): what anyone with the link sees.
 * Made from the host's report (the same aggregation the big screen showed) and stripped to
 * what the room saw: nicknames and scores of the podium, each slide's results. No email, no
 * participant id, no host notes; a whole-report field added later stays out unless it is
 * copied here.
 */
export interface Recap {
  id: string;
  title: string;
  startedAt: Date | null;
  endedAt: Date | null;
  participantCount: number;
  /** The top three by the final leaderboard's rank (R6.4). */
  podium: { rank: number; nickname: string; score: number }[];
  /** The top three teams (R17.3), in team mode; null otherwise. */
  teamPodium: { rank: number; name: string; colour: string; score: number; members: number }[] | null;
  slides: RecapSlide[];
}

export interface RecapSlide {
  slideIndex: number;
  round: number;
  type: string;
  headline: string;
  answered: number;
  results: SlideResults;
  /** The slide as the big screen showed it after the reveal: host notes removed by its type. */
  slide: Record<string, unknown>;
  /**
   * The round's play as the big screen showed it after the reveal (the type's `publicPlay`, R16.3):
   * who said it's quote and names, two truths' subject; null for types without one. Participant
   * ids in it are the same positional ids as in `results`.
   */
  play: unknown;
}

const PODIUM = 3;

/**
 * Results as the public may see them: who said it names its candidates by nickname only
 * (their participant ids become positions), an open-text wall's answers lose their ids.
 */
export function publicResults(results: SlideResults): SlideResults {
  switch (results.kind) {
    case 'whosaid':
      return { ...results, candidates: results.candidates.map((c, i) => ({ ...c, participantId: `candidate-${i}` })) };
    case 'texts':
      return { ...results, items: results.items.map(({ text, upvotes }) => ({ text, upvotes })) };
    default:
      return results;
  }
}

/**
 * The play of a round as the public may see it: the type's own public view after the reveal, and
 * for who said it the candidates' participant ids replaced by the positions `publicResults` gave
 * them, so the screen can still mark the author among the names.
 */
export function publicPlayOf(slide: Slide, play: unknown, results: SlideResults | null): unknown {
  const type = slideTypeOf(slide.type);
  if (play === undefined || !type?.publicPlay) return null;
  const shown = type.publicPlay(slide as never, play, true) ?? null;
  if (slide.type !== 'whosaid' || !shown || typeof shown !== 'object') return shown;
  const order = results?.kind === 'whosaid' ? results.candidates.map((c) => c.participantId) : [];
  const idOf = (id: unknown) => {
    const at = order.indexOf(String(id));
    return at < 0 ? 'candidate-unknown' : `candidate-${at}`;
  };
  const person = (p: unknown) =>
    p && typeof p === 'object'
      ? {
          nickname: String((p as { nickname?: unknown }).nickname ?? ''),
          participantId: idOf((p as { participantId?: unknown }).participantId),
        }
      : p;
  const view = shown as { candidates?: unknown[]; author?: unknown };
  return {
    ...view,
    ...(Array.isArray(view.candidates) ? { candidates: view.candidates.map(person) } : {}),
    ...(view.author ? { author: person(view.author) } : {}),
  };
}

function publicSlide(slide: Slide): Record<string, unknown> {
  const type = slideTypeOf(slide.type);
  // publicContent removes notes itself (R6.5); publicFields is the rule for a type it does not know.
  const content = type ? type.publicContent(slide as never, true) : publicFields(slide);
  const out: Record<string, unknown> = { ...content, id: slide.id, type: slide.type };
  delete out.notes;
  return out;
}

export function recapView(recapId: string, event: Pick<EventRow, 'settings'>, report: EventReport): Recap {
  const teams = teamViewsOf(teamSettingsOf(event));
  return {
    id: recapId,
    title: report.event.title,
    startedAt: report.event.startedAt,
    endedAt: report.event.endedAt,
    participantCount: report.summary.participantCount,
    podium: report.participants.filter((p) => p.rank <= PODIUM).map((p) => ({ rank: p.rank, nickname: p.nickname, score: p.score })),
    teamPodium: teams
      ? teamStandings(teams, report.participants)
          .filter((t) => t.members > 0 && t.rank <= PODIUM)
          .map((t) => ({ rank: t.rank, name: t.name, colour: t.colour, score: t.score, members: t.members }))
      : null,
    slides: report.slides.flatMap((s): RecapSlide[] =>
      s.answerable && s.results
        ? [
            {
              slideIndex: s.slideIndex,
              round: s.round,
              type: s.type,
              headline: s.headline,
              answered: s.answered,
              results: publicResults(s.results),
              slide: publicSlide(s.slide),
              play: publicPlayOf(s.slide, s.play, s.results),
            },
          ]
        : [],
    ),
  };
}
