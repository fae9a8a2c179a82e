import { describe, expect, it } from 'vitest';
import { phoneRouteOf } from './phoneRoute';

describe('phoneRouteOf: the participant pages the phone app serves', () => {
  it('reads /go, /go?code=, /event and /{code} as the join page', () => {
    expect(phoneRouteOf('/go')).toEqual({ kind: 'join', code: '' });
    expect(phoneRouteOf('/go', '?code=abc123')).toEqual({ kind: 'join', code: 'abc123' });
    expect(phoneRouteOf('/event')).toEqual({ kind: 'join', code: '' });
    expect(phoneRouteOf('/ABC234')).toEqual({ kind: 'join', code: 'ABC234' });
    expect(phoneRouteOf('/go/')).toEqual({ kind: 'join', code: '' });
  });
  it('reads /event/{id} as the play page', () => {
    expect(phoneRouteOf('/event/e-1')).toEqual({ kind: 'event', eventId: 'e-1' });
  });
  it('leaves route words, other pages and deeper paths to the main app', () => {
    for (const path of ['/', '/login', '/decks', '/host', '/ab', '/ABCDEFGHIJK', '/event/e/x', '/go/x', '/v1'])
      expect(phoneRouteOf(path), path).toBeNull();
  });
});
