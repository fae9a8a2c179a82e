import { Stack, Switch } from '@mantine/core';
import type { PollSlide } from '@mingle/shared';
import { NotesField, QuestionField } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import { OptionsEditor } from '../common/OptionsEditor';
import type { SlideEditorProps } from '../types';

export function PollEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<PollSlide>) {
  const set = (patch: Partial<PollSlide>) => onChange({ ...slide, ...patch });
  return (
    <Stack gap="lg">
      <QuestionField value={slide.question} onChange={(question) => set({ question })} error={errors.question} />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <OptionsEditor
        options={slide.options}
        min={2}
        max={10}
        blank={() => ({ text: '' })}
        onChange={(options) => set({ options })}
        errors={errors}
        uploadImage={uploadImage}
      />
      <Switch
        size="md"
        label="People can pick several options"
        checked={slide.multiple}
        onChange={(e) => set({ multiple: e.currentTarget.checked })}
      />
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
