import type { ContentSlide } from '@mingle/shared';
import { useT } from '../../i18n';
import { Markdown } from '../common/Markdown';
import { ScreenFrame, ScreenImage } from '../common/ScreenParts';
import type { ScreenViewProps } from '../types';
import classes from './Content.module.css';

export function ContentScreenView({ slide }: ScreenViewProps<ContentSlide>) {
  const t = useT();
  const hasText = !!slide.body.trim();
  return (
    <ScreenFrame>
      <div className={classes.layout}>
        <div className={`${classes.text} ${!slide.image && !hasText ? classes.centred : ''}`}>
          <h2 className={classes.title}>{slide.title.trim() || (hasText ? '' : t('screen.titlePlaceholder'))}</h2>
          {hasText && <Markdown className={classes.body}>{slide.body}</Markdown>}
        </div>
        {slide.image && <ScreenImage src={slide.image} />}
      </div>
    </ScreenFrame>
  );
}
