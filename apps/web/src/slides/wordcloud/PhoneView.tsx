import { Button, Stack, TextInput } from '@mantine/core';
import { mdiCheckCircleOutline, mdiWeatherCloudy } from '@mdi/js';
import { useState } from 'react';
import type { WordCloudSlide, WordsAnswer } from '@mingle/shared';
import { PhoneQuestion, PhoneScreen, PhoneStatus, PhoneText } from '../common/PhoneParts';
import type { PhoneViewProps } from '../types';

/** One field per word the slide allows, each with its own character count. */
export function WordCloudPhoneView({ slide, step, answer, onAnswer }: PhoneViewProps<WordCloudSlide, WordsAnswer>) {
  const [words, setWords] = useState<string[]>(() => Array.from({ length: slide.maxWords }, () => ''));
  const filled = words.map((w) => w.trim()).filter(Boolean);

  if (answer || step !== 'answering') {
    return (
      <PhoneScreen>
        <PhoneQuestion text={slide.question} />
        <PhoneStatus
          icon={answer ? mdiCheckCircleOutline : mdiWeatherCloudy}
          title={answer ? 'Words sent' : step === 'results' ? 'The cloud is ready' : 'Get ready'}
        >
          {answer && <PhoneText>You sent: {answer.words.join(', ')}</PhoneText>}
          <PhoneText>
            {step === 'results' ? 'Look at the big screen to see what everyone said.' : 'Watch the cloud grow on the big screen.'}
          </PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }

  return (
    <PhoneScreen>
      <PhoneQuestion text={slide.question} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (onAnswer && filled.length) onAnswer({ words: filled });
        }}
      >
        <Stack gap="sm">
          {words.map((w, i) => (
            <TextInput
              key={i}
              size="lg"
              label={slide.maxWords === 1 ? 'Your word' : `Word ${i + 1}`}
              value={w}
              maxLength={slide.maxLength}
              disabled={!onAnswer}
              autoComplete="off"
              autoCapitalize="none"
              description={`${w.length}/${slide.maxLength}`}
              inputWrapperOrder={['label', 'input', 'description']}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setWords((all) => all.map((x, j) => (j === i ? value : x)));
              }}
            />
          ))}
          <Button type="submit" size="xl" radius="md" fullWidth disabled={!onAnswer || filled.length === 0}>
            Send {filled.length > 1 ? `${filled.length} words` : 'word'}
          </Button>
        </Stack>
      </form>
    </PhoneScreen>
  );
}
