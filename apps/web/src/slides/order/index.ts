import { mdiSort } from '@mdi/js';
import { orderAsShown, type OrderAnswer, type OrderSlide } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { correctSequence, numberedSequence } from './correctOrder';
import { OrderEditor } from './Editor';
import { OrderPhoneView } from './PhoneView';
import { OrderResults } from './Results';
import { OrderScreenView } from './ScreenView';

export const orderWeb: WebSlideType<OrderSlide, OrderAnswer> = {
  type: 'order',
  icon: mdiSort,
  Editor: OrderEditor,
  PhoneView: OrderPhoneView,
  ScreenView: OrderScreenView,
  Results: OrderResults,
  summary: (s) => s.question,
  // The big screen's announcer passes the revealed public content, the host notes the full slide.
  solutionText: (s) => {
    const sequence = correctSequence(s);
    return sequence?.length ? numberedSequence(sequence) : null;
  },
  // A handout without answers lists the items as players see them; with answers, the correct order too.
  print: (s) => ({
    lists: [
      { title: 'Items', items: orderAsShown(s).items.map((item) => item || '(empty)'), ordered: false },
      { title: 'Correct order', items: s.items.map((item) => item || '(empty)'), ordered: true },
    ],
    facts: ['Players put the items in order; only the whole order scores'],
  }),
};
