import type { Slide } from '@mingle/shared';
import type { Db } from '../../db/client';
import type { EventSnapshot } from '../snapshot';
import { whoSaidReadiness } from './whosaid';

/**
 * Something the host should know before the next slide starts (SPEC R20.3): who said it
 * with too few answers to its source question. Sent to the host only (HostState.upcoming),
 * with what the console needs to word it and to offer skipping the slide.
 */
export interface UpcomingWarning {
  slideIndex: number;
  slideId: string;
  /** TOO_FEW_QUOTES: fewer people answered the source question than a round needs. */
  kind: 'TOO_FEW_QUOTES';
  have: number;
  need: number;
}

/** What a type checks about a slide of its own before it starts; null when all is well. */
export type ReadinessCheck = (ctx: { db: Db; eventId: string; slide: Slide }) => Promise<UpcomingWarning | null>;

/** One line per type that has something to check before it starts. */
export const READINESS_CHECKS: Partial<Record<string, ReadinessCheck>> = {
  whosaid: whoSaidReadiness,
};

/**
 * The slides to check, first found first: the one shown (started anyway, it can still be
 * skipped), then the one the host's → starts next (the first from the lobby).
 */
function slidesToCheck(snap: EventSnapshot): number[] {
  const { status, slideIndex } = snap.state;
  if (status === 'lobby') return [0];
  return status === 'live' ? [slideIndex, slideIndex + 1] : [];
}

/**
 * One host console's warning about the next slide, read again only when something it depends
 * on may have changed (the state, the current slide's answers, who is in the event): the
 * host's view is pushed several times a second while answers arrive, and this needs a query.
 */
export class UpcomingWarnings {
  private key = '';
  private last: UpcomingWarning | null = null;

  constructor(
    private readonly db: Db,
    private readonly eventId: string,
  ) {}

  async of(snap: EventSnapshot): Promise<UpcomingWarning | null> {
    const checks = slidesToCheck(snap).flatMap((index) => {
      const slide = snap.slides[index];
      const check = slide ? READINESS_CHECKS[slide.type] : undefined;
      return slide && check ? [{ index, slide, check }] : [];
    });
    if (checks.length === 0) return null;
    const key = `${checks.map((c) => c.slide.id).join(',')}|${snap.state.version}|${snap.answers.size}|${snap.ranking.length}`;
    if (key === this.key) return this.last;
    let found: UpcomingWarning | null = null;
    for (const { index, slide, check } of checks) {
      const warning = await check({ db: this.db, eventId: this.eventId, slide });
      if (warning) {
        found = { ...warning, slideIndex: index };
        break;
      }
    }
    this.key = key;
    this.last = found;
    return found;
  }
}
