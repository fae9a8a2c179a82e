import { mdiWifiOff } from '@mdi/js';
import { teamHex } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useOnline } from '../../hooks/useOnline';
import { useT } from '../../i18n/speaking';
import { ConnectionPill } from '../../live/ConnectionPill';
import type { ConnectionStatus } from '../../live/socketTypes';
import classes from './Play.module.css';

/** Who I am, how I stand and whether I am connected: on every screen of the game. */
export function PlayHeader({
  nickname,
  score,
  status,
  team = null,
}: {
  nickname: string;
  score: number | null;
  status: ConnectionStatus;
  /** R17.5: my team, in team mode. */
  team?: PhoneTeam | null;
}) {
  const t = useT();
  return (
    <header className={classes.header}>
      {/* aria-label on a plain span is not read: the spoken words are hidden text instead. */}
      <span className={classes.who}>
        <span className={classes.nickname}>
          <span className={classes.srOnly}>{t('phone.header.you', { nickname })}</span>
          <span aria-hidden="true">{nickname}</span>
        </span>
        {team && <TeamChip team={team} />}
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

export interface PhoneTeam {
  name: string;
  colour: string;
}

/** R17.5: a team's name on its colour (every palette colour carries white text at AA). */
export function TeamChip({ team, large = false }: { team: PhoneTeam; large?: boolean }) {
  const t = useT();
  return (
    <span
      className={large ? `${classes.teamChip} ${classes.teamChipLarge}` : classes.teamChip}
      style={{ background: teamHex(team.colour) }}
    >
      <span className={classes.srOnly}>{t('phone.team.label', { team: team.name })}</span>
      <span aria-hidden="true">{team.name}</span>
    </span>
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
