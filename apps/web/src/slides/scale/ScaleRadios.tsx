import { useRef, type KeyboardEvent } from 'react';
import { scaleValues } from '@mingle/shared';
import { useT } from '../../i18n/speaking';
import classes from './ScalePhone.module.css';

interface ScaleRadiosProps {
  /** The id of the statement's text, which names the group. */
  labelledBy: string;
  min: number;
  max: number;
  minLabel?: string;
  maxLabel?: string;
  value: number | null;
  onChange?(value: number): void;
}

/** Keys that move the choice, as in a radio group (WAI-ARIA APG): by one, wrapping, or to an end. */
const MOVES: Readonly<Record<string, (i: number, n: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * One statement's row of values, min to max: a radio group of large buttons. One tab stop
 * (the chosen value, else the first); the arrow keys move the choice and the focus together,
 * Space or Enter picks the focused value. The ends carry the scale's labels in their names,
 * so "1, Not at all" is read out, not a bare "1".
 */
export function ScaleRadios({ labelledBy, min, max, minLabel, maxLabel, value, onChange }: ScaleRadiosProps) {
  const t = useT();
  const values = scaleValues(min, max);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = value !== null && values.includes(value) ? value : min;
  // Up to 7 values fit one row of 48px targets on a small phone; longer scales take two rows.
  const columns = values.length <= 7 ? values.length : Math.ceil(values.length / 2);
  const nameOf = (v: number) => {
    const label = v === min ? minLabel : v === max ? maxLabel : undefined;
    return label?.trim() ? t('phone.scale.valueEnd', { value: v, label }) : String(v);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[e.key];
    if (!move || !onChange) return;
    e.preventDefault();
    const next = move(index, values.length);
    onChange(values[next]!);
    buttons.current[next]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-disabled={onChange ? undefined : true}
      className={classes.radios}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {values.map((v, i) => {
        const checked = v === value;
        return (
          <button
            key={v}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={nameOf(v)}
            tabIndex={v === tabStop ? 0 : -1}
            disabled={!onChange}
            className={`${classes.radio} ${checked ? classes.radioChecked : ''}`}
            onClick={() => onChange?.(v)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {v}
          </button>
        );
      })}
    </div>
  );
}
