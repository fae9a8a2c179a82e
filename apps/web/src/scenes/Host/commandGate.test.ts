import { describe, expect, it } from 'vitest';
import { CommandGate, positionOf } from './commandGate';

describe('one host command at a time', () => {
  it('drops a second press while the first is on its way from the same step', () => {
    const gate = new CommandGate();
    const first = gate.tryStart('LIVE|1|question|0|');
    expect(first).not.toBeNull();
    expect(gate.tryStart('LIVE|1|question|0|')).toBeNull();
    expect(gate.busy).toBe(true);
    gate.finish(first!);
    expect(gate.busy).toBe(false);
    expect(gate.tryStart('LIVE|1|question|0|')).not.toBeNull();
  });

  it('takes a press once the screen shows the new step, even before the first command answered', () => {
    const gate = new CommandGate();
    const first = gate.tryStart('LIVE|2|question|0|')!;
    const second = gate.tryStart('LIVE|2|answering|0|');
    expect(second).not.toBeNull();
    // The first command's late answer does not clear the second.
    gate.finish(first);
    expect(gate.busy).toBe(true);
    gate.finish(second!);
    expect(gate.busy).toBe(false);
  });

  it('tells positions apart by status, slide, step, round and pause', () => {
    const base = { status: 'LIVE', slideIndex: 1, step: 'answering', round: 0, paused: false };
    const keys = [
      base,
      { ...base, status: 'ENDED' },
      { ...base, slideIndex: 2 },
      { ...base, step: 'reveal' },
      { ...base, round: 1 },
      { ...base, paused: true },
    ].map(positionOf);
    expect(new Set(keys).size).toBe(keys.length);
    expect(positionOf(undefined)).toBe('');
  });
});
