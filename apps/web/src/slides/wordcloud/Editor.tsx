import { Group, NumberInput, Stack } from '@mantine/core';
import type { WordCloudSlide } from '@mingle/shared';
import { NotesField, QuestionField } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import type { SlideEditorProps } from '../types';

export function WordCloudEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<WordCloudSlide>) {
  const set = (patch: Partial<WordCloudSlide>) => onChange({ ...slide, ...patch });
  const whole = (v: string | number, apply: (n: number) => void) => {
    if (typeof v === 'number' && Number.isFinite(v)) apply(v);
  };
  return (
    <Stack gap="lg">
      <QuestionField value={slide.question} onChange={(question) => set({ question })} error={errors.question} />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <Group grow align="flex-start">
        <NumberInput
          size="md"
          label="Words per person"
          description="1 to 5"
          min={1}
          max={5}
          allowDecimal={false}
          clampBehavior="blur"
          value={slide.maxWords}
          error={errors.maxWords}
          onChange={(v) => whole(v, (maxWords) => set({ maxWords }))}
        />
        <NumberInput
          size="md"
          label="Longest word"
          description="Up to 25 characters"
          suffix=" characters"
          min={1}
          max={25}
          allowDecimal={false}
          clampBehavior="blur"
          value={slide.maxLength}
          error={errors.maxLength}
          onChange={(v) => whole(v, (maxLength) => set({ maxLength }))}
        />
      </Group>
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
