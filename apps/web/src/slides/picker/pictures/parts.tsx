import type { ReactNode } from 'react';
import classes from './pictures.module.css';

/*
 * The pictures of the "add slide" picker: each a big screen in miniature (16:9, the screen's
 * violet behind, drawn by pictures.module.css), showing what that slide looks like. One
 * viewBox unit is one CSS pixel at the desktop size, so the lines land on whole pixels.
 * Decorative: the card's label and description carry the meaning.
 */
export const WIDTH = 160;
export const HEIGHT = 90;

/** Colours drawn on the violet, beside the answer colours of palette.ts. */
export const INK = {
  card: '#ffffff',
  line: '#cfc8e8',
  text: '#17122e',
  violet: '#6c47e0',
  lilac: '#dccaff',
  gold: '#ffc94d',
  sky: '#7fd3ff',
  mint: '#9cf08a',
  pink: '#ffb8ca',
  peach: '#ffc68a',
  green: '#26890c',
  red: '#e21b3c',
  soft: 'rgba(255, 255, 255, 0.32)',
  faint: 'rgba(255, 255, 255, 0.6)',
} as const;

export function Frame({ children }: { children: ReactNode }) {
  return (
    <svg className={classes.picture} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The white question card at the top of a question slide. */
export function Question() {
  return (
    <>
      <rect x="20" y="9" width="120" height="15" rx="4" fill={INK.card} />
      <rect x="50" y="15" width="60" height="3" rx="1.5" fill={INK.line} />
    </>
  );
}

/** A line of text, drawn as a rounded bar. */
export function Line({
  x,
  y,
  width,
  fill = INK.line,
  height = 3,
}: {
  x: number;
  y: number;
  width: number;
  fill?: string;
  height?: number;
}) {
  return <rect x={x} y={y} width={width} height={height} rx={height / 2} fill={fill} />;
}

/** A small number in a badge (order, ranking, leaderboard). */
export function Digit({ x, y, value, fill = INK.text, size = 8 }: { x: number; y: number; value: number; fill?: string; size?: number }) {
  return (
    <text x={x} y={y} fill={fill} fontSize={size} fontWeight={800} textAnchor="middle" dominantBaseline="central">
      {value}
    </text>
  );
}
