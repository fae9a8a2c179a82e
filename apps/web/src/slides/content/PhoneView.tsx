import type { ContentSlide } from '@mingle/shared';
import { mdiTelevisionPlay } from '@mdi/js';
import { useT } from '../../i18n/speaking';
import { LightMarkdown } from '../common/LightMarkdown';
import { PhoneScreen, PhoneStatus, PhoneText } from '../common/PhoneParts';
import type { PhoneViewProps } from '../types';
import classes from './ContentPhone.module.css';

/** The phone repeats the slide's text, for anyone who cannot read the screen from their seat. */
export function ContentPhoneView({ slide }: PhoneViewProps<ContentSlide>) {
  const t = useT();
  return (
    <PhoneScreen>
      <PhoneStatus icon={mdiTelevisionPlay} title={slide.title.trim() || t('phone.waiting.title')}>
        {slide.body.trim() ? (
          <LightMarkdown className={classes.phoneBody}>{slide.body}</LightMarkdown>
        ) : (
          <PhoneText>{t('phone.content.text')}</PhoneText>
        )}
      </PhoneStatus>
    </PhoneScreen>
  );
}
