import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../slides/testing';
import { CoverImageField } from './CoverImageField';

afterEach(cleanup);

const noUpload = () => Promise.reject(new Error('no'));

describe('cover image field', () => {
  it('offers to add a cover when there is none', () => {
    renderUi(<CoverImageField value={null} onSave={vi.fn()} uploadImage={noUpload} />);
    expect(screen.getByRole('button', { name: 'Add cover image' })).toBeTruthy();
    expect(screen.getByText(/Without one, the card shows the first slide/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove cover image' })).toBeNull();
  });

  it('removes the cover, and says so while it saves', async () => {
    let finish!: () => void;
    const onSave = vi.fn(() => new Promise<void>((ok) => (finish = ok)));
    renderUi(<CoverImageField value="/v1/functions/files/a.png" onSave={onSave} uploadImage={noUpload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove cover image' }));
    expect(onSave).toHaveBeenCalledWith(null);
    expect(screen.getByRole('status').textContent).toBe('Removing the cover…');
    // The picture is gone at once, before the server answers.
    expect(screen.getByRole('button', { name: 'Add cover image' })).toBeTruthy();
    finish();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('shows why a save failed, goes back to the saved cover, and tries the same again', async () => {
    const onSave = vi
      .fn<(url: string | null) => Promise<void>>()
      .mockRejectedValueOnce(new Error('Could not reach Mingle. Check your connection and try again.'));
    renderUi(<CoverImageField value="/v1/functions/files/a.png" onSave={onSave} uploadImage={noUpload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove cover image' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The cover was not removed');
    expect(alert.textContent).toContain('Could not reach Mingle');
    expect(screen.getByRole('button', { name: 'Replace cover image' })).toBeTruthy();
    onSave.mockResolvedValueOnce(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onSave).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
