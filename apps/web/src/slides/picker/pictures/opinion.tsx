import { ANSWER_STYLES, CARD_COLOURS, PODIUM_COLOURS } from '../../common/palette';
import { Digit, Frame, INK, Line, Question } from './parts';

/** Bars of the room's answers rising live. */
export function PollPicture() {
  const bars = [22, 42, 14, 31];
  return (
    <Frame>
      <Question />
      {bars.map((h, i) => (
        <rect key={i} x={32 + i * 26} y={80 - h} width="18" height={h} rx="3" fill={ANSWER_STYLES[i]!.bg} />
      ))}
      <rect x="24" y="80" width="112" height="2" rx="1" fill={INK.faint} />
    </Frame>
  );
}

/** Words of every size and colour, the biggest in the middle. */
export function WordCloudPicture() {
  const words = [
    { x: 50, y: 47, w: 60, h: 14, fill: INK.card },
    { x: 30, y: 33, w: 30, h: 8, fill: INK.gold },
    { x: 66, y: 34, w: 20, h: 6, fill: INK.mint },
    { x: 92, y: 32, w: 36, h: 9, fill: INK.sky },
    { x: 22, y: 51, w: 22, h: 7, fill: INK.pink },
    { x: 116, y: 50, w: 24, h: 8, fill: INK.lilac },
    { x: 36, y: 68, w: 34, h: 10, fill: INK.peach },
    { x: 76, y: 67, w: 22, h: 6, fill: INK.gold },
    { x: 104, y: 66, w: 30, h: 9, fill: INK.mint },
  ];
  return (
    <Frame>
      <Question />
      {words.map((w) => (
        <rect key={`${w.x}-${w.y}`} x={w.x} y={w.y} width={w.w} height={w.h} rx={w.h / 2} fill={w.fill} />
      ))}
    </Frame>
  );
}

/** A wall of answers on coloured cards. */
export function OpenTextPicture() {
  return (
    <Frame>
      {CARD_COLOURS.map((fill, i) => {
        const x = 14 + (i % 3) * 46;
        const y = 10 + Math.floor(i / 3) * 36;
        return (
          <g key={fill}>
            <rect x={x} y={y} width="40" height="32" rx="4" fill={fill} />
            <Line x={x + 6} y={y + 8} width={28} fill="rgba(23,18,46,0.45)" />
            <Line x={x + 6} y={y + 14} width={22 - (i % 2) * 8} fill="rgba(23,18,46,0.45)" />
            <Line x={x + 6} y={y + 20} width={14 + (i % 3) * 4} fill="rgba(23,18,46,0.45)" />
          </g>
        );
      })}
    </Frame>
  );
}

/** Statements rated on a scale, the room's average marked on each. */
export function ScalePicture() {
  const rows = [
    { y: 36, pick: 3 },
    { y: 54, pick: 1 },
    { y: 72, pick: 4 },
  ];
  return (
    <Frame>
      <Question />
      {rows.map((r) => (
        <g key={r.y}>
          <Line x={20} y={r.y - 2} width={36} height={4} fill={INK.faint} />
          <rect x="70" y={r.y - 0.75} width="64" height="1.5" fill={INK.soft} />
          {[0, 1, 2, 3, 4].map((i) =>
            i === r.pick ? (
              <circle key={i} cx={70 + i * 16} cy={r.y} r="5" fill={INK.gold} />
            ) : (
              <circle key={i} cx={70 + i * 16} cy={r.y} r="3" fill={INK.lilac} />
            ),
          )}
        </g>
      ))}
    </Frame>
  );
}

/** The room's ranking: first to third, each bar as long as its support. */
export function RankingPicture() {
  const rows = [
    { y: 30, width: 90 },
    { y: 47, width: 64 },
    { y: 64, width: 40 },
  ];
  return (
    <Frame>
      <Question />
      {rows.map((r, i) => (
        <g key={r.y}>
          <circle cx="27" cy={r.y + 7} r="7" fill={PODIUM_COLOURS[i]} />
          <Digit x={27} y={r.y + 7.5} value={i + 1} />
          <rect x="40" y={r.y + 1} width={r.width} height="12" rx="3" fill={INK.card} />
          <Line x={46} y={r.y + 5.5} width={Math.min(36, r.width - 14)} />
        </g>
      ))}
    </Frame>
  );
}

/** Questions from the room, the most upvoted on top. */
export function QnaPicture() {
  const rows = [
    { y: 9, width: 70, votes: 12 },
    { y: 35, width: 56, votes: 7 },
    { y: 61, width: 64, votes: 3 },
  ];
  return (
    <Frame>
      {rows.map((r, i) => (
        <g key={r.y}>
          <rect x="16" y={r.y} width="128" height="21" rx="4" fill={INK.card} />
          <Line x={24} y={r.y + 6} width={r.width} />
          <Line x={24} y={r.y + 12} width={r.width - 22} />
          <rect x="112" y={r.y + 4} width="26" height="13" rx="6.5" fill={i === 0 ? INK.gold : '#ece3ff'} />
          <path d={`M118 ${r.y + 12.5}l3.5-5 3.5 5z`} fill={INK.text} />
          <Digit x={131} y={r.y + 10.5} value={r.votes} size={7} />
        </g>
      ))}
    </Frame>
  );
}
