import { PODIUM_COLOURS, PODIUM_INK } from '../../common/palette';
import { Digit, Frame, INK, Line } from './parts';

/** A title, a few lines of text and a picture. */
export function ContentPicture() {
  return (
    <Frame>
      <Line x={20} y={22} width={62} height={9} fill={INK.card} />
      <Line x={20} y={40} width={64} fill={INK.faint} />
      <Line x={20} y={48} width={56} fill={INK.faint} />
      <Line x={20} y={56} width={66} fill={INK.faint} />
      <Line x={20} y={64} width={40} fill={INK.faint} />
      <rect x="96" y="20" width="46" height="50" rx="4" fill={INK.sky} />
      <circle cx="128" cy="33" r="5" fill={INK.gold} />
      <path d="M96 70v-8l14-16 12 13 6-6 14 14v3z" fill={INK.mint} />
    </Frame>
  );
}

/** The podium: first in the middle, second and third beside it. */
export function LeaderboardPicture() {
  const steps = [
    { x: 38, top: 48, rank: 2, fill: PODIUM_COLOURS[1] },
    { x: 66, top: 36, rank: 1, fill: PODIUM_COLOURS[0] },
    { x: 94, top: 58, rank: 3, fill: PODIUM_COLOURS[2] },
  ];
  return (
    <Frame>
      {steps.map((s) => (
        <g key={s.rank}>
          <circle cx={s.x + 14} cy={s.top - 11} r="7" fill={INK.lilac} />
          <rect x={s.x} y={s.top} width="28" height={82 - s.top} rx="3" fill={s.fill} />
          <Digit x={s.x + 14} y={s.top + 9} value={s.rank} fill={PODIUM_INK} size={10} />
        </g>
      ))}
      <path d="M73 7l3 4 4-6 4 6 3-4-1.5 8h-11z" fill={INK.gold} />
      <rect x="30" y="82" width="100" height="2" rx="1" fill={INK.faint} />
    </Frame>
  );
}
