import { mdiCheckBold, mdiCheckCircleOutline, mdiTimerSandEmpty } from '@mdi/js';
import { useState } from 'react';
import type { StepName } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT, type MessageId } from '../../i18n/speaking';
import { Button } from '../../phone/ui/ui';
import type { PersonalResult } from '../types';
import { answerStyle, type AnswerStyle } from './palette';
import classes from './Phone.module.css';
import { PersonalResultView, PhoneQuestion, PhoneRank, PhoneScreen, PhoneStatus, PhoneText } from './PhoneParts';
import type { TileOption } from './ScreenParts';

interface ChoicePhoneProps {
  question: string;
  options: readonly TileOption[];
  styles?: readonly AnswerStyle[];
  multiple: boolean;
  step: StepName;
  chosen?: readonly number[];
  onChoose?(choices: number[]): void;
  /** Correct options, passed only for the reveal: phones never get solutions before it. */
  correct?: readonly number[];
  personalResult?: PersonalResult;
  /** Big 2-column tiles (quiz, true/false) or a list of full-width buttons (polls, long texts). */
  layout: 'grid' | 'list';
  lastSlide?: boolean;
}

/** The phone for every slide answered by picking options: quiz, true or false, poll. */
export function ChoicePhone(props: ChoicePhoneProps) {
  const { question, options, step, chosen, correct, personalResult } = props;
  const t = useT();
  const styleOf = (i: number) => props.styles?.[i] ?? answerStyle(i);
  const names = (indices: readonly number[]) => indices.map((i) => options[i]?.text || t('phone.slide.option', { n: i + 1 })).join(', ');

  if (step === 'question') {
    // Nothing opens by itself: the host opens the answers when the room has read the question.
    return (
      <PhoneScreen>
        <PhoneQuestion text={question} />
        <PhoneStatus icon={mdiTimerSandEmpty} title={t('phone.choice.getReady')}>
          <PhoneText>{t('phone.choice.whenHostOpens')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }
  if (step === 'reveal') {
    return (
      <PhoneScreen>
        <PersonalResultView
          result={personalResult}
          answered={!!chosen?.length}
          rightAnswer={correct?.length ? names(correct) : undefined}
        />
      </PhoneScreen>
    );
  }
  if (step === 'leaderboard') {
    return (
      <PhoneScreen>
        <PhoneRank result={personalResult} lastSlide={props.lastSlide} />
      </PhoneScreen>
    );
  }
  if (step === 'results') {
    return (
      <PhoneScreen>
        <PhoneQuestion text={question} />
        <PhoneStatus icon={mdiCheckCircleOutline} title={t(chosen?.length ? 'phone.choice.thanksVoting' : 'phone.choice.votingClosed')}>
          {chosen?.length ? <PhoneText>{t('phone.choice.youChose', { choices: names(chosen) })}</PhoneText> : null}
          <PhoneText>{t('phone.choice.resultsOnScreen')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }
  if (chosen?.length) {
    return (
      <PhoneScreen>
        <PhoneQuestion text={question} />
        <PhoneStatus icon={mdiCheckCircleOutline} title={t('phone.choice.sent')}>
          <PhoneText>{t('phone.choice.youChose', { choices: names(chosen) })}</PhoneText>
          <PhoneText>{t('phone.choice.waitingOthers')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }
  return <ChoiceButtons {...props} styleOf={styleOf} />;
}

function ChoiceButtons({ question, options, multiple, onChoose, layout, styleOf }: ChoicePhoneProps & { styleOf(i: number): AnswerStyle }) {
  const t = useT();
  const [picked, setPicked] = useState<number[]>([]);
  const readOnly = !onChoose;
  const press = (i: number) => {
    if (!onChoose) return;
    // One tap answers a single-choice question, as on Kahoot; several need a Send.
    if (!multiple) onChoose([i]);
    else setPicked((p) => (p.includes(i) ? p.filter((x) => x !== i) : [...p, i].sort((a, b) => a - b)));
  };
  return (
    <PhoneScreen>
      <PhoneQuestion text={question} />
      {multiple && <PhoneText>{t('phone.choice.pickAll')}</PhoneText>}
      <ul className={layout === 'grid' ? classes.grid : classes.list}>
        {options.map((o, i) => {
          const s = styleOf(i);
          const selected = picked.includes(i);
          const text = o.text || t('phone.slide.option', { n: i + 1 });
          return (
            <li key={i}>
              <button
                type="button"
                className={`${classes.answer} ${selected ? classes.answerSelected : ''}`}
                style={{ background: s.bg, color: s.ink }}
                disabled={readOnly}
                aria-pressed={multiple ? selected : undefined}
                aria-label={t('phone.slide.optionLabel', { text, shape: t(`phone.shape.${s.shapeName}` as MessageId) })}
                onClick={() => press(i)}
              >
                <Icon path={selected ? mdiCheckBold : s.shape} size={layout === 'grid' ? 40 : 28} color={s.ink} />
                {o.image && <img className={classes.answerImageWhole} src={o.image} alt="" />}
                <span>{text}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {multiple && onChoose && (
        <Button size="xl" full disabled={picked.length === 0} onClick={() => onChoose(picked)}>
          {t('phone.choice.send')}
        </Button>
      )}
    </PhoneScreen>
  );
}
