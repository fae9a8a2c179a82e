import type { Slide } from '@mingle/shared';
import { Icon } from './Icon';
import { slideIcon, slideLabel, slideSummary } from './slideKit';
import classes from './SlideThumb.module.css';

/**
 * A 16:9 picture of one slide for lists and grids. Decorative: the list item around it
 * carries the slide's name for assistive tech.
 */
export function SlideThumb({ slide }: { slide: Slide }) {
  const summary = slideSummary(slide);
  return (
    <div className={classes.frame} aria-hidden="true">
      <div className={classes.fallback}>
        <Icon path={slideIcon(slide.type)} style={{ width: '16cqw', height: '16cqw' }} />
        <span className={summary ? classes.summary : classes.empty}>{summary || slideLabel(slide.type)}</span>
      </div>
    </div>
  );
}

/** A deck's picture: its cover image, else its first slide, else an empty frame that says so. */
export function DeckThumb({ coverImage, firstSlide }: { coverImage?: string | null; firstSlide?: Slide }) {
  if (coverImage) {
    return (
      <div className={classes.frame} aria-hidden="true">
        <img className={classes.cover} src={coverImage} alt="" loading="lazy" />
      </div>
    );
  }
  if (firstSlide) return <SlideThumb slide={firstSlide} />;
  return (
    <div className={classes.frame} aria-hidden="true">
      <div className={classes.fallback}>
        <span className={classes.empty}>No slides yet</span>
      </div>
    </div>
  );
}
