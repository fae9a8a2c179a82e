import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../slides/testing';
import { initialTeams, resized, teamProblems, TeamSettings, type TeamChoices } from './TeamSettings';

afterEach(cleanup);

function Harness({ onChange }: { onChange(v: TeamChoices): void }) {
  const [value, setValue] = useState(initialTeams());
  return (
    <TeamSettings
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const last = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)![0] as TeamChoices;

describe('start panel team settings (SPEC R17.1)', () => {
  it('R17.1 turns team mode on, picks how players get a team, how many teams, and edits names and colours', () => {
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    expect(screen.queryByLabelText('Number of teams')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /Play in teams/ }));
    expect(last(onChange).mode).toBe('AUTO');
    fireEvent.click(screen.getByLabelText('They choose when joining'));
    expect(last(onChange).mode).toBe('CHOOSE');
    expect(screen.getByText(/people who join after the start go to the smallest team/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Number of teams'), { target: { value: '4' } });
    expect(last(onChange).teams.map((t) => t.name)).toEqual(['Red Foxes', 'Blue Whales', 'Green Geckos', 'Orange Tigers']);
    fireEvent.change(screen.getByLabelText('Team 2 name'), { target: { value: 'Night Owls' } });
    fireEvent.change(screen.getByLabelText('Team 2 colour'), { target: { value: 'violet' } });
    expect(last(onChange).teams[1]).toEqual({ name: 'Night Owls', colour: 'violet' });
    // Fewer teams keeps the first ones as the host named them.
    fireEvent.change(screen.getByLabelText('Number of teams'), { target: { value: '2' } });
    expect(last(onChange).teams).toEqual([
      { name: 'Red Foxes', colour: 'red' },
      { name: 'Night Owls', colour: 'violet' },
    ]);
  });

  it('R17.1 says what the server would refuse: an empty or repeated name, a repeated colour', () => {
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: /Play in teams/ }));
    fireEvent.change(screen.getByLabelText('Team 2 name'), { target: { value: 'red foxes' } });
    expect(screen.getByText('Another team has this name')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Team 2 name'), { target: { value: '  ' } });
    expect(screen.getByText('Give the team a name')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Team 2 name'), { target: { value: 'Owls' } });
    fireEvent.change(screen.getByLabelText('Team 2 colour'), { target: { value: 'red' } });
    expect(screen.getByText('Another team has this colour')).toBeTruthy();
  });

  it('R17.1 new teams get a colour and a name no team has yet', () => {
    const teams = resized([{ name: 'Blue Whales', colour: 'red' }], 3);
    expect(teams.map((t) => t.colour)).toEqual(['red', 'green', 'orange']);
    expect(teamProblems(teams)).toEqual([null, null, null]);
    expect(resized(initialTeams('fr').teams, 3)[2]!.name).toBe('Green Geckos');
  });
});
