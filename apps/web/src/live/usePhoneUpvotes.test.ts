import type { Slide } from '@mingle/shared';
import { describe, expect, it } from 'vitest';
import type { LiveState } from './operations';
import { upvoteKey } from './usePhoneUpvotes';

const state = (over: Partial<LiveState> = {}, upvotes = true): LiveState =>
  ({
    eventId: 'e1',
    status: 'LIVE',
    step: 'answering',
    round: 0,
    slide: { id: 'o1', type: 'opentext', content: { question: 'Ideas?', upvotes } as Slide },
    ...over,
  }) as LiveState;

describe('upvoteKey', () => {
  it('R8.1–R8.3 a phone votes on an open text with upvotes on, once it answered, while answering or showing results', () => {
    expect(upvoteKey(state(), true)).toBe('o1:0');
    expect(upvoteKey(state({ step: 'results' }), true)).toBe('o1:0');
    expect(upvoteKey(state(), false)).toBeNull();
    expect(upvoteKey(state({}, false), true)).toBeNull();
    expect(upvoteKey(state({ slide: { id: 'p1', type: 'poll', content: { upvotes: true } as Slide } }), true)).toBeNull();
    expect(upvoteKey(null, true)).toBeNull();
  });
});
