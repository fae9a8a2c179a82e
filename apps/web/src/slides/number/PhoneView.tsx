import { mdiBullseyeArrow, mdiCheckCircle, mdiCheckCircleOutline, mdiCloseCircle, mdiTimerSandComplete, mdiTimerSandEmpty } from '@mdi/js';
import { useId, useRef, useState } from 'react';
import { numberDecimals, numberStep, roundTo, type NumberAnswer, type NumberSlide } from '@mingle/shared';
import { useLocale, useT, type MessageId } from '../../i18n/speaking';
import { Button, TextField } from '../../phone/ui/ui';
import { PhoneQuestion, PhoneRank, PhoneScreen, PhoneStatus, PhoneText } from '../common/PhoneParts';
import common from '../common/Phone.module.css';
import type { PersonalResult, PhoneViewProps } from '../types';
import classes from './NumberPhone.module.css';
import { formatInput, formatNumber, readGuess, type GuessProblem } from './numberText';

/** Guess the number: a slider and a keypad field for the same guess (SPEC R12). */
export function NumberPhoneView({ slide, step, answer, onAnswer, personalResult, lastSlide }: PhoneViewProps<NumberSlide, NumberAnswer>) {
  const t = useT();
  const locale = useLocale();
  const decimals = numberDecimals(slide);
  const fmt = (v: number) => formatNumber(v, decimals, locale);

  if (step === 'leaderboard')
    return (
      <PhoneScreen>
        <PhoneRank result={personalResult} lastSlide={lastSlide} />
      </PhoneScreen>
    );
  if (step === 'reveal') return <NumberReveal slide={slide} answer={answer} result={personalResult} fmt={fmt} />;
  if (step === 'answering' && answer) {
    return (
      <PhoneScreen>
        <PhoneQuestion text={slide.question} />
        <PhoneStatus icon={mdiCheckCircleOutline} title={t('phone.choice.sent')}>
          <PhoneText>{t('phone.number.yourGuess', { guess: fmt(answer.value) })}</PhoneText>
          <PhoneText>{t('phone.choice.waitingOthers')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }
  if (step === 'answering') return <GuessForm slide={slide} onAnswer={onAnswer} />;
  return (
    <PhoneScreen>
      <PhoneQuestion text={slide.question} />
      <PhoneStatus icon={mdiTimerSandEmpty} title={t('phone.choice.getReady')}>
        <PhoneText>{t('phone.number.range', { min: fmt(slide.min), max: fmt(slide.max) })}</PhoneText>
        <PhoneText>{t('phone.choice.whenHostOpens')}</PhoneText>
      </PhoneStatus>
    </PhoneScreen>
  );
}

const PROBLEM_WORDS: Record<GuessProblem, MessageId> = {
  empty: 'phone.number.errorEmpty',
  notNumber: 'phone.number.errorNotNumber',
  range: 'phone.number.errorRange',
  decimals: 'phone.number.errorDecimals',
};

/**
 * The guess, chosen on the slider (with − and + for the last step) or typed: each follows the
 * other. Nothing is chosen until the person moves or types, so a guess is never sent by accident
 * from where the thumb happened to start.
 */
function GuessForm({ slide, onAnswer }: { slide: NumberSlide; onAnswer?: (a: NumberAnswer) => void }) {
  const t = useT();
  const locale = useLocale();
  const decimals = numberDecimals(slide);
  const step = numberStep(decimals);
  const fmt = (v: number) => formatNumber(v, decimals, locale);
  const [value, setValue] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<GuessProblem | null>(null);
  // The field's box: Preact passes no ref through a function component to its input.
  const field = useRef<HTMLDivElement>(null);
  const sliderId = useId();
  const readOnly = !onAnswer;
  const middle = roundTo((slide.min + slide.max) / 2, decimals);

  const choose = (v: number) => {
    const next = roundTo(Math.min(slide.max, Math.max(slide.min, v)), decimals);
    setValue(next);
    setText(formatInput(next, decimals, locale));
    setProblem(null);
  };
  const type = (typed: string) => {
    setText(typed);
    const read = readGuess(typed, slide, decimals, locale);
    if ('value' in read) {
      setValue(read.value);
      setProblem(null);
    } else {
      setValue(null);
      // Out of range or too precise shows at once; a half-typed number ("-", "2,") waits for the send.
      setProblem(read.problem === 'range' || read.problem === 'decimals' ? read.problem : null);
    }
  };
  const send = () => {
    const read = text.trim() ? readGuess(text, slide, decimals, locale) : value === null ? { problem: 'empty' as const } : { value };
    if ('problem' in read) {
      setProblem(read.problem);
      field.current?.querySelector('input')?.focus();
      return;
    }
    onAnswer?.({ value: read.value });
  };
  const words = {
    min: fmt(slide.min),
    max: fmt(slide.max),
    decimals,
    example: formatInput(decimals > 0 ? roundTo(middle + step, decimals) : Math.round(middle), decimals, locale),
  };

  return (
    <PhoneScreen>
      <PhoneQuestion text={slide.question} />
      <form
        className={common.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <output htmlFor={sliderId} className={`${classes.readout} ${value === null ? classes.readoutEmpty : ''}`} aria-live="off">
          {value === null ? '?' : fmt(value)}
        </output>
        {slide.tolerance > 0 && <p className={classes.hint}>{t('phone.number.tolerance', { tolerance: fmt(slide.tolerance) })}</p>}
        <label className={classes.sliderLabel} htmlFor={sliderId}>
          {t('phone.number.slider')}
        </label>
        <div className={classes.sliderRow}>
          <button
            type="button"
            className={classes.stepButton}
            aria-label={t('phone.number.down', { step: fmt(step) })}
            disabled={readOnly || value === slide.min}
            onClick={() => choose((value ?? middle) - step)}
          >
            −
          </button>
          <input
            id={sliderId}
            type="range"
            className={`${classes.slider} ${value === null ? classes.sliderUnset : ''}`}
            min={slide.min}
            max={slide.max}
            step={step}
            value={value ?? middle}
            disabled={readOnly}
            aria-valuetext={value === null ? t('phone.number.notChosen') : fmt(value)}
            onChange={(e) => choose(Number(e.currentTarget.value))}
          />
          <button
            type="button"
            className={classes.stepButton}
            aria-label={t('phone.number.up', { step: fmt(step) })}
            disabled={readOnly || value === slide.max}
            onClick={() => choose((value ?? middle) + step)}
          >
            +
          </button>
        </div>
        <div className={classes.ends} aria-hidden="true">
          <span>{fmt(slide.min)}</span>
          <span>{fmt(slide.max)}</span>
        </div>
        <div ref={field}>
          <TextField
            label={t('phone.number.input')}
            description={t('phone.number.inputHint', words)}
            error={problem ? t(PROBLEM_WORDS[problem], words) : null}
            className={classes.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="send"
            value={text}
            disabled={readOnly}
            onChange={(e) => type(e.currentTarget.value)}
          />
        </div>
        <Button type="submit" size="xl" full disabled={readOnly}>
          {t('phone.number.send')}
        </Button>
      </form>
    </PhoneScreen>
  );
}

/** After the reveal: right, close or off; the points; the answer with its band; the guess and how far off it was. */
function NumberReveal({
  slide,
  answer,
  result,
  fmt,
}: {
  slide: NumberSlide;
  answer?: NumberAnswer;
  result?: PersonalResult;
  fmt(v: number): string;
}) {
  const t = useT();
  const truth =
    typeof slide.answer === 'number'
      ? slide.tolerance > 0
        ? t('phone.number.withTolerance', { answer: fmt(slide.answer), tolerance: fmt(slide.tolerance) })
        : fmt(slide.answer)
      : null;
  const distance = answer && typeof slide.answer === 'number' ? Math.abs(answer.value - slide.answer) : null;
  const facts = (
    <ul className={classes.facts}>
      {truth && <li>{t('phone.result.rightAnswer', { answer: truth })}</li>}
      {answer && <li>{t('phone.number.yourGuess', { guess: fmt(answer.value) })}</li>}
      {distance !== null && <li>{distance === 0 ? t('phone.number.exact') : t('phone.number.offBy', { distance: fmt(distance) })}</li>}
    </ul>
  );
  const rank = result?.rank !== undefined ? <PhoneText>{t('phone.result.place', { rank: result.rank })}</PhoneText> : null;
  if (!result || result.unanswered) {
    return (
      <PhoneScreen>
        <PhoneStatus icon={mdiTimerSandComplete} title={t(answer ? 'phone.result.recorded' : 'phone.result.noAnswer')} tone="neutral">
          {facts}
          {rank}
        </PhoneStatus>
      </PhoneScreen>
    );
  }
  const close = !result.correct && result.points > 0;
  const bonus = result.streakBonus ?? 0;
  return (
    <PhoneScreen>
      <PhoneStatus
        icon={result.correct ? mdiCheckCircle : close ? mdiBullseyeArrow : mdiCloseCircle}
        title={t(
          result.correct ? 'phone.result.correct' : close ? 'phone.number.close' : answer ? 'phone.result.wrong' : 'phone.result.timeUp',
        )}
        tone={result.correct ? 'correct' : close ? 'neutral' : 'wrong'}
      >
        <span className={common.points}>{t('phone.result.points', { points: result.points })}</span>
        {bonus > 0 && (
          <ul className={common.breakdown}>
            <li>{t('phone.result.forAnswer', { points: result.points - bonus })}</li>
            <li>{t('phone.result.streakBonus', { bonus, streak: result.streak ?? 0 })}</li>
          </ul>
        )}
        {facts}
        {rank}
      </PhoneStatus>
    </PhoneScreen>
  );
}
