import { Button, Card, EmptyState, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { mdiCardsOutline, mdiChartBoxOutline, mdiCellphoneText, mdiPlus, mdiPresentationPlay } from '@mdi/js';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { useAuth } from '../../services';

const STEPS = [
  { icon: mdiCardsOutline, title: 'Build a deck', text: 'Quiz questions, polls, word clouds and icebreakers, in the order you want them.' },
  { icon: mdiPresentationPlay, title: 'Host it live', text: 'Put it on the big screen. People join on their phones with a short code.' },
  { icon: mdiChartBoxOutline, title: 'Look back', text: 'Every event leaves its results and a recap you can share.' },
] as const;

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** `/`: the signed-in home. Until there are decks, it shows how to make the first one. */
export default function Home() {
  const { user } = useAuth();
  const name = user?.displayName ? firstName(user.displayName) : null;

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

      <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="decks-title">
        <Title order={2} id="decks-title" fz={20} mb="md">
          Your decks
        </Title>
        <EmptyState
          py={{ base: 'lg', sm: 48 }}
          variant="light"
          icon={<Icon path={mdiCardsOutline} size={32} />}
          title="No decks yet"
          description="A deck holds the slides of a game. Make your first one, then host it for your group."
        >
          <EmptyState.Actions>
            <Button component={Link} to="/deck" leftSection={<Icon path={mdiPlus} size={18} />}>
              Create a deck
            </Button>
            <Button component={Link} to="/decks" variant="default">
              Import or browse decks
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Card>

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
    </Stack>
  );
}
