import { Stack, Switch } from '@mantine/core';
import type { QuizSlide } from '@mingle/shared';
import { ExplanationField, NotesField, QuestionField, TimingFields } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import { OptionsEditor } from '../common/OptionsEditor';
import type { SlideEditorProps } from '../types';

export function QuizEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<QuizSlide>) {
  const set = (patch: Partial<QuizSlide>) => onChange({ ...slide, ...patch });
  const setMultiSelect = (multiSelect: boolean) => {
    // Back to one answer: keep the first correct option so the slide stays playable.
    const first = slide.options.findIndex((o) => o.correct);
    set({ multiSelect, options: multiSelect ? slide.options : slide.options.map((o, i) => ({ ...o, correct: i === first })) });
  };
  return (
    <Stack gap="lg">
      <QuestionField value={slide.question} onChange={(question) => set({ question })} error={errors.question} />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <OptionsEditor
        options={slide.options}
        min={2}
        max={6}
        blank={() => ({ text: '', correct: false })}
        correct={{ exclusive: !slide.multiSelect }}
        onChange={(options) => set({ options })}
        errors={errors}
        uploadImage={uploadImage}
      />
      <Switch
        size="md"
        label="Several answers can be correct"
        description="Players score only when they pick every correct option"
        checked={slide.multiSelect}
        onChange={(e) => setMultiSelect(e.currentTarget.checked)}
      />
      <TimingFields timeLimit={slide.timeLimit} points={slide.points} onChange={set} errors={errors} />
      <ExplanationField value={slide.explanation} onChange={(explanation) => set({ explanation })} error={errors.explanation} />
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
