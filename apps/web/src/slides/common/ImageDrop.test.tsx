import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing';
import { ImageDrop } from './ImageDrop';

afterEach(cleanup);

const noUpload = () => Promise.reject(new Error('no'));

describe('image drop area', () => {
  // ADR 27: the drop area is not a control itself (a control around a control is
  // "nested-interactive"); a real button inside it picks a file, named by its own text.
  it('picks a file with a real button whose name is its visible text; the area itself takes no focus', () => {
    const { container } = renderUi(<ImageDrop label="Image" onChange={vi.fn()} uploadImage={noUpload} />);
    const button = screen.getByRole('button', { name: 'Add image' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.textContent).toBe('Add image');
    expect(button.getAttribute('aria-label')).toBeNull();
    const area = container.querySelector('.mantine-Dropzone-root');
    expect(area?.getAttribute('tabindex')).toBeNull();
    expect(area?.getAttribute('role')).not.toBe('button');
  });

  it('says Replace once there is a picture, in the compact form for options too', () => {
    const { container } = renderUi(
      <ImageDrop compact label="Image for option 1" value="/v1/functions/files/a.png" onChange={vi.fn()} uploadImage={noUpload} />,
    );
    const button = screen.getByRole('button', { name: 'Replace image for option 1' });
    expect(button.tagName).toBe('BUTTON');
    expect(container.querySelector('.mantine-Dropzone-root')?.getAttribute('tabindex')).toBeNull();
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
