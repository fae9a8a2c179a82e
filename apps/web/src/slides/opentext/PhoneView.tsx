import { useEffect } from 'react';
import { mdiCheckCircleOutline, mdiCommentTextMultipleOutline } from '@mdi/js';
import type { OpenTextSlide, TextAnswer } from '@mingle/shared';
import { useT } from '../../i18n/speaking';
import { useDraft, writeDraft } from '../../phone/draft';
import { Button, TextArea } from '../../phone/ui/ui';
import { PhoneQuestion, PhoneScreen, PhoneStatus, PhoneText } from '../common/PhoneParts';
import classes from '../common/Phone.module.css';
import type { PhoneViewProps } from '../types';
import { UpvoteWall } from './UpvoteWall';

export function OpenTextPhoneView({
  slide,
  step,
  answer,
  onAnswer,
  results,
  upvotes,
  draftKey,
}: PhoneViewProps<OpenTextSlide, TextAnswer>) {
  const t = useT();
  // Half-typed words come back after a reload (phone/draft.ts), and after a refused answer;
  // once the answer is taken they are not kept any longer.
  const [text, setText] = useDraft(draftKey);
  useEffect(() => {
    if (answer) writeDraft(draftKey, '');
  }, [answer, draftKey]);

  // After sending, a phone with upvotes on sees the others' answers and votes (SPEC R8.3).
  if (answer && slide.upvotes && upvotes && results?.kind === 'texts' && results.items.length > 0) {
    return (
      <PhoneScreen>
        <PhoneQuestion text={slide.question} />
        <UpvoteWall items={results.items} upvotes={upvotes} />
      </PhoneScreen>
    );
  }

  if (answer || step !== 'answering') {
    return (
      <PhoneScreen>
        <PhoneQuestion text={slide.question} />
        <PhoneStatus
          icon={answer ? mdiCheckCircleOutline : mdiCommentTextMultipleOutline}
          title={t(answer ? 'phone.choice.sent' : step === 'results' ? 'phone.text.answersIn' : 'phone.text.getReady')}
        >
          {answer && <PhoneText>{t('phone.text.quoted', { text: answer.text })}</PhoneText>}
          <PhoneText>{t('phone.text.onScreen')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }

  return (
    <PhoneScreen>
      <PhoneQuestion text={slide.question} />
      <form
        className={classes.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (onAnswer && text.trim()) onAnswer({ text: text.trim() });
        }}
      >
        <TextArea
          label={t('phone.text.label')}
          rows={4}
          value={text}
          maxLength={slide.maxLength}
          disabled={!onAnswer}
          description={t('phone.text.count', { count: text.length, max: slide.maxLength })}
          descriptionAfter
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button type="submit" size="xl" full disabled={!onAnswer || !text.trim()}>
          {t('phone.choice.send')}
        </Button>
      </form>
    </PhoneScreen>
  );
}
