import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSlideSchema, whoSaidSlideSchema } from '@mingle/shared';
import { renderUi } from '../../slides/testing';
import { SlideList } from './SlideList';

afterEach(cleanup);

describe("the console's slide list", () => {
  it('reads well for a type whose name ends in "?": no "?:" between the name and the text', () => {
    const welcome = contentSlideSchema.parse({ type: 'content', id: 'c', title: 'Welcome!' });
    const quotes = whoSaidSlideSchema.parse({ type: 'whosaid', id: 'w', sourceSlideId: 'ot', rounds: 3 });
    renderUi(<SlideList slides={[welcome, quotes]} count={2} current={1} onGoto={() => {}} disabled={false} />);
    const buttons = within(screen.getByRole('list', { name: 'Go to a slide' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['1. Content: Welcome!', '2. Who said it? 3 rounds of quotes']);
  });
});
