import { Button, Stack, Textarea } from '@mantine/core';
import { mdiCheckCircleOutline, mdiCommentTextMultipleOutline } from '@mdi/js';
import { useState } from 'react';
import type { OpenTextSlide, TextAnswer } from '@mingle/shared';
import { PhoneQuestion, PhoneScreen, PhoneStatus, PhoneText } from '../common/PhoneParts';
import type { PhoneViewProps } from '../types';
import { UpvoteWall } from './UpvoteWall';

export function OpenTextPhoneView({ slide, step, answer, onAnswer, results, upvotes }: PhoneViewProps<OpenTextSlide, TextAnswer>) {
  const [text, setText] = useState('');

  // After sending, a phone with upvotes on sees the others' answers and votes (SPEC R8.3).
  if (answer && slide.upvotes && upvotes && results?.kind === 'texts' && results.items.length > 0) {
    return (
      <PhoneScreen>
        <PhoneQuestion text={slide.question} />
        <UpvoteWall items={results.items} upvotes={upvotes} />
      </PhoneScreen>
    );
  }

  if (answer || step !== 'answering') {
    return (
      <PhoneScreen>
        <PhoneQuestion text={slide.question} />
        <PhoneStatus
          icon={answer ? mdiCheckCircleOutline : mdiCommentTextMultipleOutline}
          title={answer ? 'Answer sent' : step === 'results' ? 'Answers are in' : 'Get ready'}
        >
          {answer && <PhoneText>“{answer.text}”</PhoneText>}
          <PhoneText>Everyone’s answers appear on the big screen.</PhoneText>
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
          if (onAnswer && text.trim()) onAnswer({ text: text.trim() });
        }}
      >
        <Stack gap="sm">
          <Textarea
            size="lg"
            label="Your answer"
            autosize
            minRows={4}
            maxRows={8}
            value={text}
            maxLength={slide.maxLength}
            disabled={!onAnswer}
            description={`${text.length}/${slide.maxLength}`}
            inputWrapperOrder={['label', 'input', 'description']}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button type="submit" size="xl" radius="md" fullWidth disabled={!onAnswer || !text.trim()}>
            Send answer
          </Button>
        </Stack>
      </form>
    </PhoneScreen>
  );
}
