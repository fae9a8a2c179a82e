import { Anchor, Badge, Button, Card, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { slideTypeName, slideTypeOf } from '@mingle/shared';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import { pickerGroups } from '../../slides/picker/groups';
import { LANDING_SHOTS, landingShotUrl, type LandingShot } from './shots';
import classes from './Landing.module.css';

function Shot({ shot, className }: { shot: LandingShot; className?: string }) {
  const s = LANDING_SHOTS[shot];
  return (
    <img
      src={landingShotUrl(shot)}
      alt={s.alt}
      width={s.width}
      height={s.height}
      loading={shot === 'lobby' || shot === 'phoneQuestion' ? 'eager' : 'lazy'}
      className={`${classes.shot} ${className ?? ''}`}
    />
  );
}

const STEPS: readonly { title: string; text: string; shots: readonly LandingShot[] }[] = [
  {
    title: 'Build a deck',
    text: 'Questions, polls, word clouds and icebreakers in the order you want them. Start from a template or from scratch; every change is saved as you type.',
    shots: ['editor'],
  },
  {
    title: 'Everyone joins',
    text: 'Put the big screen up. People open the address on their phones and type the short code: no app, no account.',
    shots: ['lobby'],
  },
  {
    title: 'Play together',
    text: 'Phones show big buttons; the big screen counts down, reveals the answer and shows how the room voted. Fast right answers score most.',
    shots: ['phoneQuestion', 'results'],
  },
  {
    title: 'Look back',
    text: 'A podium to finish, then a report of every answer with CSV and Excel exports, and a public recap to share.',
    shots: ['podium', 'report'],
  },
];

function Hero() {
  return (
    <section aria-labelledby="landing-title" className={classes.hero}>
      <div className={classes.heroText}>
        <Text size="sm" fw={700} c="mingle.7" tt="uppercase" className={classes.eyebrow}>
          Live group games
        </Text>
        <Title order={1} id="landing-title" className={classes.heroTitle}>
          Icebreakers, trivia and live polls your group plays on their phones
        </Title>
        <Text size="lg" c="dimmed" mt="md">
          Mingle is for hosts of team meetings, trainings, happy hours and events: build a game in minutes, run it on the big screen, and
          read how it went afterwards.
        </Text>
        <Group mt="xl" gap="sm">
          <Button component={Link} to="/register" size="md">
            Create a free account
          </Button>
          <Button component={Link} to="/templates" size="md" variant="default">
            Browse templates
          </Button>
        </Group>
        <Text size="sm" mt="md">
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600} underline="always">
            Sign in
          </Anchor>
          . Playing in someone’s game?{' '}
          <Anchor href="/go" fw={600} underline="always">
            Enter a code
          </Anchor>
          .
        </Text>
      </div>
      <div className={classes.heroPictures}>
        <Shot shot="lobby" className={classes.heroScreen} />
        <Shot shot="phoneQuestion" className={classes.heroPhone} />
      </div>
    </section>
  );
}

function HowItGoes() {
  return (
    <section aria-labelledby="how-title">
      <Title order={2} id="how-title" className={classes.sectionTitle}>
        How a game goes
      </Title>
      <Stack gap={48} mt="lg">
        {STEPS.map((step, index) => (
          <div key={step.title} className={classes.step}>
            <div>
              <Text fw={800} c="mingle.7" fz={14}>
                Step {index + 1}
              </Text>
              <Title order={3} fz={22} mt={4}>
                {step.title}
              </Title>
              <Text c="dimmed" mt="xs">
                {step.text}
              </Text>
            </div>
            <div className={step.shots.length > 1 ? classes.stepPair : undefined}>
              {step.shots.map((shot) => (
                <Shot key={shot} shot={shot} className={shot === 'phoneQuestion' ? classes.stepPhone : undefined} />
              ))}
            </div>
          </div>
        ))}
      </Stack>
    </section>
  );
}

/** The slide types, from the registry the editor uses: what the page says is what the app does. */
function SlideTypes() {
  const t = useT();
  const groups = pickerGroups();
  const count = groups.reduce((n, g) => n + g.types.length, 0);
  return (
    <section aria-labelledby="types-title">
      <Title order={2} id="types-title" className={classes.sectionTitle}>
        {count} kinds of slide
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="lg">
        {groups.map((group) => (
          <Card key={group.id} withBorder radius="lg" padding="lg" component="article" aria-labelledby={`types-${group.id}`}>
            <Title order={3} fz={18} id={`types-${group.id}`}>
              {t(`host.addSlide.group.${group.id}`)}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t(`host.addSlide.about.${group.id}`)}
            </Text>
            <dl className={classes.types}>
              {group.types.map((type) => (
                <div key={type}>
                  <dt>{slideTypeName(type)}</dt>
                  <dd>{slideTypeOf(type)?.description}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

function SelfHost() {
  return (
    <section aria-labelledby="self-title">
      <Card withBorder radius="lg" padding="xl" className={classes.selfHost}>
        <Badge variant="light" radius="sm" tt="none" mb="sm">
          Open and self-hosted
        </Badge>
        <Title order={2} id="self-title" fz={24}>
          Run it on your own machine in one command
        </Title>
        <Text c="dimmed" mt="xs">
          With Node.js 20 or later, in a copy of Mingle’s source:
        </Text>
        <Code block mt="md" className={classes.command}>
          npm ci && npm start
        </Code>
        <Text size="sm" c="dimmed" mt="md">
          Mingle then runs at http://localhost:3000 with its own embedded database in ./data: nothing else to install. For large events,
          point it at PostgreSQL and Redis (DATABASE_URL, REDIS_URL) and run several processes.
        </Text>
      </Card>
    </section>
  );
}

/** `/landing`: what Mingle is, for anyone, signed in or not. */
export default function Landing() {
  return (
    <Stack gap={72} className={classes.page}>
      <Hero />
      <HowItGoes />
      <SlideTypes />
      <SelfHost />
      <section aria-labelledby="end-title" className={classes.end}>
        <Title order={2} id="end-title" fz={26}>
          Ready for your next group?
        </Title>
        <Group justify="center" mt="lg" gap="sm">
          <Button component={Link} to="/register" size="md">
            Create a free account
          </Button>
          <Button component={Link} to="/templates" size="md" variant="default">
            Browse templates
          </Button>
        </Group>
      </section>
    </Stack>
  );
}
