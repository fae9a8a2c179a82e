import { mdiCheckCircleOutline, mdiTimerSandComplete } from '@mdi/js';
import { useId, useState } from 'react';
import type { RankingAnswer, RankingSlide, SlideResults } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/speaking';
import { Button } from '../../phone/ui/ui';
import { answerStyle } from '../common/palette';
import { PhoneQuestion, PhoneScreen } from '../common/PhoneParts';
import type { PhoneViewProps } from '../types';
import classes from './RankingPhone.module.css';
import { ReorderList, type ReorderWords } from '../common/ReorderList';

const identity = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * Rank the items, then send (SPEC R14). Items start in the slide's order, the same for
 * everyone. Once sent, the phone shows the room's ranking as it builds, then its own for
 * comparison; not before, so the room's choice does not sway anyone's own (R14.5).
 */
export function RankingPhoneView({ slide, step, answer, onAnswer, results }: PhoneViewProps<RankingSlide, RankingAnswer>) {
  const t = useT();
  const yoursId = useId();
  const labels = slide.items.map((item, i) => item.trim() || t('phone.ranking.item', { n: i + 1 }));
  if (answer || step !== 'answering') {
    return (
      <PhoneScreen>
        <PhoneQuestion text={slide.question} />
        <div className={classes.banner} role="status">
          <Icon path={answer ? mdiCheckCircleOutline : mdiTimerSandComplete} size={32} />
          <span>{t(answer ? 'phone.ranking.sent' : 'phone.ranking.closed')}</span>
        </div>
        <RoomRanking labels={labels} results={results} />
        {answer && (
          <section className={classes.section} aria-labelledby={yoursId}>
            <h3 id={yoursId} className={classes.heading}>
              {t('phone.ranking.yours')}
            </h3>
            <ol className={classes.plain}>
              {answer.order.map((item, position) => (
                <li key={item} className={classes.plainRow} style={{ borderLeftColor: answerStyle(item).bg }}>
                  <span className={classes.position}>{position + 1}</span>
                  <span className={classes.label}>{labels[item]}</span>
                </li>
              ))}
            </ol>
          </section>
        )}
      </PhoneScreen>
    );
  }
  return <RankingForm key={slide.items.length} labels={labels} question={slide.question} onAnswer={onAnswer} />;
}

function RankingForm({ labels, question, onAnswer }: { labels: string[]; question: string; onAnswer?(answer: RankingAnswer): void }) {
  const t = useT();
  const [order, setOrder] = useState(() => identity(labels.length));
  const words: ReorderWords = {
    list: t('phone.ranking.list'),
    moveUp: (item) => t('phone.ranking.moveUp', { item }),
    moveDown: (item) => t('phone.ranking.moveDown', { item }),
    moved: (item, position, count) => t('phone.ranking.moved', { item, position, count }),
    alreadyFirst: (item) => t('phone.ranking.alreadyFirst', { item }),
    alreadyLast: (item) => t('phone.ranking.alreadyLast', { item }),
  };
  return (
    <PhoneScreen>
      <PhoneQuestion text={question} />
      <p className={classes.hint}>{t('phone.ranking.instructions')}</p>
      <form
        className={classes.form}
        onSubmit={(e) => {
          e.preventDefault();
          onAnswer?.({ order });
        }}
      >
        <ReorderList
          labels={labels}
          order={order}
          onChange={setOrder}
          words={words}
          colourOf={(item) => answerStyle(item).bg}
          disabled={!onAnswer}
        />
        <Button type="submit" size="xl" full disabled={!onAnswer}>
          {t('phone.ranking.send')}
        </Button>
      </form>
    </PhoneScreen>
  );
}

/** The room's ranking by Borda count, as the phone receives it (live, R7.4). */
function RoomRanking({ labels, results }: { labels: readonly string[]; results?: SlideResults }) {
  const t = useT();
  const id = useId();
  const room = results?.kind === 'ranking' && results.total > 0 ? results : null;
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h3 id={id} className={classes.heading}>
        {t('phone.ranking.room')}
      </h3>
      {room ? (
        <>
          <p className={classes.count}>{t('phone.ranking.people', { count: room.total })}</p>
          <ol className={classes.plain}>
            {room.items.map((item, position) => (
              <li key={item.index} className={classes.plainRow} style={{ borderLeftColor: answerStyle(item.index).bg }}>
                <span className={classes.position}>{position + 1}</span>
                <span className={classes.label}>{labels[item.index]}</span>
                <span className={classes.points}>{t('phone.ranking.points', { points: item.score })}</span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className={classes.count}>{t('phone.ranking.roomWaiting')}</p>
      )}
    </section>
  );
}
