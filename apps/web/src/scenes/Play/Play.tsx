import { mdiTimerSandComplete } from '@mdi/js';
import { useAnswerTotalMs } from '../../live/answerWindow';
import { useCountdown } from '../../live/useCountdown';
import { useLiveEvent, type LiveEvent } from '../../live/useLiveEvent';
import { usePhoneUpvotes } from '../../live/usePhoneUpvotes';
import type { StoredParticipant } from '../../live/participantStore';
import { stepOf, webSlideTypeOf } from '../../slides/registry';
import classes from './Play.module.css';
import { PlayHeader, PlayTimer } from './PlayHeader';
import { Connecting, Final, InLobby, NotFound, Removed, SeatLost, Sending, Waiting } from './PlayStates';
import { phoneSlideView } from './playView';

/** `/event/{id}` on a phone that joined: the participant's whole game. */
export function Play({ seat }: { seat: StoredParticipant }) {
  const live = useLiveEvent(seat.eventId, seat);
  const { state, status } = live;
  const nickname = state?.me?.nickname ?? seat.nickname;
  const showHeader = !live.problem;
  return (
    <div className={classes.root}>
      {showHeader && <PlayHeader nickname={nickname} score={state?.me?.score ?? null} status={status} />}
      <PlayBody live={live} seat={seat} />
    </div>
  );
}

function PlayBody({ live, seat }: { live: LiveEvent; seat: StoredParticipant }) {
  const { state, problem, status } = live;
  const msLeft = useCountdown(state, live.offset);
  // The bar is a share of the whole answering time, time the host added included.
  const totalMs = useAnswerTotalMs(state);
  const answered =
    !!state &&
    (!!state.me?.answered ||
      (!!live.outbox.confirmed && live.outbox.confirmed.slideId === state.slide?.id && live.outbox.confirmed.round === state.round));
  const upvotes = usePhoneUpvotes(state, answered, status, live.request);
  const code = state?.code ?? seat.code;
  if (problem?.kind === 'removed') return <Removed code={code} />;
  if (problem?.kind === 'seatLost') return <SeatLost code={code} message={problem.message} />;
  if (problem?.kind === 'notFound') return <NotFound />;
  if (!state) return <Connecting />;
  if (state.status === 'ENDED') {
    return (
      <Final rank={state.me?.rank ?? null} score={state.me?.score ?? 0} count={state.participantCount} podium={state.leaderboard ?? []} />
    );
  }
  if (state.status === 'LOBBY') return <InLobby nickname={state.me?.nickname ?? seat.nickname} title={state.title} />;
  const slide = state.slide;
  const web = slide ? webSlideTypeOf(slide.type) : undefined;
  const step = slide ? stepOf(slide.content, state.step) : null;
  if (!slide || !web || !step) return <Waiting />;

  const view = phoneSlideView(state, live.outbox, msLeft);
  const content = slide.content;
  const online = status === 'online';
  const timeUp = state.step === 'answering' && !state.paused && msLeft === 0;
  return (
    <div className={classes.body}>
      {state.step === 'answering' && msLeft != null && <PlayTimer msLeft={msLeft} totalMs={totalMs} paused={state.paused} />}
      {!online && state.step === 'answering' && !view.sending && (
        <p className={classes.notice} role="status">
          Reconnecting… Answers go out as soon as you are back.
        </p>
      )}
      {view.refusedMessage && (
        <p className={`${classes.notice} ${classes.noticeBad}`} role="alert">
          Your answer did not count: {view.refusedMessage}
        </p>
      )}
      {state.paused && state.step === 'answering' && (
        <p className={classes.notice} role="status">
          The host paused the game.
        </p>
      )}
      <div className={classes.slot}>
        {view.sending ? (
          <Sending online={online} />
        ) : timeUp && view.answer === undefined ? (
          // The deadline passed on the server's clock; its close arrives in a moment.
          <Waiting title="Time’s up!" text="The answer is coming up on the big screen." icon={mdiTimerSandComplete} />
        ) : (
          <web.PhoneView
            // A fresh view per slide and round: typed words never leak into the next question.
            key={`${slide.id}:${state.round}`}
            slide={content}
            step={step}
            answer={view.answer}
            onAnswer={view.canAnswer ? live.submit : undefined}
            personalResult={view.personalResult}
            results={state.results ?? undefined}
            upvotes={upvotes}
          />
        )}
      </div>
    </div>
  );
}
