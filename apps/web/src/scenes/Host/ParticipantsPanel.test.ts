import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator';
import { en } from '../../i18n/messages/en';
import { rejoinText as rejoinIn, removalText as removalIn } from './ParticipantsPanel';

const { t } = createTranslator('en', en);
const removalText = (nickname: string) => removalIn(t, nickname);
const rejoinText = (settings: { lobbyLocked: boolean; lateJoin: boolean }, status: 'LOBBY' | 'LIVE') => rejoinIn(t, settings, status);

describe('the removal dialog’s words', () => {
  it('says what removal does, and that it cannot be undone', () => {
    expect(removalText('Robin')).toMatch(/^Robin's phone is told .* This cannot be undone\.$/);
  });

  it('says whether they can come back, by the event’s settings (R3.4, R3.5)', () => {
    expect(rejoinText({ lobbyLocked: false, lateJoin: true }, 'LIVE')).toMatch(/can join again .* another nickname, starting from zero/);
    expect(rejoinText({ lobbyLocked: true, lateJoin: true }, 'LOBBY')).toMatch(/locked, so they cannot join again/);
    expect(rejoinText({ lobbyLocked: false, lateJoin: false }, 'LIVE')).toMatch(/Late joining is off/);
    // Late joining only matters once the event has started.
    expect(rejoinText({ lobbyLocked: false, lateJoin: false }, 'LOBBY')).toMatch(/can join again/);
  });
});
