import type { Slide, StepName } from '@mingle/shared';
import { ScreenCanvas } from './common/ScreenCanvas';
import { slideLine, thumbnailStep, webSlideTypeOf } from './registry';
import { UnsupportedScreen } from './unsupported/UnsupportedSlide';

interface SlideThumbnailProps {
  slide: Slide;
  /** The step to draw; by default the one that shows the options. */
  step?: StepName;
  className?: string;
}

/**
 * A slide's real big screen, shrunk into a card. It is a picture: not focusable, not
 * clickable inside, announced as one image with the slide's type and text.
 */
export function SlideThumbnail({ slide, step, className }: SlideThumbnailProps) {
  const web = webSlideTypeOf(slide.type);
  const label = slideLine(slide);
  return (
    <div className={className} role="img" aria-label={label} style={{ borderRadius: 8, overflow: 'hidden', pointerEvents: 'none' }}>
      <div inert aria-hidden="true">
        <ScreenCanvas label={label}>
          {web ? <web.ScreenView slide={slide} step={step ?? thumbnailStep(slide)} /> : <UnsupportedScreen slide={slide} />}
        </ScreenCanvas>
      </div>
    </div>
  );
}
