import type { OrderAnswer, OrderSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { OrderPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<OrderSlide, OrderAnswer> = {
  type: 'order',
  PhoneView: OrderPhoneView,
};
