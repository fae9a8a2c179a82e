import { mdiClose, mdiCommentQuestionOutline } from '@mdi/js';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/speaking';
import classes from './QnaSheet.module.css';

/**
 * The button that opens the Q&A over another slide (SPEC R15.1): a slim bar above the slide,
 * so the current question stays where it is.
 */
export function QnaButton({ count, onOpen }: { count: number; onOpen(): void }) {
  const t = useT();
  return (
    <div className={classes.bar}>
      <button type="button" className={classes.open} onClick={onOpen} aria-haspopup="dialog" data-qna-opener="">
        <Icon path={mdiCommentQuestionOutline} size={20} /> {t('phone.qna.openPanel', { count })}
      </button>
    </div>
  );
}

/**
 * The Q&A panel over the current slide: a dialog that keeps the slide mounted underneath (a
 * half-typed answer stays), closes with its button or Escape, and gives focus back.
 */
export function QnaSheet({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  const t = useT();
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      (document.querySelector<HTMLElement>('[data-qna-opener]') ?? opener)?.focus();
    };
  }, [onClose]);
  return (
    <div className={classes.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className={classes.head}>
        <h2 className={classes.title} id={titleId}>
          {title}
        </h2>
        <button type="button" ref={close} className={classes.close} onClick={onClose}>
          <Icon path={mdiClose} size={20} /> {t('phone.qna.closePanel')}
        </button>
      </div>
      <div className={classes.content} aria-label={t('phone.qna.panelLabel')} role="region">
        {children}
      </div>
    </div>
  );
}
