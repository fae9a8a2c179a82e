import type { SlideResults } from '@mingle/shared';
import { useParams } from 'react-router';
import { ConnectionPill } from '../../live/ConnectionPill';
import { useAnswerTotalMs } from '../../live/answerWindow';
import type { LiveState } from '../../live/operations';
import { useCountdown } from '../../live/useCountdown';
import { useLiveEvent } from '../../live/useLiveEvent';
import { LeaderboardScreen } from '../../slides/common/LeaderboardScreen';
import { TeamStandingsContext } from '../../slides/common/teamStandings';
import { ScreenCanvas } from '../../slides/common/ScreenCanvas';
import { stepOf, webSlideTypeOf } from '../../slides/registry';
import type { ScreenQna } from '../../slides/types';
import { I18nProvider, negotiateLocale, useT, type Locale } from '../../i18n';
import { SoundControl } from '../../sound/SoundControl';
import { useBigScreenSound } from '../../sound/useBigScreenSound';
import { BigLobby } from './BigLobby';
import { BigMessage } from './BigMessage';
import { ScreenAnnouncer } from './ScreenAnnouncer';
import classes from './BigScreen.module.css';

/** `/spectate/{id}`: always the big screen. */
export default function Spectate() {
  const { id = '' } = useParams();
  return <BigScreen key={id} eventId={id} />;
}

/**
 * The room's screen: lobby with the code, each slide's big-screen view from the registry,
 * the podium at the end. It joins as a guest: the server sends no solutions before the
 * reveal, so nothing here can leak one.
 */
export function BigScreen({ eventId }: { eventId: string }) {
  const live = useLiveEvent(eventId, null);
  // The host's language for the event, else this browser's (ADR 25).
  const locale = negotiateLocale(navigator.languages, live.state?.language);
  return (
    <I18nProvider locale={locale}>
      <BigScreenBody live={live} lang={locale} />
    </I18nProvider>
  );
}

function BigScreenBody({ live, lang }: { live: ReturnType<typeof useLiveEvent>; lang: Locale }) {
  const t = useT();
  const { state, status } = live;
  const msLeft = useCountdown(state, live.offset);
  const sound = useBigScreenSound(state, msLeft);
  const origin = window.location.origin;
  const host = origin.replace(/^https?:\/\//, '');
  return (
    <div className={classes.root} lang={lang}>
      <ScreenAnnouncer state={state} />
      <div className={classes.stageWrap}>
        <div className={classes.stage}>
          <ScreenCanvas label={state ? t('screen.label', { title: state.title }) : t('screen.labelNoTitle')}>
            {live.problem?.kind === 'notFound' ? (
              <BigMessage title={t('screen.notFound.title')} text={t('screen.notFound.text')} />
            ) : live.problem?.kind === 'ended' ? (
              <BigMessage title={t('screen.ended.title')} text={t('screen.ended.text')} />
            ) : live.problem ? (
              <BigMessage title={t('screen.disconnected.title')} text={t('screen.disconnected.text')} />
            ) : !state ? (
              <BigMessage title={t('screen.connecting.title')} text={t('screen.connecting.text')} />
            ) : (
              <Stage state={state} origin={origin} secondsLeft={msLeft == null ? undefined : msLeft / 1000} />
            )}
          </ScreenCanvas>
        </div>
      </div>
      <footer className={classes.strip}>
        {state?.status === 'LIVE' && (
          <span>
            {t('screen.strip.join', { url: `${host}/go` })} <strong>{state.code}</strong>
          </span>
        )}
        {state?.status === 'LIVE' && state.qna?.open && !state.qna.questions && (
          // A Q&A open while other slides are shown (SPEC R15.1): the room still knows it can ask.
          <span>{t('screen.strip.qna', { count: state.qna.questionCount })}</span>
        )}
        {state?.status === 'LIVE' && state.step === 'answering' && (
          <span aria-live="polite">
            {t('screen.strip.answered', { answered: state.answeredCount, total: state.participantCount })}
            {state.paused ? ` · ${t('screen.paused')}` : ''}
          </span>
        )}
        <span className={classes.spacer} />
        {status !== 'online' && <ConnectionPill status={status} />}
        {state && <SoundControl sound={sound} />}
        <FullscreenButton />
      </footer>
    </div>
  );
}

export function Stage(props: { state: LiveState; origin: string; secondsLeft?: number }) {
  // R17.4: every leaderboard drawn on the stage shows the team standings the state carries.
  return (
    <TeamStandingsContext.Provider value={props.state.teams ?? null}>
      <StageBody {...props} />
    </TeamStandingsContext.Provider>
  );
}

function StageBody({ state, origin, secondsLeft }: { state: LiveState; origin: string; secondsLeft?: number }) {
  const t = useT();
  // The ring's total follows time the host adds; the slide's time limit alone would be stale.
  const totalMs = useAnswerTotalMs(state);
  if (state.status === 'LOBBY') return <BigLobby state={state} origin={origin} />;
  const standings = (state.leaderboard ?? []).map((e) => ({ nickname: e.nickname, score: e.score }));
  if (state.status === 'ENDED') return <LeaderboardScreen title={t('screen.finalResults')} top={10} podium standings={standings} />;
  const slide = state.slide;
  const web = slide ? webSlideTypeOf(slide.type) : undefined;
  const step = slide ? stepOf(slide.content, state.step) : null;
  if (!slide || !web || !step) return <BigMessage title={state.title} text={t('screen.comingUp')} />;
  const content = slide.content;
  return (
    <>
      <web.ScreenView
        slide={content}
        step={step}
        results={resultsFor(state)}
        secondsLeft={state.step === 'answering' ? secondsLeft : undefined}
        secondsTotal={state.step === 'answering' && totalMs != null ? totalMs / 1000 : undefined}
        // Never undefined: without standings the views show sample players, labelled simulated.
        standings={standings}
        qna={screenQnaOf(state, origin)}
        round={state.round}
        play={state.play ?? undefined}
      />
      {state.paused && state.step === 'answering' && (
        <div className={classes.paused} role="status">
          {t('screen.paused')}
        </div>
      )}
    </>
  );
}

/** The Q&A for the Q&A slide's view (SPEC R15.7): only while it is the current slide. */
function screenQnaOf(state: LiveState, origin: string): ScreenQna | undefined {
  const qna = state.qna;
  if (!qna?.questions || qna.slideId !== state.slide?.id) return undefined;
  return {
    open: qna.open,
    questions: qna.questions,
    questionCount: qna.questionCount,
    featured: qna.featured,
    join: { url: `${origin.replace(/^https?:\/\//, '')}/go`, code: state.code },
  };
}

/** While answering, the server may send only the count: the views still want a total. */
function resultsFor(state: LiveState): SlideResults | undefined {
  if (state.results) return state.results;
  if (state.step === 'answering') return { kind: 'choices', total: state.answeredCount, counts: [] };
  return undefined;
}

function FullscreenButton() {
  const t = useT();
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  };
  return (
    <button type="button" className={classes.fullscreen} onClick={toggle}>
      {t('screen.fullScreen')}
    </button>
  );
}
