import { mdiCheckBold, mdiCheckCircleOutline } from '@mdi/js';
import type { ChoicesAnswer, WouldYouRatherSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/speaking';
import { answerStyle } from '../common/palette';
import { PhoneQuestion, PhoneScreen, PhoneStatus, PhoneText } from '../common/PhoneParts';
import type { PhoneViewProps } from '../types';
import { sidesOf, splitOf } from './sides';
import classes from './WyrPhone.module.css';

/**
 * Two big halves to tap, A above B: one tap picks a side (one answer per person, SPEC R5.7),
 * and the halves stay on screen with the pick marked, so the phone confirms what was sent.
 * At the results it says how much of the room picked the same.
 */
export function WouldYouRatherPhoneView({ slide, step, answer, onAnswer, results }: PhoneViewProps<WouldYouRatherSlide, ChoicesAnswer>) {
  const t = useT();
  const sides = sidesOf(slide);
  const picked = answer?.choices[0];
  const pickedSide = picked === 0 || picked === 1 ? sides[picked] : undefined;
  const textOf = (i: 0 | 1) => sides[i].text.trim() || t('phone.wyr.option', { side: sides[i].letter });
  const prompt = slide.question.trim() || t('phone.wyr.title');

  if (step === 'results') {
    const split = splitOf(results);
    return (
      <PhoneScreen>
        <PhoneQuestion text={prompt} />
        <PhoneStatus
          icon={mdiCheckCircleOutline}
          title={pickedSide ? t('phone.wyr.youPicked', { text: textOf(pickedSide.index) }) : t('phone.wyr.noPick')}
        >
          {pickedSide && split.total > 0 && <PhoneText>{t('phone.wyr.same', { percent: split.percents[pickedSide.index] })}</PhoneText>}
          <PhoneText>{t('phone.choice.resultsOnScreen')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }

  return (
    <PhoneScreen>
      <PhoneQuestion text={prompt} />
      {pickedSide && (
        <div className={classes.sent} role="status">
          <Icon path={mdiCheckCircleOutline} size={28} />
          <div>
            <p className={classes.sentTitle}>{t('phone.wyr.sent')}</p>
            <p className={classes.sentText}>{t('phone.choice.waitingOthers')}</p>
          </div>
        </div>
      )}
      <ul className={classes.sides} aria-label={t('phone.wyr.sides')}>
        {sides.map((side) => {
          const style = answerStyle(side.index);
          const chosen = picked === side.index;
          const text = textOf(side.index);
          return (
            <li key={side.letter} className={classes.sideItem}>
              {side.index === 1 && (
                <span className={classes.or} aria-hidden="true">
                  {t('phone.wyr.or')}
                </span>
              )}
              <button
                type="button"
                className={`${classes.side} ${chosen ? classes.sideChosen : ''} ${pickedSide && !chosen ? classes.sideOther : ''}`}
                style={{ background: style.bg, color: style.ink }}
                aria-pressed={chosen}
                disabled={!onAnswer || !!pickedSide}
                onClick={() => onAnswer?.({ choices: [side.index] })}
              >
                <span className={classes.mark} aria-hidden="true">
                  <Icon path={chosen ? mdiCheckBold : style.shape} size={26} color={style.ink} />
                  {side.letter}
                </span>
                {side.image && <img className={classes.image} src={side.image} alt="" />}
                {/* The name is what the button says, "Option A: …"; the letter drawn in the corner is decoration. */}
                <span className={classes.srOnly}>{t('phone.wyr.sideName', { side: side.letter })}</span>{' '}
                <span className={classes.text}>{text}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </PhoneScreen>
  );
}
