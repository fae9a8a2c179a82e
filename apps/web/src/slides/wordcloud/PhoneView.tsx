import { mdiCheckCircleOutline, mdiWeatherCloudy } from '@mdi/js';
import { useState } from 'react';
import type { WordCloudSlide, WordsAnswer } from '@mingle/shared';
import { useT } from '../../i18n/speaking';
import { Button, TextField } from '../../phone/ui/ui';
import { PhoneQuestion, PhoneScreen, PhoneStatus, PhoneText } from '../common/PhoneParts';
import classes from '../common/Phone.module.css';
import type { PhoneViewProps } from '../types';

/** One field per word the slide allows, each with its own character count. */
export function WordCloudPhoneView({ slide, step, answer, onAnswer }: PhoneViewProps<WordCloudSlide, WordsAnswer>) {
  const t = useT();
  const [words, setWords] = useState<string[]>(() => Array.from({ length: slide.maxWords }, () => ''));
  const filled = words.map((w) => w.trim()).filter(Boolean);

  if (answer || step !== 'answering') {
    return (
      <PhoneScreen>
        <PhoneQuestion text={slide.question} />
        <PhoneStatus
          icon={answer ? mdiCheckCircleOutline : mdiWeatherCloudy}
          title={t(answer ? 'phone.words.sent' : step === 'results' ? 'phone.words.ready' : 'phone.text.getReady')}
        >
          {answer && <PhoneText>{t('phone.words.youSent', { words: answer.words.join(', ') })}</PhoneText>}
          <PhoneText>{t(step === 'results' ? 'phone.words.lookResults' : 'phone.words.watch')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }

  return (
    <PhoneScreen>
      <PhoneQuestion text={slide.question} />
      <form
        className={classes.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (onAnswer && filled.length) onAnswer({ words: filled });
        }}
      >
        {words.map((w, i) => (
          <TextField
            key={i}
            label={slide.maxWords === 1 ? t('phone.words.one') : t('phone.words.nth', { n: i + 1 })}
            value={w}
            maxLength={slide.maxLength}
            disabled={!onAnswer}
            autoComplete="off"
            autoCapitalize="none"
            description={t('phone.text.count', { count: w.length, max: slide.maxLength })}
            descriptionAfter
            onChange={(e) => {
              const value = e.currentTarget.value;
              setWords((all) => all.map((x, j) => (j === i ? value : x)));
            }}
          />
        ))}
        <Button type="submit" size="xl" full disabled={!onAnswer || filled.length === 0}>
          {t('phone.words.send', { count: filled.length })}
        </Button>
      </form>
    </PhoneScreen>
  );
}
