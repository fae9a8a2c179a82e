import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError, type EventLobby, type JoinedEvent, type joinEvent } from '../joinApi';
import { JoinForm } from './JoinForm';
import { lobbyOf } from './testLobby';

afterEach(cleanup);

const lobby = lobbyOf;

const joined = (nickname: string): JoinedEvent => ({
  participantToken: 'tok',
  participant: { id: 'p1', nickname, team: null },
  event: { id: 'e1', code: 'ABCDEF', title: 'Quiz night', status: 'LOBBY' },
});

const refusal = (message: string, extensions: Record<string, unknown>) => new GraphQLRequestError([{ message, extensions }]);

function renderForm(join: ReturnType<typeof vi.fn<typeof joinEvent>>, over: Partial<EventLobby> = {}) {
  const onJoined = vi.fn();
  const onEventProblem = vi.fn();
  render(<JoinForm lobby={lobby(over)} onJoined={onJoined} onEventProblem={onEventProblem} join={join} />);
  return { onJoined, onEventProblem };
}

describe('join form', () => {
  it('keeps trying while the server is full, saying so calmly, and joins when it has room (ADR 54)', async () => {
    const full = () =>
      refusal('The event is very busy. Try again in 5 seconds.', { code: 'SERVER_FULL', reason: 'SERVER_FULL', retryAfterS: 5 });
    const join = vi.fn<typeof joinEvent>().mockRejectedValueOnce(full()).mockRejectedValueOnce(full()).mockResolvedValueOnce(joined('Ada'));
    let release: () => void = () => undefined;
    const waits: number[] = [];
    const sleep = (ms: number) => {
      waits.push(ms);
      return new Promise<void>((resolve) => (release = resolve));
    };
    const onJoined = vi.fn();
    render(<JoinForm lobby={lobby()} onJoined={onJoined} onEventProblem={vi.fn()} join={join} sleep={sleep} />);
    fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The event is very busy — trying again…'));
    expect(screen.queryByRole('alert')).toBeNull();
    release();
    await waitFor(() => expect(join).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(waits).toHaveLength(2));
    release();
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(expect.objectContaining({ nickname: 'Ada' })));
    // Never sooner than the server's Retry-After.
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(5000);
  });

  it('checks the nickname before asking the server', () => {
    const join = vi.fn<typeof joinEvent>();
    const { onJoined } = renderForm(join);
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText('Choose a nickname')).toBeTruthy();
    expect(join).not.toHaveBeenCalled();
    expect(onJoined).not.toHaveBeenCalled();
  });

  it('refuses an invisible character before asking the server, and sends the name normalised', async () => {
    const join = vi.fn<typeof joinEvent>().mockResolvedValue(joined('Ada Lovelace'));
    const { onJoined } = renderForm(join);
    fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: 'Ada\u200b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText(/invisible character/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: ' Ａda   Lovelace ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(expect.objectContaining({ nickname: 'Ada Lovelace' })));
    expect(join).toHaveBeenCalledWith({ code: 'ABCDEF', nickname: 'Ada Lovelace', email: null });
  });

  it('offers the server’s suggestion for a taken nickname as a one-tap button', async () => {
    const join = vi
      .fn<typeof joinEvent>()
      .mockRejectedValueOnce(
        refusal('The nickname "Ada" is taken. Try "Ada2".', {
          code: 'BAD_USER_INPUT',
          reason: 'NICKNAME_TAKEN',
          field: 'nickname',
          suggestion: 'Ada2',
        }),
      )
      .mockResolvedValueOnce(joined('Ada2'));
    const { onJoined } = renderForm(join);
    fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: ' Ada ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText('Someone in this event already has that name.');
    fireEvent.click(screen.getByRole('button', { name: 'Use Ada2' }));
    await waitFor(() =>
      expect(onJoined).toHaveBeenCalledWith({ eventId: 'e1', participantToken: 'tok', nickname: 'Ada2', code: 'ABCDEF' }),
    );
  });

  it('says when the network tried too often, with the wait', async () => {
    const join = vi
      .fn<typeof joinEvent>()
      .mockRejectedValue(refusal('Slow down', { code: 'RATE_LIMITED', reason: 'RATE_LIMITED', retryAfterS: 20 }));
    const { onJoined, onEventProblem } = renderForm(join);
    fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText('Too many tries from your network. Try again in 20 seconds.');
    expect(onJoined).not.toHaveBeenCalled();
    expect(onEventProblem).not.toHaveBeenCalled();
  });

  it('asks for a required email, and hands a full event to the screen that says so', async () => {
    const join = vi
      .fn<typeof joinEvent>()
      .mockRejectedValue(refusal('This event is full', { code: 'BAD_USER_INPUT', reason: 'EVENT_FULL' }));
    const { onEventProblem } = renderForm(join, { askEmail: 'REQUIRED' });
    fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: 'Bo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText('This event asks for your email')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your email/), { target: { value: 'bo@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(onEventProblem).toHaveBeenCalledWith(expect.objectContaining({ title: { id: 'phone.refusal.fullTitle' } })));
    expect(join).toHaveBeenCalledWith({ code: 'ABCDEF', nickname: 'Bo', email: 'bo@example.com' });
  });

  it('R17.2 in a choose event’s lobby, asks for a team (a radio group of swatches and names) and sends it', async () => {
    const join = vi.fn<typeof joinEvent>().mockResolvedValue(joined('Ada'));
    const teams = [
      { index: 0, name: 'Red Foxes', colour: 'red' },
      { index: 1, name: 'Blue Whales', colour: 'blue' },
    ];
    const { onJoined } = renderForm(join, { teamMode: 'CHOOSE', teams });
    const group = screen.getByRole('group', { name: 'Choose your team' });
    expect(group).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a team to join');
    expect(join).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Blue Whales' }));
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalled());
    expect(join).toHaveBeenCalledWith({ code: 'ABCDEF', nickname: 'Ada', email: null, team: 1 });
  });

  it('R17.2 shows no team choice in auto mode, nor once the event has started (the server places late joiners)', async () => {
    const teams = [
      { index: 0, name: 'Red Foxes', colour: 'red' },
      { index: 1, name: 'Blue Whales', colour: 'blue' },
    ];
    for (const over of [
      { teamMode: 'AUTO' as const, teams },
      { teamMode: 'CHOOSE' as const, status: 'LIVE' as const, teams },
    ]) {
      const join = vi.fn<typeof joinEvent>().mockResolvedValue(joined('Ada'));
      const { onJoined } = renderForm(join, over);
      expect(screen.queryByRole('radio')).toBeNull();
      fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: 'Ada' } });
      fireEvent.click(screen.getByRole('button', { name: 'Join' }));
      await waitFor(() => expect(onJoined).toHaveBeenCalled());
      expect(join).toHaveBeenCalledWith({ code: 'ABCDEF', nickname: 'Ada', email: null });
      cleanup();
    }
  });
});
