import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { EventReportDocument } from './analytics.generated';
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
  participants: [
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
  ],
  exports: {
    __typename: 'EventReportExports',
    participantsCsv: `/v1/functions/events/${ID}/participants.csv`,
    answersCsv: `/v1/functions/events/${ID}/answers.csv`,
    xlsx: `/v1/functions/events/${ID}/report.xlsx`,
  },
};

const request = { query: EventReportDocument, variables: { eventId: ID } };

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
    renderScene(EventReport, '/analytics/:uuid', PATH, [{ request, result: { data: { eventReport: report } } }]);
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

    const people = screen.getByRole('table', { name: 'Participants' });
    const ada = within(people).getByText('Ada').closest('tr')!;
    expect(within(ada).getByText('ada@example.com')).toBeTruthy();
    expect(within(ada).getByText('1,950')).toBeTruthy();
    expect(within(ada).getByText('3.1 s')).toBeTruthy();
    fireEvent.click(within(ada).getByRole('button', { name: 'Show the answers of Ada' }));
    const answers = screen.getByRole('table', { name: 'Answers of Ada' });
    expect(within(answers).getByText('Jupiter')).toBeTruthy();
    expect(within(answers).getByText('✓ Right')).toBeTruthy();

    for (const name of ['Participants CSV', 'Answers CSV', 'Excel workbook']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('offers no slide images while the recap is off', async () => {
    const off = { ...report, event: { ...report.event, recapEnabled: false } };
    renderScene(EventReport, '/analytics/:uuid', PATH, [{ request, result: { data: { eventReport: off } } }]);
    await screen.findByRole('heading', { name: 'Friday quiz', level: 1 });
    expect(screen.queryAllByRole('link', { name: 'Download slide as image' })).toHaveLength(0);
  });

  it('says when the table holds only the first page of a big event', async () => {
    const big = { ...report, summary: { ...report.summary, participantCount: 600 } };
    renderScene(EventReport, '/analytics/:uuid', PATH, [{ request, result: { data: { eventReport: big } } }]);
    await screen.findByText('The first 2 of 600 by rank. The downloads hold everyone.');
  });
});
