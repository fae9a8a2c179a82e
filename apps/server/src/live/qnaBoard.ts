import { sql } from 'drizzle-orm';
import { QNA_LIMITS, qnaByTime, qnaByVotes, slideTypeOf, type QnaQuestionView, type QnaSlide, type Slide } from '@mingle/shared';
import type { Db } from '../db/client';
import type { EventState } from './state';

/** A question as the host sees it (R15.5, R15.7): with its moderation marks. */
export interface QnaRecord extends QnaQuestionView {
  hidden: boolean;
  featured: boolean;
}

/**
 * One Q&A's questions as a snapshot holds them (SPEC R15.7), read once for every subscriber of
 * the event: all of them for the host, and what phones and big screens may see, made once.
 */
export interface QnaBoard {
  slideId: string;
  /** Every question of the Q&A, hidden ones too, newest first (the host's). */
  all: QnaRecord[];
  /** The visible questions in the audience's order, at most QNA_LIMITS.shown (R15.7). */
  shown: QnaQuestionView[];
  /** Visible questions in all. */
  visibleCount: number;
  featured: QnaQuestionView | null;
  /** Moves whenever what the audience is shown moves: a phone's Q&A panel asks again then. */
  revision: number;
}

/**
 * The Q&A a snapshot shows (R15.7): the current slide when it is one, open or closed (a
 * closed Q&A stays readable there), else the one open while the host shows other slides.
 * Null when there is neither: the event reads nothing about Q&A (the quiz path pays nothing).
 */
export function qnaSlideShown(slides: readonly Slide[], state: EventState, current: Slide | null): QnaSlide | null {
  if (state.status !== 'live') return null;
  if (current && slideTypeOf(current.type)?.staysOpen) return current as QnaSlide;
  if (state.qnaSlideId === null) return null;
  const open = slides.find((s) => s.id === state.qnaSlideId);
  return open && slideTypeOf(open.type)?.staysOpen ? (open as QnaSlide) : null;
}

interface QuestionRow {
  seq: string | number;
  text: string;
  asked_at: string | number;
  answered: boolean;
  hidden: boolean;
  featured: boolean;
  author: string | null;
  votes: number;
}

const publicView = (q: QnaRecord): QnaQuestionView => ({
  id: q.id,
  text: q.text,
  votes: q.votes,
  answered: q.answered,
  author: q.author,
  askedAt: q.askedAt,
});

/**
 * Reads a Q&A's questions with their votes (R15.7, R15.8). Questions of removed participants
 * are left out, and so are removed participants' votes. The author's nickname is read only
 * for questions whose author chose to show it: an anonymous question's author never leaves
 * the database, for the host either. `known`, the board read before, is returned itself when
 * nothing changed, so what was made from it stays valid.
 */
export async function readQnaBoard(db: Db, eventId: string, slideId: string, known: QnaBoard | null = null): Promise<QnaBoard> {
  const r = await db.execute(sql`
    SELECT q.seq, q.text, q.asked_at,
           q.answered_at IS NOT NULL AS answered, q.hidden_at IS NOT NULL AS hidden, q.featured_at IS NOT NULL AS featured,
           CASE WHEN q.show_name THEN p.nickname END AS author,
           coalesce(c.n, 0)::int AS votes
    FROM qna_questions q
    JOIN participants p ON p.id = q.participant_id AND p.removed_at IS NULL
    LEFT JOIN (
      SELECT v.question_id, count(*)::int AS n
      FROM qna_votes v JOIN participants vp ON vp.id = v.voter_id AND vp.removed_at IS NULL
      WHERE v.event_id = ${eventId} AND v.slide_id = ${slideId}
      GROUP BY v.question_id
    ) c ON c.question_id = q.id
    WHERE q.event_id = ${eventId} AND q.slide_id = ${slideId}`);
  const rows = (r as unknown as { rows: QuestionRow[] }).rows;
  const all = qnaByTime(
    rows.map((row): QnaRecord => ({
      id: String(row.seq),
      text: row.text,
      votes: Number(row.votes),
      answered: row.answered,
      author: row.author,
      askedAt: Number(row.asked_at),
      hidden: row.hidden,
      featured: row.featured,
    })),
  );
  if (known && known.slideId === slideId && sameRecords(known.all, all)) return known;
  const visible = all.filter((q) => !q.hidden);
  const featured = visible.find((q) => q.featured);
  return {
    slideId,
    all,
    shown: qnaByVotes(visible).slice(0, QNA_LIMITS.shown).map(publicView),
    visibleCount: visible.length,
    featured: featured ? publicView(featured) : null,
    revision: (known?.revision ?? 0) + 1,
  };
}

function sameRecords(a: readonly QnaRecord[], b: readonly QnaRecord[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.id !== y.id || x.votes !== y.votes || x.answered !== y.answered || x.hidden !== y.hidden || x.featured !== y.featured)
      return false;
  }
  return true;
}
