import { Alert, Button, Group, Text } from '@mantine/core';
import { mdiAlertOutline, mdiSkipNext, mdiStop } from '@mdi/js';
import { Icon } from '../../components/Icon';
import { useT, type MessageId } from '../../i18n';
import type { HostState } from './hostOperations';

const INK = '#7a4400';

/**
 * SPEC R20.3: what the host should know before a slide starts (or, started anyway, while it
 * is shown), said by the server, with a button to skip to the slide after it. When it is the
 * deck's last slide there is none to skip to: the way on is ending the event (R4.6), which
 * shows the final results, through the console's own confirmation (`onEnd`; absent when this
 * host may not end the event).
 */
export function UpcomingAlert({
  host,
  busy,
  onSkip,
  onEnd,
}: {
  host: Pick<HostState, 'upcoming' | 'live'>;
  busy: boolean;
  onSkip(index: number): void;
  onEnd?: () => void;
}) {
  const t = useT();
  const w = host.upcoming;
  if (!w) return null;
  const number = w.slideIndex + 1;
  const after = w.slideIndex + 1 < host.live.slideCount ? w.slideIndex + 1 : null;
  return (
    <Alert
      color="sunrise"
      variant="light"
      icon={<Icon path={mdiAlertOutline} size={22} color={INK} />}
      title={t('host.upcoming.title', { number })}
      role="alert"
      // The light variant's orange title is under 4.5:1 on its background; this brown is 7:1.
      styles={{ title: { color: INK } }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 260px' }}>
          {t(`host.upcoming.${w.kind}` as MessageId, { have: w.have, need: w.need })}
        </Text>
        {after !== null ? (
          <Button
            variant="filled"
            color="sunrise.9"
            leftSection={<Icon path={mdiSkipNext} size={18} />}
            disabled={busy}
            onClick={() => onSkip(after)}
          >
            {t('host.upcoming.skip', { number })}
          </Button>
        ) : (
          onEnd && (
            <Button variant="filled" color="sunrise.9" leftSection={<Icon path={mdiStop} size={18} />} disabled={busy} onClick={onEnd}>
              {t('host.upcoming.skipToEnd', { number })}
            </Button>
          )
        )}
      </Group>
    </Alert>
  );
}
