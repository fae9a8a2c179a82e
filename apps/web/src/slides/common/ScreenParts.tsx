import { mdiCheckBold } from '@mdi/js';
import { VisuallyHidden } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { answerStyle, type AnswerStyle } from './palette';
import classes from './Screen.module.css';
import { SimulatedLabel } from './SimulatedLabel';

/** The big screen's background and margins, with the "Simulated answers" label when it applies. */
export function ScreenFrame({ children, simulated, simulatedText }: { children: ReactNode; simulated?: boolean; simulatedText?: string }) {
  return (
    <div className={classes.frame}>
      {simulated && (
        <div className={classes.corner}>
          <SimulatedLabel text={simulatedText} />
        </div>
      )}
      {children}
      <div className={classes.brand} aria-hidden="true">
        mingle
      </div>
    </div>
  );
}

/** The question in a white card; long questions get smaller type so they still fit. */
export function ScreenQuestion({ text, placeholder, hero }: { text: string; placeholder?: string; hero?: boolean }) {
  const t = useT();
  const long = text.length > 110;
  const className = [classes.question, hero && !long ? classes.questionHero : '', long ? classes.questionLong : ''].join(' ');
  return (
    <h2 className={className}>
      {text.trim() ? text : <span className={classes.placeholder}>{placeholder ?? t('screen.questionPlaceholder')}</span>}
    </h2>
  );
}

/** The slide's picture, or in its place what the room should do now. */
export function ScreenImage({ src, fallback }: { src?: string; fallback?: ReactNode }) {
  return <div className={classes.image}>{src ? <img src={src} alt="" /> : fallback}</div>;
}

export function ScreenStat({ value, label }: { value: ReactNode; label: string }) {
  return (
    <div className={classes.stat}>
      <span className={classes.statNumber}>{value}</span>
      <span className={classes.statLabel}>{label}</span>
    </div>
  );
}

export interface TileOption {
  text: string;
  image?: string;
}

interface ChoiceTilesProps {
  options: readonly TileOption[];
  styles?: readonly AnswerStyle[];
  /** Indices of correct options; given, the others dim and the correct ones get a mark. */
  correct?: readonly number[];
  compact?: boolean;
}

/**
 * Columns of picture tiles: one row up to four options, then rows of three. The pictures are
 * as tall as the rows leave room for, so a room can tell them apart from the back.
 */
function pictureLayout(count: number, compact: boolean): { columns: number; pictureHeight: number } {
  const oneRow = count <= 4;
  const columns = oneRow ? count : 3;
  if (oneRow) return { columns, pictureHeight: compact ? 96 : 170 };
  return { columns, pictureHeight: compact ? 56 : 92 };
}

/** Coloured, shape-marked answer tiles, like the buttons on the phones. */
export function ChoiceTiles({ options, styles, correct, compact }: ChoiceTilesProps) {
  const t = useT();
  const pictures = options.some((o) => o.image);
  const three = !pictures && options.length > 4 && options.length % 3 === 0;
  const layout = pictures ? pictureLayout(options.length, !!compact) : null;
  const listClass = [classes.tiles, three ? classes.tilesThree : '', layout ? classes.tilesPictures : ''].join(' ');
  const listStyle = layout
    ? ({ '--tile-columns': layout.columns, '--picture-height': `${layout.pictureHeight}px` } as CSSProperties)
    : undefined;
  return (
    <ul className={listClass} style={{ listStyle: 'none', margin: 0, padding: 0, ...listStyle }}>
      {options.map((o, i) => {
        const style = styles?.[i] ?? answerStyle(i);
        const isCorrect = correct?.includes(i) ?? false;
        const dim = correct !== undefined && !isCorrect;
        const iconOnly = three || (layout?.columns ?? 0) > 2;
        const label = (
          <>
            <Icon path={style.shape} size={compact || layout ? 36 : 44} color={style.ink} />
            <span className={classes.tileText}>{o.text.trim() || t('screen.option', { number: i + 1 })}</span>
            {isCorrect && (
              // Three or more to a row leaves no room for the word beside long answers: the tick alone, the word for screen readers.
              <span className={`${classes.tileMark} ${iconOnly ? classes.tileMarkIcon : ''}`}>
                <Icon path={mdiCheckBold} size={28} color="#1b7f0b" />
                {iconOnly ? <VisuallyHidden>{t('screen.correct')}</VisuallyHidden> : t('screen.correct')}
              </span>
            )}
          </>
        );
        return (
          <li
            key={i}
            className={`${classes.tile} ${compact || options.length > 4 || layout ? classes.tileCompact : ''} ${dim ? classes.tileDim : ''} ${layout ? classes.tilePicture : ''}`}
            style={{ background: style.bg, color: style.ink }}
          >
            {layout ? (
              <>
                {o.image ? (
                  <img className={classes.tilePictureImage} src={o.image} alt="" />
                ) : (
                  <span className={classes.tilePictureImage} />
                )}
                <span className={classes.tilePictureLabel}>{label}</span>
              </>
            ) : (
              label
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Kahoot-style columns of how many chose each option, above the tiles at the reveal. */
export function ChoiceColumns({
  counts,
  correct,
  styles,
}: {
  counts: readonly number[];
  correct?: readonly number[];
  styles?: readonly AnswerStyle[];
}) {
  const t = useT();
  const max = Math.max(1, ...counts);
  return (
    <div className={classes.columns}>
      {counts.map((count, i) => {
        const style = styles?.[i] ?? answerStyle(i);
        const isCorrect = correct?.includes(i) ?? false;
        return (
          <div
            key={i}
            className={classes.column}
            aria-label={t(isCorrect ? 'screen.columnCorrect' : 'screen.column', { number: i + 1, count })}
          >
            {/* Heights by flex ratio (spacer : bar = max − count : count): exact at any canvas size, no measuring. */}
            <div style={{ flex: `${max - count} 1 0` }} />
            <span className={classes.columnCount}>
              {isCorrect && <Icon path={mdiCheckBold} size={30} color="#7dff6b" />}
              {count}
            </span>
            <div
              className={classes.columnBar}
              style={{ flex: `${count} 1 0`, background: style.bg, opacity: correct && !isCorrect ? 0.45 : 1 }}
            >
              <Icon path={style.shape} size={30} color={style.ink} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
