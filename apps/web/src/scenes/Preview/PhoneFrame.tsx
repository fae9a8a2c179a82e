import type { ReactNode } from 'react';
import classes from './Preview.module.css';

/** A phone's outline around the participant view, so the preview reads as "what a phone shows". */
export function PhoneFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.phone} role="region" aria-label="Phone preview">
      <div className={classes.phoneNotch} aria-hidden="true" />
      <div className={classes.phoneScreen}>{children}</div>
    </div>
  );
}
