import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { qnaByVotes, type QnaQuestionView } from '@mingle/shared';
import type { AskRefusal, PhoneQna } from '../slides/types';
import { ASK_QUESTION_MUTATION, MY_QNA_QUERY, UPVOTE_QUESTION_MUTATION, type LiveState } from './operations';
import { QuestionOutbox, type AskOutcome, type UnsentQuestion } from './questionOutbox';
import type { ConnectionStatus } from './socketTypes';
import type { LiveEvent } from './useLiveEvent';

/** What the phone learnt of one Q&A by asking (myQna) and by its own acts. */
interface Known {
  slideId: string;
  mine: QnaQuestionView[];
  upvoted: ReadonlySet<string>;
  /** The list, asked for over other slides (the state carries it only on the Q&A slide). */
  questions: QnaQuestionView[] | null;
}

/** Where a phone's waiting questions outlive the page: its seat (participantStore.ts). */
export interface QuestionSeat {
  /** The questions the last page left waiting; read once, when the hook starts. */
  restored: readonly UnsentQuestion[];
  /** Keeps the waiting questions, after every change. */
  persist(questions: UnsentQuestion[]): void;
}

/** A question a previous page left waiting that the server refused, with its text so it can be asked again. */
export interface RefusedQuestion {
  text: string;
  refusal: AskRefusal;
}

export interface PhoneQnaPart {
  /** The Q&A the phone takes part in; undefined when there is none. */
  qna: PhoneQna | undefined;
  /** Questions wait for the connection: also true before the first state, after a reload offline. */
  waiting: boolean;
  /** Restored questions the server refused: nobody awaits them, so the phone says so here. */
  refused: readonly RefusedQuestion[];
  dismissRefused(): void;
}

/**
 * The Q&A a phone takes part in (SPEC R15.7): the open one, or the current slide's. Null when
 * there is none, or the event is not live.
 */
export function phoneQnaOf(state: LiveState | null): NonNullable<LiveState['qna']> | null {
  return state?.status === 'LIVE' ? (state.qna ?? null) : null;
}

/**
 * The audience's list as a phone shows it: the state's (or the one asked for) with the phone's
 * own questions added when they are not in the top, in the audience's order (R15.7).
 */
export function mergeQuestions(list: readonly QnaQuestionView[], mine: readonly QnaQuestionView[]): QnaQuestionView[] {
  const ids = new Set(list.map((q) => q.id));
  return qnaByVotes([...list, ...mine.filter((q) => !ids.has(q.id))]);
}

/**
 * A phone's part in the audience Q&A: its own questions and votes (asked once per Q&A, again
 * after a reconnect), the list while its panel is open over another slide (asked again when
 * the state's `revision` moves), and asking and voting, shown at once and undone if refused.
 * A question asked offline waits and goes out when the socket is back (questionOutbox.ts),
 * kept in `seat` meanwhile so a reload loses none. `wanted`: the Q&A is on screen (its slide,
 * or the panel). `request` must keep its identity (LiveEvent's does): the outbox made on the
 * first render sends through it.
 */
export function usePhoneQna(
  state: LiveState | null,
  status: ConnectionStatus,
  request: LiveEvent['request'],
  wanted: boolean,
  nickname: string,
  seat?: QuestionSeat,
): PhoneQnaPart {
  const qna = phoneQnaOf(state);
  const eventId = state?.eventId;
  const slideId = qna?.slideId;
  const onSlide = !!qna?.questions;
  const [known, setKnown] = useState<Known | null>(null);
  const [asked, setAsked] = useState(0);
  // Over other slides the list is asked for, again whenever what the audience sees moved.
  const listRevision = !onSlide && wanted ? (qna?.revision ?? 0) : 0;
  const online = status === 'online';
  const [unsent, setUnsent] = useState(() => seat?.restored.length ?? 0);
  const [refused, setRefused] = useState<RefusedQuestion[]>([]);
  const [outbox] = useState(() => {
    const onRestored = (question: UnsentQuestion, outcome: AskOutcome) => {
      if ('refusal' in outcome) setRefused((list) => [...list, { text: question.text, refusal: outcome.refusal }]);
      // Stored: the phone's own list is asked for again, as after asking.
      else setAsked((n) => n + 1);
    };
    return new QuestionOutbox(
      ({ eventId, slideId, text, showName }) => request(ASK_QUESTION_MUTATION, { eventId, slideId, text, showName }),
      setUnsent,
      { restored: seat?.restored, persist: seat?.persist, onRestored },
    );
  });
  const dismissRefused = useCallback(() => setRefused([]), []);
  // Votes taken on this phone, numbered. The phone's own list may have been asked for before a
  // vote and arrive after it (a slow line): the vote is then laid over that list, not undone.
  const votesTaken = useRef<{ seq: number; questionId: string; on: boolean }[]>([]);
  const voteSeq = useRef(0);

  useEffect(() => {
    if (online) void outbox.flush();
  }, [online, outbox]);

  useEffect(() => {
    if (!eventId || !slideId || !online || !(wanted || onSlide)) return;
    let stale = false;
    const votesBefore = voteSeq.current;
    request(MY_QNA_QUERY, { eventId, slideId })
      .then((r) => {
        const mine = r.data?.myQna;
        if (stale || !mine) return;
        const upvoted = new Set(mine.upvoted);
        // Only the latest request gets here, so the votes it knows need no keeping.
        votesTaken.current = votesTaken.current.filter((v) => v.seq > votesBefore);
        for (const v of votesTaken.current) {
          if (v.on) upvoted.add(v.questionId);
          else upvoted.delete(v.questionId);
        }
        setKnown({ slideId, mine: mine.mine, upvoted, questions: mine.questions });
      })
      .catch(() => {
        // Offline: asked again when the socket is back.
      });
    return () => {
      stale = true;
    };
  }, [eventId, slideId, online, wanted, onSlide, listRevision, asked, request]);

  const ask = useCallback(
    async (text: string, showName: boolean): Promise<AskRefusal | null> => {
      if (!eventId || !slideId) return { info: null };
      const outcome = await outbox.ask({ eventId, slideId, text, showName });
      if ('refusal' in outcome) return outcome.refusal;
      const question: QnaQuestionView = {
        id: outcome.questionId,
        text: text.trim(),
        votes: 0,
        answered: false,
        author: showName ? nickname : null,
        askedAt: Date.now(),
      };
      setKnown((k) => {
        // Sent after the Q&A moved on: the current one's list is asked for again (asked + 1).
        if (k && k.slideId !== slideId) return k;
        const base = k ?? { slideId, mine: [], upvoted: new Set<string>(), questions: null };
        return base.mine.some((q) => q.id === question.id) ? base : { ...base, mine: [question, ...base.mine] };
      });
      setAsked((n) => n + 1);
      return null;
    },
    [eventId, slideId, nickname, outbox],
  );

  const vote = useCallback(
    (questionId: string, on: boolean) => {
      if (!eventId || !slideId) return;
      const take = (add: boolean) => {
        votesTaken.current.push({ seq: ++voteSeq.current, questionId, on: add });
        setKnown((k) => {
          const base = k?.slideId === slideId ? k : { slideId, mine: [], upvoted: new Set<string>(), questions: null };
          const upvoted = new Set(base.upvoted);
          if (add) upvoted.add(questionId);
          else upvoted.delete(questionId);
          return { ...base, upvoted };
        });
      };
      take(on);
      request(UPVOTE_QUESTION_MUTATION, { eventId, questionId, on })
        .then((r) => {
          if (!r.data?.upvoteQuestion) take(!on);
        })
        .catch(() => take(!on));
    },
    [eventId, slideId, request],
  );

  const waiting = unsent > 0 && !online;
  const phoneQna = useMemo((): PhoneQna | undefined => {
    if (!qna) return undefined;
    const mine = known?.slideId === qna.slideId ? known : null;
    const list = qna.questions ?? mine?.questions ?? [];
    return {
      open: qna.open,
      nickname,
      upvotes: qna.upvotes,
      questions: mergeQuestions(list, mine?.mine ?? []),
      featuredId: qna.featured?.id ?? null,
      mine: new Set((mine?.mine ?? []).map((q) => q.id)),
      upvoted: mine?.upvoted ?? new Set<string>(),
      waiting,
      draftKey: eventId ? `qna.${eventId}.${qna.slideId}` : undefined,
      ask,
      vote,
    };
  }, [qna, known, nickname, waiting, ask, vote, eventId]);
  return useMemo(() => ({ qna: phoneQna, waiting, refused, dismissRefused }), [phoneQna, waiting, refused, dismissRefused]);
}
