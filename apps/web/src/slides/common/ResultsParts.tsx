import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { mdiCheckBold, mdiThumbUp } from '@mdi/js';
import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import type { MessageId } from '../../i18n';
import { answerStyle, CARD_COLOURS, CLOUD_COLOURS, type AnswerStyle } from './palette';
import classes from './Results.module.css';
import { SimulatedLabel } from './SimulatedLabel';

/** "24 answers" and, for a preview, the label that says none of them are real. */
export function ResultsShell({
  total,
  simulated,
  children,
  unit = 'screen.answers',
}: {
  total: number;
  simulated?: boolean;
  children: ReactNode;
  /** A message with a `count` plural: "# answers", "# votes". */
  unit?: MessageId;
}) {
  const t = useT();
  return (
    <div>
      <div className={classes.header}>
        <Text fw={700}>{t(unit, { count: total })}</Text>
        {simulated && <SimulatedLabel />}
      </div>
      {children}
    </div>
  );
}

interface ResultBarsProps {
  labels: readonly string[];
  counts: readonly number[];
  /** How many people answered; percentages are of people, so multi-select can pass 100 % in sum. */
  total: number;
  correct?: readonly number[];
  styles?: readonly AnswerStyle[];
}

/** A horizontal bar per option: its share of the answers, with the correct ones marked. */
export function ResultBars({ labels, counts, total, correct, styles }: ResultBarsProps) {
  const t = useT();
  return (
    <ul className={classes.bars}>
      {labels.map((label, i) => {
        const count = counts[i] ?? 0;
        const pct = total > 0 ? Math.round((count / total) * 100) : 0;
        const style = styles?.[i] ?? answerStyle(i);
        const isCorrect = correct?.includes(i) ?? false;
        return (
          <li key={i} className={classes.barRow}>
            <span className={classes.barLabel}>
              <Icon path={style.shape} size={18} color={style.bg} />
              {label || t('screen.option', { number: i + 1 })}
              {isCorrect && (
                <Badge color="teal.9" size="sm" leftSection={<Icon path={mdiCheckBold} size={12} />}>
                  {t('screen.correct')}
                </Badge>
              )}
            </span>
            <span className={classes.barValue}>
              {count} · {pct}%
            </span>
            <div className={classes.barTrack} role="presentation">
              <div className={classes.barFill} style={{ width: `${pct}%`, background: style.bg }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Words sized by how many people sent them. The biggest go in the middle, the rest
 * alternate to either side, so the cloud reads as a cloud and not as a sorted list.
 */
export function WordCloudList({
  words,
  minSize,
  maxSize,
  colours = CLOUD_COLOURS,
  style,
}: {
  words: readonly { text: string; count: number }[];
  minSize: number;
  maxSize: number;
  colours?: readonly string[];
  style?: CSSProperties;
}) {
  const t = useT();
  const max = Math.max(1, ...words.map((w) => w.count));
  const min = Math.min(max, ...words.map((w) => w.count));
  const arranged: { text: string; count: number; rank: number }[] = [];
  words.forEach((w, rank) => (rank % 2 === 0 ? arranged.push({ ...w, rank }) : arranged.unshift({ ...w, rank })));
  return (
    <ul className={classes.cloud} style={style}>
      {arranged.map((w) => {
        const weight = max === min ? 1 : (w.count - min) / (max - min);
        return (
          <li
            key={w.text}
            style={{ fontSize: Math.round(minSize + weight * (maxSize - minSize)), color: colours[w.rank % colours.length] }}
            title={t('screen.people', { count: w.count })}
          >
            {w.text}
            <VisuallyHidden>, {t('screen.people', { count: w.count })}</VisuallyHidden>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The same answer sent by several people is one card with "×3", so a wall of a big room
 * shows its variety instead of the same line again and again.
 */
export function mergeSame(items: readonly WallItem[]): MergedItem[] {
  const byText = new Map<string, MergedItem>();
  for (const item of items) {
    const key = item.text.trim().toLowerCase().replace(/\s+/g, ' ');
    const seen = byText.get(key);
    // Items merged before (the screen slices the wall first) keep their count.
    const times = item.times ?? 1;
    if (seen) {
      seen.times += times;
      seen.upvotes += item.upvotes;
    } else byText.set(key, { ...item, times });
  }
  // A stable sort: equal cards keep the order they came in (newest first, from the server).
  return [...byText.values()].sort((a, b) => b.upvotes - a.upvotes || b.times - a.times);
}

interface WallItem {
  id?: string;
  text: string;
  upvotes: number;
  times?: number;
}
type MergedItem = WallItem & { times: number };

/** Free-text answers as sticky notes, most upvoted (then most repeated) first. */
export function CardWall({
  items,
  upvotes,
  label,
  style,
  cardStyle,
  metaSize = 13,
}: {
  items: readonly WallItem[];
  upvotes?: boolean;
  label?: string;
  style?: CSSProperties;
  cardStyle?: CSSProperties;
  metaSize?: number;
}) {
  const t = useT();
  return (
    <ul className={classes.wall} style={style} aria-label={label}>
      {mergeSame(items).map((item, i) => (
        <li
          key={item.id ?? `${i}:${item.text}`}
          className={classes.card}
          style={{ background: CARD_COLOURS[i % CARD_COLOURS.length], ...cardStyle }}
        >
          {item.text}
          {(upvotes || item.times > 1) && (
            <Group gap={10} className={classes.cardMeta} style={{ fontSize: metaSize }}>
              {item.times > 1 && <span aria-label={t('screen.wall.sentBy', { count: item.times })}>×{item.times}</span>}
              {upvotes && (
                <span aria-label={t('screen.wall.upvotes', { count: item.upvotes })}>
                  <Icon path={mdiThumbUp} size={Math.round(metaSize * 1.1)} /> {item.upvotes}
                </span>
              )}
            </Group>
          )}
        </li>
      ))}
    </ul>
  );
}
