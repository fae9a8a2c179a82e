import { describe, expect, it } from 'vitest';
import { classifyErrors, liveSocketUrl } from './useLiveEvent';

describe('live event errors', () => {
  it('tells a removed participant so by reason, and a lost seat from a missing event', () => {
    expect(classifyErrors([{ message: 'Retiré', extensions: { code: 'FORBIDDEN', reason: 'SEAT_REMOVED' } }], true)).toMatchObject({
      kind: 'removed',
      info: { reason: 'SEAT_REMOVED', serverMessage: 'Retiré' },
    });
    // A sentence that mentions "removed" is not a removal without the reason.
    expect(
      classifyErrors([{ message: 'Your seat was removed?', extensions: { code: 'FORBIDDEN', reason: 'SEAT_NOT_FOUND' } }], true)?.kind,
    ).toBe('seatLost');
    expect(classifyErrors([{ message: 'x', extensions: { code: 'FORBIDDEN', reason: 'SEAT_OTHER_EVENT' } }], true)?.kind).toBe('seatLost');
    expect(classifyErrors([{ message: 'x', extensions: { code: 'NOT_FOUND', reason: 'EVENT_NOT_FOUND' } }], false)?.kind).toBe('notFound');
    // An ended event whose results its host took back: said once, never retried.
    expect(classifyErrors([{ message: 'x', extensions: { code: 'BAD_USER_INPUT', reason: 'EVENT_ENDED' } }], false)?.kind).toBe('ended');
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
