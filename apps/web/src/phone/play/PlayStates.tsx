import { mdiAccountRemove, mdiCloudUploadOutline, mdiFlagCheckered, mdiTelevisionPlay } from '@mdi/js';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import { useLocale, useT } from '../../i18n/speaking';
import type { LeaderboardEntry } from '../../live/operations';
import { LinkButton, Spinner } from '../ui/ui';
import classes from './Play.module.css';
import { TeamChip, type PhoneTeam } from './PlayHeader';
import { teamHex } from '@mingle/shared';

function Center({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section className={classes.center} aria-label={label}>
      {children}
    </section>
  );
}

export function Connecting() {
  const t = useT();
  return (
    <Center>
      <Spinner />
      <p className={classes.text} role="status">
        {t('phone.connecting')}
      </p>
    </Center>
  );
}

/** The lobby on a phone: proof of being in, and where to look. */
export function InLobby({ nickname, title, team = null }: { nickname: string; title: string; team?: PhoneTeam | null }) {
  const t = useT();
  return (
    <Center label={t('phone.lobby.label')}>
      <p className={classes.big}>{t('phone.lobby.in')}</p>
      <span className={`${classes.nameCard} ${classes.bounce}`}>{nickname}</span>
      {team && (
        <p className={classes.teamLine}>
          <span aria-hidden="true" className={classes.teamDot} style={{ background: teamHex(team.colour) }} />
          {t('phone.team.yours', { team: team.name })}
        </p>
      )}
      <p className={classes.text}>{t('phone.lobby.text')}</p>
      <p className={`${classes.text} ${classes.small}`}>{title}</p>
    </Center>
  );
}

export function Waiting({ title, text, icon = mdiTelevisionPlay }: { title?: string; text?: string; icon?: string }) {
  const t = useT();
  return (
    <Center>
      <Icon path={icon} size={64} color="#5b3fd9" />
      <p className={classes.big}>{title ?? t('phone.waiting.title')}</p>
      <p className={classes.text}>{text ?? t('phone.waiting.text')}</p>
    </Center>
  );
}

/** Between the tap and the server's receipt; on a bad network this can take a while. */
export function Sending({ online }: { online: boolean }) {
  const t = useT();
  return (
    <Center>
      <Icon path={mdiCloudUploadOutline} size={64} color="#5b3fd9" />
      <p className={classes.big} role="status">
        {t('phone.sending.title')}
      </p>
      <p className={classes.text}>{t(online ? 'phone.sending.online' : 'phone.sending.offline')}</p>
    </Center>
  );
}

export function Removed({ code }: { code: string | undefined }) {
  const t = useT();
  return (
    <Center label={t('phone.removed.label')}>
      <Icon path={mdiAccountRemove} size={72} color="#a61e1e" />
      <p className={classes.big} role="alert">
        {t('phone.removed.title')}
      </p>
      <p className={classes.text}>{t('phone.removed.text')}</p>
      <LinkButton href={code ? `/${code}` : '/go'} look="plain">
        {t('phone.removed.back')}
      </LinkButton>
    </Center>
  );
}

export function SeatLost({ code, message }: { code: string | undefined; message: string | null }) {
  const t = useT();
  return (
    <Center>
      <p className={classes.big} role="alert">
        {t('phone.seatLost.title')}
      </p>
      <p className={classes.text}>
        {message || t('phone.seatLost.text')} {t('phone.seatLost.again')}
      </p>
      <LinkButton href={code ? `/${code}` : '/go'} size="xl">
        {t('phone.seatLost.button')}
      </LinkButton>
    </Center>
  );
}

export function NotFound() {
  const t = useT();
  return (
    <Center>
      <p className={classes.big} role="alert">
        {t('phone.notFound.title')}
      </p>
      <LinkButton href="/go">{t('phone.notFound.button')}</LinkButton>
    </Center>
  );
}

/** The end on a phone: where I finished, with the podium for context. */
export function Final({
  rank,
  score,
  count,
  podium,
  team = null,
}: {
  rank: number | null;
  score: number;
  count: number;
  podium: readonly LeaderboardEntry[];
  /** R17.4: my team and where it finished, in team mode. */
  team?: { team: PhoneTeam; rank: number; count: number } | null;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Center label={t('phone.final.label')}>
      <Icon path={mdiFlagCheckered} size={56} color="#2b1a6b" />
      <p className={classes.big}>{t('phone.final.title')}</p>
      {rank != null ? (
        <>
          <span className={classes.rankNumber}>{t('phone.rank.ordinal', { rank })}</span>
          <p className={classes.text}>{t('phone.final.rank', { rank, count, score })}</p>
        </>
      ) : (
        <p className={classes.text}>{t('phone.final.score', { score })}</p>
      )}
      {team && (
        <p className={classes.teamLine}>
          <TeamChip team={team.team} large />
          <span>{t('phone.team.rank', { rank: team.rank, count: team.count })}</span>
        </p>
      )}
      {podium.length > 0 && (
        <ol className={`${classes.text} ${classes.podium}`} aria-label={t('phone.final.top')}>
          {podium.slice(0, 3).map((p) => (
            <li key={p.participantId}>
              {p.nickname} · {p.score.toLocaleString(locale)}
            </li>
          ))}
        </ol>
      )}
      <p className={classes.text}>{t('phone.final.thanks')}</p>
    </Center>
  );
}
