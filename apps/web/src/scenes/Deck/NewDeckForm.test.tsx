import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../slides/testing';
import { NewDeckForm } from './NewDeckForm';

afterEach(cleanup);

const renderForm = (onCreate: (title: string) => Promise<void>) =>
  renderUi(
    <MemoryRouter>
      <NewDeckForm onCreate={onCreate} />
    </MemoryRouter>,
  );

describe('new deck form', () => {
  it('creates nothing when it is shown, only when the host submits, with the title typed', async () => {
    const onCreate = vi.fn(() => Promise.resolve());
    renderForm(onCreate);
    expect(screen.getByRole('heading', { name: 'New deck' })).toBeTruthy();
    expect(onCreate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: '  Friday quiz ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create deck' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Friday quiz'));
  });

  it('sends one request however often it is submitted while the first is out', async () => {
    let finish!: () => void;
    const onCreate = vi.fn(() => new Promise<void>((ok) => (finish = ok)));
    renderForm(onCreate);
    const form = screen.getByRole('form', { name: 'New deck' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(onCreate).toHaveBeenCalledTimes(1);
    finish();
  });

  it('says why it failed, keeps the title and can be sent again', async () => {
    const onCreate = vi.fn<(title: string) => Promise<void>>().mockRejectedValueOnce(new Error('Could not reach Mingle.'));
    renderForm(onCreate);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Quiz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create deck' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not reach Mingle.');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Quiz');
    onCreate.mockResolvedValueOnce(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Create deck' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(2));
    expect(onCreate).toHaveBeenLastCalledWith('Quiz');
  });
});
