import type { Slide } from '@mingle/shared';
import { SlideThumbnail } from '../slides/SlideThumbnail';
import classes from './SlideThumb.module.css';

/** A 16:9 picture of one slide: its real big screen, shrunk (the slides' own thumbnail). */
export function SlideThumb({ slide }: { slide: Slide }) {
  return <SlideThumbnail slide={slide} className={classes.thumb} />;
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
