import { useCallback, useEffect, useMemo, useState } from 'react';
import { phoneSlideOf } from '../slides/phoneViews';
import type { PhoneUpvotes } from '../slides/types';
import { MY_UPVOTES_QUERY, UPVOTE_ANSWER_MUTATION } from './operations';
import type { ConnectionStatus } from './socket';
import type { LiveState } from './operations';
import type { LiveEvent } from './useLiveEvent';

interface Known {
  /** The slide and round these are for. */
  key: string;
  ownAnswerId: string | null;
  upvoted: ReadonlySet<string>;
}

/** The slide and round a phone may vote on now, or null (SPEC R8.1–R8.3). */
export function upvoteKey(state: LiveState | null, answered: boolean): string | null {
  const slide = state?.slide;
  if (!state || !slide || !answered || phoneSlideOf(slide.type)?.takesUpvotes?.(slide.content as Record<string, unknown>) !== true)
    return null;
  if (state.step !== 'answering' && state.step !== 'results') return null;
  return `${slide.id}:${state.round}`;
}

/**
 * A phone's part in upvoting the current open-text slide: which answer is its own and what
 * it upvoted (asked once per slide, again after a reconnect), and the vote itself, shown
 * pressed at once and taken back if the server refuses it.
 */
export function usePhoneUpvotes(
  state: LiveState | null,
  answered: boolean,
  status: ConnectionStatus,
  request: LiveEvent['request'],
): PhoneUpvotes | undefined {
  const key = upvoteKey(state, answered);
  const eventId = state?.eventId;
  const slideId = state?.slide?.id;
  const [known, setKnown] = useState<Known | null>(null);
  // `me.answered` arrives after the receipt: asking again then finds the phone's own answer.
  const serverAnswered = !!state?.me?.answered;

  useEffect(() => {
    if (!key || !eventId || !slideId || status !== 'online') return;
    let stale = false;
    request(MY_UPVOTES_QUERY, { eventId, slideId })
      .then((r) => {
        const mine = r.data?.myUpvotes;
        if (!stale && mine)
          setKnown((k) => ({ key, ownAnswerId: mine.answerId, upvoted: new Set([...mine.upvoted, ...(k?.key === key ? k.upvoted : [])]) }));
      })
      .catch(() => {
        // Offline: asked again when the socket is back.
      });
    return () => {
      stale = true;
    };
  }, [key, eventId, slideId, status, serverAnswered, request]);

  const onUpvote = useCallback(
    (answerId: string) => {
      if (!key || !eventId || !slideId) return;
      const take = (add: boolean) =>
        setKnown((k) => {
          const base = k?.key === key ? k : { key, ownAnswerId: null, upvoted: new Set<string>() };
          const upvoted = new Set(base.upvoted);
          if (add) upvoted.add(answerId);
          else upvoted.delete(answerId);
          return { ...base, upvoted };
        });
      take(true);
      request(UPVOTE_ANSWER_MUTATION, { eventId, slideId, answerId })
        .then((r) => {
          if (!r.data?.upvoteAnswer) take(false);
        })
        .catch(() => take(false));
    },
    [key, eventId, slideId, request],
  );

  return useMemo(() => {
    if (!key) return undefined;
    const mine = known?.key === key ? known : null;
    return { ownAnswerId: mine?.ownAnswerId ?? null, upvoted: mine?.upvoted ?? new Set<string>(), onUpvote };
  }, [key, known, onUpvote]);
}
