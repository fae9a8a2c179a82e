import { useQuery } from '@apollo/client/react';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Reason, type Slide } from '@mingle/shared';
import { useParams } from 'react-router';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { describeDataError } from '../../graphql/errors';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { notFound } from '../../router/errors';
import { slideTypeLabel, webSlideTypeOf } from '../../slides/registry';
import { formatDateTime, formatScore } from '../Analytics/format';
import { RecapDocument, type RecapQuery } from './recap.generated';
import { SlideImageLink } from './SlideImageLink';
import classes from './Recap.module.css';

type RecapData = RecapQuery['recap'];

const placeClass = (rank: number) => [classes.place, rank === 1 ? classes.first : '', classes[`rank${rank}`] ?? ''].join(' ');

function Podium({ recap }: { recap: RecapData }) {
  const teams = recap.teamPodium;
  const places = teams
    ? teams.map((t) => ({ rank: t.rank, name: t.name, score: t.score, detail: `${t.members} ${t.members === 1 ? 'member' : 'members'}` }))
    : recap.podium.map((p) => ({ rank: p.rank, name: p.nickname, score: p.score, detail: null }));
  if (places.length === 0) return null;
  return (
    <section aria-labelledby="podium-title">
      <Title order={2} fz={20} id="podium-title" mb="md">
        {teams ? 'Team podium' : 'Podium'}
      </Title>
      <ol className={classes.podium} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {places.map((p) => (
          <li key={`${p.rank}-${p.name}`} className={placeClass(p.rank)}>
            <div className={`${classes.medal} ${classes[`medal${p.rank}`] ?? ''}`} aria-hidden="true">
              {p.rank}
            </div>
            <Text size="xs" c="dimmed" fw={600} mt={6}>
              {ordinal(p.rank)} place
            </Text>
            <Text fw={700} fz={p.rank === 1 ? 22 : 18} className={classes.nickname}>
              {p.name}
            </Text>
            <Text size="sm">
              <strong>{formatScore(p.score)}</strong> points
            </Text>
            {p.detail && (
              <Text size="xs" c="dimmed">
                {p.detail}
              </Text>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function ordinal(rank: number): string {
  return ['1st', '2nd', '3rd'][rank - 1] ?? `${rank}th`;
}

function RecapSlideCard({
  s,
  rounds,
  recapId,
  place,
}: {
  s: RecapData['slides'][number];
  rounds: boolean;
  recapId: string;
  place: number;
}) {
  const web = webSlideTypeOf(s.type);
  const titleId = `recap-slide-${place}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="article">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={600}>
            {rounds ? `Slide ${s.slideIndex + 1} · round ${s.round + 1}` : `Slide ${s.slideIndex + 1}`} · {slideTypeLabel(s.type)}
          </Text>
          <Title order={3} fz={18} mt={2} id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {s.headline || slideTypeLabel(s.type)}
          </Title>
        </div>
        {web && <SlideImageLink recapId={recapId} slide={place} type={s.type} describedBy={titleId} />}
      </Group>
      {web && (
        <div className={classes.results}>
          <web.Results slide={s.slide as Slide} results={s.results} />
        </div>
      )}
    </Paper>
  );
}

/** The recap as loaded: the event, its podium, each answered slide's results. */
export function RecapView({ recap }: { recap: RecapData }) {
  const rounds = new Set(recap.slides.filter((s) => s.round > 0).map((s) => s.slideIndex));
  const when = recap.startedAt ?? recap.endedAt;
  return (
    <Stack gap="xl">
      <div>
        <Text size="sm" fw={700} c="mingle.7" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
          Event recap
        </Text>
        <Title order={1} fz={{ base: 28, sm: 38 }} style={{ letterSpacing: '-0.02em', overflowWrap: 'anywhere' }}>
          {recap.title || 'Untitled deck'}
        </Title>
        <Text c="dimmed" mt={6}>
          {when && (
            <>
              Played <time dateTime={when}>{formatDateTime(when)}</time> ·{' '}
            </>
          )}
          {recap.participantCount} {recap.participantCount === 1 ? 'person' : 'people'}
        </Text>
      </div>
      <Podium recap={recap} />
      <section aria-labelledby="results-title">
        <Title order={2} fz={20} id="results-title" mb="md">
          Results
        </Title>
        {recap.slides.length === 0 ? (
          <Text c="dimmed">Nobody answered a question in this event.</Text>
        ) : (
          <Stack gap="md">
            {recap.slides.map((s, i) => (
              <RecapSlideCard key={`${s.slideIndex}#${s.round}`} s={s} rounds={rounds.has(s.slideIndex)} recapId={recap.id} place={i + 1} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}

function RecapSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label="Loading the recap">
      <Skeleton height={40} width="60%" />
      <Group gap="sm" grow>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={120} radius="lg" />
        ))}
      </Group>
      <Skeleton height={200} radius="lg" />
    </Stack>
  );
}

/**
 * `/recap/{id}`: an ended event's public recap; unknown or turned off is the app's 404 saying
 * so; too many reads from the network is the error with its wait and a Try again.
 */
export default function Recap() {
  const { uuid = '' } = useParams();
  const { data, error, refetch } = useQuery(RecapDocument, { variables: { id: uuid } });
  const recap = data?.recap;
  useDocumentTitle(recap ? `${recap.title || 'Untitled deck'}: the recap` : undefined);

  if (error && !recap) {
    const { code, reason, message } = describeDataError(error);
    // Off and unknown alike (ADR 43): the 404 page, saying it is the recap that is missing.
    if (reason === Reason.RECAP_NOT_FOUND) throw notFound(message);
    if (code === 'NOT_FOUND') throw notFound();
    return <LoadErrorAlert title="This recap could not be loaded" message={message} onRetry={() => void refetch()} />;
  }
  if (!recap) return <RecapSkeleton />;
  return <RecapView recap={recap} />;
}
