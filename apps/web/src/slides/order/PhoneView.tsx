import {
  mdiCheckBold,
  mdiCheckCircleOutline,
  mdiChevronDown,
  mdiChevronUp,
  mdiCloseThick,
  mdiDragVertical,
  mdiTimerSandEmpty,
} from '@mdi/js';
import { orderAsShown, type OrderAnswer, type OrderSlide } from '@mingle/shared';
import { useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { Button } from '../../phone/ui/ui';
import { PersonalResultView, PhoneQuestion, PhoneRank, PhoneScreen, PhoneStatus, PhoneText } from '../common/PhoneParts';
import type { PhoneViewProps } from '../types';
import classes from './Order.module.css';

/**
 * Put in order on a phone (SPEC R11). `slide` is the full slide in the editor's preview and
 * the public content live; `orderAsShown` reads both, so both show the same order. The answer
 * is the shown indices in the participant's order.
 */
export function OrderPhoneView({ slide, step, answer, onAnswer, personalResult, lastSlide }: PhoneViewProps<OrderSlide, OrderAnswer>) {
  const t = useT();
  const { items, solution } = orderAsShown(slide);
  const name = (i: number) => items[i]?.trim() || t('phone.slide.option', { n: i + 1 });

  if (step === 'question') {
    return (
      <PhoneScreen>
        <PhoneQuestion text={slide.question} />
        <PhoneStatus icon={mdiTimerSandEmpty} title={t('phone.choice.getReady')}>
          <PhoneText>{t('phone.order.whenHostOpens')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }
  if (step === 'leaderboard') {
    return (
      <PhoneScreen>
        <PhoneRank result={personalResult} lastSlide={lastSlide} />
      </PhoneScreen>
    );
  }
  if (step === 'reveal') {
    return (
      <PhoneScreen>
        {/* A compact card, so the correct order below it fits on the screen. */}
        <div className={solution ? classes.compactResult : classes.fullResult}>
          <PersonalResultView result={personalResult} answered={!!answer} />
        </div>
        {solution && <CorrectOrder solution={solution} name={name} answer={answer?.order} />}
      </PhoneScreen>
    );
  }
  if (answer) {
    return (
      <PhoneScreen>
        <PhoneQuestion text={slide.question} />
        <PhoneStatus icon={mdiCheckCircleOutline} title={t('phone.choice.sent')}>
          <PhoneText>{t('phone.order.yourOrder')}</PhoneText>
          <ol className={classes.sentList}>
            {answer.order.map((i, place) => (
              <li key={place}>{name(i)}</li>
            ))}
          </ol>
          <PhoneText>{t('phone.choice.waitingOthers')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }
  // A new set of items (the editor's preview being edited) starts again from the shown order.
  return <Reorder key={items.join('\u0000')} question={slide.question} count={items.length} name={name} onSend={onAnswer} />;
}

/** After the reveal: the correct order, each place marked by whether this phone had it there. */
function CorrectOrder({ solution, name, answer }: { solution: readonly number[]; name(i: number): string; answer?: readonly number[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={classes.correct} aria-labelledby={titleId}>
      <h3 id={titleId} className={classes.correctTitle}>
        {t('phone.order.correctOrder')}
      </h3>
      <ol className={classes.list}>
        {solution.map((shownIndex, place) => {
          const mine = answer ? answer.indexOf(shownIndex) : -1;
          const right = mine === place;
          return (
            <li key={place} className={`${classes.row} ${classes.rowStatic}`}>
              <span className={classes.place} aria-hidden="true">
                {place + 1}
              </span>
              <span className={classes.text}>
                {name(shownIndex)}
                {answer && !right && mine >= 0 && <span className={classes.yours}>{t('phone.order.wrongPlace', { place: mine + 1 })}</span>}
              </span>
              {answer && (
                <span className={right ? classes.markRight : classes.markWrong}>
                  <Icon path={right ? mdiCheckBold : mdiCloseThick} size={22} />
                  {right && <span className={classes.visuallyHidden}>{t('phone.order.rightPlace')}</span>}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

interface ReorderProps {
  question: string;
  count: number;
  name(i: number): string;
  /** Absent: read-only (a preview, or answering not open). */
  onSend?(answer: OrderAnswer): void;
}

interface Drag {
  item: number;
  pointerId: number;
  /** Where the pointer would be if the row sat at its place in the list. */
  originY: number;
  /** The list's gap between rows, px. */
  gap: number;
  moved: boolean;
}

/**
 * The list a participant puts in order: drag a row by its grip (pointer events, so touch, pen
 * and mouse alike), or move it with its arrow buttons. The buttons keep focus on the moved
 * item and every move is said in a live region, so the list works without sight or a pointer.
 */
function Reorder({ question, count, name, onSend }: ReorderProps) {
  const t = useT();
  const [order, setOrder] = useState(() => Array.from({ length: count }, (_, i) => i));
  const [said, setSaid] = useState('');
  const [dragging, setDragging] = useState<{ item: number; dy: number } | null>(null);
  const orderRef = useRef(order);
  orderRef.current = order;
  const rows = useRef(new Map<number, HTMLLIElement>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  const drag = useRef<Drag | null>(null);
  const readOnly = !onSend;
  const hintId = useId();

  const announce = (item: number, next: readonly number[]) =>
    setSaid(t('phone.order.moved', { item: name(item), place: next.indexOf(item) + 1, count: next.length }));
  // The window's listeners are bound once; they announce with this render's words.
  const announceRef = useRef(announce);
  announceRef.current = announce;

  const moveBy = (item: number, delta: -1 | 1, direction: 'up' | 'down') => {
    if (readOnly) return;
    const current = orderRef.current;
    const from = current.indexOf(item);
    const to = from + delta;
    if (to < 0 || to >= current.length) return;
    const next = [...current];
    [next[from], next[to]] = [next[to]!, next[from]!];
    setOrder(next);
    announce(item, next);
    // The row moves in the DOM; the focus goes with it, to the same button.
    refocus.current = `${item}:${direction}`;
  };

  useLayoutEffect(() => {
    if (!refocus.current) return;
    buttons.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [order]);

  // Dragging: the window follows the pointer, so a row that moves in the DOM keeps being dragged.
  useEffect(() => {
    const onMove = (e: PointerEvent) => {
      const d = drag.current;
      if (!d || e.pointerId !== d.pointerId) return;
      e.preventDefault();
      let current = orderRef.current;
      let dy = e.clientY - d.originY;
      // Past half of a neighbour (with the gap), the row takes its place and the origin moves by
      // the neighbour's height and the gap. Heights, not positions: the DOM has not moved yet.
      for (;;) {
        const at = current.indexOf(d.item);
        const below = rows.current.get(current[at + 1] ?? -1);
        const above = rows.current.get(current[at - 1] ?? -1);
        if (below && dy > (below.offsetHeight + d.gap) / 2) {
          current = swap(current, at, at + 1);
          d.originY += below.offsetHeight + d.gap;
        } else if (above && dy < -(above.offsetHeight + d.gap) / 2) {
          current = swap(current, at, at - 1);
          d.originY -= above.offsetHeight + d.gap;
        } else break;
        d.moved = true;
        dy = e.clientY - d.originY;
      }
      if (current !== orderRef.current) {
        orderRef.current = current;
        setOrder(current);
      }
      setDragging({ item: d.item, dy });
    };
    const onEnd = (e: PointerEvent) => {
      const d = drag.current;
      if (!d || e.pointerId !== d.pointerId) return;
      drag.current = null;
      setDragging(null);
      if (d.moved) announceRef.current(d.item, orderRef.current);
    };
    window.addEventListener('pointermove', onMove, { passive: false });
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
    };
  }, []);

  const startDrag = (item: number, e: ReactPointerEvent<HTMLElement>) => {
    if (readOnly || drag.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.preventDefault();
    const list = rows.current.get(item)?.parentElement;
    const gap = list ? parseFloat(getComputedStyle(list).rowGap) || 0 : 0;
    drag.current = { item, pointerId: e.pointerId, originY: e.clientY, gap, moved: false };
    setDragging({ item, dy: 0 });
  };

  return (
    <PhoneScreen>
      <PhoneQuestion text={question} />
      <p className={classes.hint} id={hintId}>
        {t('phone.order.instructions')}
      </p>
      <ol className={classes.list} aria-label={t('phone.order.list')} aria-describedby={hintId}>
        {order.map((item, place) => {
          const text = name(item);
          const lifted = dragging?.item === item;
          return (
            <li
              key={item}
              ref={(el) => {
                if (el) rows.current.set(item, el);
                else rows.current.delete(item);
              }}
              className={`${classes.row} ${lifted ? classes.lifted : ''}`}
              style={lifted ? { transform: `translateY(${dragging.dy}px)` } : undefined}
            >
              <span
                className={`${classes.grip} ${readOnly ? classes.gripOff : ''}`}
                aria-hidden="true"
                data-grip={item}
                onPointerDown={(e) => startDrag(item, e)}
              >
                <Icon path={mdiDragVertical} size={26} />
              </span>
              <span className={classes.place}>
                <span className={classes.visuallyHidden}>{t('phone.order.place', { place: place + 1 })}: </span>
                <span aria-hidden="true">{place + 1}</span>
              </span>
              <span className={classes.text} onPointerDown={(e) => e.pointerType === 'mouse' && startDrag(item, e)}>
                {text}
              </span>
              {(['up', 'down'] as const).map((direction) => {
                const edge = direction === 'up' ? place === 0 : place === order.length - 1;
                const off = readOnly || edge;
                return (
                  <button
                    key={direction}
                    type="button"
                    ref={(el) => {
                      const key = `${item}:${direction}`;
                      if (el) buttons.current.set(key, el);
                      else buttons.current.delete(key);
                    }}
                    className={classes.move}
                    // Still focusable at the ends, so the focus stays on the item moved there.
                    aria-disabled={off || undefined}
                    aria-label={t(direction === 'up' ? 'phone.order.moveUp' : 'phone.order.moveDown', { item: text })}
                    onClick={() => !off && moveBy(item, direction === 'up' ? -1 : 1, direction)}
                  >
                    <Icon path={direction === 'up' ? mdiChevronUp : mdiChevronDown} size={28} />
                  </button>
                );
              })}
            </li>
          );
        })}
      </ol>
      <div className={classes.visuallyHidden} aria-live="polite" aria-atomic="true">
        {said}
      </div>
      {onSend && (
        <Button size="xl" full onClick={() => onSend({ order: [...order] })}>
          {t('phone.order.send')}
        </Button>
      )}
    </PhoneScreen>
  );
}

function swap(order: readonly number[], a: number, b: number): number[] {
  const next = [...order];
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
}
