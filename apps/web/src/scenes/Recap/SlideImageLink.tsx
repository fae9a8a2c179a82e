import { Button } from '@mantine/core';
import { mdiImageOutline } from '@mdi/js';
import { recapSlideImagePath, screencapResultStep } from '@mingle/shared';
import { Icon } from '../../components/Icon';

/**
 * "Download slide as image": the recap slide's results as the big screen showed them, a
 * 1280×720 PNG drawn by the server (ADR 45). `slide` is the 1-based place in the recap's list;
 * `describedBy` the card's title, so a screen reader hears which slide. Nothing for a type the
 * recap cannot draw.
 */
export function SlideImageLink({
  recapId,
  slide,
  type,
  describedBy,
}: {
  recapId: string;
  slide: number;
  type: string;
  describedBy?: string;
}) {
  const step = screencapResultStep(type);
  if (!step) return null;
  return (
    <Button
      component="a"
      href={recapSlideImagePath(recapId, slide, step, true)}
      download
      variant="default"
      size="compact-sm"
      aria-describedby={describedBy}
      leftSection={<Icon path={mdiImageOutline} size={16} />}
    >
      Download slide as image
    </Button>
  );
}
