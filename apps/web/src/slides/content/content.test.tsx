import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSlideSchema, type ContentSlide } from '@mingle/shared';
import { lastCall, renderUi } from '../testing';
import { contentWeb } from './index';

afterEach(cleanup);

const slide = (over: Partial<ContentSlide> = {}) =>
  contentSlideSchema.parse({ type: 'content', id: 'c1', title: 'Welcome', body: 'Hello **everyone**', ...over });
const noUpload = () => Promise.reject(new Error('no'));

describe('content', () => {
  it('edits the title and shows a body error', () => {
    const onChange = vi.fn();
    renderUi(<contentWeb.Editor slide={slide()} onChange={onChange} errors={{ body: 'at most 5000 characters' }} uploadImage={noUpload} />);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Hi all' } });
    expect(lastCall<ContentSlide>(onChange)).toEqual({ ...slide(), title: 'Hi all' });
    expect(screen.getByText('at most 5000 characters')).toBeTruthy();
  });

  it('renders markdown but never raw HTML or script links', () => {
    const { container } = renderUi(
      <contentWeb.ScreenView
        slide={slide({ body: 'Hello **everyone** <img src=x onerror="alert(1)"> [x](javascript:alert(1))' })}
        step="show"
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('everyone');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('repeats the slide on the phone', () => {
    renderUi(<contentWeb.PhoneView slide={slide()} step="show" />);
    expect(screen.getByText('Welcome')).toBeTruthy();
  });
});
