import { useEffect, useRef, useState } from 'react';
import { NICKNAME_MAX, normaliseName } from '@mingle/shared';
import { useT } from '../../i18n/speaking';
import type { StoredParticipant } from '../../live/participantStore';
import { GraphQLRequestError, joinEvent as sendJoin, type EventLobby } from '../joinApi';
import { Alert, Button, TextField } from '../ui/ui';
import { say, type Words } from '../words';
import classes from './Join.module.css';
import { TeamChoice } from './TeamChoice';
import { emailError, joinFailure, nicknameError, type JoinFailure, type Problem } from './joinRules';
import { withBusyRetry } from './busyRetry';

interface JoinFormProps {
  lobby: EventLobby;
  onJoined(seat: StoredParticipant): void;
  /** The event cannot be joined (full, locked, ended): the parent shows that screen. */
  onEventProblem(problem: Problem): void;
  /** The request, replaceable in tests. */
  join?: typeof sendJoin;
  /** How a retry waits (ADR 54), replaceable in tests. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Step two: a nickname (and an email when the event asks), then into the lobby. */
export function JoinForm({ lobby, onJoined, onEventProblem, join = sendJoin, sleep = wait }: JoinFormProps) {
  const t = useT();
  const [nickname, setNickname] = useState('');
  const [email, setEmail] = useState('');
  const [nicknameProblem, setNicknameProblem] = useState<Words | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [emailProblem, setEmailProblem] = useState<Words | null>(null);
  const [otherProblem, setOtherProblem] = useState<Words | null>(null);
  const [loading, setLoading] = useState(false);
  // The server is at its connection budget (SERVER_FULL, ADR 54): the phone keeps trying, calmly.
  const [busy, setBusy] = useState(false);
  const gone = useRef(false);
  useEffect(
    () => () => {
      gone.current = true;
    },
    [],
  );
  // R17.2: in a choose event's lobby, the phone picks a team; later joiners are placed by the server.
  const choosesTeam = lobby.teamMode === 'CHOOSE' && lobby.status === 'LOBBY' && lobby.teams.length > 0;
  const [team, setTeam] = useState<number | null>(null);
  const [teamProblem, setTeamProblem] = useState(false);

  const show = (failure: JoinFailure) => {
    if (failure.kind === 'nickname') {
      setNicknameProblem(failure.message);
      setSuggestion(failure.suggestion);
    } else if (failure.kind === 'email') setEmailProblem(failure.message);
    else if (failure.kind === 'event') onEventProblem(failure);
    else setOtherProblem(failure.message);
  };

  const submit = async (chosen: string) => {
    if (loading) return;
    // Sent as the server stores it, so the name the phone keeps is the one everyone sees.
    const name = normaliseName(chosen);
    const nameError = nicknameError(name);
    const mailError = emailError(email, lobby.askEmail);
    setNicknameProblem(nameError);
    setEmailProblem(mailError);
    setSuggestion(null);
    setOtherProblem(null);
    const noTeam = choosesTeam && team === null;
    setTeamProblem(noTeam);
    if (nameError || mailError || noTeam) return;
    setLoading(true);
    try {
      const input = {
        code: lobby.code,
        nickname: name,
        email: lobby.askEmail === 'OFF' ? null : email.trim() || null,
        ...(choosesTeam ? { team } : {}),
      };
      const joined = await withBusyRetry(() => join(input), { onBusy: () => setBusy(true), sleep, cancelled: () => gone.current });
      onJoined({
        eventId: joined.event.id,
        participantToken: joined.participantToken,
        nickname: joined.participant.nickname,
        code: joined.event.code,
      });
    } catch (error) {
      show(joinFailure(error instanceof GraphQLRequestError ? error.errors[0] : undefined, lobby.code));
    } finally {
      if (!gone.current) {
        setLoading(false);
        setBusy(false);
      }
    }
  };

  return (
    <form
      noValidate
      className={classes.stack}
      onSubmit={(e) => {
        e.preventDefault();
        void submit(nickname);
      }}
    >
      <TextField
        label={t('phone.nickname.label')}
        description={t('phone.nickname.description')}
        autoFocus
        autoComplete="nickname"
        enterKeyHint="go"
        maxLength={NICKNAME_MAX}
        value={nickname}
        error={nicknameProblem && say(t, nicknameProblem)}
        onChange={(e) => {
          setNickname(e.currentTarget.value);
          setNicknameProblem(null);
          setSuggestion(null);
        }}
      />
      {suggestion && (
        <div className={classes.suggestion}>
          <span>{t('phone.nickname.free')}</span>
          <Button
            look="light"
            onClick={() => {
              setNickname(suggestion);
              void submit(suggestion);
            }}
          >
            {t('phone.nickname.use', { name: suggestion })}
          </Button>
        </div>
      )}
      {lobby.askEmail !== 'OFF' && (
        <TextField
          label={t(lobby.askEmail === 'REQUIRED' ? 'phone.email.required' : 'phone.email.optional')}
          description={t('phone.email.description')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required={lobby.askEmail === 'REQUIRED'}
          value={email}
          error={emailProblem && say(t, emailProblem)}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setEmailProblem(null);
          }}
        />
      )}
      {choosesTeam && (
        <TeamChoice
          teams={lobby.teams}
          value={team}
          problem={teamProblem}
          onChange={(i) => {
            setTeam(i);
            setTeamProblem(false);
          }}
        />
      )}
      {otherProblem && <Alert>{say(t, otherProblem)}</Alert>}
      {busy && (
        <p className={classes.busy} role="status">
          {t('phone.join.busy')}
        </p>
      )}
      <Button type="submit" size="xl" full loading={loading}>
        {t('phone.join.submit')}
      </Button>
    </form>
  );
}
