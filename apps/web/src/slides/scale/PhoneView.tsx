import { mdiCheckCircleOutline, mdiTuneVariant } from '@mdi/js';
import { useId, useState } from 'react';
import type { ScaleAnswer, ScaleSlide, ScaleStatementResult, SlideResults } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useLocale, useT } from '../../i18n/speaking';
import { Button } from '../../phone/ui/ui';
import { PhoneQuestion, PhoneScreen } from '../common/PhoneParts';
import phoneClasses from '../common/Phone.module.css';
import type { PhoneViewProps } from '../types';
import { formatAverage } from './formatAverage';
import { ScaleAxis } from './ScaleAxis';
import { ScaleRadios } from './ScaleRadios';
import classes from './ScalePhone.module.css';

/**
 * A row of values per statement and one Send for all (SPEC R13.2); a statement left without a
 * value is sent as skipped, and the phone says so before sending. Once sent, the phone shows
 * the participant's ratings beside the room's averages, which grow while answering is open
 * (scale slides are not scored, R13.4).
 */
export function ScalePhoneView({ slide, step, answer, onAnswer, results }: PhoneViewProps<ScaleSlide, ScaleAnswer>) {
  if (answer || step !== 'answering') return <ScaleSummary slide={slide} step={step} answer={answer} results={results} />;
  return <ScaleForm slide={slide} onAnswer={onAnswer} />;
}

function ScaleForm({ slide, onAnswer }: { slide: ScaleSlide; onAnswer?(answer: ScaleAnswer): void }) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<(number | null)[]>(() => slide.statements.map(() => null));
  const rated = values.filter((v) => v !== null).length;
  const skipped = values.length - rated;
  const set = (i: number, v: number) => setValues((all) => all.map((x, j) => (j === i ? v : x)));
  return (
    <PhoneScreen>
      <PhoneQuestion text={slide.question} />
      <form
        className={phoneClasses.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (onAnswer && rated > 0) onAnswer({ values });
        }}
      >
        <p className={classes.instructions}>{t('phone.scale.instructions', { min: slide.min, max: slide.max })}</p>
        <ol className={classes.statements}>
          {slide.statements.map((text, i) => (
            <li key={i} className={classes.card}>
              <p id={`${id}-s${i}`} className={classes.statement}>
                {text.trim() || t('phone.scale.statement', { n: i + 1 })}
              </p>
              <ScaleRadios
                labelledBy={`${id}-s${i}`}
                min={slide.min}
                max={slide.max}
                minLabel={slide.minLabel}
                maxLabel={slide.maxLabel}
                value={values[i] ?? null}
                onChange={onAnswer ? (v) => set(i, v) : undefined}
              />
              <EndLabels slide={slide} />
            </li>
          ))}
        </ol>
        <Button type="submit" size="xl" full disabled={!onAnswer || rated === 0}>
          {t('phone.scale.send')}
        </Button>
        {rated > 0 && skipped > 0 && (
          <p className={classes.note} role="status">
            {t('phone.scale.skipped', { count: skipped })}
          </p>
        )}
      </form>
    </PhoneScreen>
  );
}

/** The words under the ends of a row; hidden from screen readers, whose end buttons say them. */
function EndLabels({ slide }: { slide: ScaleSlide }) {
  if (!slide.minLabel?.trim() && !slide.maxLabel?.trim()) return null;
  return (
    <div className={classes.ends} aria-hidden="true">
      <span>{slide.minLabel}</span>
      <span>{slide.maxLabel}</span>
    </div>
  );
}

function ScaleSummary({
  slide,
  step,
  answer,
  results,
}: {
  slide: ScaleSlide;
  step: PhoneViewProps<ScaleSlide>['step'];
  answer?: ScaleAnswer;
  results?: SlideResults;
}) {
  const t = useT();
  const room = results?.kind === 'scale' ? results.statements : undefined;
  const open = step === 'answering';
  return (
    <PhoneScreen>
      <PhoneQuestion text={slide.question} />
      <div className={classes.header} role="status">
        <Icon path={answer ? mdiCheckCircleOutline : mdiTuneVariant} size={40} />
        <p className={classes.headerTitle}>{t(answer ? 'phone.scale.sent' : open ? 'phone.text.getReady' : 'phone.scale.closed')}</p>
      </div>
      {(answer || room) && (
        <ul className={classes.statements}>
          {slide.statements.map((text, i) => (
            <SummaryRow
              key={i}
              slide={slide}
              text={text.trim() || t('phone.scale.statement', { n: i + 1 })}
              mine={answer ? (answer.values[i] ?? null) : undefined}
              room={room?.[i]}
            />
          ))}
        </ul>
      )}
      <p className={classes.note}>{t(open && room ? 'phone.scale.live' : 'phone.scale.onScreen')}</p>
    </PhoneScreen>
  );
}

/** One statement after sending: "You: 4", "Room: 3.6 (12 ratings)", and both on a small axis. */
function SummaryRow({ slide, text, mine, room }: { slide: ScaleSlide; text: string; mine?: number | null; room?: ScaleStatementResult }) {
  const t = useT();
  const locale = useLocale();
  const average = room?.average ?? null;
  return (
    <li className={classes.card}>
      <p className={classes.statement}>{text}</p>
      <p className={classes.figures}>
        {mine !== undefined && (
          <span className={classes.you}>{mine === null ? t('phone.scale.youSkipped') : t('phone.scale.you', { value: mine })}</span>
        )}
        {room && (
          <span className={classes.room}>
            {average === null
              ? t('phone.scale.roomNone')
              : t('phone.scale.room', { average: formatAverage(average, locale), count: room.count })}
          </span>
        )}
      </p>
      <ScaleAxis min={slide.min} max={slide.max} mine={mine ?? null} average={average} />
    </li>
  );
}
