import { mdiCheckCircleOutline, mdiTimerSandEmpty } from '@mdi/js';
import { useState } from 'react';
import { TYPED_ANSWER_MAX, typedAnswerMatches, type TypeAnswerSlide, type TypedAnswer } from '@mingle/shared';
import { useT } from '../../i18n/speaking';
import { Button, TextField } from '../../phone/ui/ui';
import classes from '../common/Phone.module.css';
import { PersonalResultView, PhoneQuestion, PhoneRank, PhoneScreen, PhoneStatus, PhoneText } from '../common/PhoneParts';
import type { PhoneViewProps } from '../types';
import { acceptedOf } from './accepted';
import own from './TypeAnswerPhone.module.css';

/**
 * A text box with a live count, sent with the button or Enter. Before the reveal the slide
 * holds no accepted answers (SPEC R10.9); from the reveal the phone shows them, with its own.
 */
export function TypeAnswerPhoneView({
  slide,
  step,
  answer,
  onAnswer,
  personalResult,
  lastSlide,
}: PhoneViewProps<TypeAnswerSlide, TypedAnswer>) {
  const t = useT();

  if (step === 'question') {
    return (
      <PhoneScreen>
        <PhoneQuestion text={slide.question} />
        <PhoneStatus icon={mdiTimerSandEmpty} title={t('phone.choice.getReady')}>
          <PhoneText>{t('phone.choice.whenHostOpens')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }
  if (step === 'reveal') return <Reveal slide={slide} answer={answer} personalResult={personalResult} />;
  if (step === 'leaderboard') {
    return (
      <PhoneScreen>
        <PhoneRank result={personalResult} lastSlide={lastSlide} />
      </PhoneScreen>
    );
  }
  if (answer) {
    return (
      <PhoneScreen>
        <PhoneQuestion text={slide.question} />
        <PhoneStatus icon={mdiCheckCircleOutline} title={t('phone.choice.sent')}>
          <PhoneText>{t('phone.typeanswer.youAnswered', { text: answer.text })}</PhoneText>
          <PhoneText>{t('phone.choice.waitingOthers')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }
  return <AnswerForm slide={slide} onAnswer={onAnswer} />;
}

function AnswerForm({ slide, onAnswer }: { slide: TypeAnswerSlide; onAnswer?(answer: TypedAnswer): void }) {
  const t = useT();
  const [text, setText] = useState('');
  const ready = !!onAnswer && text.trim() !== '';
  return (
    <PhoneScreen>
      <PhoneQuestion text={slide.question} />
      <form
        className={classes.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (onAnswer && ready) onAnswer({ text: text.trim() });
        }}
      >
        <TextField
          label={t('phone.typeanswer.label')}
          className={own.input}
          value={text}
          maxLength={TYPED_ANSWER_MAX}
          disabled={!onAnswer}
          // Past answers typed on this phone are nobody else's business, nor a hint.
          autoComplete="off"
          enterKeyHint="send"
          description={t('phone.text.count', { count: text.length, max: TYPED_ANSWER_MAX })}
          descriptionAfter
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <p className={own.hint}>{t('phone.typeanswer.hint', { typos: slide.typoTolerance ? 'on' : 'off' })}</p>
        <Button type="submit" size="xl" full disabled={!ready}>
          {t('phone.choice.send')}
        </Button>
      </form>
    </PhoneScreen>
  );
}

function Reveal({
  slide,
  answer,
  personalResult,
}: Pick<PhoneViewProps<TypeAnswerSlide, TypedAnswer>, 'slide' | 'answer' | 'personalResult'>) {
  const t = useT();
  // Public content carries the accepted answers from the reveal on; guard a frame without them.
  const accepted = acceptedOf(slide);
  // Counted, but not as typed: say so, so "Canbera" does not teach the wrong spelling.
  const typoForgiven = !!answer && !!personalResult?.correct && !typedAnswerMatches({ accepted, typoTolerance: false }, answer.text);
  return (
    <PhoneScreen>
      <PersonalResultView result={personalResult} answered={!!answer} />
      <div className={own.recap}>
        {answer && (
          <>
            <p className={own.recapLabel}>{t('phone.typeanswer.label')}</p>
            <p className={own.recapAnswer}>{answer.text}</p>
            {typoForgiven && <p className={own.recapNote}>{t('phone.typeanswer.typoForgiven')}</p>}
          </>
        )}
        {accepted.length > 0 && (
          <>
            <p className={own.recapLabel}>{t('phone.typeanswer.accepted', { count: accepted.length })}</p>
            <ul className={own.acceptedList}>
              {accepted.map((a, i) => (
                <li key={i}>{a}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </PhoneScreen>
  );
}
