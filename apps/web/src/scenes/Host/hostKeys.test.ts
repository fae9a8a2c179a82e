// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hostKeyAction } from './hostKeys';

const on = (key: string, target: EventTarget | null = document.body, extra = {}) => hostKeyAction({ key, target, ...extra });

describe('host console keys', () => {
  it('moves forward with → and space, back with ←', () => {
    expect(on('ArrowRight')).toBe('next');
    expect(on(' ')).toBe('next');
    expect(on('PageDown')).toBe('next');
    expect(on('ArrowLeft')).toBe('previous');
    expect(on('a')).toBeNull();
  });

  it('leaves keys to fields, to buttons for space, and ignores held or modified keys', () => {
    const input = document.createElement('input');
    const button = document.createElement('button');
    expect(on('ArrowRight', input)).toBeNull();
    expect(on(' ', button)).toBeNull();
    expect(on('ArrowRight', button)).toBe('next');
    expect(on('ArrowRight', document.body, { repeat: true })).toBeNull();
    expect(on('ArrowLeft', document.body, { metaKey: true })).toBeNull();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inside = document.createElement('div');
    dialog.appendChild(inside);
    document.body.appendChild(dialog);
    expect(on('ArrowRight', inside)).toBeNull();
  });
});
