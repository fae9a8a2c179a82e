import { useT } from '../../i18n';
import { useLocale } from '../../i18n';
import type { Standing } from '../types';
import classes from './Leaderboard.module.css';
import { PODIUM_COLOURS } from './palette';
import { SAMPLE_STANDINGS } from './samplePlayers';
import { ScreenFrame } from './ScreenParts';
import { TeamBoard } from './TeamBoard';
import { useTeamStandings } from './teamStandings';

interface LeaderboardScreenProps {
  title: string;
  top: number;
  podium: boolean;
  /** Real scores; absent, sample players stand in, labelled "Simulated players". */
  standings?: readonly Standing[];
  /** The standings given were made up (the preview's simulated players). */
  simulated?: boolean;
}

const STEP_HEIGHTS = [260, 190, 140];

/** The scores so far: first three on a podium, the rest of the top N beside it. */
export function LeaderboardScreen({ title, top, podium, standings, simulated: given }: LeaderboardScreenProps) {
  const t = useT();
  const locale = useLocale();
  const fmt = (n: number) => n.toLocaleString(locale);
  const simulated = given || standings === undefined;
  const teams = useTeamStandings();
  const shown = (standings ?? SAMPLE_STANDINGS).slice(0, top);
  // R17.4: in team mode the teams come first, with their podium; the players are listed beside them.
  if (teams && teams.length > 0 && !simulated)
    return (
      <ScreenFrame simulated={false} simulatedText="">
        <h2 className={classes.title}>{title.trim() || t('screen.leaderboard')}</h2>
        <div className={classes.body}>
          <TeamBoard teams={teams} podium={podium} />
          <section className={classes.players} aria-label={t('screen.teams.players')}>
            <h3 className={classes.playersHeading}>{t('screen.teams.players')}</h3>
            {shown.length === 0 ? (
              <p style={{ fontSize: 24 }}>{t('screen.leaderboard.none')}</p>
            ) : (
              <ol className={`${classes.compactList} ${shown.length > 6 ? classes.compactDense : ''}`}>
                {shown.map((s, i) => (
                  <li key={s.nickname + i} className={`${classes.row} ${classes.compactRow}`}>
                    <span className={classes.rank}>{i + 1}</span>
                    <span className={classes.name}>{s.nickname}</span>
                    <span className={classes.score}>{fmt(s.score)}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </ScreenFrame>
    );
  const onPodium = podium && shown.length >= 3 ? shown.slice(0, 3) : [];
  const rest = shown.slice(onPodium.length);
  // Podium order left to right: second, first, third.
  const podiumOrder = [1, 0, 2].filter((i) => onPodium[i]);
  return (
    <ScreenFrame simulated={simulated} simulatedText={t('screen.simulatedPlayers')}>
      <h2 className={classes.title}>{title.trim() || t('screen.leaderboard')}</h2>
      {shown.length === 0 ? (
        <p style={{ textAlign: 'center', fontSize: 32 }}>{t('screen.leaderboard.none')}</p>
      ) : (
        <div className={classes.body}>
          {onPodium.length > 0 && (
            <ol className={classes.podium} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {podiumOrder.map((i) => (
                <li
                  key={i}
                  className={classes.place}
                  aria-label={t('screen.leaderboard.place', { rank: i + 1, nickname: onPodium[i]!.nickname, score: onPodium[i]!.score })}
                >
                  <span className={classes.placeName}>{onPodium[i]!.nickname}</span>
                  <span className={classes.placeScore}>{fmt(onPodium[i]!.score)}</span>
                  <span className={classes.step} style={{ height: STEP_HEIGHTS[i], background: PODIUM_COLOURS[i] }} aria-hidden="true">
                    {i + 1}
                  </span>
                </li>
              ))}
            </ol>
          )}
          {rest.length > 0 && (
            <ol
              className={`${classes.list} ${onPodium.length === 0 && rest.length > 5 ? classes.listWide : ''}`}
              start={onPodium.length + 1}
            >
              {rest.map((s, i) => (
                <li key={s.nickname + i} className={classes.row}>
                  <span className={classes.rank}>{onPodium.length + i + 1}</span>
                  <span className={classes.name}>{s.nickname}</span>
                  <span className={classes.score}>{fmt(s.score)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </ScreenFrame>
  );
}
