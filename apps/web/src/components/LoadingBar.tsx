import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { HIDDEN, LoadingBarController, type LoadingBarState } from '../hooks/loadingBar';
import classes from './LoadingBar.module.css';

/**
 * The thin progress bar at the top of the window during route changes. Decorative: hidden from
 * assistive technology (the page being opened says it is loading itself, with aria-busy), so it
 * is no unlabelled content outside the page's landmarks while it shows.
 */
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
      aria-hidden="true"
      data-visible={state.visible || undefined}
      style={{ width: `${state.progress}%`, transitionDuration: `${state.transitionMs}ms, 150ms` }}
    />
  );
}
