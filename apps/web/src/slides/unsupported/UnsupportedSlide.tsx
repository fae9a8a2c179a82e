import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Slide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { PhoneScreen, PhoneStatus, PhoneText } from '../common/PhoneParts';
import screen from '../common/Screen.module.css';
import { ScreenFrame, ScreenQuestion } from '../common/ScreenParts';
import { describeSlide } from './describe';

/**
 * A slide of a type this version does not edit or play (number, ranking, …): its content,
 * read-only, with its type. The deck keeps it unchanged through import, save and export.
 */
export function UnsupportedSlide({ slide }: { slide: Slide | { type: string } }) {
  const d = describeSlide(slide);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <Icon path={d.icon} size={22} color="var(--mantine-color-mingle-7)" />
          <Badge variant="light" size="lg" tt="none">
            {d.label}
          </Badge>
          <Text size="sm" c="dimmed">
            Read-only
          </Text>
        </Group>
        <Title order={3} fz="lg">
          {d.main || 'No question'}
        </Title>
        {d.items.length > 0 && (
          <List size="sm" spacing={4}>
            {d.items.map((item, i) => (
              <List.Item key={i}>{item}</List.Item>
            ))}
          </List>
        )}
        <Text size="sm" c="dimmed">
          This slide is kept exactly as it is when the deck is saved, exported or imported.
        </Text>
      </Stack>
    </Card>
  );
}

/** The big screen for such a slide: its type and main text, so a deck still previews end to end. */
export function UnsupportedScreen({ slide }: { slide: Slide | { type: string } }) {
  const d = describeSlide(slide);
  return (
    <ScreenFrame>
      <p className={screen.hint} style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'center', margin: 0 }}>
        <Icon path={d.icon} size={36} /> {d.label}
      </p>
      <ScreenQuestion text={d.main} placeholder={d.label} />
      {d.items.length > 0 && (
        <ul className={screen.tiles} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {d.items.slice(0, 8).map((item, i) => (
            <li key={i} className={`${screen.tile} ${screen.tileCompact}`} style={{ background: 'rgba(255,255,255,0.14)' }}>
              {item}
            </li>
          ))}
        </ul>
      )}
    </ScreenFrame>
  );
}

export function UnsupportedPhone({ slide }: { slide: Slide | { type: string } }) {
  const d = describeSlide(slide);
  return (
    <PhoneScreen>
      <PhoneStatus icon={d.icon} title={d.label}>
        <PhoneText>{d.main}</PhoneText>
        <PhoneText>Follow this one on the big screen.</PhoneText>
      </PhoneStatus>
    </PhoneScreen>
  );
}
