import type { OpenTextSlide } from '@mingle/shared';
import { useT } from '../../i18n';
import { CardWall, mergeSame } from '../common/ResultsParts';
import { ScreenFrame, ScreenImage, ScreenQuestion, ScreenStat } from '../common/ScreenParts';
import screen from '../common/Screen.module.css';
import type { ScreenViewProps } from '../types';

/** The wall fits about a dozen notes at projector size; the report lists them all. */
const WALL_SIZE = 12;

/**
 * The wall of answers, most upvoted first then newest (the server's order, SPEC R8.5). It
 * grows while people still write (R7.4); before the first answer the screen says what to do.
 */
export function OpenTextScreenView({ slide, step, results, simulated }: ScreenViewProps<OpenTextSlide>) {
  const t = useT();
  const total = results?.total ?? 0;
  const items = results?.kind === 'texts' ? mergeSame(results.items).slice(0, WALL_SIZE) : [];
  if (step === 'results' || items.length > 0) {
    return (
      <ScreenFrame simulated={simulated}>
        <ScreenQuestion text={slide.question} />
        <div style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
          {items.length ? (
            <CardWall
              items={items}
              upvotes={slide.upvotes}
              label={t('screen.opentext.wall')}
              style={{ columns: '4 260px', columnGap: 16 }}
              cardStyle={{ fontSize: 24, padding: '16px 20px', marginBottom: 16 }}
              metaSize={20}
            />
          ) : (
            <p className={screen.hint}>{t('screen.opentext.none')}</p>
          )}
        </div>
        {step === 'answering' && (
          <p className={screen.hint} style={{ fontSize: 22 }}>
            {t(slide.upvotes ? 'screen.opentext.answeringUpvote' : 'screen.opentext.answering', { count: total })}
          </p>
        )}
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame simulated={simulated && total > 0}>
      <ScreenQuestion text={slide.question} />
      <div className={screen.middle}>
        <ScreenImage src={slide.image} />
        <ScreenStat value={total} label={t('screen.answersWord', { count: total })} />
      </div>
      <p className={screen.hint}>{t('screen.opentext.ask')}</p>
    </ScreenFrame>
  );
}
