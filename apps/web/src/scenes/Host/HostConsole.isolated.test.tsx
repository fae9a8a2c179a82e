import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSlideSchema, pollSlideSchema, quizSlideSchema, twoTruthsSlideSchema, type Slide } from '@mingle/shared';
import { installFonts, installMatchMedia } from '../../testing/jsdomShims';
import { theme } from '../../theme';
import { HostConsole } from './HostConsole';
import { EventSlidesDocument, type HostState } from './hostOperations';
import type { HostEventFeed } from './useHostEvent';
import type { HostCommands } from './useHostCommands';

// The console's transport is replaced: the subscription by the state each test gives, the
// commands by spies, so what a key or a click sends is seen at once.
let feed: HostEventFeed;
let commands: { [K in keyof HostCommands]: HostCommands[K] extends (...args: never[]) => unknown ? ReturnType<typeof vi.fn> : boolean };
vi.mock('./useHostEvent', () => ({ useHostEvent: () => feed }));
vi.mock('./useHostCommands', () => ({ useHostCommands: () => commands }));

afterEach(cleanup);
beforeEach(() => {
  const ok = () => vi.fn(() => Promise.resolve(true));
  commands = {
    busy: false,
    next: ok(),
    previous: ok(),
    gotoSlide: ok(),
    lockAnswers: ok(),
    addTime: ok(),
    pause: ok(),
    resume: ok(),
    nextRound: ok(),
    handSpin: ok(),
    lockLobby: ok(),
    setLanguage: ok(),
    remove: ok(),
    setSubject: ok(),
    end: ok(),
  };
});

const EVENT_ID = 'e1';
const welcome = contentSlideSchema.parse({ type: 'content', id: 'welcome', title: 'Welcome to the kickoff!' });
const quiz = quizSlideSchema.parse({
  type: 'quiz',
  id: 'capital',
  question: 'What is the capital of Australia?',
  options: [{ text: 'Sydney' }, { text: 'Canberra', correct: true }],
});
const poll = pollSlideSchema.parse({
  type: 'poll',
  id: 'snack',
  question: 'Best snack for the offsite?',
  options: [{ text: 'Chocolate' }, { text: 'Fruit' }],
});
const aboutSomeone = twoTruthsSlideSchema.parse({
  type: 'twotruths',
  id: 'about',
  subject: 'A colleague',
  subjectIsParticipant: true,
  statements: ['I have met the Queen', 'I speak four languages', 'I was born at sea'],
  lieIndex: 2,
});
/**
 * What the event plays: the deck as it was when the event started (SPEC R1.1). The deck itself
 * is not offered to the console at all: were it read again, its edits could not show here.
 */
const snapshot: Slide[] = [welcome, aboutSomeone, quiz, poll];

function hostAt(slide: Slide, slideIndex: number, step: string): HostState {
  return {
    slide,
    play: null,
    plays: {},
    live: {
      eventId: EVENT_ID,
      status: 'LIVE',
      title: 'Team kickoff',
      code: 'CQUHTS',
      language: 'en',
      sound: false,
      slideIndex,
      slideCount: snapshot.length,
      scored: true,
      step,
      round: 0,
      slide: { id: slide.id, type: slide.type, content: slide },
      play: null,
      deadline: null,
      serverTime: 0,
      paused: false,
      remainingMs: null,
      answeredCount: 0,
      participantCount: 1,
      results: null,
      lobbyNames: null,
      leaderboard: null,
      teams: null,
      qna: null,
      me: null,
    },
    event: {
      id: EVENT_ID,
      code: 'CQUHTS',
      status: 'LIVE',
      title: 'Team kickoff',
      deckId: 'd1',
      slideIndex,
      slideCount: snapshot.length,
      step,
      participantCount: 1,
      createdAt: '2026-11-28T10:00:00.000Z',
      startedAt: '2026-11-28T10:01:00.000Z',
      endedAt: null,
      recapId: null,
      recapEnabled: false,
      settings: {
        lateJoin: true,
        closeWhenAllAnswered: true,
        askEmail: 'OFF',
        language: 'en',
        sound: false,
        teamMode: 'OFF',
        lobbyLocked: false,
        maxParticipants: 100,
        teams: [],
      },
      can: { control: true, end: true, lockLobby: true, removeParticipant: true, moderateQna: true },
    },
    upcoming: null,
    qna: null,
    participants: [{ id: 'p1', nickname: 'Ana', email: null, connected: true, score: 0, answered: false, team: null }],
  };
}

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: EventSlidesDocument, variables: { eventId: EVENT_ID } },
    result: { data: { event: { __typename: 'Event', id: EVENT_ID, slides: snapshot } } },
  },
];

function renderConsole(host: HostState) {
  installMatchMedia();
  installFonts();
  feed = { host, offset: 0, status: 'online', fatal: null };
  return render(
    <MantineProvider theme={theme}>
      <ModalsProvider>
        <MockedProvider mocks={mocks}>
          <MemoryRouter>
            <HostConsole eventId={EVENT_ID} onEnded={() => {}} />
          </MemoryRouter>
        </MockedProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

describe("the console's slide list (SPEC R1.1: the event plays its snapshot)", () => {
  it("names the event's own slides, so a jump goes where it says; the subject picker reads them too", async () => {
    renderConsole(hostAt(welcome, 0, 'show'));
    const list = screen.getByRole('list', { name: 'Go to a slide' });
    await within(list).findByRole('button', { name: '1. Content: Welcome to the kickoff!' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '1. Content: Welcome to the kickoff!',
      '2. Two truths and a lie: About A colleague',
      '3. Quiz: What is the capital of Australia?',
      '4. Poll: Best snack for the offsite?',
    ]);
    fireEvent.click(within(list).getByRole('button', { name: '4. Poll: Best snack for the offsite?' }));
    expect(commands.gotoSlide).toHaveBeenCalledWith(3);
    // The next slide of the snapshot is two truths about a participant: the host picks them ahead.
    expect(screen.getByRole('heading', { name: 'Who is this about?' })).toBeTruthy();
  });
});

describe('ending from the last step (→, Space, PageDown, Finish) asks first, as "End event" does', () => {
  const lastStep = () => hostAt(poll, 3, 'results');

  it.each(['ArrowRight', ' ', 'PageDown'])('the key %j opens the confirmation and sends nothing', async (key) => {
    renderConsole(lastStep());
    fireEvent.keyDown(window, { key });
    const dialog = await screen.findByRole('dialog', { name: 'End the event?' });
    expect(commands.next).not.toHaveBeenCalled();
    expect(commands.end).not.toHaveBeenCalled();
    // A clicker's second press while it is open does not stack a second dialog.
    fireEvent.keyDown(window, { key });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End event' }));
    expect(commands.end).toHaveBeenCalledTimes(1);
    expect(commands.next).not.toHaveBeenCalled();
  });

  it('the Finish button opens it too; cancelling leaves the event running', async () => {
    renderConsole(lastStep());
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the event?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    expect(commands.end).not.toHaveBeenCalled();
    expect(commands.next).not.toHaveBeenCalled();
  });

  it('before the last step, → goes on without asking', () => {
    renderConsole(hostAt(poll, 3, 'answering'));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(commands.next).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(commands.next).toHaveBeenCalledTimes(2);
  });
});
