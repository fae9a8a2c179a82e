import { mdiAccountArrowRight } from '@mdi/js';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/speaking';
import { Alert, Button } from '../ui/ui';
import { say } from '../words';
import type { Problem } from './joinRules';
import classes from './Join.module.css';

/** The code as the big screen shows it, spelled out for screen readers. */
export function CodeBadge({ code }: { code: string }) {
  const t = useT();
  return (
    <p className={classes.codeBadge} aria-label={t('phone.code.badge', { spelled: code.split('').join(' ') })}>
      {code}
    </p>
  );
}

/** This browser already holds a seat in the event: one tap back in. */
export function ContinueCard({ nickname, onContinue }: { nickname: string; onContinue(): void }) {
  const t = useT();
  return (
    <div className={classes.continue}>
      <p className={classes.hint}>{t('phone.join.seatHere')}</p>
      <Button size="xl" full onClick={onContinue}>
        <Icon path={mdiAccountArrowRight} size={24} />
        {t('phone.join.continueAs', { nickname })}
      </Button>
    </div>
  );
}

export function ProblemCard({ problem, action }: { problem: Problem; action?: ReactNode }) {
  const t = useT();
  return (
    <div className={classes.stack}>
      <Alert title={say(t, problem.title)}>{say(t, problem.message)}</Alert>
      {action}
    </div>
  );
}
