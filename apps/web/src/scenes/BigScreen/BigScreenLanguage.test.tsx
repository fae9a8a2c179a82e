import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, type Locale } from '../../i18n';
import type { LiveState } from '../../live/operations';
import { renderUi } from '../../slides/testing';
import { Stage } from './BigScreen';

afterEach(cleanup);

const lobby: LiveState = {
  eventId: 'e1',
  status: 'LOBBY',
  title: 'Friday quiz',
  code: 'ABCDEF',
  language: 'fr',
  sound: true,
  slideIndex: -1,
  slideCount: 2,
  scored: true,
  step: null,
  round: 0,
  play: null,
  slide: null,
  deadline: null,
  serverTime: 0,
  paused: false,
  remainingMs: null,
  answeredCount: 0,
  participantCount: 1,
  results: null,
  leaderboard: null,
  teams: null,
  lobbyNames: ['Ada'],
  qna: null,
  me: null,
};

const poll = (answeredCount: number): LiveState => ({
  ...lobby,
  status: 'LIVE',
  slideIndex: 0,
  step: 'answering',
  slide: {
    id: 'p1',
    type: 'poll',
    content: { id: 'p1', type: 'poll', question: 'Tea or coffee?', options: [{ text: 'Tea' }, { text: 'Coffee' }], multiple: false },
  },
  answeredCount,
  results: { kind: 'choices', total: answeredCount, counts: [answeredCount, 0] },
});

const inLanguage = (locale: Locale, state: LiveState) =>
  renderUi(
    <I18nProvider locale={locale}>
      <Stage state={state} origin="https://mingle.test" />
    </I18nProvider>,
  );

describe('the big screen speaks the language it is given', () => {
  it('shows the lobby in French, with ICU plurals for the players', async () => {
    inLanguage('fr', lobby);
    expect(await screen.findByText('Rejoignez depuis votre téléphone sur')).toBeTruthy();
    expect(screen.getByText('joueur')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Joueurs dans la salle d’attente' })).toBeTruthy();
  });

  it.each([
    ['de', 1, '1 Stimme · stimm auf deinem Handy ab'],
    ['de', 3, '3 Stimmen · stimm auf deinem Handy ab'],
    ['es', 1, '1 voto · vota en tu móvil'],
    ['es', 12, '12 votos · vota en tu móvil'],
    ['en', 12, '12 votes · vote on your phone'],
  ] as const)('counts votes in %s: %i', async (locale, count, text) => {
    inLanguage(locale, poll(count));
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
