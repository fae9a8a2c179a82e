import { ANSWER_STYLES } from '../../common/palette';
import { Frame, INK, Line } from './parts';

/** Two halves, one choice each, and a spark of "versus" between them. */
export function WouldYouRatherPicture() {
  return (
    <Frame>
      <rect x="12" y="12" width="66" height="66" rx="6" fill={ANSWER_STYLES[0]!.bg} />
      <rect x="82" y="12" width="66" height="66" rx="6" fill={ANSWER_STYLES[1]!.bg} />
      <Line x={24} y={41} width={36} height={4} fill={INK.faint} />
      <Line x={28} y={49} width={24} height={4} fill={INK.faint} />
      <Line x={100} y={41} width={36} height={4} fill={INK.faint} />
      <Line x={104} y={49} width={24} height={4} fill={INK.faint} />
      <circle cx="80" cy="45" r="12" fill={INK.card} />
      <path d="M82.5 36l-7.5 10.5h5.5l-3 8.5 8-11h-5.5z" fill={INK.violet} />
    </Frame>
  );
}

/** Three statements: two true, one crossed out as the lie. */
export function TwoTruthsPicture() {
  const cards = [14, 62, 110];
  return (
    <Frame>
      {cards.map((x, i) => {
        const lie = i === 1;
        return (
          <g key={x}>
            <rect x={x} y="12" width="36" height="50" rx="4" fill={INK.card} opacity={lie ? 0.75 : 1} />
            <Line x={x + 6} y={22} width={24} />
            <Line x={x + 6} y={29} width={18} />
            <Line x={x + 6} y={36} width={22} />
            <circle cx={x + 18} cy="73" r="7" fill={lie ? INK.red : INK.green} />
            <path
              d={lie ? `M${x + 15} 70l6 6M${x + 21} 70l-6 6` : `M${x + 14.5} 73l2.5 2.5 5-5`}
              fill="none"
              stroke={INK.card}
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            {lie && <path d={`M${x - 2} 58L${x + 38} 16`} stroke={INK.red} strokeWidth="4" strokeLinecap="round" />}
          </g>
        );
      })}
    </Frame>
  );
}

/** A quote in a speech bubble, a question mark for its author, and the players who might have said it. */
export function WhoSaidPicture() {
  const people = [
    { cx: 58, fill: INK.sky },
    { cx: 80, fill: INK.gold },
    { cx: 102, fill: INK.pink },
  ];
  return (
    <Frame>
      <path d="M38 8h84a8 8 0 0 1 8 8v26a8 8 0 0 1-8 8H72l-10 9v-9H38a8 8 0 0 1-8-8V16a8 8 0 0 1 8-8z" fill={INK.card} />
      <path
        d="M73 23.5a7 7 0 1 1 10 6.3c-2 1-3 2.3-3 4.2v1.5"
        fill="none"
        stroke={INK.violet}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="80" cy="42" r="2.4" fill={INK.violet} />
      {people.map((p) => (
        <g key={p.cx}>
          <circle cx={p.cx} cy="72" r="9" fill={p.fill} />
          <circle cx={p.cx} cy="69.5" r="3.2" fill="rgba(35,16,87,0.55)" />
          <path d={`M${p.cx - 5.5} 78.5a5.5 5 0 0 1 11 0z`} fill="rgba(35,16,87,0.55)" />
        </g>
      ))}
    </Frame>
  );
}

const WHEEL = [
  'M80 50L89.06 16.19A35 35 0 0 1 113.81 40.94Z',
  'M80 50L113.81 40.94A35 35 0 0 1 104.75 74.75Z',
  'M80 50L104.75 74.75A35 35 0 0 1 70.94 83.81Z',
  'M80 50L70.94 83.81A35 35 0 0 1 46.19 59.06Z',
  'M80 50L46.19 59.06A35 35 0 0 1 55.25 25.25Z',
  'M80 50L55.25 25.25A35 35 0 0 1 89.06 16.19Z',
];

/** A wheel of six colours under its pointer. */
export function SpinnerPicture() {
  return (
    <Frame>
      {WHEEL.map((d, i) => (
        <path key={d} d={d} fill={ANSWER_STYLES[i]!.bg} />
      ))}
      <circle cx="80" cy="50" r="35" fill="none" stroke={INK.card} strokeWidth="2" />
      <circle cx="80" cy="50" r="6" fill={INK.card} />
      <path d="M73 5h14l-7 12z" fill={INK.gold} stroke="#231057" strokeWidth="1.5" strokeLinejoin="round" />
    </Frame>
  );
}
