import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Slide } from '@mingle/shared';
import { lastCall, renderUi } from '../../slides/testing';
import { TypeChooser } from './TypeChooser';

afterEach(cleanup);

describe('Add slide: search, then Enter', () => {
  it.each([
    ['open text', 'opentext'],
    ['Open Text', 'opentext'],
    ['word cloud', 'wordcloud'],
    ['true', 'truefalse'],
  ])('"%s" adds the type it names (%s), not the first type whose words mention it', (query, type) => {
    const onPick = vi.fn();
    renderUi(<TypeChooser onPick={onPick} />);
    const search = screen.getByRole('textbox', { name: 'Find a slide type' });
    fireEvent.change(search, { target: { value: query } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(lastCall<Slide>(onPick).type).toBe(type);
  });
});
