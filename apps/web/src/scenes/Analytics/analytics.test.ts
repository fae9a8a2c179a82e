import { describe, expect, it, vi } from 'vitest';
import { downloadExport, fileNameFrom } from './downloadExport';
import { formatAnswerTime, formatDuration, formatRate, formatScore } from './format';
import { eventListParams, eventsVariables, parseEventListState, rangeProblem, withFilter } from './listState';

describe('analytics formats', () => {
  it('writes durations, rates, times and scores, with a dash for the unknown', () => {
    expect([formatDuration(45), formatDuration(725), formatDuration(3600), formatDuration(4800), formatDuration(null)]).toEqual([
      '45 s',
      '12 min 5 s',
      '1 h',
      '1 h 20 min',
      '—',
    ]);
    expect([formatRate(2 / 3), formatRate(0), formatRate(null)]).toEqual(['67%', '0%', '—']);
    expect([formatAnswerTime(4200), formatAnswerTime(null)]).toEqual(['4.2 s', '—']);
    expect([formatScore(1474.6), formatScore(null)]).toEqual(['1,475', '—']);
  });
});

describe('analytics list state', () => {
  it('round-trips through the URL, leaving defaults and bad values out', () => {
    const state = parseEventListState(new URLSearchParams('q=quiz&deck=d1&from=2026-03-01&to=nope&page=x'));
    expect(state).toEqual({ search: 'quiz', deckId: 'd1', from: '2026-03-01', to: '', page: 1 });
    expect(eventListParams({ ...state, page: 2 }).toString()).toBe('q=quiz&deck=d1&from=2026-03-01&page=2');
    expect(withFilter({ ...state, page: 3 }, { search: 'x' }).page).toBe(1);
  });

  it('sends the filters as the server takes them, and no range that ends before it starts', () => {
    const state = { search: ' quiz ', deckId: '', from: '2026-03-01', to: '2026-03-31', page: 2 };
    expect(eventsVariables(state)).toEqual({ search: 'quiz', from: '2026-03-01', to: '2026-03-31', page: 2, pageSize: 20 });
    const backwards = { ...state, to: '2026-02-01' };
    expect(rangeProblem(backwards)).toBe('The end date is before the start date.');
    expect(eventsVariables(backwards)).toEqual({ search: 'quiz', page: 2, pageSize: 20 });
  });
});

describe('export downloads', () => {
  it('reads the file name of Content-Disposition, the UTF-8 one first', () => {
    expect(fileNameFrom(`attachment; filename="Friday quiz 2026-03-01 answers.csv"; filename*=UTF-8''Caf%C3%A9%20quiz.csv`)).toBe(
      'Café quiz.csv',
    );
    expect(fileNameFrom('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
    expect(fileNameFrom('attachment')).toBeNull();
    expect(fileNameFrom(null)).toBeNull();
  });

  it('fetches with the bearer token and saves the body under the server’s name', async () => {
    const fetch = vi.fn(
      async () => new Response('Rank,Nickname\r\n', { headers: { 'content-disposition': 'attachment; filename="Quiz participants.csv"' } }),
    );
    const save = vi.fn();
    const cookies = { cookie: 'apollo-token=tok' };
    const name = await downloadExport('/v1/functions/events/e1/participants.csv', 'participants.csv', {
      ensureValid: async () => undefined,
      cookies,
      fetch,
      save,
    });
    expect(name).toBe('Quiz participants.csv');
    expect(fetch).toHaveBeenCalledWith('/v1/functions/events/e1/participants.csv', { headers: { Authorization: 'Bearer tok' } });
    expect(save.mock.calls[0]![1]).toBe('Quiz participants.csv');
  });

  it('refreshes once on a 401, and says so plainly on a 404', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 401 }))
      .mockResolvedValueOnce(new Response('', { status: 404 }));
    const recover = vi.fn(async () => true);
    await expect(
      downloadExport('/x', 'x.csv', {
        ensureValid: async () => undefined,
        recoverFromUnauthorized: recover,
        cookies: { cookie: '' },
        fetch,
        save: vi.fn(),
      }),
    ).rejects.toThrow('This report is not available any more.');
    expect(recover).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
