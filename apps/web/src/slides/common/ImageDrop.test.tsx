import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing';
import { ImageDrop } from './ImageDrop';

afterEach(cleanup);

const noUpload = () => Promise.reject(new Error('no'));

describe('image drop area', () => {
  it('is a focusable button named for what it does, for keyboards and screen readers', () => {
    renderUi(<ImageDrop label="Image" onChange={vi.fn()} uploadImage={noUpload} />);
    const area = screen.getByRole('button', { name: 'Add image' });
    expect(area.tabIndex).toBe(0);
  });

  it('says Replace once there is a picture, in the compact form for options too', () => {
    renderUi(<ImageDrop compact label="Image for option 1" value="/v1/functions/files/a.png" onChange={vi.fn()} uploadImage={noUpload} />);
    expect(screen.getByRole('button', { name: 'Replace image for option 1' }).tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Remove image for option 1' })).toBeTruthy();
  });

  it('shows an upload failure as the sentence it is, with no "The upload failed:" in front', async () => {
    const refuse = () => Promise.reject(new Error('Only PNG, JPEG, WebP, GIF or SVG images can be uploaded.'));
    const { container } = renderUi(<ImageDrop label="Image" onChange={vi.fn()} uploadImage={refuse} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    const shown = await screen.findByText(/Only PNG/);
    expect(shown.textContent).toBe('Only PNG, JPEG, WebP, GIF or SVG images can be uploaded.');
  });
});
