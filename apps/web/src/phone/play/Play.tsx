import { mdiTimerSandComplete } from '@mdi/js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SitOut, StepName } from '@mingle/shared';
import { useT } from '../../i18n/speaking';
import { useAnswerTotalMs } from '../../live/answerWindow';
import type { LiveState } from '../../live/operations';
import { participantStore, type StoredParticipant } from '../../live/participantStore';
import { useCountdown } from '../../live/useCountdown';
import { useLiveEvent, type LiveEvent } from '../../live/useLiveEvent';
import { usePhoneSpin } from '../../live/usePhoneSpin';
import { usePhoneUpvotes } from '../../live/usePhoneUpvotes';
import { phoneQnaOf, usePhoneQna, type QuestionSeat } from '../../live/usePhoneQna';
import { QnaPanel } from '../../slides/qna/QnaPanel';
import { phoneSlideOf } from '../../slides/phoneViews';
import { reasonWords } from '../reasonWords';
import { say } from '../words';
import { announcement } from './announce';
import { buzzForReveal, revealToBuzz } from './feel';
import classes from './Play.module.css';
import { OfflineBanner, PlayHeader, PlayTimer } from './PlayHeader';
import { Connecting, Final, InLobby, NotFound, Removed, SeatLost, Sending, Waiting } from './PlayStates';
import { headerScore, phoneSlideView, type PhoneSlideView } from './playView';
import { QnaNotices } from './QnaNotices';
import { QnaButton, QnaSheet } from './QnaSheet';

/** Every step a slide can be played in; a Record so a new step does not compile until listed. */
const STEP_NAMES: Record<StepName, true> = {
  show: true,
  question: true,
  answering: true,
  reveal: true,
  leaderboard: true,
  results: true,
  quote: true,
  spin: true,
  result: true,
  open: true,
};
const STEPS: ReadonlySet<string> = new Set(Object.keys(STEP_NAMES));

/** The server's sit-out word (R16.4) as the views take it; anything else plays. */
function sitOutOf(word: string | null | undefined): SitOut | null {
  return word === 'SUBJECT' ? 'subject' : word === 'AUTHOR' ? 'author' : null;
}

/** R17.4: my team and its place, when the state carries the team standings. */
function myTeamStanding(state: LiveState) {
  const mine = state.me?.team;
  const standing = mine ? state.teams?.find((x) => x.index === mine.index) : undefined;
  return mine && standing ? { team: mine, rank: standing.rank, count: state.teams!.length } : null;
}

/** `/event/{id}` on a phone that joined: the participant's whole game. */
export function Play({ seat, onEventLanguage }: { seat: StoredParticipant; onEventLanguage?(language: string | null): void }) {
  const live = useLiveEvent(seat.eventId, seat);
  const { state, status } = live;
  const nickname = state?.me?.nickname ?? seat.nickname;
  // The host may fix the event's language, and change it live: the phone follows the state.
  // Until the first state arrives the phone keeps the language it started in (no flicker).
  const language = state ? (state.language ?? null) : undefined;
  useEffect(() => {
    if (language !== undefined) onEventLanguage?.(language);
  }, [language, onEventLanguage]);
  return (
    <div className={classes.root}>
      {!live.problem && <PlayHeader nickname={nickname} score={headerScore(state)} status={status} team={state?.me?.team ?? null} />}
      <main className={classes.main}>
        <OfflineBanner />
        <PlayBody live={live} seat={seat} />
      </main>
    </div>
  );
}

/** Says what changed to screen readers, once per change, and buzzes at the reveal. */
function useAnnouncer(state: LiveState | null, view: PhoneSlideView | null): string {
  const t = useT();
  const [text, setText] = useState('');
  const said = useRef<string | null>(null);
  // The reveal key of the last state seen; undefined until the first state arrives.
  const seenReveal = useRef<string | null | undefined>(undefined);
  const next = state && view ? announcement(state, view, t) : null;
  const revealKey = state?.step === 'reveal' && state.slide ? `${state.slide.id}:${state.round}` : null;
  useEffect(() => {
    if (next && next !== said.current) {
      said.current = next;
      setText(next);
    }
  }, [next]);
  const muted = state?.sound === false;
  const hasState = state !== null;
  useEffect(() => {
    if (!hasState) return;
    const reveal = revealToBuzz(seenReveal.current, revealKey);
    seenReveal.current = revealKey;
    if (reveal) buzzForReveal({ muted });
  }, [hasState, revealKey, muted]);
  return text;
}

function PlayBody({ live, seat }: { live: LiveEvent; seat: StoredParticipant }) {
  const t = useT();
  const { state, problem, status } = live;
  const msLeft = useCountdown(state, live.offset);
  // The bar is a share of the whole answering time, time the host added included.
  const totalMs = useAnswerTotalMs(state);
  const answered =
    !!state &&
    (!!state.me?.answered ||
      (!!live.outbox.confirmed && live.outbox.confirmed.slideId === state.slide?.id && live.outbox.confirmed.round === state.round));
  const upvotes = usePhoneUpvotes(state, answered, status, live.request);
  const onSpin = usePhoneSpin(state, live.request);
  // The audience Q&A (SPEC R15): on its slide, or in a panel over the others while it is open.
  const [panelOpen, setPanelOpen] = useState(false);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  const liveQna = phoneQnaOf(state);
  const onQnaSlide = !!liveQna?.questions;
  const nickname = state?.me?.nickname ?? seat.nickname;
  // Questions waiting for their receipt live with the seat, so a reload or a killed tab loses none.
  const [questionSeat] = useState<QuestionSeat>(() => participantStore().questionSeat(seat));
  const questions = usePhoneQna(state, status, live.request, panelOpen && !onQnaSlide, nickname, questionSeat);
  const qna = questions.qna;
  const overSlide = !problem && !!liveQna && !onQnaSlide && liveQna.open;
  // The ask form says "waiting" itself; elsewhere (no state yet after a reload) the notice does.
  const askFormShown = !!qna?.open && (onQnaSlide || (overSlide && panelOpen));
  const view = state?.slide ? phoneSlideView(state, live.outbox, msLeft) : null;
  const spoken = useAnnouncer(state, view);
  const code = state?.code ?? seat.code;
  const liveRegion = (
    <p className={classes.srOnly} aria-live="polite" aria-atomic="true" data-testid="announcer">
      {spoken}
    </p>
  );

  let body;
  if (problem?.kind === 'removed') body = <Removed code={code} />;
  else if (problem?.kind === 'seatLost') body = <SeatLost code={code} message={problem.info ? say(t, reasonWords(problem.info)) : null} />;
  else if (problem?.kind === 'notFound') body = <NotFound />;
  else if (!state) body = <Connecting />;
  else if (state.status === 'ENDED')
    body = (
      <Final
        rank={state.me?.rank ?? null}
        score={state.me?.score ?? 0}
        count={state.participantCount}
        podium={state.leaderboard ?? []}
        team={myTeamStanding(state)}
      />
    );
  else if (state.status === 'LOBBY')
    body = <InLobby nickname={state.me?.nickname ?? seat.nickname} title={state.title} team={state.me?.team ?? null} />;
  else {
    const slide = state.slide;
    const phone = slide ? phoneSlideOf(slide.type) : undefined;
    const step = state.step && STEPS.has(state.step) ? (state.step as StepName) : null;
    if (!slide || !phone || !step || !view) body = <Waiting />;
    else {
      const online = status === 'online';
      const timeUp = state.step === 'answering' && !state.paused && msLeft === 0;
      body = (
        <div className={classes.body}>
          {state.step === 'answering' && msLeft != null && <PlayTimer msLeft={msLeft} totalMs={totalMs} paused={state.paused} />}
          {!online && state.step === 'answering' && !view.sending && (
            <p className={classes.notice} role="status">
              {t('phone.notice.reconnecting')}
            </p>
          )}
          {view.refused && (
            <p className={`${classes.notice} ${classes.noticeBad}`} role="alert">
              {t('phone.notice.refused', { reason: say(t, reasonWords(view.refused.info, 'phone.reason.notSent')) })}
            </p>
          )}
          {state.paused && state.step === 'answering' && (
            <p className={classes.notice} role="status">
              {t('phone.notice.paused')}
            </p>
          )}
          <div className={classes.slot}>
            {view.sending ? (
              <Sending online={online} />
            ) : timeUp && view.answer === undefined ? (
              // The deadline passed on the server's clock; its close arrives in a moment.
              <Waiting title={t('phone.timeUp.title')} text={t('phone.timeUp.text')} icon={mdiTimerSandComplete} />
            ) : (
              <phone.PhoneView
                // A fresh view per slide and round: typed words never leak into the next question.
                key={`${slide.id}:${state.round}`}
                slide={slide.content}
                step={step}
                answer={view.answer}
                onAnswer={view.canAnswer ? live.submit : undefined}
                personalResult={view.personalResult}
                results={state.results ?? undefined}
                upvotes={upvotes}
                lastSlide={state.slideIndex >= state.slideCount - 1}
                qna={onQnaSlide ? qna : undefined}
                round={state.round}
                draftKey={`answer.${state.eventId}.${slide.id}.${state.round}`}
                play={state.play ?? undefined}
                sitsOut={sitOutOf(state.me?.sitsOut)}
                participantId={state.me?.participantId}
                onSpin={onSpin}
              />
            )}
          </div>
        </div>
      );
    }
  }
  return (
    <>
      {liveRegion}
      {overSlide && <QnaButton count={liveQna.questionCount} onOpen={() => setPanelOpen(true)} />}
      {!problem && (
        <QnaNotices waiting={questions.waiting && !askFormShown} refused={questions.refused} onDismiss={questions.dismissRefused} />
      )}
      {body}
      {overSlide && panelOpen && qna && (
        <QnaSheet title={liveQna.title} onClose={closePanel}>
          <QnaPanel qna={qna} />
        </QnaSheet>
      )}
    </>
  );
}
