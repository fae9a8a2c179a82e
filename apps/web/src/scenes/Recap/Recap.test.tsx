import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScene } from '../Analytics/testing';
import { RecapDocument, RecapsDocument, SetRecapEnabledDocument } from './recap.generated';
import Recap from './Recap';
import Recaps from './Recaps';

afterEach(cleanup);

const ID = '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const EVENT = '0b9f6c1e-2f7a-4c1d-9e3b-5a6d7e8f9a0b';

const quiz = {
  id: 'q1',
  type: 'quiz',
  question: 'Largest planet?',
  options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }],
  timeLimit: 20,
};
const wall = { id: 'o1', type: 'opentext', question: 'Ideas for next time?' };

const recap = {
  __typename: 'Recap',
  id: ID,
  title: 'Friday quiz',
  startedAt: '2026-03-01T09:01:00.000Z',
  endedAt: '2026-03-01T09:13:05.000Z',
  participantCount: 3,
  podium: [
    { __typename: 'RecapPlace', rank: 1, nickname: 'Ada', score: 1950 },
    { __typename: 'RecapPlace', rank: 2, nickname: 'Bo', score: 750 },
    { __typename: 'RecapPlace', rank: 3, nickname: 'Cy', score: 0 },
  ],
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
      slide: quiz,
      play: null,
    },
    {
      __typename: 'RecapSlide',
      slideIndex: 2,
      round: 0,
      type: 'opentext',
      headline: 'Ideas for next time?',
      answered: 2,
      results: {
        kind: 'texts',
        total: 2,
        items: [
          { text: 'More tea', upvotes: 2 },
          { text: 'Longer breaks', upvotes: 0 },
        ],
      },
      slide: wall,
      play: null,
    },
  ],
};

const recapMock = (result: object) => ({ request: { query: RecapDocument, variables: { id: ID } }, result });

describe('/recap/{id}: the public recap', () => {
  it('shows the title, the date, the podium and each slide results', async () => {
    renderScene(Recap, '/recap/:uuid', `/recap/${ID}`, [recapMock({ data: { recap } })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday quiz' })).toBeTruthy();
    expect(screen.getByText(/3 people/)).toBeTruthy();
    const podium = screen.getByRole('region', { name: 'Podium' });
    const places = within(podium).getAllByRole('listitem');
    expect(places.map((p) => p.textContent)).toEqual([
      expect.stringMatching(/1st place.*Ada.*1,950 points/),
      expect.stringMatching(/2nd place.*Bo.*750 points/),
      expect.stringMatching(/3rd place.*Cy.*0 points/),
    ]);
    expect(screen.getByRole('heading', { name: 'Largest planet?' })).toBeTruthy();
    expect(screen.getByText('More tea')).toBeTruthy();
    expect(document.title).toBe('Friday quiz: the recap · Mingle');
    // Each slide as an image (ADR 45): its place in the recap and its answers step, as a download.
    const images = screen.getAllByRole('link', { name: 'Download slide as image' });
    expect(images.map((a) => a.getAttribute('href'))).toEqual([
      `/v1/functions/recaps/${ID}/slides/1/reveal.png?download=1`,
      `/v1/functions/recaps/${ID}/slides/2/results.png?download=1`,
    ]);
    expect(images[0]!.hasAttribute('download')).toBe(true);
    expect(document.getElementById(images[0]!.getAttribute('aria-describedby')!)?.textContent).toBe('Largest planet?');
  });

  it('shows the team podium in team mode', async () => {
    const teams = {
      ...recap,
      teamPodium: [
        { __typename: 'RecapTeamPlace', rank: 1, name: 'Red', colour: 'red', score: 900, members: 2 },
        { __typename: 'RecapTeamPlace', rank: 2, name: 'Blue', colour: 'blue', score: 500, members: 1 },
      ],
    };
    renderScene(Recap, '/recap/:uuid', `/recap/${ID}`, [recapMock({ data: { recap: teams } })]);
    const podium = await screen.findByRole('region', { name: 'Team podium' });
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((p) => p.textContent),
    ).toEqual([expect.stringMatching(/Red.*900 points.*2 members/), expect.stringMatching(/Blue.*500 points.*1 member$/)]);
  });

  it('is the 404 page for a recap that is unknown or turned off, saying it is the recap', async () => {
    const notFound = new GraphQLError('No recap', { extensions: { code: 'NOT_FOUND', reason: 'RECAP_NOT_FOUND' } });
    renderScene(Recap, '/recap/:uuid', `/recap/${ID}`, [recapMock({ errors: [notFound] })]);
    expect(await screen.findByText('Error page 404')).toBeTruthy();
    expect(screen.getByText('This recap does not exist or its host turned it off.')).toBeTruthy();
  });

  it('says how long to wait when the network opened too many recaps, and tries again', async () => {
    const limited = new GraphQLError('Too many', { extensions: { code: 'RATE_LIMITED', reason: 'RATE_LIMITED', retryAfterS: 42 } });
    renderScene(Recap, '/recap/:uuid', `/recap/${ID}`, [recapMock({ errors: [limited] }), recapMock({ data: { recap } })]);
    expect(await screen.findByText(/Too many tries from your network\. Try again in 42 seconds/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday quiz' })).toBeTruthy();
  });

  it('offers to try again when the server fails', async () => {
    renderScene(Recap, '/recap/:uuid', `/recap/${ID}`, [
      recapMock({ errors: [new GraphQLError('Down', { extensions: { code: 'INTERNAL_SERVER_ERROR', reason: 'INTERNAL_ERROR' } })] }),
      recapMock({ data: { recap } }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday quiz' })).toBeTruthy();
  });
});

const item = {
  __typename: 'RecapListItem',
  id: ID,
  eventId: EVENT,
  title: 'Friday quiz',
  startedAt: recap.startedAt,
  endedAt: recap.endedAt,
  participantCount: 3,
  enabled: true,
};
const listMock = (items: object[]) => ({
  request: { query: RecapsDocument, variables: { page: 1 } },
  result: {
    data: { recaps: { __typename: 'RecapListPage', items, total: items.length, page: 1, pageSize: 20, pageCount: items.length ? 1 : 0 } },
  },
});

describe('/recap: my recaps', () => {
  it('lists each recap with its link, and turns one off saying what that does', async () => {
    renderScene(Recaps, '/recap', '/recap', [
      listMock([item]),
      {
        request: { query: SetRecapEnabledDocument, variables: { eventId: EVENT, enabled: false } },
        result: { data: { setRecapEnabled: { __typename: 'RecapListItem', id: ID, eventId: EVENT, enabled: false } } },
      },
    ]);
    const link = await screen.findByRole('link', { name: 'Friday quiz' });
    expect(link.getAttribute('href')).toBe(`/recap/${ID}`);
    const toggle = screen.getByRole('switch', { name: 'Public recap of Friday quiz' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(await screen.findByText('Turned off: the link shows Not found')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(false));
  });

  it('says when there is none yet', async () => {
    renderScene(Recaps, '/recap', '/recap', [listMock([])]);
    expect(await screen.findByText('No recaps yet')).toBeTruthy();
  });

  it('puts the switch back and says why when the server refuses', async () => {
    renderScene(Recaps, '/recap', '/recap', [
      listMock([item]),
      {
        request: { query: SetRecapEnabledDocument, variables: { eventId: EVENT, enabled: false } },
        result: {
          errors: [new GraphQLError('This event does not exist', { extensions: { code: 'NOT_FOUND', reason: 'EVENT_NOT_FOUND' } })],
        },
      },
    ]);
    const toggle = (await screen.findByRole('switch', { name: 'Public recap of Friday quiz' })) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(true));
  });
});
