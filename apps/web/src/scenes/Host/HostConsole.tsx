import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { mdiChartBox, mdiOpenInNew, mdiStop } from '@mdi/js';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { ConnectionPill } from '../../live/ConnectionPill';
import type { ConnectionStatus } from '../../live/socketTypes';
import { EventSlidesDocument, type HostState } from './hostOperations';
import { advanceEnds } from './advanceEnds';
import { ConsoleStage } from './ConsoleStage';
import { EndedRecap } from './EndedRecap';
import { useHostKeys } from './hostKeys';
import { EventLanguagePanel } from './EventLanguagePanel';
import { NotesPanel } from './NotesPanel';
import { ParticipantsPanel } from './ParticipantsPanel';
import { TeamsPanel } from './TeamsPanel';
import { QnaPanel } from './QnaPanel';
import { SlideList } from './SlideList';
import { SoundSwitch } from './SoundSwitch';
import { SubjectPanel } from './SubjectPanel';
import { positionOf } from './commandGate';
import { useHostCommands } from './useHostCommands';
import { useHostEvent } from './useHostEvent';

const STATUS_LABEL = { LOBBY: 'host.console.statusLobby', LIVE: 'host.console.statusLive', ENDED: 'host.console.statusEnded' } as const;

/** The host console: the room's screen in small, the controls, the people, the notes. */
export function HostConsole({ eventId, onEnded }: { eventId: string; onEnded(): void }) {
  const { host, offset, status, fatal } = useHostEvent(eventId);
  // The event's snapshot, not the deck: the deck may be edited while the event runs (SPEC R1.1),
  // and gotoSlide counts in the snapshot.
  const eventSlides = useQuery(EventSlidesDocument, { variables: { eventId } });
  const slides = eventSlides.data?.event.slides ?? [];
  const commands = useHostCommands(eventId, positionOf(host?.live));
  const ended = host?.live.status === 'ENDED';
  const canControl = host?.event.can.control ?? false;
  const t = useT();

  // One dialog however often it is asked for: a clicker's second press must not stack another.
  const confirmEnd = () =>
    modals.openConfirmModal({
      modalId: `end-event-${eventId}`,
      title: t('host.console.endTitle'),
      size: 'sm',
      children: <Text>{t('host.console.endText')}</Text>,
      labels: { confirm: t('host.console.endConfirm'), cancel: t('host.console.endCancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void commands.end(),
    });
  // → from the event's last step would end it: that goes through the same confirmation as
  // "End event", for the keys, the Finish button and a slide type's own controls alike.
  const advance = () => void (host && advanceEnds(host) ? confirmEnd() : commands.next());
  useHostKeys((action) => (action === 'next' ? advance() : void commands.previous()), !!host && !ended && canControl);

  if (fatal) {
    return (
      <Alert color="red" title={t('host.console.cannotHost')} role="alert">
        {fatal}
      </Alert>
    );
  }
  if (!host) {
    return (
      <Stack align="center" py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text>{t('host.console.connecting')}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <ConsoleHeader host={host} status={status} onEnd={confirmEnd} />
      {ended ? (
        <Alert color="mingle" title={t('host.console.ended')} variant="light">
          <Group gap="sm">
            <Text>{t('host.console.endedText')}</Text>
            <Button component={Link} to={`/analytics/${eventId}`} leftSection={<Icon path={mdiChartBox} size={18} />}>
              {t('host.console.seeReport')}
            </Button>
            <Button variant="default" onClick={onEnded}>
              {t('host.console.hostAgain')}
            </Button>
          </Group>
          {host.event.recapId && <EndedRecap eventId={eventId} recapId={host.event.recapId} enabled={host.event.recapEnabled} />}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ConsoleStage
            host={host}
            offset={offset}
            commands={commands}
            onAdvance={advance}
            onEnd={host.event.can.end ? confirmEnd : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <QnaPanel host={host} />
            {canControl && <SubjectPanel host={host} slides={slides} commands={commands} />}
            <TeamsPanel host={host} />
            <ParticipantsPanel host={host} commands={commands} />
            {host.live.status !== 'ENDED' && canControl && <EventLanguagePanel host={host} commands={commands} />}
            {host.live.status === 'LIVE' && <NotesPanel host={host} />}
            {host.live.status !== 'ENDED' && canControl && (
              <SlideList
                slides={slides}
                count={host.live.slideCount}
                current={host.live.status === 'LIVE' ? host.live.slideIndex : -1}
                onGoto={(i) => void commands.gotoSlide(i)}
                disabled={commands.busy}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function ConsoleHeader({ host, status, onEnd }: { host: HostState; status: ConnectionStatus; onEnd(): void }) {
  const { live } = host;
  const t = useT();
  const openBigScreen = () => window.open(`/spectate/${live.eventId}`, `mingle-screen-${live.eventId}`, 'popup,width=1280,height=760');
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <div style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Badge size="lg" color={live.status === 'LIVE' ? 'teal.9' : live.status === 'ENDED' ? 'gray.7' : 'mingle'} variant="filled">
            {t(STATUS_LABEL[live.status])}
          </Badge>
          <Text
            ff="ui-monospace, Menlo, Consolas, monospace"
            fw={800}
            fz={22}
            style={{ letterSpacing: '0.14em' }}
            aria-label={t('host.console.joinCode', { spelled: live.code.split('').join(' ') })}
          >
            {live.code}
          </Text>
          <ConnectionPill status={status} />
        </Group>
        <Title order={1} fz={{ base: 24, sm: 30 }} lineClamp={1}>
          {live.title}
        </Title>
      </div>
      <Group gap="sm">
        <SoundSwitch host={host} />
        <Button variant="light" leftSection={<Icon path={mdiOpenInNew} size={18} />} onClick={openBigScreen}>
          {t('host.console.openBigScreen')}
        </Button>
        {live.status !== 'ENDED' && host.event.can.end && (
          <Button color="red.9" variant="outline" leftSection={<Icon path={mdiStop} size={18} />} onClick={onEnd}>
            {t('host.console.end')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
