import { Stack, Switch } from '@mantine/core';
import { WholeNumberInput } from '../common/WholeNumberInput';
import type { OpenTextSlide } from '@mingle/shared';
import { NotesField, QuestionField } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import type { SlideEditorProps } from '../types';

export function OpenTextEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<OpenTextSlide>) {
  const set = (patch: Partial<OpenTextSlide>) => onChange({ ...slide, ...patch });
  return (
    <Stack gap="lg">
      <QuestionField value={slide.question} onChange={(question) => set({ question })} error={errors.question} />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <WholeNumberInput
        label="Longest answer"
        description="Up to 280 characters"
        suffix=" characters"
        min={1}
        max={280}
        value={slide.maxLength}
        error={errors.maxLength}
        onChange={(maxLength) => set({ maxLength })}
        maw={320}
      />
      <Switch
        size="md"
        label="Participants can upvote answers"
        checked={slide.upvotes}
        onChange={(e) => set({ upvotes: e.currentTarget.checked })}
      />
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
