import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { mdiAlertCircleOutline } from '@mdi/js';
import { useState } from 'react';
import { Icon } from '../../components/Icon';
import { NICKNAME_MAX, normaliseName } from '@mingle/shared';
import { emailError, joinFailure, nicknameError, type JoinFailure } from '../../live/join';
import type { StoredParticipant } from '../../live/participantStore';
import type { EventLobby } from './joinOperations';
import { JoinEventDocument } from './joinOperations';

interface JoinFormProps {
  lobby: EventLobby;
  onJoined(seat: StoredParticipant): void;
  /** The event cannot be joined (full, locked, ended): the parent shows that screen. */
  onEventProblem(problem: { title: string; message: string }): void;
}

/** Step two: a nickname (and an email when the event asks), then into the lobby. */
export function JoinForm({ lobby, onJoined, onEventProblem }: JoinFormProps) {
  const [nickname, setNickname] = useState('');
  const [email, setEmail] = useState('');
  const [nicknameProblem, setNicknameProblem] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [otherProblem, setOtherProblem] = useState<string | null>(null);
  const [join, { loading }] = useMutation(JoinEventDocument);

  const show = (failure: JoinFailure) => {
    if (failure.kind === 'nickname') {
      setNicknameProblem(failure.message);
      setSuggestion(failure.suggestion);
    } else if (failure.kind === 'email') setEmailProblem(failure.message);
    else if (failure.kind === 'event') onEventProblem(failure);
    else setOtherProblem(failure.message);
  };

  const submit = async (chosen: string) => {
    // Sent as the server stores it, so the name the phone keeps is the one everyone sees.
    const name = normaliseName(chosen);
    const nameError = nicknameError(name);
    const mailError = emailError(email, lobby.askEmail);
    setNicknameProblem(nameError);
    setEmailProblem(mailError);
    setSuggestion(null);
    setOtherProblem(null);
    if (nameError || mailError) return;
    try {
      const { data } = await join({
        variables: { code: lobby.code, nickname: name, email: lobby.askEmail === 'OFF' ? null : email.trim() || null },
      });
      const joined = data?.joinEvent;
      if (!joined) return show(joinFailure(undefined, lobby.code));
      onJoined({
        eventId: joined.event.id,
        participantToken: joined.participantToken,
        nickname: joined.participant.nickname,
        code: joined.event.code,
      });
    } catch (error) {
      show(joinFailure(CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined, lobby.code));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(nickname);
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Your nickname"
          description="Everyone sees it on the big screen"
          size="xl"
          autoFocus
          autoComplete="nickname"
          enterKeyHint="go"
          maxLength={NICKNAME_MAX}
          value={nickname}
          error={nicknameProblem}
          onChange={(e) => {
            setNickname(e.currentTarget.value);
            setNicknameProblem(null);
            setSuggestion(null);
          }}
        />
        {suggestion && (
          <Group gap="xs" wrap="nowrap">
            <Text size="md">Free right now:</Text>
            <Button
              variant="light"
              size="md"
              onClick={() => {
                setNickname(suggestion);
                void submit(suggestion);
              }}
            >
              Use {suggestion}
            </Button>
          </Group>
        )}
        {lobby.askEmail !== 'OFF' && (
          <TextInput
            label={lobby.askEmail === 'REQUIRED' ? 'Your email' : 'Your email (optional)'}
            description="The host asks for it; other players never see it"
            size="lg"
            type="email"
            inputMode="email"
            autoComplete="email"
            required={lobby.askEmail === 'REQUIRED'}
            value={email}
            error={emailProblem}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setEmailProblem(null);
            }}
          />
        )}
        {otherProblem && (
          <Alert color="red" variant="light" icon={<Icon path={mdiAlertCircleOutline} />} role="alert">
            {otherProblem}
          </Alert>
        )}
        <Button type="submit" size="xl" fullWidth loading={loading}>
          Join
        </Button>
      </Stack>
    </form>
  );
}
