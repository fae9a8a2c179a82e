import type { Slide } from '@mingle/shared';
import { slideSummary, slideTypeLabel } from '../../slides/registry';
import { SlideThumbnail } from '../../slides/SlideThumbnail';
import classes from './Preview.module.css';

interface SlideListProps {
  slides: readonly Slide[];
  current: number;
  onJump(index: number): void;
}

/** Every slide as a small picture; choosing one jumps to its first step. */
export function SlideList({ slides, current, onJump }: SlideListProps) {
  return (
    <nav aria-label="Slides">
      <ol className={classes.strip}>
        {slides.map((slide, i) => (
          <li key={slide.id}>
            <button
              type="button"
              className={`${classes.stripItem} ${i === current ? classes.stripCurrent : ''}`}
              aria-current={i === current ? 'step' : undefined}
              aria-label={`Slide ${i + 1}: ${slideTypeLabel(slide.type)}, ${slideSummary(slide)}`}
              onClick={() => onJump(i)}
            >
              <SlideThumbnail slide={slide} />
              <span className={classes.stripLabel}>
                <b>{i + 1}</b> {slideTypeLabel(slide.type)}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
