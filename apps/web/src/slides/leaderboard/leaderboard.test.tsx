import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaderboardSlideSchema, type LeaderboardSlide } from '@mingle/shared';
import { lastCall, renderUi } from '../testing';
import { leaderboardWeb } from './index';

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
});
