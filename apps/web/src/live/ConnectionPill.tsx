import { mdiAccessPointNetwork, mdiAccessPointNetworkOff, mdiSync } from '@mdi/js';
import { Icon } from '../components/Icon';
import { useT, type MessageId } from '../i18n/speaking';
import classes from './ConnectionPill.module.css';
import type { ConnectionStatus } from './socketTypes';

const LOOK: Record<ConnectionStatus, { label: MessageId; tone: 'ok' | 'warn' | 'bad'; icon: string }> = {
  online: { label: 'common.connection.online', tone: 'ok', icon: mdiAccessPointNetwork },
  connecting: { label: 'common.connection.connecting', tone: 'warn', icon: mdiSync },
  reconnecting: { label: 'common.connection.reconnecting', tone: 'warn', icon: mdiSync },
  offline: { label: 'common.connection.offline', tone: 'bad', icon: mdiAccessPointNetworkOff },
  refused: { label: 'common.connection.closed', tone: 'bad', icon: mdiAccessPointNetworkOff },
  closed: { label: 'common.connection.closed', tone: 'bad', icon: mdiAccessPointNetworkOff },
};

/**
 * Always visible on live screens: a participant must know whether their taps reach the game.
 * The same pill on phones, the big screen and the host console, in each one's language.
 */
export function ConnectionPill({ status, compact }: { status: ConnectionStatus; compact?: boolean }) {
  const t = useT();
  const look = LOOK[status];
  const label = t(look.label);
  return (
    <span
      className={`${classes.pill} ${classes[look.tone]}`}
      role="status"
      aria-live="polite"
      aria-label={t('common.connection.label', { status: label })}
    >
      <Icon path={look.icon} size={16} className={look.tone === 'warn' ? classes.spin : undefined} />
      {compact && look.tone === 'ok' ? null : <span>{label}</span>}
    </span>
  );
}
