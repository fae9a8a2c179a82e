import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './ScreenCanvas.module.css';

export const CANVAS_WIDTH = 1280;
export const CANVAS_HEIGHT = 720;

interface ScreenCanvasProps {
  children: ReactNode;
  /** What the screen shows, for assistive tech (the canvas is one region). */
  label?: string;
  className?: string;
}

/**
 * The big screen is designed once at 1280×720 and scaled to whatever holds it: a
 * projector, the preview stage, a thumbnail in a list. Scaling the whole canvas keeps type,
 * spacing and line breaks identical at every size, so a thumbnail is the real slide.
 */
export function ScreenCanvas({ children, label, className }: ScreenCanvasProps) {
  const outer = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);

  useEffect(() => {
    const el = outer.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    // ResizeObserver reports the first size before the first paint, so there is no jump.
    const observer = new ResizeObserver(() => {
      const { width, height } = el.getBoundingClientRect();
      if (width > 0 && height > 0) setScale(Math.min(width / CANVAS_WIDTH, height / CANVAS_HEIGHT));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={outer} className={`${classes.outer} ${className ?? ''}`} role="region" aria-label={label ?? 'Big screen'}>
      <div className={classes.canvas} style={{ width: CANVAS_WIDTH, height: CANVAS_HEIGHT, transform: `scale(${scale})` }}>
        {children}
      </div>
    </div>
  );
}
