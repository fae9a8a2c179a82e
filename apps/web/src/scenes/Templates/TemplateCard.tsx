import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { mdiEyeOffOutline, mdiEyeOutline, mdiPlus } from '@mdi/js';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Slide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { DeckThumb } from '../../components/SlideThumb';
import { slideCountLabel } from '../Decks/DeckCard';
import { tagLabel } from './tagLabels';
import classes from './Templates.module.css';

export interface TemplateSummary {
  slug: string;
  title: string;
  description: string;
  tags: string[];
  slideCount: number;
  firstSlide?: Slide | undefined;
  /** Out of the gallery (only admins see it, ADR 0053). */
  hidden?: boolean | undefined;
}

interface TemplateCardProps {
  template: TemplateSummary;
  /** Without it, no Preview button (the home's strip: the gallery previews). */
  onPreview?: (() => void) | undefined;
  onUse(): void;
  /** The title's heading level: h2 in the gallery, h3 under a section's heading. */
  headingLevel?: 'h2' | 'h3';
  busy: boolean;
  /** An admin's menu for this template (hide, show, remove); nothing for everyone else. */
  menu?: ReactNode;
}

/** One template in the gallery: its first slide, title, description, size and tags; preview it or use it. */
export function TemplateCard({ template, onPreview, onUse, busy, menu, headingLevel = 'h2' }: TemplateCardProps) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      className={classes.card}
      component="article"
      aria-label={template.title}
      data-hidden={template.hidden || undefined}
    >
      <Card.Section inheritPadding pt="md" className={classes.thumbWrap}>
        <DeckThumb firstSlide={template.firstSlide} />
        <span className={classes.count}>{slideCountLabel(template.slideCount)}</span>
        {template.hidden && (
          <Badge
            className={classes.hiddenBadge}
            color="dark"
            variant="filled"
            radius="sm"
            leftSection={<Icon path={mdiEyeOffOutline} size={14} />}
          >
            Hidden
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text component={headingLevel} fw={700} fz="md" className={classes.title}>
            {template.title}
          </Text>
          {menu}
        </Group>
        <Text size="sm" c="dimmed" className={classes.description}>
          {template.description}
        </Text>
        <Group gap={4} wrap="wrap" mt="auto" pt={4}>
          {template.tags.map((tag) => (
            <Badge
              key={tag}
              component={Link}
              to={`/templates/${tag}`}
              variant="light"
              color="gray"
              radius="sm"
              tt="none"
              fw={500}
              className={classes.tag}
            >
              {tagLabel(tag)}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Stack gap="xs" mt="md">
        <Button
          onClick={onUse}
          loading={busy}
          leftSection={<Icon path={mdiPlus} size={18} />}
          aria-label={`Use this template: ${template.title}`}
        >
          Use this template
        </Button>
        {onPreview && (
          <Button
            variant="default"
            onClick={onPreview}
            leftSection={<Icon path={mdiEyeOutline} size={18} />}
            aria-label={`Preview ${template.title}`}
          >
            Preview
          </Button>
        )}
      </Stack>
    </Card>
  );
}

export function TemplateCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden="true">
      <Skeleton height={140} radius="md" />
      <Skeleton height={18} mt="md" width="70%" />
      <Skeleton height={12} mt="sm" />
      <Skeleton height={12} mt={6} width="85%" />
      <Skeleton height={36} mt="md" />
    </Card>
  );
}
