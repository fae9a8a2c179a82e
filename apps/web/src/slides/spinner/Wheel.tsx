import type { SpinnerSegment } from '@mingle/shared';
import { SPIN_DURATION_MS } from '@mingle/shared';
import { fitLabel, labelFit, segmentStyle } from './wheel';
import classes from './Wheel.module.css';

const R = 92;

/** A point on the rim at `deg` clockwise from 12 o'clock. */
const rim = (deg: number, r = R) => {
  const a = (deg * Math.PI) / 180;
  return `${(r * Math.sin(a)).toFixed(3)} ${(-r * Math.cos(a)).toFixed(3)}`;
};

interface WheelProps {
  segments: readonly SpinnerSegment[];
  rotation: number;
  animate: boolean;
  /** The wheel's accessible name: what it holds. */
  label: string;
  /** Index of the segment the wheel stopped on, once it has: drawn highlighted. */
  landedOn?: number;
  /** Words in the middle of an empty wheel. */
  emptyText?: string;
}

/**
 * The spinner's wheel (SPEC R21.5): an SVG of coloured segments with their labels and a fixed
 * pointer at 12 o'clock. It turns by a CSS transform (no animation library: the phone app stays
 * small); `prefers-reduced-motion` turns the transition off in the stylesheet too.
 */
export function Wheel({ segments, rotation, animate, label, landedOn, emptyText }: WheelProps) {
  const n = segments.length;
  const fit = labelFit(n);
  const step = n > 0 ? 360 / n : 360;
  return (
    <div className={classes.wheel} role="img" aria-label={label}>
      {/* The turning square's corners reach past the box; only the round wheel inside shows. */}
      <div className={classes.clip}>
        <div
          className={`${classes.disc} ${animate ? classes.spinning : ''}`}
          style={{ transform: `rotate(${rotation}deg)`, transitionDuration: animate ? `${SPIN_DURATION_MS}ms` : undefined }}
        >
          <svg viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">
            <circle r={R + 6} className={classes.rimRing} />
            {n === 0 && <circle r={R} className={classes.empty} />}
            {n === 1 && <circle r={R} fill={segmentStyle(0, 1).bg} />}
            {n > 1 &&
              segments.map((_, i) => (
                <path
                  key={i}
                  d={`M0 0 L${rim(i * step)} A${R} ${R} 0 ${step > 180 ? 1 : 0} 1 ${rim((i + 1) * step)} Z`}
                  fill={segmentStyle(i, n).bg}
                  className={landedOn === i ? classes.win : undefined}
                  stroke="#ffffff"
                  strokeWidth={landedOn === i ? 3 : 0.8}
                />
              ))}
            {segments.map((s, i) => {
              // Labels run along the radius; on the left half they are turned over, so the wheel
              // at rest reads upright all round.
              const mid = (i + 0.5) * step;
              const left = mid > 180 && mid < 360;
              return (
                <text
                  key={i}
                  className={classes.label}
                  transform={`rotate(${left ? mid + 90 : mid - 90})`}
                  x={left ? -(R - 6) : R - 6}
                  y={0}
                  fontSize={fit.size}
                  fill={segmentStyle(i, n).ink}
                  textAnchor={left ? 'start' : 'end'}
                  dominantBaseline="central"
                >
                  {fitLabel(s.label, fit.chars)}
                </text>
              );
            })}
            <circle r={15} className={classes.hub} />
          </svg>
        </div>
      </div>
      <svg className={classes.pointer} viewBox="-12 0 24 26" aria-hidden="true" focusable="false">
        <path d="M-11 0 H11 L0 24 Z" />
      </svg>
      {n === 0 && emptyText && <p className={classes.emptyText}>{emptyText}</p>}
    </div>
  );
}
