import { mdiCheckCircle, mdiThumbUp } from '@mdi/js';
import type { QnaQuestionView, QnaSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { ScreenFrame, ScreenQuestion } from '../common/ScreenParts';
import screen from '../common/Screen.module.css';
import type { ScreenQna, ScreenViewProps } from '../types';
import { SAMPLE_QUESTIONS } from './samples';
import classes from './ScreenView.module.css';

/** The big screen lists this many questions: readable from the back of the room. */
const SCREEN_LIST_SIZE = 5;

const PREVIEW: ScreenQna = { open: true, questions: SAMPLE_QUESTIONS, questionCount: SAMPLE_QUESTIONS.length, featured: null };

/**
 * The Q&A on the big screen (SPEC R15): the top questions with their votes and how to ask; a
 * question the host put on the screen is shown large. Previews show sample questions, labelled.
 */
export function QnaScreenView({ slide, qna }: ScreenViewProps<QnaSlide>) {
  const t = useT();
  const shown = qna ?? PREVIEW;
  const hint = !shown.open
    ? t('screen.qna.closed')
    : shown.join
      ? t('screen.qna.askAt', { url: shown.join.url, code: shown.join.code })
      : t('screen.qna.ask');
  if (shown.featured) {
    const q = shown.featured;
    return (
      <ScreenFrame simulated={!qna}>
        <p className={classes.kicker}>{slide.title}</p>
        <figure className={classes.featured} aria-label={t('screen.qna.featured')}>
          <blockquote className={`${classes.featuredText} ${q.text.length > 140 ? classes.featuredLong : ''}`}>{q.text}</blockquote>
          <figcaption className={classes.featuredMeta}>
            <span>{q.author ?? t('screen.qna.anonymous')}</span>
            {slide.upvotes && <Votes count={q.votes} />}
            {q.answered && <Answered />}
          </figcaption>
        </figure>
        <p className={screen.hint} style={{ fontSize: 24 }}>
          {t('screen.qna.count', { count: shown.questionCount })} · {hint}
        </p>
      </ScreenFrame>
    );
  }
  const top = shown.questions.slice(0, SCREEN_LIST_SIZE);
  return (
    <ScreenFrame simulated={!qna}>
      <ScreenQuestion text={slide.title} />
      {top.length > 0 ? (
        <ol className={classes.list} aria-label={t('screen.qna.list')}>
          {top.map((q) => (
            <Row key={q.id} q={q} upvotes={slide.upvotes} />
          ))}
        </ol>
      ) : (
        <p className={`${screen.hint} ${classes.none}`}>{t('screen.qna.none')}</p>
      )}
      <p className={screen.hint} style={{ fontSize: 26 }}>
        {top.length > 0 ? `${t('screen.qna.count', { count: shown.questionCount })} · ${hint}` : hint}
      </p>
    </ScreenFrame>
  );
}

function Row({ q, upvotes }: { q: QnaQuestionView; upvotes: boolean }) {
  const t = useT();
  return (
    <li className={`${classes.row} ${q.answered ? classes.rowAnswered : ''}`}>
      <span className={classes.rowText}>
        {q.text}
        <span className={classes.rowMeta}>
          {q.author ?? t('screen.qna.anonymous')}
          {q.answered && <Answered />}
        </span>
      </span>
      {upvotes && <Votes count={q.votes} />}
    </li>
  );
}

function Votes({ count }: { count: number }) {
  const t = useT();
  return (
    <span className={classes.votes} aria-label={t('screen.qna.votes', { count })}>
      <Icon path={mdiThumbUp} size={26} /> {count}
    </span>
  );
}

function Answered() {
  const t = useT();
  return (
    <span className={classes.answered}>
      <Icon path={mdiCheckCircle} size={22} /> {t('screen.qna.answered')}
    </span>
  );
}
