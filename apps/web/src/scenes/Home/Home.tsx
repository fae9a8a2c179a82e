import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { mdiCardsOutline, mdiChartBoxOutline, mdiCellphoneText, mdiPlus, mdiPresentationPlay } from '@mdi/js';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { describeDataError } from '../../graphql/errors';
import { useAuth } from '../../services';
import { DeckCard } from '../Decks/DeckCard';
import { DeckGrid, NoDecks } from '../Decks/DecksStates';
import { useDeckActions } from '../Decks/useDeckActions';
import { HomeDocument, type HomeQuery } from './home.generated';
import { RecentEvents, RunningEvents } from './HomeEvents';
import { HomeTemplates } from './HomeTemplates';

const STEPS = [
  { icon: mdiCardsOutline, title: 'Build a deck', text: 'Quiz questions, polls, word clouds and icebreakers, in the order you want them.' },
  { icon: mdiPresentationPlay, title: 'Host it live', text: 'Put it on the big screen. People join on their phones with a short code.' },
  { icon: mdiChartBoxOutline, title: 'Look back', text: 'Every event leaves its results and a recap you can share.' },
] as const;

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-title">
      <Title order={2} id="how-title" fz={20} mb="md">
        How Mingle works
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {STEPS.map((step, index) => (
          <Card key={step.title} withBorder radius="lg" padding="lg">
            <Group gap="sm" mb="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
                <Icon path={step.icon} size={22} />
              </ThemeIcon>
              <Text fw={700}>
                {index + 1}. {step.title}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

function JoinAGame() {
  return (
    <Card withBorder radius="lg" padding="lg" bg="var(--mantine-color-mingle-0)" component="section" aria-label="Join a game">
      <Group justify="space-between" gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="white" size={40} radius="md" aria-hidden="true">
            <Icon path={mdiCellphoneText} size={22} />
          </ThemeIcon>
          <div>
            <Text fw={700}>Playing in someone else’s game?</Text>
            <Text size="sm" c="dimmed">
              Enter the code shown on their screen.
            </Text>
          </div>
        </Group>
        {/* A plain link: /go is the phone app (ADR 24), a page of its own the server sends. */}
        <Button component="a" href="/go" variant="white">
          Enter a code
        </Button>
      </Group>
    </Card>
  );
}

function RecentDecks({ decks }: { decks: HomeQuery['decks'] }) {
  const actions = useDeckActions();
  return (
    <section aria-labelledby="decks-title">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id="decks-title" fz={20}>
          Your decks
        </Title>
        {decks.total > 0 && (
          <Anchor component={Link} to="/decks" size="sm" fw={600}>
            {decks.total > decks.items.length ? `See all ${decks.total}` : 'All decks'}
          </Anchor>
        )}
      </Group>
      {decks.items.length === 0 ? (
        <Card withBorder radius="lg" padding={0}>
          <NoDecks />
        </Card>
      ) : (
        <DeckGrid>
          {decks.items.map((deck) => (
            <DeckCard key={deck.id} deck={deck} actions={actions} />
          ))}
        </DeckGrid>
      )}
    </section>
  );
}

function HomeLoading() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading your decks and events">
      <Skeleton height={28} width={160} radius="sm" />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={220} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton height={160} radius="lg" />
    </Stack>
  );
}

/**
 * `/`: the signed-in home. Events still running come first (a host who lost the console gets
 * back in one click), then the newest decks and the last events with their reports and recaps.
 * Until there is anything, it shows how to make the first deck and how Mingle works.
 */
export default function Home() {
  const { user } = useAuth();
  const name = user?.displayName ? firstName(user.displayName) : null;
  const home = useQuery(HomeDocument, { fetchPolicy: 'cache-and-network' });
  const data = home.data;
  const isNew = data ? data.decks.total === 0 && data.ended.total === 0 && data.running.total === 0 : false;

  let body;
  if (!data && home.error) {
    body = (
      <LoadErrorAlert
        title="Your decks and events could not be loaded"
        message={describeDataError(home.error).message}
        onRetry={() => void home.refetch()}
      />
    );
  } else if (!data) {
    body = <HomeLoading />;
  } else {
    body = (
      <>
        <RunningEvents events={data.running.items} />
        <RecentDecks decks={data.decks} />
        {!isNew && <RecentEvents events={data.ended.items} total={data.ended.total} />}
        {isNew && <HowItWorks />}
      </>
    );
  }

  return (
    <Stack gap={40}>
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 34 }} style={{ letterSpacing: '-0.02em' }}>
            {name ? `Welcome, ${name}` : 'Welcome'}
          </Title>
          <Text c="dimmed" mt={4} size="lg">
            Your decks and events live here.
          </Text>
        </div>
        <Button component={Link} to="/deck" size="md" leftSection={<Icon path={mdiPlus} size={20} />}>
          Create a deck
        </Button>
      </Group>
      {body}
      <HomeTemplates />
      <JoinAGame />
    </Stack>
  );
}
