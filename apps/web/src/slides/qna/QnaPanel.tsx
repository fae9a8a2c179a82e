import { mdiCheckCircle, mdiStar, mdiThumbUp, mdiThumbUpOutline } from '@mdi/js';
import { QNA_LIMITS, qnaTextProblem, type QnaQuestionView } from '@mingle/shared';
import { useId, useState } from 'react';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/speaking';
import { useDraft, writeDraft } from '../../phone/draft';
import { reasonWords } from '../../phone/reasonWords';
import { say } from '../../phone/words';
import { Button, TextArea } from '../../phone/ui/ui';
import type { AskRefusal, PhoneQna } from '../types';
import classes from './QnaPanel.module.css';

/** A phone lists this many questions at most: the server sends the top 30, plus the phone's own. */
const PHONE_LIST_SIZE = 40;

/**
 * The audience Q&A on a phone (SPEC R15): a form to ask (text, counter, "show my name") and
 * the questions to upvote, most upvoted first. The same view on the Q&A slide and in the
 * panel a phone opens over other slides.
 */
export function QnaPanel({ qna }: { qna: PhoneQna }) {
  const t = useT();
  const titleId = useId();
  return (
    <>
      {qna.open ? (
        <AskForm qna={qna} />
      ) : (
        <p className={classes.closed} role="status">
          <strong>{t('phone.qna.closed')}</strong> {t('phone.qna.closedText')}
        </p>
      )}
      <h3 className={classes.title} id={titleId}>
        {t('phone.qna.listTitle', { count: qna.questions.length })}
      </h3>
      {qna.questions.length === 0 ? (
        <p className={classes.empty}>{t('phone.qna.empty')}</p>
      ) : (
        <QuestionList qna={qna} labelledBy={titleId} />
      )}
    </>
  );
}

function AskForm({ qna }: { qna: PhoneQna }) {
  const t = useT();
  const { nickname } = qna;
  // A half-typed question comes back after a reload (phone/draft.ts).
  const [text, setText] = useDraft(qna.draftKey);
  const [showName, setShowName] = useState(false);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<AskRefusal | null>(null);
  const [sent, setSent] = useState(false);
  const problem = qnaTextProblem(text);
  const send = async () => {
    if (problem || sending) return;
    setSending(true);
    setRefused(null);
    setSent(false);
    // Handed over: a waiting question is kept with the seat (questionOutbox.ts), so a reload
    // must not also put it back in the box. A refusal leaves it in the field to edit.
    writeDraft(qna.draftKey, '');
    const refusal = await qna.ask(text, showName);
    setSending(false);
    if (refusal) setRefused(refusal);
    else {
      // "Show my name" is chosen per question: the next one starts anonymous again.
      setText('');
      setShowName(false);
      setSent(true);
    }
  };
  return (
    <form
      className={classes.form}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <TextArea
        label={t('phone.qna.askLabel')}
        rows={3}
        value={text}
        maxLength={QNA_LIMITS.textMax}
        description={t('phone.qna.count', { count: text.trim().length, max: QNA_LIMITS.textMax })}
        descriptionAfter
        onChange={(e) => {
          setText(e.currentTarget.value);
          setSent(false);
        }}
      />
      <label className={classes.check}>
        <input type="checkbox" checked={showName} onChange={(e) => setShowName(e.currentTarget.checked)} />
        <span>
          {nickname ? t('phone.qna.showNameAs', { nickname }) : t('phone.qna.showName')}
          <span className={classes.checkHint}>{t(showName ? 'phone.qna.named' : 'phone.qna.anonymousHint')}</span>
        </span>
      </label>
      {refused && (
        <p className={classes.refused} role="alert">
          {say(t, reasonWords(refused.info, 'phone.qna.notSent'))}
        </p>
      )}
      {qna.waiting && (
        <p className={classes.closed} role="status">
          {t('phone.qna.waiting')}
        </p>
      )}
      {sent && (
        <p className={classes.sent} role="status">
          <Icon path={mdiCheckCircle} size={20} /> {t('phone.qna.sent')}
        </p>
      )}
      <Button type="submit" size="xl" full disabled={!!problem || sending}>
        {t(sending ? 'phone.qna.sending' : 'phone.qna.send')}
      </Button>
    </form>
  );
}

function QuestionList({ qna, labelledBy }: { qna: PhoneQna; labelledBy: string }) {
  const t = useT();
  // Phones hear counts at most every 2 s: a vote shows in its count at once, from the count
  // seen when voting, until the server's count includes it.
  const [seen, setSeen] = useState<ReadonlyMap<string, number>>(new Map());
  const countOf = (q: QnaQuestionView) => {
    const before = seen.get(q.id);
    if (before === undefined) return q.votes;
    return qna.upvoted.has(q.id) ? Math.max(q.votes, before + 1) : Math.min(q.votes, Math.max(0, before - 1));
  };
  return (
    <ul className={classes.list} aria-labelledby={labelledBy}>
      {qna.questions.slice(0, PHONE_LIST_SIZE).map((q) => {
        const own = qna.mine.has(q.id);
        const pressed = qna.upvoted.has(q.id);
        const count = countOf(q);
        const votable = qna.upvotes && qna.open && !own && !q.answered;
        return (
          <li key={q.id} className={`${classes.card} ${own ? classes.own : ''} ${q.answered ? classes.answered : ''}`}>
            <div className={classes.body}>
              <p className={classes.text}>{q.text}</p>
              <p className={classes.meta}>
                {own && <span className={classes.tag}>{t('phone.qna.mine')}</span>}
                <span>{q.author ?? t('phone.qna.anonymous')}</span>
                {q.id === qna.featuredId && (
                  <span className={classes.tag}>
                    <Icon path={mdiStar} size={16} /> {t('phone.qna.featured')}
                  </span>
                )}
                {q.answered && (
                  <span className={classes.tag}>
                    <Icon path={mdiCheckCircle} size={16} /> {t('phone.qna.answered')}
                  </span>
                )}
              </p>
            </div>
            {votable ? (
              <button
                type="button"
                className={classes.vote}
                aria-pressed={pressed}
                aria-label={t('phone.qna.upvote', { text: q.text, count })}
                onClick={() => {
                  setSeen((m) => new Map(m).set(q.id, q.votes));
                  qna.vote(q.id, !pressed);
                }}
              >
                <Icon path={pressed ? mdiThumbUp : mdiThumbUpOutline} size={18} /> {count}
              </button>
            ) : (
              qna.upvotes && (
                <span className={classes.count} aria-label={t('phone.qna.votes', { count })}>
                  <Icon path={mdiThumbUp} size={18} /> {count}
                </span>
              )
            )}
          </li>
        );
      })}
    </ul>
  );
}
