import { teamHex } from '@mingle/shared';
import { useT } from '../../i18n/speaking';
import type { EventLobby } from '../joinApi';
import classes from './Join.module.css';

/**
 * R17.2: the teams of a choose event, as a radio group: each a colour swatch and its name.
 * Native radios, so arrows move between teams and the screen reader says "2 of 4".
 */
export function TeamChoice({
  teams,
  value,
  problem,
  onChange,
}: {
  teams: EventLobby['teams'];
  value: number | null;
  problem: boolean;
  onChange(index: number): void;
}) {
  const t = useT();
  return (
    <fieldset className={classes.teams} aria-describedby={problem ? 'team-problem' : undefined} aria-invalid={problem || undefined}>
      <legend className={classes.teamsLegend}>{t('phone.team.choose')}</legend>
      <div className={classes.teamGrid}>
        {teams.map((team) => (
          <label key={team.index} className={classes.team} data-checked={value === team.index || undefined}>
            <input
              type="radio"
              name="team"
              className={classes.teamRadio}
              value={team.index}
              checked={value === team.index}
              onChange={() => onChange(team.index)}
            />
            <span className={classes.teamSwatch} style={{ background: teamHex(team.colour) }} aria-hidden="true" />
            <span className={classes.teamName}>{team.name}</span>
          </label>
        ))}
      </div>
      {problem && (
        <p id="team-problem" className={classes.teamProblem} role="alert">
          {t('phone.team.required')}
        </p>
      )}
    </fieldset>
  );
}
