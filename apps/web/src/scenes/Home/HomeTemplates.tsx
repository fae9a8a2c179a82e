import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { parseSlides } from '../../slides/playDeck';
import { TemplateCard, TemplateCardSkeleton } from '../Templates/TemplateCard';
import { useTemplateAction } from '../Templates/useTemplateAction';
import { HomeTemplatesDocument } from './home.generated';
import classes from './Home.module.css';

/** How many templates the strip shows: one row on a desktop. */
export const STRIP_SIZE = 4;

/**
 * "Start from a template": a row of icebreakers with "Use this template" (which opens the new
 * deck in the editor, as in the gallery) and the way to every template. On a phone the row
 * scrolls sideways inside itself.
 */
export function HomeTemplates() {
  const { data, loading, error, refetch } = useQuery(HomeTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  const { use, busy } = useTemplateAction();
  const templates = (data?.templates ?? []).slice(0, STRIP_SIZE);

  let body;
  if (!data && loading) {
    body = (
      <div className={classes.strip} aria-busy="true" aria-label="Loading templates">
        {Array.from({ length: STRIP_SIZE }, (_, i) => (
          <TemplateCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (!data && error) {
    body = (
      <Card withBorder radius="lg" padding="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            The templates could not be loaded.
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => void refetch()}>
            Try again
          </Button>
        </Group>
      </Card>
    );
  } else if (templates.length === 0) {
    body = (
      <Card withBorder radius="lg" padding="lg">
        <Text size="sm" c="dimmed">
          There are no icebreaker templates right now.{' '}
          <Anchor component={Link} to="/templates">
            Look at every template
          </Anchor>
          .
        </Text>
      </Card>
    );
  } else {
    body = (
      <div className={classes.strip}>
        {templates.map((t) => (
          <TemplateCard
            key={t.slug}
            headingLevel="h3"
            template={{ ...t, firstSlide: parseSlides((t.slides as unknown[]).slice(0, 1)).slides[0] }}
            onUse={() => void use(t)}
            busy={busy === t.slug}
          />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="templates-title">
      <Group justify="space-between" align="baseline" mb="md">
        <div>
          <Title order={2} id="templates-title" fz={20}>
            Start from a template
          </Title>
          <Text size="sm" c="dimmed">
            Icebreakers to open your next meeting; copy one, then make it yours.
          </Text>
        </div>
        <Anchor component={Link} to="/templates" size="sm" fw={600}>
          All templates
        </Anchor>
      </Group>
      {body}
    </section>
  );
}
