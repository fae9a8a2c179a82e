import { mdiCheckBold, mdiCheckCircleOutline, mdiCloseThick, mdiTimerSandEmpty } from '@mdi/js';
import { orderAsShown, type OrderAnswer, type OrderSlide } from '@mingle/shared';
import { useId, useState } from 'react';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/speaking';
import { Button } from '../../phone/ui/ui';
import { PersonalResultView, PhoneQuestion, PhoneRank, PhoneScreen, PhoneStatus, PhoneText } from '../common/PhoneParts';
import { ReorderList, type ReorderWords } from '../common/ReorderList';
import type { PhoneViewProps } from '../types';
import classes from './Order.module.css';

/**
 * Put in order on a phone (SPEC R11). `slide` is the full slide in the editor's preview and
 * the public content live; `orderAsShown` reads both, so both show the same order. The answer
 * is the shown indices in the participant's order.
 */
export function OrderPhoneView({ slide, step, answer, onAnswer, personalResult, lastSlide }: PhoneViewProps<OrderSlide, OrderAnswer>) {
  const t = useT();
  const { items, solution } = orderAsShown(slide);
  const name = (i: number) => items[i]?.trim() || t('phone.slide.option', { n: i + 1 });

  if (step === 'question') {
    return (
      <PhoneScreen>
        <PhoneQuestion text={slide.question} />
        <PhoneStatus icon={mdiTimerSandEmpty} title={t('phone.choice.getReady')}>
          <PhoneText>{t('phone.order.whenHostOpens')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }
  if (step === 'leaderboard') {
    return (
      <PhoneScreen>
        <PhoneRank result={personalResult} lastSlide={lastSlide} />
      </PhoneScreen>
    );
  }
  if (step === 'reveal') {
    return (
      <PhoneScreen>
        {/* A compact card, so the correct order below it fits on the screen. */}
        <div className={solution ? classes.compactResult : classes.fullResult}>
          <PersonalResultView result={personalResult} answered={!!answer} />
        </div>
        {solution && <CorrectOrder solution={solution} name={name} answer={answer?.order} />}
      </PhoneScreen>
    );
  }
  if (answer) {
    return (
      <PhoneScreen>
        <PhoneQuestion text={slide.question} />
        <PhoneStatus icon={mdiCheckCircleOutline} title={t('phone.choice.sent')}>
          <PhoneText>{t('phone.order.yourOrder')}</PhoneText>
          <ol className={classes.sentList}>
            {answer.order.map((i, place) => (
              <li key={place}>{name(i)}</li>
            ))}
          </ol>
          <PhoneText>{t('phone.choice.waitingOthers')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }
  // A new set of items (the editor's preview being edited) starts again from the shown order.
  return <Reorder key={items.join('\u0000')} question={slide.question} count={items.length} name={name} onSend={onAnswer} />;
}

/** After the reveal: the correct order, each place marked by whether this phone had it there. */
function CorrectOrder({ solution, name, answer }: { solution: readonly number[]; name(i: number): string; answer?: readonly number[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={classes.correct} aria-labelledby={titleId}>
      <h3 id={titleId} className={classes.correctTitle}>
        {t('phone.order.correctOrder')}
      </h3>
      <ol className={classes.list}>
        {solution.map((shownIndex, place) => {
          const mine = answer ? answer.indexOf(shownIndex) : -1;
          const right = mine === place;
          return (
            <li key={place} className={`${classes.row} ${classes.rowStatic}`}>
              <span className={classes.place} aria-hidden="true">
                {place + 1}
              </span>
              <span className={classes.text}>
                {name(shownIndex)}
                {answer && !right && mine >= 0 && <span className={classes.yours}>{t('phone.order.wrongPlace', { place: mine + 1 })}</span>}
              </span>
              {answer && (
                <span className={right ? classes.markRight : classes.markWrong}>
                  <Icon path={right ? mdiCheckBold : mdiCloseThick} size={22} />
                  {right && <span className={classes.visuallyHidden}>{t('phone.order.rightPlace')}</span>}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

interface ReorderProps {
  question: string;
  count: number;
  name(i: number): string;
  /** Absent: read-only (a preview, or answering not open). */
  onSend?(answer: OrderAnswer): void;
}

/**
 * The list a participant puts in order: the shared reorder list (drag by the grip, or the
 * arrow buttons, focus following the moved item and each move said), then Send.
 */
function Reorder({ question, count, name, onSend }: ReorderProps) {
  const t = useT();
  const [order, setOrder] = useState(() => Array.from({ length: count }, (_, i) => i));
  const hintId = useId();
  const words: ReorderWords = {
    list: t('phone.order.list'),
    moveUp: (item) => t('phone.order.moveUp', { item }),
    moveDown: (item) => t('phone.order.moveDown', { item }),
    moved: (item, place, total) => t('phone.order.moved', { item, place, count: total }),
    place: (place) => t('phone.order.place', { place }),
  };
  return (
    <PhoneScreen>
      <PhoneQuestion text={question} />
      <p className={classes.hint} id={hintId}>
        {t('phone.order.instructions')}
      </p>
      <ReorderList
        labels={Array.from({ length: count }, (_, i) => name(i))}
        order={order}
        onChange={setOrder}
        words={words}
        disabled={!onSend}
        describedBy={hintId}
      />
      {onSend && (
        <Button size="xl" full onClick={() => onSend({ order: [...order] })}>
          {t('phone.order.send')}
        </Button>
      )}
    </PhoneScreen>
  );
}
