import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { EventReportDocument, EventReportParticipantsDocument } from './analytics.generated';
import { REPORT_PAGE_SIZE } from './ParticipantsSection';
import EventReport from './EventReport';
import { renderScene } from './testing';

afterEach(cleanup);

const ID = '0b9f6c1e-2f7a-4c1d-9e3b-5a6d7e8f9a0b';
const PATH = `/analytics/${ID}`;

const quiz = {
  id: 'q1',
  type: 'quiz',
  question: 'Largest planet?',
  options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }],
  multiSelect: false,
  timeLimit: 20,
  points: 'standard',
};

const slideBase = { __typename: 'SlideReport', round: 0, answerable: true, scored: true, answered: 2, answerRate: 1 };

/** As the server sends it, __typename and all (the cache matches fragments by it). */
const report = {
  __typename: 'EventReport',
  event: {
    __typename: 'ReportedEvent',
    id: ID,
    deckId: 'd1',
    title: 'Friday quiz',
    code: 'ABC234',
    status: 'ENDED',
    createdAt: '2026-03-01T09:00:00.000Z',
    startedAt: '2026-03-01T09:01:00.000Z',
    endedAt: '2026-03-01T09:13:05.000Z',
    durationSeconds: 725,
    askEmail: 'OPTIONAL',
    recapId: '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
    recapEnabled: true,
  },
  summary: {
    __typename: 'EventReportSummary',
    participantCount: 2,
    answerCount: 3,
    answerRate: 0.75,
    correctRate: 0.5,
    averageScore: 1475,
    durationSeconds: 725,
  },
  slides: [
    {
      ...slideBase,
      slideId: 'intro',
      slideIndex: 0,
      type: 'content',
      headline: 'Welcome',
      answerable: false,
      scored: false,
      answered: 0,
      answerRate: null,
      correctCount: 0,
      correctRate: null,
      averageAnswerMs: null,
      results: null,
      slide: { id: 'intro', type: 'content', title: 'Welcome', body: '' },
    },
    {
      ...slideBase,
      slideId: 'q1',
      slideIndex: 1,
      type: 'quiz',
      headline: 'Largest planet?',
      correctCount: 1,
      correctRate: 0.5,
      averageAnswerMs: 4200,
      results: { kind: 'choices', total: 2, counts: [1, 1], correct: [1] },
      slide: quiz,
    },
  ],
  needsReview: [
    {
      ...slideBase,
      slideId: 'q1',
      slideIndex: 1,
      type: 'quiz',
      headline: 'Largest planet?',
      correctCount: 1,
      correctRate: 0.5,
      averageAnswerMs: 4200,
    },
  ],
  scoreDistribution: [
    { __typename: 'ScoreBand', from: 0, to: 249, count: 0 },
    { __typename: 'ScoreBand', from: 250, to: 499, count: 0 },
    { __typename: 'ScoreBand', from: 500, to: 749, count: 0 },
    { __typename: 'ScoreBand', from: 750, to: 999, count: 0 },
    { __typename: 'ScoreBand', from: 1000, to: 1249, count: 1 },
    { __typename: 'ScoreBand', from: 1250, to: 1499, count: 0 },
    { __typename: 'ScoreBand', from: 1500, to: 1749, count: 0 },
    { __typename: 'ScoreBand', from: 1750, to: 1999, count: 1 },
  ],
  teams: null,
  qna: [],
  exports: {
    __typename: 'EventReportExports',
    participantsCsv: `/v1/functions/events/${ID}/participants.csv`,
    answersCsv: `/v1/functions/events/${ID}/answers.csv`,
    qnaCsv: `/v1/functions/events/${ID}/qna.csv`,
    xlsx: `/v1/functions/events/${ID}/report.xlsx`,
  },
};

const participants = [
  {
    __typename: 'ParticipantReport',
    participantId: 'p1',
    nickname: 'Ada',
    email: 'ada@example.com',
    team: null,
    score: 1950,
    rank: 1,
    answered: 2,
    correctCount: 1,
    averageAnswerMs: 3100,
    answers: [
      {
        __typename: 'ReportAnswer',
        slideId: 'q1',
        slideIndex: 1,
        round: 0,
        text: 'Jupiter',
        correct: true,
        points: 950,
        answerMs: 3100,
        receivedAt: '2026-03-01T09:02:00.000Z',
      },
    ],
  },
  {
    __typename: 'ParticipantReport',
    participantId: 'p2',
    nickname: 'Bo',
    email: null,
    team: null,
    score: 1000,
    rank: 2,
    answered: 1,
    correctCount: 0,
    averageAnswerMs: 5300,
    answers: [],
  },
];

const request = { query: EventReportDocument, variables: { eventId: ID } };

/** The participants' page the list asks for, answered with `items` of `total`. */
const pageOf = (items: readonly unknown[], total: number, offset = 0, search?: string) => ({
  request: {
    query: EventReportParticipantsDocument,
    variables: { eventId: ID, offset, limit: REPORT_PAGE_SIZE, ...(search ? { search } : {}) },
  },
  result: { data: { eventReportParticipants: { __typename: 'ParticipantReportPage', total, offset, limit: REPORT_PAGE_SIZE, items } } },
});
const firstPage = pageOf(participants, 2);

describe('/analytics/{id}', () => {
  it('shows a skeleton while the report loads', () => {
    renderScene(EventReport, '/analytics/:uuid', PATH, [{ request, result: { data: { eventReport: report } }, delay: Infinity }]);
    expect(screen.getByLabelText('Loading the report')).toBeTruthy();
  });

  it('is the 404 page for an event that is not mine', async () => {
    const notFound = new GraphQLError('Event not found', { extensions: { code: 'NOT_FOUND', reason: 'EVENT_NOT_FOUND' } });
    renderScene(EventReport, '/analytics/:uuid', PATH, [{ request, result: { errors: [notFound] } }]);
    await screen.findByText('Error page 404');
  });

  it('says when the report could not be loaded, with a retry', async () => {
    renderScene(EventReport, '/analytics/:uuid', PATH, [{ request, result: { errors: [new GraphQLError('boom')] } }]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This report could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the summary, what needs review, each slide’s results and everyone’s answers', async () => {
    renderScene(EventReport, '/analytics/:uuid', PATH, [{ request, result: { data: { eventReport: report } } }, firstPage]);
    await screen.findByRole('heading', { name: 'Friday quiz', level: 1 });

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Participants').nextSibling?.textContent).toBe('2');
    expect(within(summary).getByText('Answer rate').nextSibling?.textContent).toBe('75%');
    expect(within(summary).getByText('Average score').nextSibling?.textContent).toBe('1,475');
    expect(within(summary).getByText('Duration').nextSibling?.textContent).toBe('12 min 5 s');

    const review = screen.getByRole('region', { name: 'Needs review' });
    expect(within(review).getByRole('link', { name: 'Largest planet?' }).getAttribute('href')).toBe('#slide-q1-0');
    expect(within(review).getByText(/1 of 2 right · average 4.2 s/)).toBeTruthy();

    // The quiz's results through the slide registry's Results view: its options and counts.
    const quizCard = document.getElementById('slide-q1-0')!;
    expect(within(quizCard).getByText('Jupiter')).toBeTruthy();
    expect(within(quizCard).getByText('4.2 s')).toBeTruthy();
    expect(within(document.getElementById('slide-intro-0')!).getByText('Nobody answers this slide.')).toBeTruthy();
    // The recap's image of each answered slide (ADR 45): the quiz is the recap's first slide.
    expect(within(quizCard).getByRole('link', { name: 'Download slide as image' }).getAttribute('href')).toBe(
      '/v1/functions/recaps/7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5/slides/1/reveal.png?download=1',
    );
    expect(screen.getAllByRole('link', { name: 'Download slide as image' })).toHaveLength(1);

    const people = await screen.findByRole('table', { name: 'Participants' });
    const ada = within(people).getByText('Ada').closest('tr')!;
    expect(within(ada).getByText('ada@example.com')).toBeTruthy();
    expect(within(ada).getByText('1,950')).toBeTruthy();
    expect(within(ada).getByText('3.1 s')).toBeTruthy();
    fireEvent.click(within(ada).getByRole('button', { name: 'Show the answers of Ada' }));
    const answers = screen.getByRole('table', { name: 'Answers of Ada' });
    expect(within(answers).getByText('Jupiter')).toBeTruthy();
    expect(within(answers).getByText('✓ Right')).toBeTruthy();

    for (const name of ['Participants CSV', 'Answers CSV', 'Excel workbook']) expect(screen.getByRole('button', { name })).toBeTruthy();
    // No Q&A in this deck, no teams in this event: neither section, nor the Q&A's file.
    expect(screen.queryByRole('button', { name: 'Q&A CSV' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Q&A' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Teams' })).toBeNull();
  });

  it('draws the score distribution, the correct rate and the answer time per slide, each with its numbers in words', async () => {
    renderScene(EventReport, '/analytics/:uuid', PATH, [{ request, result: { data: { eventReport: report } } }, firstPage]);
    const charts = await screen.findByRole('region', { name: 'At a glance' });
    const scores = within(charts).getByRole('figure', { name: /^Scores/ });
    expect(within(scores).getByRole('img').getAttribute('aria-label')).toBe(
      'Participants by final score. 0 to 249 points: 0 people; 250 to 499 points: 0 people; 500 to 749 points: 0 people; ' +
        '750 to 999 points: 0 people; 1000 to 1249 points: 1 person; 1250 to 1499 points: 0 people; 1500 to 1749 points: 0 people; ' +
        '1750 to 1999 points: 1 person.',
    );
    expect(within(scores).getByText(/Bands of 250 points/)).toBeTruthy();
    // The same numbers as a table, for anyone who would rather read them.
    const scoreTable = within(scores).getByRole('table', { name: 'Scores', hidden: true });
    expect(
      within(scoreTable)
        .getAllByRole('row', { hidden: true })
        .map((r) => r.textContent),
    ).toContain('1750–19991');

    const correct = within(charts).getByRole('figure', { name: /^Correct answers per slide/ });
    expect(within(correct).getByRole('img').getAttribute('aria-label')).toBe('Correct answers per slide. Slide 2: Largest planet?: 50%.');
    // Half right: amber (under three in four), half the track.
    const fill = correct.querySelector<HTMLElement>('[data-tone]')!;
    expect([fill.dataset.tone, fill.style.width]).toEqual(['mid', '50%']);
    const times = within(charts).getByRole('figure', { name: /^Average answer time per slide/ });
    expect(within(times).getByRole('img').getAttribute('aria-label')).toBe(
      'Average answer time per slide. Slide 2: Largest planet?: 4.2 s.',
    );
  });

  it('shows the team standings and the Q&A: hidden questions marked, anonymous ones naming nobody', async () => {
    const qnaSlide = {
      ...slideBase,
      slideId: 'a1',
      slideIndex: 2,
      type: 'qna',
      headline: 'Ask the panel',
      answerable: false,
      scored: false,
      answered: 0,
      answerRate: null,
      correctCount: 0,
      correctRate: null,
      averageAnswerMs: null,
      results: null,
      slide: { id: 'a1', type: 'qna', title: 'Ask the panel' },
    };
    const question = (id: string, text: string, votes: number, over: object = {}) => ({
      __typename: 'ReportQnaQuestion',
      id,
      slideId: 'a1',
      slideIndex: 2,
      slideTitle: 'Ask the panel',
      text,
      votes,
      answered: false,
      hidden: false,
      author: null,
      askedAt: '2026-03-01T09:03:00.000Z',
      ...over,
    });
    const withBoth = {
      ...report,
      slides: [...report.slides, qnaSlide],
      teams: [
        { __typename: 'ReportTeamStanding', index: 1, name: 'Foxes', colour: 'orange', score: 1000, members: 1, rank: 1 },
        { __typename: 'ReportTeamStanding', index: 0, name: 'Owls', colour: 'teal', score: 950, members: 1, rank: 2 },
      ],
      qna: [
        question('7', 'Will the slides be shared?', 3),
        question('8', 'Who picked the music?', 1, { answered: true, author: 'Bo' }),
        question('9', 'Something rude', 0, { hidden: true }),
      ],
    };
    const teamed = participants.map((p, i) => ({ ...p, team: i === 0 ? 0 : 1 }));
    renderScene(EventReport, '/analytics/:uuid', PATH, [{ request, result: { data: { eventReport: withBoth } } }, pageOf(teamed, 2)]);

    const teams = await screen.findByRole('table', { name: 'Team standings' });
    expect(
      within(teams)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['RankTeamMembersScore', '1Foxes11,000', '2Owls1950']);

    const qna = screen.getByRole('region', { name: 'Q&A' });
    expect(within(qna).getByText(/^3 questions, most votes first/)).toBeTruthy();
    const items = within(qna).getAllByRole('listitem');
    expect(items.slice(0, 2).map((li) => within(li).getByText(/\?$/).textContent)).toEqual([
      'Will the slides be shared?',
      'Who picked the music?',
    ]);
    expect(within(items[0]!).getByText('3 votes')).toBeTruthy();
    expect(within(items[0]!).getByText(/^Anonymous ·/)).toBeTruthy();
    expect(within(items[1]!).getByText(/^Bo ·/)).toBeTruthy();
    expect(within(items[1]!).getByText('Answered')).toBeTruthy();
    expect(within(items[2]!).getByText('Something rude')).toBeTruthy();
    expect(within(items[2]!).getByText('Hidden from the room')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Q&A CSV' })).toBeTruthy();
    // The Q&A slide's own card points there instead of saying nobody answers it.
    const qnaCard = document.getElementById('slide-a1-0')!;
    expect(within(qnaCard).queryByText('Nobody answers this slide.')).toBeNull();
    expect(within(qnaCard).getByRole('link', { name: 'Q&A' }).getAttribute('href')).toBe('#qna-title');

    // Each person's team, by name, in the participants list.
    const people = await screen.findByRole('table', { name: 'Participants' });
    expect(within(within(people).getByText('Ada').closest('tr')!).getByText('Owls')).toBeTruthy();
    expect(within(within(people).getByText('Bo').closest('tr')!).getByText('Foxes')).toBeTruthy();
  });

  it('pages through a big event, and finds people by nickname or email', async () => {
    const big = { ...report, summary: { ...report.summary, participantCount: 120 } };
    const someone = (rank: number) => ({ ...participants[1]!, participantId: `p${rank}`, nickname: `Player ${rank}`, rank, answers: [] });
    const ranks = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => someone(from + i));
    renderScene(EventReport, '/analytics/:uuid', PATH, [
      { request, result: { data: { eventReport: big } } },
      pageOf(ranks(1, 50), 120),
      pageOf(ranks(51, 100), 120, 50),
      pageOf([{ ...participants[0]! }], 1, 0, 'ada'),
    ]);
    await screen.findByText('1–50 of 120, by rank. The downloads hold everyone.');
    expect(within(screen.getByRole('table', { name: 'Participants' })).getAllByRole('row')).toHaveLength(51);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('51–100 of 120, by rank. The downloads hold everyone.');
    expect(screen.getByText('Player 51')).toBeTruthy();
    expect(screen.queryByText('Player 1')).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search participants' }), { target: { value: 'ada' } });
    await screen.findByText('1–1 of 1 matching “ada”, by rank. The downloads hold everyone.', undefined, { timeout: 3000 });
    expect(within(screen.getByRole('table', { name: 'Participants' })).getByText('ada@example.com')).toBeTruthy();
  });

  it('says when nobody matches a search', async () => {
    renderScene(EventReport, '/analytics/:uuid', PATH, [
      { request, result: { data: { eventReport: report } } },
      firstPage,
      pageOf([], 0, 0, 'zed'),
    ]);
    await screen.findByRole('table', { name: 'Participants' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search participants' }), { target: { value: 'zed' } });
    await screen.findByText('Nobody’s nickname or email holds “zed”.', undefined, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await screen.findByRole('table', { name: 'Participants' });
  });

  it('says when the participants could not be loaded, with a retry', async () => {
    renderScene(EventReport, '/analytics/:uuid', PATH, [
      { request, result: { data: { eventReport: report } } },
      { request: firstPage.request, result: { errors: [new GraphQLError('boom')] } },
    ]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The participants could not be loaded')).toBeTruthy();
  });

  it('offers no slide images while the recap is off', async () => {
    const off = { ...report, event: { ...report.event, recapEnabled: false } };
    renderScene(EventReport, '/analytics/:uuid', PATH, [{ request, result: { data: { eventReport: off } } }, firstPage]);
    await screen.findByRole('heading', { name: 'Friday quiz', level: 1 });
    expect(screen.queryAllByRole('link', { name: 'Download slide as image' })).toHaveLength(0);
  });
});
