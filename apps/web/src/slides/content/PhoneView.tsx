import type { ContentSlide } from '@mingle/shared';
import { mdiTelevisionPlay } from '@mdi/js';
import { Markdown } from '../common/Markdown';
import { PhoneScreen, PhoneStatus, PhoneText } from '../common/PhoneParts';
import type { PhoneViewProps } from '../types';
import classes from './Content.module.css';

/** The phone repeats the slide's text, for anyone who cannot read the screen from their seat. */
export function ContentPhoneView({ slide }: PhoneViewProps<ContentSlide>) {
  return (
    <PhoneScreen>
      <PhoneStatus icon={mdiTelevisionPlay} title={slide.title.trim() || 'Look at the big screen'}>
        {slide.body.trim() ? (
          <Markdown className={classes.phoneBody}>{slide.body}</Markdown>
        ) : (
          <PhoneText>The next question is coming up.</PhoneText>
        )}
      </PhoneStatus>
    </PhoneScreen>
  );
}
