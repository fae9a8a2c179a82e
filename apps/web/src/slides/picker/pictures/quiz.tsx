import { ANSWER_STYLES, TRUE_FALSE_STYLES } from '../../common/palette';
import { Digit, Frame, INK, Line, Question } from './parts';

const [red, blue, yellow, green] = ANSWER_STYLES.map((s) => s.bg);

/** Four coloured answers, each with its shape, under the question. */
export function QuizPicture() {
  const tiles = [
    { x: 20, y: 30, fill: red, shape: <path d="M31 36l6 10h-12z" /> },
    { x: 82, y: 30, fill: blue, shape: <path d="M93 35.5l5.5 5.5-5.5 5.5-5.5-5.5z" /> },
    { x: 20, y: 57, fill: yellow, shape: <circle cx="31" cy="68.5" r="5" /> },
    { x: 82, y: 57, fill: green, shape: <rect x="88.5" y="64" width="9" height="9" rx="1" /> },
  ];
  return (
    <Frame>
      <Question />
      {tiles.map((t) => (
        <g key={t.x * 100 + t.y}>
          <rect x={t.x} y={t.y} width="58" height="23" rx="4" fill={t.fill} />
          <g fill={t.fill === yellow ? INK.text : INK.card}>{t.shape}</g>
          <Line x={t.x + 22} y={t.y + 10} width={28} fill={t.fill === yellow ? 'rgba(31,20,0,0.45)' : INK.faint} />
        </g>
      ))}
    </Frame>
  );
}

/** True in blue with a tick, false in red with a cross. */
export function TrueFalsePicture() {
  const [yes, no] = TRUE_FALSE_STYLES.map((s) => s.bg);
  return (
    <Frame>
      <Question />
      <rect x="20" y="30" width="58" height="50" rx="5" fill={yes} />
      <rect x="82" y="30" width="58" height="50" rx="5" fill={no} />
      <g fill="none" stroke={INK.card} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M38 55l7 7 14-14" />
        <path d="M103 47l16 16M119 47l-16 16" />
      </g>
    </Frame>
  );
}

/** A text field being typed in, over a keyboard. */
export function TypeAnswerPicture() {
  const keys = (y: number, count: number, from: number) =>
    Array.from({ length: count }, (_, i) => (
      <rect key={`${y}-${i}`} x={from + i * 12} y={y} width="10" height="7" rx="1.5" fill={INK.soft} />
    ));
  return (
    <Frame>
      <Question />
      <rect x="30" y="31" width="100" height="18" rx="4" fill={INK.card} />
      <Line x={37} y={38} width={44} height={4} fill={INK.text} />
      <rect x="84" y="35" width="2" height="10" rx="1" fill={INK.violet} />
      {keys(55, 9, 27)}
      {keys(64, 8, 33)}
      <rect x="51" y="73" width="58" height="7" rx="1.5" fill={INK.soft} />
    </Frame>
  );
}

/** Three items numbered in order, each with a grip to drag it. */
export function OrderPicture() {
  const rows = [
    { y: 30, width: 54 },
    { y: 47, width: 70 },
    { y: 64, width: 42 },
  ];
  return (
    <Frame>
      <Question />
      {rows.map((r, i) => (
        <g key={r.y}>
          <rect x="20" y={r.y} width="120" height="14" rx="4" fill={INK.card} />
          <circle cx="30" cy={r.y + 7} r="5" fill={INK.gold} />
          <Digit x={30} y={r.y + 7.5} value={i + 1} size={7} />
          <Line x={42} y={r.y + 5.5} width={r.width} />
          <g fill="#a59fc0">
            <rect x="124" y={r.y + 4} width="9" height="1.5" rx="0.75" />
            <rect x="124" y={r.y + 6.5} width="9" height="1.5" rx="0.75" />
            <rect x="124" y={r.y + 9} width="9" height="1.5" rx="0.75" />
          </g>
        </g>
      ))}
    </Frame>
  );
}

/** A slider with a guess on it, its number in a bubble. */
export function NumberPicture() {
  return (
    <Frame>
      <Question />
      <rect x="24" y="34" width="32" height="15" rx="4" fill={INK.card} />
      <path d="M36 49h8l-4 5z" fill={INK.card} />
      <Digit x={40} y={42} value={42} />
      <rect x="24" y="62" width="112" height="4" rx="2" fill={INK.soft} />
      <rect x="24" y="62" width="16" height="4" rx="2" fill={INK.gold} />
      <circle cx="40" cy="64" r="6" fill={INK.card} stroke={INK.gold} strokeWidth="2" />
      {[24, 52, 80, 108, 136].map((x) => (
        <rect key={x} x={x - 0.75} y="73" width="1.5" height="5" rx="0.75" fill={INK.faint} />
      ))}
    </Frame>
  );
}
