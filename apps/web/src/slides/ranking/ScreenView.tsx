import { VisuallyHidden } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import type { RankingSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { answerStyle } from '../common/palette';
import { ScreenFrame, ScreenQuestion } from '../common/ScreenParts';
import screen from '../common/Screen.module.css';
import type { ScreenViewProps } from '../types';
import classes from './Ranking.module.css';
import { maxScore, oneDecimal, rankingRows } from './rows';

/**
 * The room's ranking by Borda count (SPEC R14), a bar of points per item, best first. Not
 * scored, so it builds while people still rank (R7.4); rows glide to their new place as the
 * order changes, so the room can follow an item climbing.
 */
export function RankingScreenView({ slide, step, results, simulated }: ScreenViewProps<RankingSlide>) {
  const t = useT();
  const { total, rows } = rankingRows(slide, results);
  const max = Math.max(1, maxScore(slide, total));
  const many = slide.items.length > 5;
  const elements = useGlide();
  return (
    <ScreenFrame simulated={simulated && (step === 'results' || total > 0)}>
      <ScreenQuestion text={slide.question} />
      <div className={`${classes.stage} ${slide.image ? classes.withImage : ''}`}>
        <ol className={`${classes.bars} ${many ? classes.many : ''}`} aria-label={t('screen.ranking.list')}>
          {rows.map((row, position) => {
            const style = answerStyle(row.index);
            const label = slide.items[row.index]?.trim() || t('screen.ranking.item', { number: row.index + 1 });
            const detail =
              row.averagePosition !== null
                ? t('screen.ranking.detail', { average: oneDecimal(row.averagePosition), firsts: row.firsts })
                : null;
            return (
              <li key={row.index} ref={elements(row.index)} className={classes.row}>
                <span className={classes.place} aria-hidden={total === 0 || undefined}>
                  {total > 0 ? position + 1 : '–'}
                </span>
                <span className={classes.label}>
                  <Icon path={style.shape} size={many ? 24 : 30} color={style.bg} />
                  <span className={classes.name}>{label}</span>
                </span>
                <span className={classes.measure}>
                  <span className={classes.track} aria-hidden="true">
                    <span className={classes.fill} style={{ width: `${(row.score / max) * 100}%`, background: style.bg }} />
                  </span>
                  {detail && (many ? <VisuallyHidden>{detail}</VisuallyHidden> : <span className={classes.detail}>{detail}</span>)}
                </span>
                <span className={classes.value}>{t('screen.ranking.points', { points: row.score })}</span>
              </li>
            );
          })}
        </ol>
        {slide.image && <img className={classes.image} src={slide.image} alt="" />}
      </div>
      <p className={screen.hint} style={{ fontSize: 22 }}>
        {step === 'answering'
          ? t('screen.ranking.answering', { count: total })
          : `${t('screen.ranking.ranked', { count: total })} · ${t('screen.ranking.scoring', { max: slide.items.length - 1 })}`}
      </p>
    </ScreenFrame>
  );
}

/**
 * Rows that change place slide there (FLIP: measure, then animate from the old place), unless
 * the viewer asked for less motion. Returns a ref maker keyed by item.
 */
function useGlide() {
  const nodes = useRef(new Map<number, HTMLElement>());
  const tops = useRef(new Map<number, number>());
  useLayoutEffect(() => {
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    for (const [key, el] of nodes.current) {
      const top = el.offsetTop;
      const before = tops.current.get(key);
      tops.current.set(key, top);
      if (still || before === undefined || before === top || typeof el.animate !== 'function') continue;
      el.animate([{ transform: `translateY(${before - top}px)` }, { transform: 'translateY(0)' }], { duration: 450, easing: 'ease-out' });
    }
  });
  return (key: number) => (el: HTMLElement | null) => {
    if (el) nodes.current.set(key, el);
    else nodes.current.delete(key);
  };
}
