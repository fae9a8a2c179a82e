import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { HIDDEN, LoadingBarController, type LoadingBarState } from '../hooks/loadingBar';
import classes from './LoadingBar.module.css';

/** The thin progress bar at the top of the window during route changes. */
export function LoadingBar() {
  const navigation = useNavigation();
  const [state, setState] = useState<LoadingBarState>(HIDDEN);
  const controller = useRef<LoadingBarController | null>(null);

  useEffect(() => {
    const c = new LoadingBarController(setState);
    controller.current = c;
    return () => c.dispose();
  }, []);

  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) controller.current?.start();
    else controller.current?.finish();
  }, [busy]);

  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!state.visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.progress)}
      data-visible={state.visible || undefined}
      style={{ width: `${state.progress}%`, transitionDuration: `${state.transitionMs}ms, 150ms` }}
    />
  );
}
