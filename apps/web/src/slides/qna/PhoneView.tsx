import type { QnaSlide } from '@mingle/shared';
import { useT } from '../../i18n/speaking';
import { PhoneQuestion, PhoneScreen } from '../common/PhoneParts';
import type { PhoneQna, PhoneViewProps } from '../types';
import { QnaPanel } from './QnaPanel';
import { SAMPLE_QUESTIONS } from './samples';
import classes from './QnaPanel.module.css';

/** What a preview shows: sample questions, labelled as simulated, and a form that sends nothing. */
const PREVIEW: PhoneQna = {
  open: true,
  upvotes: true,
  questions: SAMPLE_QUESTIONS,
  featuredId: null,
  mine: new Set(),
  upvoted: new Set(['s2']),
  ask: () => Promise.resolve(null),
  vote: () => undefined,
};

/** The Q&A slide on a phone (SPEC R15): ask, and upvote the others' questions. */
export function QnaPhoneView({ slide, qna }: PhoneViewProps<QnaSlide, unknown>) {
  const t = useT();
  const shown = qna ?? { ...PREVIEW, upvotes: slide.upvotes };
  return (
    <PhoneScreen>
      <PhoneQuestion text={slide.title} />
      {!qna && <p className={classes.simulated}>{t('phone.qna.simulated')}</p>}
      <QnaPanel qna={shown} />
    </PhoneScreen>
  );
}
