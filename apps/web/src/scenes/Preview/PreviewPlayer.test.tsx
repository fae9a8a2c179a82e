import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { slideSchema } from '@mingle/shared';
import { renderUi } from '../../slides/testing';
import { PreviewPlayer } from './PreviewPlayer';

afterEach(cleanup);

const deck = {
  id: 'd1',
  title: 'Friday fun',
  unreadable: [],
  slides: [
    slideSchema.parse({ type: 'content', id: 'c', title: 'Welcome all', notes: 'Smile' }),
    slideSchema.parse({
      type: 'quiz',
      id: 'q',
      question: 'Largest planet?',
      options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }],
    }),
  ],
};

const render = (path = '/preview/d1') =>
  renderUi(
    <MemoryRouter initialEntries={[path]}>
      <PreviewPlayer deck={deck} />
    </MemoryRouter>,
  );

const where = () => screen.getByText(/^Slide \d of \d ·/).textContent;
const key = (k: string) => act(() => void fireEvent.keyDown(window, { key: k }));

describe('preview player', () => {
  it('says that a slide played in rounds live is played once here', () => {
    const whosaid = (rounds: number) => slideSchema.parse({ type: 'whosaid', id: `w${rounds}`, sourceSlideId: 'o', rounds });
    const source = slideSchema.parse({ type: 'opentext', id: 'o', question: 'Your secret talent?' });
    renderUi(
      <MemoryRouter initialEntries={['/preview/d2?slide=2']}>
        <PreviewPlayer deck={{ ...deck, id: 'd2', slides: [source, whosaid(3), whosaid(1)] }} />
      </MemoryRouter>,
    );
    expect(where()).toMatch(/^Slide 2 of 3 · Who said it\?/);
    expect(screen.getByText('Played live in 3 rounds; the preview plays one.')).toBeTruthy();
    key('ArrowRight');
    key('ArrowRight');
    key('ArrowRight');
    expect(where()).toMatch(/^Slide 3 of 3/);
    expect(screen.queryByText(/Played live in/)).toBeNull();
  });

  it('steps through every step with the keyboard', () => {
    render();
    expect(where()).toBe('Slide 1 of 2 · Content · On screen');
    expect(screen.getByText('Smile')).toBeTruthy();
    key('ArrowRight');
    expect(where()).toBe('Slide 2 of 2 · Quiz · Question');
    key(' ');
    expect(where()).toBe('Slide 2 of 2 · Quiz · Answering');
    key('ArrowRight');
    key('ArrowRight');
    expect(where()).toBe('Slide 2 of 2 · Quiz · Leaderboard');
    key('ArrowRight');
    expect(where()).toBe('Slide 2 of 2 · Quiz · Leaderboard');
    key('ArrowLeft');
    expect(where()).toBe('Slide 2 of 2 · Quiz · Answer');
    expect(screen.getAllByText('Simulated answers').length).toBeGreaterThan(0);
  });

  it('lets the previewer answer on the phone and shows their result at the reveal', () => {
    render('/preview/d1?slide=2&step=2');
    expect(where()).toBe('Slide 2 of 2 · Quiz · Answering');
    fireEvent.click(screen.getByRole('button', { name: /Jupiter/ }));
    expect(screen.getByText('Answer sent')).toBeTruthy();
    key('ArrowRight');
    expect(screen.getByText('Correct!')).toBeTruthy();
  });

  it('jumps to a slide from the list', () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: /^Slide 2: Quiz/ }));
    expect(where()).toBe('Slide 2 of 2 · Quiz · Question');
  });
});
