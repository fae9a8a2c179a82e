import { Group, Input, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { NUMBER_MAX_DECIMALS, numberDecimals, type NumberSlide } from '@mingle/shared';
import { ExplanationField, NotesField, QuestionField, TimingFields } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import { useNumberDraft } from '../common/useNumberDraft';
import type { SlideEditorProps } from '../types';

interface NumberFieldProps {
  label: string;
  description?: string;
  value: number;
  onChange(value: number): void;
  error?: string;
  min?: number;
}

/**
 * A number of the slide. What is typed stays as typed ("-", "2.", an empty field) until it is
 * a number, so a half-typed value never snaps back; the slide only ever holds numbers.
 */
function NumberField({ label, description, value, onChange, error, min }: NumberFieldProps) {
  // "2." for 2, "-" on the way to -5: stays as typed (useNumberDraft).
  const draft = useNumberDraft(value, Number.isFinite, onChange);
  return (
    <NumberInput
      size="md"
      label={label}
      description={description}
      value={draft.shown}
      error={error}
      min={min}
      // Decimals beyond the slide's steps are typed as they are and refused by the schema, in words.
      decimalScale={NUMBER_MAX_DECIMALS}
      allowNegative={min === undefined || min < 0}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      onChange={draft.change}
    />
  );
}

const STEPS = Array.from({ length: NUMBER_MAX_DECIMALS + 1 }, (_, d) => ({
  value: String(d),
  label: d === 0 ? 'Whole' : (10 ** -d).toFixed(d),
}));

export function NumberEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<NumberSlide>) {
  const set = (patch: Partial<NumberSlide>) => onChange({ ...slide, ...patch });
  const decimals = numberDecimals(slide);
  const stepsId = useId();
  const fmt = (v: number) => v.toLocaleString('en', { maximumFractionDigits: decimals, useGrouping: false });
  return (
    <Stack gap="lg">
      <QuestionField value={slide.question} onChange={(question) => set({ question })} error={errors.question} />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <Group grow align="flex-start" gap="md">
        <NumberField label="Lowest guess" value={slide.min} onChange={(min) => set({ min })} error={errors.min} />
        <NumberField label="Highest guess" value={slide.max} onChange={(max) => set({ max })} error={errors.max} />
      </Group>
      <Group grow align="flex-start" gap="md">
        <NumberField
          label="Correct answer"
          description="Between the lowest and highest guess"
          value={slide.answer}
          onChange={(answer) => set({ answer })}
          error={errors.answer}
        />
        <NumberField
          label="Tolerance (±)"
          description="How far off still counts as right"
          value={slide.tolerance}
          onChange={(tolerance) => set({ tolerance })}
          error={errors.tolerance}
          min={0}
        />
      </Group>
      <Input.Wrapper
        size="md"
        label="Guesses in steps of"
        description="Whole numbers, or up to 4 decimal places"
        error={errors.decimals}
        id={stepsId}
      >
        <SegmentedControl
          mt={4}
          size="md"
          fullWidth
          aria-labelledby={`${stepsId}-label`}
          value={String(decimals)}
          onChange={(v) => set({ decimals: Number(v) })}
          data={STEPS}
        />
      </Input.Wrapper>
      <Text size="sm" c="dimmed">
        {slide.tolerance > 0 ? `Guesses within ± ${fmt(slide.tolerance)} of ${fmt(slide.answer)}` : `Exactly ${fmt(slide.answer)}`} scores
        full points; other guesses score less the further off they are, down to none at {fmt(slide.min)} and {fmt(slide.max)}.
      </Text>
      <TimingFields timeLimit={slide.timeLimit} points={slide.points} onChange={set} errors={errors} />
      <ExplanationField value={slide.explanation} onChange={(explanation) => set({ explanation })} error={errors.explanation} />
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
