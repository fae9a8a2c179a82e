import { cleanup, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScene } from '../Analytics/testing';
import { RecapDocument } from '../Recap/recap.generated';
import Screencap from './Screencap';

afterEach(cleanup);

const ID = '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const recap = {
  __typename: 'Recap',
  id: ID,
  title: 'Friday quiz',
  startedAt: '2026-03-01T09:01:00.000Z',
  endedAt: '2026-03-01T09:13:05.000Z',
  participantCount: 3,
  podium: [],
  teamPodium: null,
  slides: [
    {
      __typename: 'RecapSlide',
      slideIndex: 1,
      round: 0,
      type: 'quiz',
      headline: 'Largest planet?',
      answered: 3,
      results: { kind: 'choices', total: 3, counts: [1, 2], correct: [1] },
      slide: {
        id: 'q1',
        type: 'quiz',
        question: 'Largest planet?',
        options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }],
        timeLimit: 20,
      },
      play: null,
    },
  ],
};
const mock = (result: object) => ({ request: { query: RecapDocument, variables: { id: ID } }, result });
const open = (path: string, result: object = { data: { recap } }) =>
  renderScene(Screencap, '/screencap/:uuid/:slide/:step', path, [mock(result)]);
const state = () => document.querySelector('[data-screencap]')?.getAttribute('data-screencap');

// ADR 45: the page the server shoots slide images from.
describe('/screencap/{uuid}/{slide}/{step}', () => {
  it('draws the recap slide with its big-screen view, and says when it is ready to be shot', async () => {
    open(`/screencap/${ID}/1/reveal`);
    expect(state()).toBe('loading');
    await waitFor(() => expect(state()).toBe('ready'));
    expect(screen.getByRole('region', { name: 'Friday quiz: Largest planet?' })).toBeTruthy();
    expect(screen.getByText('Largest planet?')).toBeTruthy();
    expect(screen.getAllByText('Jupiter').length).toBeGreaterThan(0);
    expect(document.title).toBe('Friday quiz: slide 1 · Mingle');
  });

  it.each([
    ['a slide the recap has not', `/screencap/${ID}/2/reveal`],
    ['a step a recap does not draw', `/screencap/${ID}/1/leaderboard`],
    ['a step of another type', `/screencap/${ID}/1/results`],
  ])('is a clear Not found for %s', async (_what, path) => {
    open(path);
    await waitFor(() => expect(state()).toBe('not-found'));
    expect(screen.getByText('This slide could not be found')).toBeTruthy();
  });

  it('is Not found for a recap that is unknown or turned off', async () => {
    open(`/screencap/${ID}/1/reveal`, {
      errors: [new GraphQLError('No recap', { extensions: { code: 'NOT_FOUND', reason: 'EVENT_NOT_FOUND' } })],
    });
    await waitFor(() => expect(state()).toBe('not-found'));
  });

  it('is an error, never ready, when the server fails', async () => {
    open(`/screencap/${ID}/1/reveal`, {
      errors: [new GraphQLError('Down', { extensions: { code: 'INTERNAL_SERVER_ERROR', reason: 'INTERNAL_ERROR' } })],
    });
    await waitFor(() => expect(state()).toBe('error'));
    expect(screen.getByText('This slide could not be loaded')).toBeTruthy();
  });
});
