import { useT } from '../../i18n';
import type { LiveState } from '../../live/operations';
import { announcementFor } from './announce';
import classes from './BigScreen.module.css';

/**
 * A polite live region that says what changed on the big screen (WCAG 4.1.3, ADR 27). It is
 * in the page from the first render, so the first change after connecting is read too.
 */
export function ScreenAnnouncer({ state }: { state: LiveState | null }) {
  const t = useT();
  return (
    <div className={classes.srOnly} role="status" aria-live="polite" aria-atomic="true" data-testid="screen-announcer">
      {state ? announcementFor(state, t) : ''}
    </div>
  );
}
