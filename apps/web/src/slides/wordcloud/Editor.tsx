import { Group, Stack } from '@mantine/core';
import { WholeNumberInput } from '../common/WholeNumberInput';
import type { WordCloudSlide } from '@mingle/shared';
import { NotesField, QuestionField } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import type { SlideEditorProps } from '../types';

export function WordCloudEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<WordCloudSlide>) {
  const set = (patch: Partial<WordCloudSlide>) => onChange({ ...slide, ...patch });
  return (
    <Stack gap="lg">
      <QuestionField value={slide.question} onChange={(question) => set({ question })} error={errors.question} />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <Group grow align="flex-start">
        <WholeNumberInput
          label="Words per person"
          description="1 to 5"
          min={1}
          max={5}
          value={slide.maxWords}
          error={errors.maxWords}
          onChange={(maxWords) => set({ maxWords })}
        />
        <WholeNumberInput
          label="Longest word"
          description="Up to 25 characters"
          suffix=" characters"
          min={1}
          max={25}
          value={slide.maxLength}
          error={errors.maxLength}
          onChange={(maxLength) => set({ maxLength })}
        />
      </Group>
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
