import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, createHistory, GROUP_WINDOW_MS, HISTORY_LIMIT, pushHistory, redo, resetHistory, undo } from './history';

describe('editor history', () => {
  it('undoes and redoes edits in order', () => {
    let h = createHistory('a');
    h = pushHistory(h, 'b', { now: 0 });
    h = pushHistory(h, 'c', { now: 5000 });
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    h = redo(h);
    expect(h.present).toBe('c');
    expect(redo(h)).toBe(h);
  });

  it('drops the redo steps when a new edit is made after undoing', () => {
    let h = createHistory(1);
    h = pushHistory(h, 2, { now: 0 });
    h = pushHistory(h, 3, { now: 5000 });
    h = undo(h);
    h = pushHistory(h, 4, { now: 10_000 });
    expect(h.present).toBe(4);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe(2);
  });

  it('merges quick edits of the same field into one step, but not edits of different fields', () => {
    let h = createHistory('');
    h = pushHistory(h, 'H', { group: 'slide:1', now: 0 });
    h = pushHistory(h, 'Hi', { group: 'slide:1', now: 300 });
    h = pushHistory(h, 'Hi!', { group: 'slide:1', now: 600 });
    expect(h.past).toEqual(['']);
    h = pushHistory(h, 'Hi!?', { group: 'slide:2', now: 700 });
    expect(h.past).toEqual(['', 'Hi!']);
    // A pause longer than the window starts a new step even in the same field.
    h = pushHistory(h, 'Hi!?.', { group: 'slide:2', now: 700 + GROUP_WINDOW_MS });
    expect(h.past).toEqual(['', 'Hi!', 'Hi!?']);
  });

  it('closes a step after GROUP_SPAN_MS of steady typing, so undo takes back a few words, not the whole question', () => {
    let h = createHistory('');
    const question = 'Which planet is the largest in our solar system?';
    // A quick typist: a letter every 150 ms, never a pause, for over 7 s.
    for (let i = 1; i <= question.length; i++) h = pushHistory(h, question.slice(0, i), { group: 'slide:1', now: i * 150 });
    expect(h.past.length).toBeGreaterThanOrEqual(3);
    // The first undo keeps most of the question.
    expect(undo(h).present.length).toBeGreaterThan(question.length / 2);
    expect(undo(h).present.length).toBeLessThan(question.length);
  });

  it('never merges an edit into a step that was undone', () => {
    let h = createHistory('a');
    h = pushHistory(h, 'ab', { group: 'g', now: 0 });
    h = undo(h);
    h = pushHistory(h, 'ac', { group: 'g', now: 10 });
    expect(h.past).toEqual(['a']);
  });

  it('ignores a push of the same value', () => {
    const value = { x: 1 };
    const h = createHistory(value);
    expect(pushHistory(h, value)).toBe(h);
  });

  it('keeps at most HISTORY_LIMIT undo steps', () => {
    let h = createHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = pushHistory(h, i, { now: i * 10_000 });
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(20);
  });

  it('resets to a fresh history with no steps', () => {
    let h = pushHistory(createHistory('a'), 'b');
    h = resetHistory('server');
    expect(h.present).toBe('server');
    expect(canUndo(h)).toBe(false);
  });
});
