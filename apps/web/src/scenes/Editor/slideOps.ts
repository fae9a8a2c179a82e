import { newSlideId, type Slide } from '@mingle/shared';

/**
 * Slide-list edits as pure functions over the slides array. Each returns a new array (or the
 * same one when nothing changes) so the history can keep snapshots and React can compare.
 */

/** Moves the slide at `from` to `to`; out-of-range moves are ignored. */
export function moveSlide(slides: readonly Slide[], from: number, to: number): readonly Slide[] {
  if (from === to || from < 0 || to < 0 || from >= slides.length || to >= slides.length) return slides;
  const next = slides.slice();
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** "Move up" / "Move down" by one place, by id. */
export function moveSlideBy(slides: readonly Slide[], id: string, delta: -1 | 1): readonly Slide[] {
  const from = slides.findIndex((s) => s.id === id);
  return from < 0 ? slides : moveSlide(slides, from, from + delta);
}

/** Moves the dragged slide to where the slide it was dropped on was (dnd-kit's over id). */
export function moveSlideTo(slides: readonly Slide[], activeId: string, overId: string): readonly Slide[] {
  return moveSlide(
    slides,
    slides.findIndex((s) => s.id === activeId),
    slides.findIndex((s) => s.id === overId),
  );
}

/** Inserts after the slide with `afterId`, or at the end when there is none. */
export function insertSlide(slides: readonly Slide[], slide: Slide, afterId: string | null): readonly Slide[] {
  const at = afterId === null ? -1 : slides.findIndex((s) => s.id === afterId);
  if (at < 0) return [...slides, slide];
  return [...slides.slice(0, at + 1), slide, ...slides.slice(at + 1)];
}

/** A copy with a fresh id, placed right after the original. */
export function duplicateSlide(slides: readonly Slide[], id: string): { slides: readonly Slide[]; copy: Slide | null } {
  const original = slides.find((s) => s.id === id);
  if (!original) return { slides, copy: null };
  const copy = { ...structuredClone(original), id: newSlideId() };
  return { slides: insertSlide(slides, copy, id), copy };
}

export function removeSlide(slides: readonly Slide[], id: string): readonly Slide[] {
  const next = slides.filter((s) => s.id !== id);
  return next.length === slides.length ? slides : next;
}

export function replaceSlide(slides: readonly Slide[], slide: Slide): readonly Slide[] {
  const at = slides.findIndex((s) => s.id === slide.id);
  if (at < 0 || slides[at] === slide) return slides;
  const next = slides.slice();
  next[at] = slide;
  return next;
}

/**
 * Which slide to select after removing `id`: the one that took its place, else the one
 * before it, else none. Keeps the person where they were in a long deck.
 */
export function selectionAfterRemove(slides: readonly Slide[], id: string): string | null {
  const at = slides.findIndex((s) => s.id === id);
  if (at < 0) return slides[0]?.id ?? null;
  return slides[at + 1]?.id ?? slides[at - 1]?.id ?? null;
}
