import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSlideSchema, twoTruthsSlideSchema, type Slide } from '@mingle/shared';
import { renderUi } from '../../slides/testing';
import type { HostState } from './hostOperations';
import { SubjectPanel } from './SubjectPanel';
import { subjectSlideOf } from './subjectSlide';
import type { HostCommands } from './useHostCommands';

afterEach(cleanup);

const about = twoTruthsSlideSchema.parse({
  type: 'twotruths',
  id: 'tt',
  subject: 'A colleague',
  subjectIsParticipant: true,
  statements: ['a', 'b', 'c'],
  lieIndex: 0,
});
const fixed = twoTruthsSlideSchema.parse({ type: 'twotruths', id: 'fx', subject: 'Our CEO', statements: ['a', 'b', 'c'], lieIndex: 0 });
const content = contentSlideSchema.parse({ type: 'content', id: 'c', title: 'Hi' });
const slides: Slide[] = [content, about, fixed];

const at = (status: string, slideIndex: number, step: string | null) => ({ status, slideIndex, step });
const person = (id: string, nickname: string, answered = false, connected = true) => ({
  id,
  nickname,
  answered,
  connected,
  score: 0,
  email: null,
});

function host(
  live: { status: string; slideIndex: number; step: string | null },
  plays: Record<string, unknown> = {},
  people = [person('p1', 'Sam'), person('p2', 'Ada', true), person('p3', 'Bo')],
) {
  return { live: { ...live, round: 0 }, plays, participants: people } as unknown as HostState;
}

describe('which slide the subject picker is for (SPEC R19.2)', () => {
  it('the next slide ahead of it, the current one while its vote is open, none after or for a fixed subject', () => {
    expect(subjectSlideOf(slides, at('LOBBY', -1, null))).toBeNull();
    expect(subjectSlideOf(slides, at('LIVE', 0, 'show'))).toMatchObject({ index: 1, when: 'next', closed: false });
    expect(subjectSlideOf(slides, at('LIVE', 1, 'answering'))).toMatchObject({ index: 1, when: 'now', closed: false });
    expect(subjectSlideOf(slides, at('LIVE', 1, 'reveal'))).toMatchObject({ index: 1, when: 'now', closed: true });
    expect(subjectSlideOf([about], at('LOBBY', -1, null))).toMatchObject({ index: 0, when: 'next' });
    expect(subjectSlideOf(slides, at('ENDED', 1, null))).toBeNull();
  });
});

describe('the "Who is this about?" picker', () => {
  const commands = (setSubject = vi.fn()) => ({ busy: false, setSubject }) as unknown as HostCommands;

  it('says what happens with nobody chosen, searches, and chooses by a button', () => {
    const setSubject = vi.fn();
    renderUi(<SubjectPanel host={host(at('LIVE', 0, 'show'))} slides={slides} commands={commands(setSubject)} />);
    expect(screen.getByRole('heading', { name: 'Who is this about?' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Nobody chosen yet. If the slide starts without one, it is about “A colleague” and everyone votes.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Search participants' }), { target: { value: 'sa' } });
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Choose: Sam']);
    fireEvent.click(screen.getByRole('button', { name: 'Choose: Sam' }));
    expect(setSubject).toHaveBeenCalledWith('tt', 'p1');
  });

  it('shows the chosen one; during the vote, those who voted cannot be chosen', () => {
    renderUi(
      <SubjectPanel
        host={host(at('LIVE', 1, 'answering'), { 'tt#0': { participantId: 'p1', nickname: 'Sam' } })}
        slides={slides}
        commands={commands()}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('About Sam. Their phone sits out the vote.');
    expect((screen.getByRole('button', { name: 'Chosen: Sam' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Voted: Ada' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Choose: Bo' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('after the vote it only says who it was about', () => {
    renderUi(
      <SubjectPanel
        host={host(at('LIVE', 1, 'reveal'), { 'tt#0': { participantId: 'p1', nickname: 'Sam' } })}
        slides={slides}
        commands={commands()}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('The vote is over: it was about Sam.');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
