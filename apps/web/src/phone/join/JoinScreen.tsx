import { useCallback, useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n/speaking';
import { participantStore, type StoredParticipant } from '../../live/participantStore';
import { fetchLobby as askServer, GraphQLRequestError, type EventLobby } from '../joinApi';
import { navigate, onPhoneLink } from '../navigation';
import { Button, Spinner, uiClasses } from '../ui/ui';
import { CodeForm } from './CodeForm';
import classes from './Join.module.css';
import { JoinForm } from './JoinForm';
import { CodeBadge, ContinueCard, ProblemCard } from './JoinParts';
import { codeError, lobbyProblem, lookupFailure, normalizeCode, type Problem } from './joinRules';

interface JoinScreenProps {
  /** The code from the path or `?code=`, as typed. */
  code: string;
  /** A code to put back in the field: "Enter another code" keeps what the person typed. */
  prefill: string | null;
  fetchLobby?: typeof askServer;
  join?: Parameters<typeof JoinForm>[0]['join'];
  /** Told the language the host fixed for the event (null: none) once the code is found. */
  onEventLanguage?(language: string | null): void;
}

/**
 * `/go`, `/go?code=`, `/event` and `/{code}`: the join screen. A phone, one thumb, a code
 * read off a projector: the code is prefilled from the link, and a browser that already
 * joined this event is offered its seat back in one tap.
 */
export function JoinScreen({ code: raw, prefill, fetchLobby = askServer, join, onEventLanguage }: JoinScreenProps) {
  const t = useT();
  const code = normalizeCode(raw);
  const valid = !!code && !codeError(code) && prefill === null;
  // Back to the code form with the code still in the field, to correct one character.
  const otherCode = () => navigate('/go', { prefill: code });
  return (
    <div className={classes.card}>
      <h1 className={classes.title}>{t('phone.join.title')}</h1>
      {valid ? (
        <JoinCode key={code} code={code} onOtherCode={otherCode} fetchLobby={fetchLobby} join={join} onEventLanguage={onEventLanguage} />
      ) : (
        <CodeForm key={prefill ?? raw} initial={prefill ?? raw} onCode={(next) => navigate(`/go?code=${encodeURIComponent(next)}`)} />
      )}
    </div>
  );
}

type Lookup = { kind: 'loading' } | { kind: 'found'; lobby: EventLobby } | { kind: 'failed'; error: GraphQLRequestError | null };

function JoinCode({
  code,
  onOtherCode,
  fetchLobby,
  join,
  onEventLanguage,
}: {
  code: string;
  onOtherCode(): void;
  fetchLobby: typeof askServer;
  join: JoinScreenProps['join'];
  onEventLanguage: JoinScreenProps['onEventLanguage'];
}) {
  const t = useT();
  const store = useMemo(() => participantStore(), []);
  const [lookup, setLookup] = useState<Lookup>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  useEffect(() => {
    let live = true;
    fetchLobby({ code }).then(
      (lobby) => {
        if (!live) return;
        setLookup({ kind: 'found', lobby });
        onEventLanguage?.(lobby.language ?? null);
      },
      (error: unknown) => live && setLookup({ kind: 'failed', error: error instanceof GraphQLRequestError ? error : null }),
    );
    return () => {
      live = false;
    };
  }, [code, attempt, fetchLobby, onEventLanguage]);
  const retry = useCallback(() => {
    setLookup({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const lobby = lookup.kind === 'found' ? lookup.lobby : null;
  const seat = lobby ? store.load(lobby.id) : store.findByCode(code);
  const enter = (joined: StoredParticipant) => {
    store.save(joined);
    navigate(`/event/${joined.eventId}`);
  };

  if (lookup.kind === 'loading') {
    return (
      <div className={classes.center} role="status">
        <CodeBadge code={code} />
        <Spinner label={t('phone.join.lookingUp')} />
      </div>
    );
  }

  if (!lobby) {
    const failure = lookupFailure(lookup.kind === 'failed' ? lookup.error?.errors[0] : undefined, code);
    return (
      <ProblemCard
        problem={failure}
        action={
          failure.retry ? (
            <Button onClick={retry}>{t('phone.join.tryAgain')}</Button>
          ) : (
            <Button onClick={onOtherCode}>{t('phone.join.otherCode')}</Button>
          )
        }
      />
    );
  }

  const blocked = problem ?? lobbyProblem(lobby);
  return (
    <div className={classes.stack}>
      <div>
        <CodeBadge code={lobby.code} />
        <p className={classes.eventTitle}>{lobby.title}</p>
      </div>
      {seat && <ContinueCard nickname={seat.nickname} onContinue={() => navigate(`/event/${seat.eventId}`)} />}
      {blocked ? (
        <ProblemCard
          problem={blocked}
          action={
            <Button look="plain" onClick={onOtherCode}>
              {t('phone.join.otherCode')}
            </Button>
          }
        />
      ) : (
        <>
          {seat && <p className={classes.hint}>{t('phone.join.orNew')}</p>}
          <JoinForm lobby={lobby} onJoined={enter} onEventProblem={setProblem} join={join} />
          <a href="/go" className={uiClasses.link} onClick={(e) => onPhoneLink(e, '/go')}>
            {t('phone.join.notYourEvent')}
          </a>
        </>
      )}
    </div>
  );
}
