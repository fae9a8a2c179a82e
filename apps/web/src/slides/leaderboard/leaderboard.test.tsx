import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaderboardSlideSchema, type LeaderboardSlide } from '@mingle/shared';
import { lastCall, renderUi } from '../testing';
import { leaderboardWeb } from './index';
import { TeamStandingsContext } from '../common/teamStandings';

afterEach(cleanup);

const slide = (over: Partial<LeaderboardSlide> = {}) => leaderboardSlideSchema.parse({ type: 'leaderboard', id: 'l1', ...over });
const noUpload = () => Promise.reject(new Error('no'));

describe('leaderboard', () => {
  it('edits how many players show and the podium', () => {
    const onChange = vi.fn();
    renderUi(<leaderboardWeb.Editor slide={slide()} onChange={onChange} errors={{ top: 'at most 10' }} uploadImage={noUpload} />);
    fireEvent.change(screen.getByLabelText('Players shown'), { target: { value: '8' } });
    expect(lastCall<LeaderboardSlide>(onChange).top).toBe(8);
    fireEvent.click(screen.getByLabelText('Podium for the top three'));
    expect(lastCall<LeaderboardSlide>(onChange).podium).toBe(false);
    expect(screen.getByText('at most 10')).toBeTruthy();
  });

  it('labels sample players when there are no real scores', () => {
    renderUi(<leaderboardWeb.ScreenView slide={slide()} step="show" />);
    expect(screen.getByText('Simulated players')).toBeTruthy();
  });

  it('shows real standings, podium first, without the label', () => {
    const standings = ['Ann', 'Bo', 'Cy', 'Di'].map((nickname, i) => ({ nickname, score: 4000 - i * 1000 }));
    renderUi(<leaderboardWeb.ScreenView slide={slide({ top: 4 })} step="show" standings={standings} />);
    expect(screen.queryByText('Simulated players')).toBeNull();
    expect(screen.getByLabelText('1. Ann, 4,000 points')).toBeTruthy();
    expect(screen.getByText('Di')).toBeTruthy();
  });

  it('R17.4 in team mode shows the team ranking first, the top three teams on a podium, the players beside', () => {
    const standings = ['Ann', 'Bo', 'Cy', 'Di'].map((nickname, i) => ({ nickname, score: 4000 - i * 1000 }));
    const teams = [
      { index: 1, name: 'Blue Whales', colour: 'blue', score: 2500, members: 2, rank: 1 },
      { index: 0, name: 'Red Foxes', colour: 'red', score: 1500, members: 2, rank: 2 },
      { index: 2, name: 'Green Geckos', colour: 'green', score: 900, members: 1, rank: 3 },
      { index: 3, name: 'Orange Tigers', colour: 'orange', score: 0, members: 0, rank: 4 },
    ];
    renderUi(
      <TeamStandingsContext.Provider value={teams}>
        <leaderboardWeb.ScreenView slide={slide({ top: 4 })} step="show" standings={standings} />
      </TeamStandingsContext.Provider>,
    );
    const board = screen.getByRole('region', { name: 'Teams' });
    expect(within(board).getByLabelText('1. Blue Whales, 2,500 points on average, 2 players')).toBeTruthy();
    expect(within(board).getByLabelText('4. Orange Tigers, 0 points on average, 0 players')).toBeTruthy();
    const players = screen.getByRole('region', { name: 'Players' });
    expect(
      within(players)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Ann4,000', '2Bo3,000', '3Cy2,000', '4Di1,000']);
  });

  it('R17.4 two teams (the default) stand on a podium too: the runner-up on the left, the winner beside', () => {
    const teams = [
      { index: 1, name: 'Blue Whales', colour: 'blue', score: 2500, members: 2, rank: 1 },
      { index: 0, name: 'Red Foxes', colour: 'red', score: 1500, members: 3, rank: 2 },
    ];
    renderUi(
      <TeamStandingsContext.Provider value={teams}>
        <leaderboardWeb.ScreenView slide={slide()} step="show" standings={[{ nickname: 'Ann', score: 10 }]} />
      </TeamStandingsContext.Provider>,
    );
    const board = screen.getByRole('region', { name: 'Teams' });
    expect(within(board).getAllByRole('list')).toHaveLength(1);
    // Each place reads name, score, members, then its step's number: rows would start with the rank.
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Red Foxes1,5003 players2', 'Blue Whales2,5002 players1']);
    expect(within(board).getByLabelText('1. Blue Whales, 2,500 points on average, 2 players')).toBeTruthy();
    expect(within(board).getByLabelText('2. Red Foxes, 1,500 points on average, 3 players')).toBeTruthy();
  });

  it('R17.4 without a podium lists every team in rows', () => {
    const teams = [
      { index: 0, name: 'Red Foxes', colour: 'red', score: 10, members: 1, rank: 1 },
      { index: 1, name: 'Blue Whales', colour: 'blue', score: 5, members: 1, rank: 2 },
      { index: 2, name: 'Green Geckos', colour: 'green', score: 1, members: 1, rank: 3 },
    ];
    renderUi(
      <TeamStandingsContext.Provider value={teams}>
        <leaderboardWeb.ScreenView slide={slide({ podium: false })} step="show" standings={[{ nickname: 'Ann', score: 10 }]} />
      </TeamStandingsContext.Provider>,
    );
    const board = screen.getByRole('region', { name: 'Teams' });
    expect(within(board).getAllByRole('listitem')).toHaveLength(3);
    expect(within(board).getAllByRole('list')).toHaveLength(1);
  });
});
