import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Anchor, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { codeError, lobbyProblem, lookupFailure, normalizeCode } from '../../live/join';
import { participantStore, type StoredParticipant } from '../../live/participantStore';
import { CodeForm } from './CodeForm';
import { JoinForm } from './JoinForm';
import { EventByCodeDocument } from './joinOperations';
import { CodeBadge, ContinueCard, ProblemCard } from './JoinParts';

/**
 * `/go`, `/go?code=` and `/{code}`: the join screen. A phone, one thumb, a code read off a
 * projector: the code is prefilled from the link, and a browser that already joined this
 * event is offered its seat back in one tap.
 */
export default function Join() {
  const { code: pathCode } = useParams();
  const [params] = useSearchParams();
  const raw = pathCode ?? params.get('code') ?? '';
  const code = normalizeCode(raw);
  const navigate = useNavigate();
  const valid = !!code && !codeError(code);

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} shadow="sm">
      <Stack gap="lg">
        <Title order={1} fz={28} ta="center">
          Join a game
        </Title>
        {valid ? (
          <JoinCode key={code} code={code} onOtherCode={() => void navigate('/go')} />
        ) : (
          <CodeForm initial={raw} onCode={(next) => void navigate(`/go?code=${encodeURIComponent(next)}`)} />
        )}
      </Stack>
    </Paper>
  );
}

function JoinCode({ code, onOtherCode }: { code: string; onOtherCode(): void }) {
  const navigate = useNavigate();
  const store = useMemo(() => participantStore(), []);
  const { data, error, loading, refetch } = useQuery(EventByCodeDocument, { variables: { code }, fetchPolicy: 'network-only' });
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const lobby = data?.eventByCode;
  const seat = lobby ? store.load(lobby.id) : store.findByCode(code);

  const enter = (joined: StoredParticipant) => {
    store.save(joined);
    void navigate(`/event/${joined.eventId}`);
  };

  if (loading && !lobby) {
    return (
      <Stack align="center" gap="sm" py="lg" role="status">
        <CodeBadge code={code} />
        <Loader aria-label="Looking up the event" />
      </Stack>
    );
  }

  if (error || !lobby) {
    const failure = lookupFailure(CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined, code);
    return (
      <ProblemCard
        title={failure.title}
        message={failure.message}
        action={
          failure.retry ? (
            <Button size="lg" onClick={() => void refetch()}>
              Try again
            </Button>
          ) : (
            <Button size="lg" onClick={onOtherCode}>
              Enter another code
            </Button>
          )
        }
      />
    );
  }

  const blocked = problem ?? lobbyProblem(lobby);
  return (
    <Stack gap="lg">
      <Stack gap={4} align="center">
        <CodeBadge code={lobby.code} />
        <Text size="lg" fw={600} ta="center">
          {lobby.title}
        </Text>
      </Stack>
      {seat && <ContinueCard nickname={seat.nickname} onContinue={() => void navigate(`/event/${seat.eventId}`)} />}
      {blocked ? (
        <ProblemCard
          title={blocked.title}
          message={blocked.message}
          action={
            <Button size="lg" variant="default" onClick={onOtherCode}>
              Enter another code
            </Button>
          }
        />
      ) : (
        <>
          {seat && (
            <Text size="sm" c="dimmed" ta="center">
              Or join as someone new:
            </Text>
          )}
          <JoinForm lobby={lobby} onJoined={enter} onEventProblem={setProblem} />
          <Anchor component={Link} to="/go" ta="center" size="sm">
            Not your event? Enter another code
          </Anchor>
        </>
      )}
    </Stack>
  );
}
