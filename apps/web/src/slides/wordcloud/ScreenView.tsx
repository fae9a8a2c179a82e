import type { WordCloudSlide } from '@mingle/shared';
import { useT } from '../../i18n';
import { SCREEN_WORD_COLOURS } from '../common/palette';
import { WordCloudList } from '../common/ResultsParts';
import { ScreenFrame, ScreenImage, ScreenQuestion, ScreenStat } from '../common/ScreenParts';
import screen from '../common/Screen.module.css';
import type { ScreenViewProps } from '../types';

/**
 * The cloud grows while people still send words (SPEC R7.4); until the first word arrives the
 * screen says what to do instead of showing an empty cloud.
 */
export function WordCloudScreenView({ slide, step, results, simulated }: ScreenViewProps<WordCloudSlide>) {
  const total = results?.total ?? 0;
  const words = results?.kind === 'words' ? results.words : [];
  const t = useT();
  if (step === 'results' || words.length > 0) {
    return (
      <ScreenFrame simulated={simulated}>
        <ScreenQuestion text={slide.question} />
        <div className={screen.middle} style={{ justifyContent: 'center' }}>
          {words.length ? (
            <WordCloudList
              words={words.slice(0, 40)}
              minSize={26}
              maxSize={96}
              colours={SCREEN_WORD_COLOURS}
              style={{ maxWidth: 1100, gap: '6px 28px' }}
            />
          ) : (
            <p className={screen.hint}>{t('screen.wordcloud.none')}</p>
          )}
        </div>
        {step === 'answering' && (
          <p className={screen.hint} style={{ fontSize: 22 }}>
            {t('screen.wordcloud.answering', { count: total, max: slide.maxWords })}
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
        <ScreenStat value={total} label={t('screen.wordcloud.answeredWord', { count: total })} />
      </div>
      <p className={screen.hint}>{t('screen.wordcloud.ask', { max: slide.maxWords })}</p>
    </ScreenFrame>
  );
}
