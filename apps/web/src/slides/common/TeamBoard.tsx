import { teamHex } from '@mingle/shared';
import { useLocale, useT } from '../../i18n';
import classes from './TeamBoard.module.css';
import type { TeamStandingView } from './teamStandings';

const STEP_HEIGHTS = [190, 140, 100];
/** Steps of a podium above many other teams: the rows below need the height. */
const DENSE_STEP_HEIGHTS = [120, 88, 62];

/**
 * R17.4: the team ranking on the big screen: the first three on a podium of their colours when
 * the slide asks for one (both, in a match of two teams: winner and runner-up), the others in
 * rows; without a podium every team in rows. Ranks are never shared (R17.3), so each step is
 * one team's.
 */
export function TeamBoard({ teams, podium }: { teams: readonly TeamStandingView[]; podium: boolean }) {
  const t = useT();
  const locale = useLocale();
  // Two teams is team mode's default: the final screen of such an event still gets its podium.
  const onPodium = podium && teams.length >= 2 ? teams.slice(0, 3) : [];
  const rest = teams.slice(onPodium.length);
  const podiumOrder = [1, 0, 2].filter((i) => onPodium[i]);
  // Up to 10 teams on a 1280×720 screen: past a few rows, everything gets smaller to stay on it.
  const dense = rest.length > (onPodium.length > 0 ? 3 : 6);
  const wide = rest.length > (onPodium.length > 0 ? 4 : 6);
  const steps = dense ? DENSE_STEP_HEIGHTS : STEP_HEIGHTS;
  const label = (team: TeamStandingView) =>
    t('screen.teams.place', { rank: team.rank, team: team.name, score: team.score, members: team.members });
  return (
    <section className={`${classes.board} ${dense ? classes.dense : ''}`} aria-label={t('screen.teams.title')}>
      <h3 className={classes.heading}>{t('screen.teams.title')}</h3>
      {onPodium.length > 0 && (
        <ol className={classes.podium}>
          {podiumOrder.map((i) => {
            const team = onPodium[i]!;
            return (
              <li key={team.index} className={classes.place} aria-label={label(team)}>
                <span className={classes.placeName}>{team.name}</span>
                <span className={classes.placeScore}>{team.score.toLocaleString(locale)}</span>
                <span className={classes.placeMembers}>{t('common.players', { count: team.members })}</span>
                <span className={classes.step} style={{ height: steps[i], background: teamHex(team.colour) }} aria-hidden="true">
                  {i + 1}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {rest.length > 0 && (
        <ol className={`${classes.rows} ${wide ? classes.rowsWide : ''}`} start={onPodium.length + 1}>
          {rest.map((team) => (
            <li key={team.index} className={classes.row} aria-label={label(team)}>
              <span className={classes.rank} aria-hidden="true">
                {team.rank}
              </span>
              <span className={classes.swatch} style={{ background: teamHex(team.colour) }} aria-hidden="true" />
              <span className={classes.name} aria-hidden="true">
                {team.name}
              </span>
              <span className={classes.members} aria-hidden="true">
                {t('common.players', { count: team.members })}
              </span>
              <span className={classes.score} aria-hidden="true">
                {team.score.toLocaleString(locale)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
