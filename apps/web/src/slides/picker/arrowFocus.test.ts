import { describe, expect, it } from 'vitest';
import { nextCard } from './arrowFocus';

// Two columns: a group of three cards (rows at 0 and 100), then a group of one (row at 250).
const grid = [
  { left: 0, top: 0 },
  { left: 300, top: 0 },
  { left: 0, top: 100 },
  { left: 0, top: 250 },
];

describe('arrow keys across the picker cards', () => {
  it('step left and right through the list, stopping at the ends', () => {
    expect(nextCard(grid, 1, 'ArrowRight')).toBe(2);
    expect(nextCard(grid, 3, 'ArrowRight')).toBe(3);
    expect(nextCard(grid, 0, 'ArrowLeft')).toBe(0);
  });

  it('go up and down to the nearest card of the next row, across groups', () => {
    expect(nextCard(grid, 1, 'ArrowDown')).toBe(2);
    expect(nextCard(grid, 2, 'ArrowDown')).toBe(3);
    expect(nextCard(grid, 3, 'ArrowUp')).toBe(2);
    expect(nextCard(grid, 2, 'ArrowUp')).toBe(0);
    expect(nextCard(grid, 3, 'ArrowDown')).toBe(3);
  });

  it('jump to the first and last with Home and End', () => {
    expect(nextCard(grid, 2, 'Home')).toBe(0);
    expect(nextCard(grid, 0, 'End')).toBe(3);
  });

  it('step through the list with up and down when there is no layout', () => {
    const flat = grid.map(() => ({ left: 0, top: 0 }));
    expect(nextCard(flat, 1, 'ArrowDown')).toBe(2);
    expect(nextCard(flat, 1, 'ArrowUp')).toBe(0);
  });
});
