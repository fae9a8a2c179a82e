import { Anchor, Badge, Group, List, Paper, Text, ThemeIcon } from '@mantine/core';
import { mdiAlertOutline, mdiCheckCircleOutline } from '@mdi/js';
import type { DeckProblem, Slide } from '@mingle/shared';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { slideLabel } from '../../components/slideKit';
import { describeProblem } from '../Editor/validation';

export function problemsTitle(count: number): string {
  return count === 1 ? '1 thing to finish before hosting' : `${count} things to finish before hosting`;
}

/** One line per slide, in deck order, so a slide with four empty options is one link, not four. */
export function groupBySlide(problems: readonly DeckProblem[]): { slideId: string; slideIndex: number; messages: string[] }[] {
  const groups = new Map<string, { slideId: string; slideIndex: number; messages: string[] }>();
  for (const p of problems) {
    const key = `${p.slideId}:${p.slideIndex}`;
    const group = groups.get(key) ?? groups.set(key, { slideId: p.slideId, slideIndex: p.slideIndex, messages: [] }).get(key)!;
    group.messages.push(describeProblem(p));
  }
  return [...groups.values()];
}

/** What is left before the deck can be hosted, each linking to its slide in the editor. */
export function DeckProblems({ deckId, problems, slides }: { deckId: string; problems: readonly DeckProblem[]; slides: readonly Slide[] }) {
  if (problems.length === 0) {
    return (
      <Group gap="xs">
        <Badge color="teal" variant="light" size="lg" radius="sm" leftSection={<Icon path={mdiCheckCircleOutline} size={16} />} tt="none">
          Ready to host
        </Badge>
      </Group>
    );
  }
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      bg="light-dark(var(--mantine-color-sunrise-0), var(--mantine-color-dark-6))"
      style={{ borderColor: 'var(--mantine-color-sunrise-3)' }}
      component="section"
      aria-labelledby="problems-title"
    >
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon color="sunrise" variant="light" radius="xl" size={32} aria-hidden="true">
          <Icon path={mdiAlertOutline} size={18} color="var(--mantine-color-sunrise-9)" />
        </ThemeIcon>
        <Text fw={700} id="problems-title">
          {problemsTitle(problems.length)}
        </Text>
      </Group>
      <List spacing={6} size="sm" listStyleType="none" pl={0}>
        {groupBySlide(problems).map(({ slideId, slideIndex, messages }) => {
          const slide = slides[slideIndex];
          const where = slideIndex >= 0 ? `Slide ${slideIndex + 1}${slide ? ` · ${slideLabel(slide.type)}` : ''}` : 'Deck';
          const to = slideId ? `/edit/${deckId}?slide=${encodeURIComponent(slideId)}` : `/edit/${deckId}`;
          return (
            <List.Item key={`${slideId}:${slideIndex}`}>
              <Anchor component={Link} to={to} fw={600} size="sm">
                {where}
              </Anchor>
              <Text span size="sm">
                {' — '}
                {messages.join(' · ')}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}
