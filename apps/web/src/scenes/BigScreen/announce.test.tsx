import type { Slide } from '@mingle/shared';
import { quizSlide, trueFalseSlide } from '@mingle/shared/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveState } from '../../live/operations';
import { createTranslator } from '../../i18n/translator';
import { en } from '../../i18n/messages/en';
import { announcementFor } from './announce';
import { ScreenAnnouncer } from './ScreenAnnouncer';

afterEach(cleanup);

const { t } = createTranslator('en', en);

function live(slide: Slide | null, over: Partial<LiveState> = {}): LiveState {
  return {
    eventId: 'e1',
    status: 'LIVE',
    title: 'Friday quiz',
    code: 'ABCDEF',
    slideIndex: 1,
    slideCount: 4,
    step: 'question',
    round: 0,
    play: null,
    slide: slide ? { id: slide.id, type: slide.type, content: slide } : null,
    deadline: null,
    serverTime: 0,
    paused: false,
    remainingMs: null,
    answeredCount: 0,
    participantCount: 3,
    results: null,
    leaderboard: null,
    lobbyNames: null,
    qna: null,
    me: null,
    ...over,
  } as LiveState;
}

// Before the reveal the server sends no `correct`: nothing to announce but the question.
const unsolved = quizSlide('q1', { question: 'Capital of France?', options: [{ text: 'Paris' }, { text: 'Lyon' }] });
const solved = quizSlide('q1', { question: 'Capital of France?', options: [{ text: 'Paris', correct: true }, { text: 'Lyon' }] });

describe('big screen announcements for screen readers', () => {
  it('say where the game is at each step', () => {
    expect(announcementFor(live(null, { status: 'LOBBY', slideIndex: -1 }), t)).toBe('Friday quiz: waiting for players to join.');
    expect(announcementFor(live(unsolved), t)).toBe('Slide 2 of 4, question: Capital of France?');
    expect(announcementFor(live(unsolved, { step: 'answering' }), t)).toBe('Slide 2 of 4: answers are open. Capital of France?');
    expect(announcementFor(live(unsolved, { step: 'answering', paused: true }), t)).toBe('Slide 2 of 4: paused.');
    expect(announcementFor(live(solved, { step: 'reveal' }), t)).toBe('Slide 2 of 4: the answer is Paris.');
    expect(announcementFor(live(trueFalseSlide('t1', { answer: false }), { step: 'reveal' }), t)).toBe(
      'Slide 2 of 4: the answer is False.',
    );
    expect(announcementFor(live(unsolved, { step: 'reveal' }), t)).toBe('Slide 2 of 4: the answer is revealed.');
    expect(announcementFor(live(solved, { step: 'leaderboard' }), t)).toBe('Slide 2 of 4: leaderboard.');
    expect(announcementFor(live(null, { status: 'ENDED' }), t)).toBe('Friday quiz has ended. Final results are on the screen.');
  });

  it('sit in a polite live region that is there before the first state arrives', () => {
    const { rerender } = render(<ScreenAnnouncer state={null} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    rerender(<ScreenAnnouncer state={live(solved, { step: 'reveal' })} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('Slide 2 of 4: the answer is Paris.');
  });
});
