import { Group, Stack } from '@mantine/core';
import { WholeNumberInput } from '../common/WholeNumberInput';
import { SCALE_LIMITS, type ScaleSlide } from '@mingle/shared';
import { BoundedText, NotesField, QuestionField } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import { TextListEditor } from '../common/TextListEditor';
import type { SlideEditorProps } from '../types';

const { min: FEWEST, max: MOST } = SCALE_LIMITS.statements;

/** Optional text: an empty field is left out of the slide rather than saved as "". */
const optional = (v: string) => (v === '' ? undefined : v);

export function ScaleEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<ScaleSlide>) {
  const set = (patch: Partial<ScaleSlide>) => onChange({ ...slide, ...patch });
  return (
    <Stack gap="lg">
      <QuestionField value={slide.question} onChange={(question) => set({ question })} error={errors.question} />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <TextListEditor
        values={slide.statements}
        onChange={(statements) => set({ statements })}
        errors={errors}
        field="statements"
        noun="statement"
        min={FEWEST}
        max={MOST}
        label="Statements"
        description={`${FEWEST} to ${MOST}; each is rated on the scale below`}
        fullText="That is the most a scale can have."
        placeholderOf={(n) => (n === 1 ? 'The talks were useful' : `Statement ${n}`)}
      />
      <Group grow align="flex-start" gap="md">
        <WholeNumberInput
          label="Lowest value"
          description={`${SCALE_LIMITS.lowest} to ${SCALE_LIMITS.highest - 1}`}
          min={SCALE_LIMITS.lowest}
          max={SCALE_LIMITS.highest - 1}
          allowNegative={false}
          value={slide.min}
          error={errors.min}
          onChange={(min) => set({ min })}
        />
        <WholeNumberInput
          label="Highest value"
          description={`more than the lowest, up to ${SCALE_LIMITS.highest}`}
          min={SCALE_LIMITS.lowest + 1}
          max={SCALE_LIMITS.highest}
          allowNegative={false}
          value={slide.max}
          error={errors.max}
          onChange={(max) => set({ max })}
        />
      </Group>
      <Group grow align="flex-start" gap="md">
        <BoundedText
          label="Label of the lowest value"
          placeholder="Not at all"
          value={slide.minLabel ?? ''}
          onChange={(v) => set({ minLabel: optional(v) })}
          error={errors.minLabel}
          max={SCALE_LIMITS.label}
        />
        <BoundedText
          label="Label of the highest value"
          placeholder="Completely"
          value={slide.maxLabel ?? ''}
          onChange={(v) => set({ maxLabel: optional(v) })}
          error={errors.maxLabel}
          max={SCALE_LIMITS.label}
        />
      </Group>
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
