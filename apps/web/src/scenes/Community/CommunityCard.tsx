import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { mdiContentCopy, mdiEyeOutline, mdiFlagOutline, mdiOpenInNew } from '@mdi/js';
import { Link } from 'react-router';
import type { Slide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { RelativeTime } from '../../components/RelativeTime';
import { DeckThumb } from '../../components/SlideThumb';
import { slideCountLabel } from '../Decks/DeckCard';
import classes from '../Templates/Templates.module.css';
import type { CommunityCardFragment } from './community.generated';
import { communityCopyLink } from './useCopyAction';

export const copiesLabel = (n: number) => (n === 0 ? 'Not copied yet' : n === 1 ? 'Copied once' : `Copied ${n} times`);

interface CommunityCardProps {
  deck: CommunityCardFragment;
  /** Where a tag leads: the gallery filtered by it. */
  tagLink(tag: string): string;
  onPreview(): void;
  onCopy(): void;
  busy: boolean;
  /**
   * In another site's iframe (/embed/decks): "Make a copy" and "Report" open Mingle in a new
   * tab, where the visitor is signed in (an iframe of another site usually has no cookies).
   */
  embedded: boolean;
}

/** One published deck: its first slide, title, author, description, tags and copies; preview, copy or report it. */
export function CommunityCard({ deck, tagLink, onPreview, onCopy, busy, embedded }: CommunityCardProps) {
  const newTab = embedded ? { target: '_blank', rel: 'noopener' } : {};
  const reportTo = `/report?deck=${encodeURIComponent(deck.id)}`;
  return (
    <Card withBorder radius="lg" padding="md" className={classes.card} component="article" aria-label={deck.title}>
      <Card.Section inheritPadding pt="md" className={classes.thumbWrap}>
        <DeckThumb firstSlide={(deck.firstSlide ?? undefined) as Slide | undefined} />
        <span className={classes.count}>{slideCountLabel(deck.slideCount)}</span>
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Text component="h2" fw={700} fz="md" className={classes.title}>
          {deck.title}
        </Text>
        <Text size="xs" c="dimmed">
          by {deck.author} · <RelativeTime value={deck.publishedAt} /> · {copiesLabel(deck.copyCount)}
        </Text>
        <Text size="sm" c="dimmed" className={classes.description}>
          {deck.description}
        </Text>
        <Group gap={4} wrap="wrap" mt="auto" pt={4}>
          {deck.tags.map((tag) => (
            <Badge
              key={tag}
              component={Link}
              to={tagLink(tag)}
              variant="light"
              color="gray"
              radius="sm"
              tt="none"
              fw={500}
              className={classes.tag}
            >
              {tag}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Stack gap="xs" mt="md">
        {embedded ? (
          <Button
            component="a"
            href={communityCopyLink(deck.id)}
            {...newTab}
            leftSection={<Icon path={mdiOpenInNew} size={18} />}
            aria-label={`Make a copy in Mingle: ${deck.title}`}
          >
            Make a copy in Mingle
          </Button>
        ) : (
          <Button
            onClick={onCopy}
            loading={busy}
            leftSection={<Icon path={mdiContentCopy} size={18} />}
            aria-label={`Make a copy: ${deck.title}`}
          >
            Make a copy
          </Button>
        )}
        <Button
          variant="default"
          onClick={onPreview}
          leftSection={<Icon path={mdiEyeOutline} size={18} />}
          aria-label={`Preview ${deck.title}`}
        >
          Preview
        </Button>
        <Anchor
          component={Link}
          to={reportTo}
          {...newTab}
          size="xs"
          c="dimmed"
          ta="center"
          aria-label={`Report ${deck.title}`}
          style={{ display: 'inline-flex', gap: 4, alignItems: 'center', justifyContent: 'center' }}
        >
          <Icon path={mdiFlagOutline} size={14} /> Report
        </Anchor>
      </Stack>
    </Card>
  );
}
