import { NativeSelect, Stack } from '@mantine/core';
import { WholeNumberInput } from '../common/WholeNumberInput';
import { WHOSAID_ROUNDS, type WhoSaidSlide } from '@mingle/shared';
import { NotesField, TimingFields } from '../common/EditorFields';
import type { SlideEditorProps } from '../types';

/**
 * Who said it (SPEC R20.1): the open-text question before it whose answers are the quotes,
 * how many rounds, and the timing of each. With no open-text question before it, the field
 * says to add one first.
 */
export function WhoSaidEditor({ slide, onChange, errors, slidesBefore = [] }: SlideEditorProps<WhoSaidSlide>) {
  const set = (patch: Partial<WhoSaidSlide>) => onChange({ ...slide, ...patch });
  const sources = slidesBefore.flatMap((s, i) =>
    s.type === 'opentext' ? [{ value: s.id, label: `${i + 1}. ${s.question.trim() || 'Untitled open text'}` }] : [],
  );
  return (
    <Stack gap="lg">
      <NativeSelect
        size="md"
        label="Quotes from"
        description={
          sources.length > 0
            ? 'The answers to this open-text question are the quotes; people guess who wrote each one.'
            : 'Add an open-text question before this slide: its answers are the quotes.'
        }
        data={[
          {
            value: '',
            label: sources.length > 0 ? 'Choose an open-text question' : 'No open-text question before this slide',
            disabled: true,
          },
          ...sources,
        ]}
        value={slide.sourceSlideId}
        onChange={(e) => set({ sourceSlideId: e.currentTarget.value })}
        error={errors.sourceSlideId}
        required
      />
      <WholeNumberInput
        label="Rounds"
        description={`${WHOSAID_ROUNDS.min} to ${WHOSAID_ROUNDS.max}; one quote each, nobody twice until everyone had a turn`}
        min={WHOSAID_ROUNDS.min}
        max={WHOSAID_ROUNDS.max}
        value={slide.rounds}
        error={errors.rounds}
        onChange={(rounds) => set({ rounds })}
      />
      <TimingFields timeLimit={slide.timeLimit} points={slide.points} onChange={set} errors={errors} />
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
