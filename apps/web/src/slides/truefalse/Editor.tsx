import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useId } from 'react';
import type { TrueFalseSlide } from '@mingle/shared';
import { ExplanationField, NotesField, QuestionField, TimingFields } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import type { SlideEditorProps } from '../types';

export function TrueFalseEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<TrueFalseSlide>) {
  const set = (patch: Partial<TrueFalseSlide>) => onChange({ ...slide, ...patch });
  const id = useId();
  return (
    <Stack gap="lg">
      <QuestionField label="Statement" value={slide.question} onChange={(question) => set({ question })} error={errors.question} />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <Input.Wrapper size="md" label="The statement is" error={errors.answer} id={id}>
        <SegmentedControl
          mt={4}
          size="md"
          fullWidth
          aria-labelledby={`${id}-label`}
          color={slide.answer ? 'blue.8' : 'red.8'}
          value={slide.answer ? 'true' : 'false'}
          onChange={(v) => set({ answer: v === 'true' })}
          data={[
            { value: 'true', label: 'True' },
            { value: 'false', label: 'False' },
          ]}
        />
      </Input.Wrapper>
      <TimingFields timeLimit={slide.timeLimit} points={slide.points} onChange={set} errors={errors} />
      <ExplanationField value={slide.explanation} onChange={(explanation) => set({ explanation })} error={errors.explanation} />
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
