import { mdiAccessPointNetwork, mdiAccessPointNetworkOff, mdiSync, mdiWifiOff } from '@mdi/js';
import { Icon } from '../../components/Icon';
import { useOnline } from '../../hooks/useOnline';
import { useT, type MessageId } from '../../i18n';
import pill from '../../live/ConnectionPill.module.css';
import type { ConnectionStatus } from '../../live/socketTypes';
import classes from './Play.module.css';

const LOOK: Record<ConnectionStatus, { label: MessageId; tone: 'ok' | 'warn' | 'bad'; icon: string }> = {
  online: { label: 'phone.connection.online', tone: 'ok', icon: mdiAccessPointNetwork },
  connecting: { label: 'phone.connection.connecting', tone: 'warn', icon: mdiSync },
  reconnecting: { label: 'phone.connection.reconnecting', tone: 'warn', icon: mdiSync },
  offline: { label: 'phone.connection.offline', tone: 'bad', icon: mdiAccessPointNetworkOff },
  refused: { label: 'phone.connection.closed', tone: 'bad', icon: mdiAccessPointNetworkOff },
  closed: { label: 'phone.connection.closed', tone: 'bad', icon: mdiAccessPointNetworkOff },
};

/** A participant must know whether their taps reach the game. */
export function ConnectionPill({ status }: { status: ConnectionStatus }) {
  const t = useT();
  const look = LOOK[status];
  const label = t(look.label);
  return (
    <span className={`${pill.pill} ${pill[look.tone]}`} role="status" aria-label={t('phone.connection.label', { status: label })}>
      <Icon path={look.icon} size={16} className={look.tone === 'warn' ? pill.spin : undefined} />
      <span>{label}</span>
    </span>
  );
}

/** Who I am, how I stand and whether I am connected: on every screen of the game. */
export function PlayHeader({ nickname, score, status }: { nickname: string; score: number | null; status: ConnectionStatus }) {
  const t = useT();
  return (
    <header className={classes.header}>
      {/* aria-label on a plain span is not read: the spoken words are hidden text instead. */}
      <span className={classes.nickname}>
        <span className={classes.srOnly}>{t('phone.header.you', { nickname })}</span>
        <span aria-hidden="true">{nickname}</span>
      </span>
      <ConnectionPill status={status} />
      {score !== null && (
        <span className={classes.score}>
          <span className={classes.srOnly}>{t('phone.header.score', { score })}</span>
          <span aria-hidden="true">{t('phone.header.points', { score })}</span>
        </span>
      )}
    </header>
  );
}

/** The device is offline: said in the page's flow, under the header, never behind it. */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <p className={classes.offline} role="status">
      <Icon path={mdiWifiOff} size={18} />
      {t('phone.offline.banner')}
    </p>
  );
}

/** Time left to answer, from the server's deadline; the bar empties as it runs out, over the whole answering time. */
export function PlayTimer({ msLeft, totalMs, paused }: { msLeft: number; totalMs: number | null; paused: boolean }) {
  const t = useT();
  const seconds = Math.ceil(msLeft / 1000);
  const width = totalMs ? Math.max(0, Math.min(100, (msLeft / totalMs) * 100)) : 0;
  return (
    <div className={classes.timer} role="timer" aria-label={t(paused ? 'phone.timer.pausedLabel' : 'phone.timer.label', { seconds })}>
      <span>{t(paused ? 'phone.timer.paused' : 'phone.timer.left')}</span>
      <span aria-hidden="true">{t('phone.timer.seconds', { seconds })}</span>
      {totalMs ? (
        <span className={`${classes.timerBar} ${seconds <= 5 ? classes.timerUrgent : ''}`} style={{ width: `${width}%` }} />
      ) : null}
    </div>
  );
}
