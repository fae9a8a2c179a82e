import { describe, expect, it } from 'vitest';
import { classifyErrors, liveSocketUrl } from './useLiveEvent';

describe('live event errors', () => {
  it('tells a removed participant so, and a lost seat from a missing event', () => {
    expect(classifyErrors([{ message: 'You were removed from this event', extensions: { code: 'FORBIDDEN' } }], true)).toEqual({
      kind: 'removed',
      message: 'You were removed from this event',
    });
    expect(classifyErrors([{ message: 'This seat belongs to another event', extensions: { code: 'FORBIDDEN' } }], true)?.kind).toBe(
      'seatLost',
    );
    expect(classifyErrors([{ message: 'This event does not exist', extensions: { code: 'NOT_FOUND' } }], false)?.kind).toBe('notFound');
  });

  it('leaves passing trouble to a retry', () => {
    expect(classifyErrors([{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], true)).toBeNull();
    // A big screen has no seat to lose.
    expect(classifyErrors([{ message: 'nope', extensions: { code: 'FORBIDDEN' } }], false)).toBeNull();
  });

  it('opens the socket on the page’s own origin', () => {
    expect(liveSocketUrl('https://mingle.example')).toBe('wss://mingle.example/v1/graphql');
    expect(liveSocketUrl('http://127.0.0.1:3000')).toBe('ws://127.0.0.1:3000/v1/graphql');
  });
});
