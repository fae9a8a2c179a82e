import { useT } from '../../i18n/speaking';
import type { RefusedQuestion } from '../../live/usePhoneQna';
import { reasonWords } from '../reasonWords';
import { Button } from '../ui/ui';
import { say } from '../words';
import classes from './Play.module.css';

/**
 * What became of questions a previous page left waiting (SPEC R15.2), where the ask form is
 * not: waiting for the connection (after a reload offline the phone has no state, so no form
 * yet), or refused, with their text so the participant can ask again.
 */
export function QnaNotices({ waiting, refused, onDismiss }: { waiting: boolean; refused: readonly RefusedQuestion[]; onDismiss(): void }) {
  const t = useT();
  return (
    <>
      {waiting && (
        <p className={classes.notice} role="status">
          {t('phone.qna.waiting')}
        </p>
      )}
      {refused.length > 0 && (
        <div className={`${classes.notice} ${classes.noticeBad}`} role="alert">
          {refused.map((r, i) => (
            <p key={i} className={classes.noticeText}>
              {t('phone.qna.restoredRefused', { text: r.text, reason: say(t, reasonWords(r.refusal.info)) })}
            </p>
          ))}
          <Button look="light" onClick={onDismiss}>
            {t('phone.qna.restoredRefusedOk')}
          </Button>
        </div>
      )}
    </>
  );
}
