import { mdiAccessPointNetwork, mdiAccessPointNetworkOff, mdiSync } from '@mdi/js';
import { Icon } from '../components/Icon';
import classes from './ConnectionPill.module.css';
import type { ConnectionStatus } from './socketTypes';

const LOOK: Record<ConnectionStatus, { label: string; tone: 'ok' | 'warn' | 'bad'; icon: string }> = {
  online: { label: 'Online', tone: 'ok', icon: mdiAccessPointNetwork },
  connecting: { label: 'Connecting…', tone: 'warn', icon: mdiSync },
  reconnecting: { label: 'Reconnecting…', tone: 'warn', icon: mdiSync },
  offline: { label: 'Offline', tone: 'bad', icon: mdiAccessPointNetworkOff },
  refused: { label: 'Disconnected', tone: 'bad', icon: mdiAccessPointNetworkOff },
  closed: { label: 'Disconnected', tone: 'bad', icon: mdiAccessPointNetworkOff },
};

/** Always visible on live screens: a participant must know whether their taps reach the game. */
export function ConnectionPill({ status, compact }: { status: ConnectionStatus; compact?: boolean }) {
  const look = LOOK[status];
  return (
    <span className={`${classes.pill} ${classes[look.tone]}`} role="status" aria-live="polite" aria-label={`Connection: ${look.label}`}>
      <Icon path={look.icon} size={16} className={look.tone === 'warn' ? classes.spin : undefined} />
      {compact && look.tone === 'ok' ? null : <span>{look.label}</span>}
    </span>
  );
}
