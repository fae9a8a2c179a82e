import { mdiChevronDown, mdiChevronUp, mdiDragVertical } from '@mdi/js';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Icon } from '../../components/Icon';
import classes from './ReorderList.module.css';

/** The words a reorder list says, in the caller's language. */
export interface ReorderWords {
  /** The list's name: "Your ranking, first to last". */
  list: string;
  moveUp(item: string): string;
  moveDown(item: string): string;
  /** Announced after a move: "“Speed” moved to position 2 of 4". */
  moved(item: string, position: number, count: number): string;
  /** Said when a move button at an end is pressed; without them such a press says nothing. */
  alreadyFirst?(item: string): string;
  alreadyLast?(item: string): string;
  /** Read before a row's number ("Place 2"); without it the number is read alone. */
  place?(position: number): string;
}

interface ReorderListProps {
  /** Each item's label, by its index on the slide. */
  labels: readonly string[];
  /** The current order: item indices, first to last. */
  order: readonly number[];
  onChange(order: number[]): void;
  words: ReorderWords;
  /** A colour per item, drawn as a stripe beside its label (the label itself tells items apart). */
  colourOf?(item: number): string;
  disabled?: boolean;
  /** The id of instructions shown above the list. */
  describedBy?: string;
}

type Direction = 'up' | 'down';

interface Drag {
  item: number;
  pointerId: number;
  /** Where in the row the pointer took it, so the row does not jump under the finger. */
  grabOffset: number;
  clientY: number;
  /** The row's current translateY, px. */
  offset: number;
}

const moveTo = (order: readonly number[], from: number, to: number): number[] => {
  const next = [...order];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * A list a participant puts in order, on a phone: drag a row by its handle, or use its up and
 * down buttons (or the arrow keys on them). Focus stays on the button that moved its item,
 * wherever the item goes, and each move is announced. Plain elements and a CSS module, no
 * library: the phone app has a budget (ADR 24). One list for every type that orders items
 * (ranking, put in order); each brings its words.
 */
export function ReorderList({ labels, order, onChange, words, colourOf, disabled, describedBy }: ReorderListProps) {
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const rows = useRef(new Map<number, HTMLLIElement>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);
  const drag = useRef<Drag | null>(null);
  // Pointer handlers read the latest order between renders.
  const orderRef = useRef(order);
  orderRef.current = order;

  const count = order.length;
  const labelOf = (item: number) => labels[item] ?? '';

  const move = (item: number, direction: Direction) => {
    const from = order.indexOf(item);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= count) {
      const why = direction === 'up' ? words.alreadyFirst : words.alreadyLast;
      if (why) setAnnouncement(why(labelOf(item)));
      return;
    }
    // React may move this row's element, which blurs it: focus is put back after the render.
    pendingFocus.current = `${item}:${direction}`;
    onChange(moveTo(order, from, to));
    setAnnouncement(words.moved(labelOf(item), to + 1, count));
  };

  /** Follows the dragged row: swaps it past a neighbour's middle, and draws it under the pointer. */
  const follow = () => {
    const d = drag.current;
    const row = d && rows.current.get(d.item);
    if (!d || !row) return;
    const current = orderRef.current;
    const at = current.indexOf(d.item);
    const rect = row.getBoundingClientRect();
    const naturalTop = rect.top - d.offset;
    const top = d.clientY - d.grabOffset;
    const before = rows.current.get(current[at - 1]!)?.getBoundingClientRect();
    const after = rows.current.get(current[at + 1]!)?.getBoundingClientRect();
    if (before && top < before.top + before.height / 2) onChange(moveTo(current, at, at - 1));
    else if (after && top + rect.height > after.top + after.height / 2) onChange(moveTo(current, at, at + 1));
    d.offset = top - naturalTop;
    row.style.transform = `translateY(${d.offset}px)`;
  };

  useLayoutEffect(() => {
    // After a swap the row sits in a new slot: draw it under the pointer again (and swap on, if the pointer is further).
    if (drag.current) follow();
    const key = pendingFocus.current;
    pendingFocus.current = null;
    if (key) buttons.current.get(key)?.focus();
  });

  const onPointerDown = (item: number) => (e: PointerEvent<HTMLSpanElement>) => {
    if (disabled || drag.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const row = rows.current.get(item);
    if (!row) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { item, pointerId: e.pointerId, grabOffset: e.clientY - row.getBoundingClientRect().top, clientY: e.clientY, offset: 0 };
    setDragging(item);
  };
  const onPointerMove = (e: PointerEvent<HTMLSpanElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    d.clientY = e.clientY;
    follow();
  };
  const onPointerEnd = (e: PointerEvent<HTMLSpanElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    const row = rows.current.get(d.item);
    if (row) row.style.transform = '';
    setDragging(null);
    setAnnouncement(words.moved(labelOf(d.item), orderRef.current.indexOf(d.item) + 1, count));
  };

  const onKeyDown = (item: number, direction: Direction) => (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    const keyDirection: Direction = e.key === 'ArrowUp' ? 'up' : 'down';
    move(item, keyDirection);
    // Focus stays on the button it was on, which moved with its item.
    if (pendingFocus.current) pendingFocus.current = `${item}:${direction}`;
  };

  const button = (item: number, direction: Direction, position: number) => {
    const edge = direction === 'up' ? position === 0 : position === count - 1;
    const label = labelOf(item);
    return (
      <button
        type="button"
        className={classes.move}
        ref={(el) => {
          if (el) buttons.current.set(`${item}:${direction}`, el);
          else buttons.current.delete(`${item}:${direction}`);
        }}
        // aria-disabled rather than disabled: a button that moved its item to the end keeps focus.
        aria-disabled={edge || disabled ? true : undefined}
        disabled={disabled}
        aria-label={direction === 'up' ? words.moveUp(label) : words.moveDown(label)}
        onClick={() => move(item, direction)}
        onKeyDown={onKeyDown(item, direction)}
      >
        <Icon path={direction === 'up' ? mdiChevronUp : mdiChevronDown} size={30} />
      </button>
    );
  };

  return (
    <>
      <ol className={classes.list} aria-label={words.list} aria-describedby={describedBy}>
        {order.map((item, position) => (
          <li
            key={item}
            ref={(el) => {
              if (el) rows.current.set(item, el);
              else rows.current.delete(item);
            }}
            className={`${classes.row} ${dragging === item ? classes.dragging : ''}`}
            style={colourOf ? { borderLeftColor: colourOf(item) } : undefined}
          >
            {/* Dragging is for pointers; the buttons do the same for keyboards and screen readers. */}
            <span
              className={`${classes.handle} ${disabled ? classes.handleOff : ''}`}
              aria-hidden="true"
              data-grip=""
              onPointerDown={onPointerDown(item)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
            >
              <Icon path={mdiDragVertical} size={26} />
            </span>
            <span className={classes.position}>
              {words.place ? (
                <>
                  <span className={classes.srOnly}>{words.place(position + 1)}: </span>
                  <span aria-hidden="true">{position + 1}</span>
                </>
              ) : (
                position + 1
              )}
            </span>
            <span className={classes.label}>{labelOf(item)}</span>
            {button(item, 'up', position)}
            {button(item, 'down', position)}
          </li>
        ))}
      </ol>
      <p className={classes.srOnly} aria-live="polite" role="status">
        {announcement}
      </p>
    </>
  );
}
