import { ActionIcon, Button, Group, Input, Stack, Switch, Text, TextInput } from '@mantine/core';
import { mdiCheckBold, mdiClose, mdiPlus, mdiTrashCanOutline } from '@mdi/js';
import { useState } from 'react';
import { DECK_LIMITS, TYPO_MIN_LENGTH, typedAnswerMatches, type TypeAnswerSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { ExplanationField, NotesField, QuestionField, TimingFields } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import type { SlideEditorProps, SlideErrors } from '../types';

const MIN_ACCEPTED = 1;
const MAX_ACCEPTED = 10;

export function TypeAnswerEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<TypeAnswerSlide>) {
  const set = (patch: Partial<TypeAnswerSlide>) => onChange({ ...slide, ...patch });
  return (
    <Stack gap="lg">
      <QuestionField value={slide.question} onChange={(question) => set({ question })} error={errors.question} />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <AcceptedAnswers accepted={slide.accepted} onChange={(accepted) => set({ accepted })} errors={errors} />
      <Switch
        size="md"
        label="Forgive one typo"
        description={`An answer one letter off still counts (answers of ${TYPO_MIN_LENGTH} or more characters; a typo never changes a number)`}
        checked={slide.typoTolerance}
        onChange={(e) => set({ typoTolerance: e.currentTarget.checked })}
      />
      <TryAnswer slide={slide} />
      <TimingFields timeLimit={slide.timeLimit} points={slide.points} onChange={set} errors={errors} />
      <ExplanationField value={slide.explanation} onChange={(explanation) => set({ explanation })} error={errors.explanation} />
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}

function AcceptedAnswers({ accepted, onChange, errors }: { accepted: string[]; onChange(next: string[]): void; errors: SlideErrors }) {
  const update = (i: number, text: string) => onChange(accepted.map((a, j) => (j === i ? text : a)));
  return (
    <Input.Wrapper
      size="md"
      label="Accepted answers"
      description={`${MIN_ACCEPTED} to ${MAX_ACCEPTED} answers; case, spacing and accents are ignored`}
      error={errors.accepted}
    >
      <Stack gap="sm" mt="xs">
        {accepted.map((a, i) => {
          const n = i + 1;
          return (
            <Group key={i} align="flex-start" gap="sm" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label={`Accepted answer ${n}`}
                placeholder={i === 0 ? 'The answer' : 'Another way to write it'}
                value={a}
                maxLength={DECK_LIMITS.optionText}
                error={errors[`accepted[${i}]`]}
                onChange={(e) => update(i, e.currentTarget.value)}
              />
              <ActionIcon
                mt={4}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove accepted answer ${n}`}
                disabled={accepted.length <= MIN_ACCEPTED}
                onClick={() => onChange(accepted.filter((_, j) => j !== i))}
              >
                <Icon path={mdiTrashCanOutline} size={20} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<Icon path={mdiPlus} size={18} />}
            disabled={accepted.length >= MAX_ACCEPTED}
            onClick={() => onChange([...accepted, ''])}
          >
            Add accepted answer
          </Button>
          {accepted.length >= MAX_ACCEPTED && (
            <Text size="sm" c="dimmed">
              That is the most a slide can have.
            </Text>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

/** Type an answer as a player would, and see whether it counts: the matching rules, shown rather than explained. */
function TryAnswer({ slide }: { slide: TypeAnswerSlide }) {
  const [text, setText] = useState('');
  const tried = text.trim() !== '';
  const counts = tried && typedAnswerMatches(slide, text);
  return (
    <div>
      <TextInput
        size="md"
        label="Try an answer"
        description="Type what a player might, to check that it counts"
        value={text}
        maxLength={DECK_LIMITS.optionText}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {/* Always in the page, so screen readers hear each verdict as it changes. */}
      <Text
        role="status"
        size="sm"
        fw={700}
        mt={6}
        c={counts ? 'green.9' : 'red.9'}
        style={{ display: 'flex', alignItems: 'center', gap: 4 }}
      >
        {tried && (
          <>
            <Icon path={counts ? mdiCheckBold : mdiClose} size={16} />
            {counts ? 'Counts as correct' : 'Does not count'}
          </>
        )}
      </Text>
    </div>
  );
}
