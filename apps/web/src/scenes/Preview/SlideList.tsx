import { useEffect, useRef } from 'react';
import type { Slide } from '@mingle/shared';
import { slideSummary, slideTypeLabel } from '../../slides/registry';
import { SlideThumbnail } from '../../slides/SlideThumbnail';
import cover from '../../components/CoverControl.module.css';
import classes from './Preview.module.css';

interface SlideListProps {
  slides: readonly Slide[];
  current: number;
  onJump(index: number): void;
}

/** Every slide as a small picture; choosing one jumps to its first step. */
export function SlideList({ slides, current, onJump }: SlideListProps) {
  const strip = useRef<HTMLOListElement>(null);
  // Keep the current slide in sight as the keyboard moves through a long deck. Only the strip
  // scrolls: scrollIntoView would also scroll the page away from the stage.
  useEffect(() => {
    const el = strip.current;
    const item = el?.children[current];
    if (!el || !(item instanceof HTMLElement)) return;
    const start = item.offsetLeft;
    const end = start + item.offsetWidth;
    if (start < el.scrollLeft) el.scrollLeft = start - 8;
    else if (end > el.scrollLeft + el.clientWidth) el.scrollLeft = end - el.clientWidth + 8;
  }, [current]);
  return (
    <nav aria-label="Slides">
      <ol ref={strip} className={classes.strip}>
        {slides.map((slide, i) => (
          <li key={slide.id} className={`${cover.card} ${classes.stripItem} ${i === current ? classes.stripCurrent : ''}`}>
            {/* The button's name says what the picture and its caption show. */}
            <div aria-hidden="true">
              <SlideThumbnail slide={slide} />
            </div>
            <span className={classes.stripLabel} aria-hidden="true">
              <b>{i + 1}</b> {slideTypeLabel(slide.type)}
            </span>
            <button
              type="button"
              className={cover.control}
              aria-current={i === current ? 'step' : undefined}
              aria-label={`Slide ${i + 1}: ${slideTypeLabel(slide.type)}, ${slideSummary(slide)}`}
              onClick={() => onJump(i)}
            />
          </li>
        ))}
      </ol>
    </nav>
  );
}
