import { scalePosition, scaleValues } from '@mingle/shared';
import classes from './ScalePhone.module.css';

const percent = (v: number, min: number, max: number) => `${(scalePosition(v, min, max) * 100).toFixed(2)}%`;

/**
 * A small min..max axis on the phone: the room's average as a bar from the low end, and the
 * participant's own rating as a marker above it. Drawn for the eye only; the words beside it
 * ("You: 4", "Room: 3.6") say the same to everyone.
 */
export function ScaleAxis({ min, max, mine, average }: { min: number; max: number; mine: number | null; average: number | null }) {
  const values = scaleValues(min, max);
  return (
    <div className={classes.axis} aria-hidden="true">
      <div className={classes.track}>
        {average !== null && (
          <>
            <span
              className={classes.averageBar}
              style={{ left: percent(min, min, max), width: `calc(${percent(average, min, max)} - ${percent(min, min, max)})` }}
            />
            <span className={classes.averageDot} style={{ left: percent(average, min, max) }} />
          </>
        )}
        {mine !== null && <span className={classes.mine} style={{ left: percent(mine, min, max) }} />}
      </div>
      <div className={classes.ticks} style={{ gridTemplateColumns: `repeat(${values.length}, minmax(0, 1fr))` }}>
        {values.map((v) => (
          <span key={v}>{v}</span>
        ))}
      </div>
    </div>
  );
}
