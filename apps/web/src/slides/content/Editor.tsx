import { Stack } from '@mantine/core';
import { DECK_LIMITS, type ContentSlide } from '@mingle/shared';
import { BoundedText, NotesField } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import type { SlideEditorProps } from '../types';

export function ContentEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<ContentSlide>) {
  const set = (patch: Partial<ContentSlide>) => onChange({ ...slide, ...patch });
  return (
    <Stack gap="lg">
      <BoundedText
        label="Title"
        value={slide.title}
        onChange={(title) => set({ title })}
        error={errors.title}
        max={DECK_LIMITS.title}
        placeholder="Welcome!"
      />
      <BoundedText
        label="Text"
        description="Markdown: **bold**, *italic*, - lists, [links](https://…)"
        value={slide.body}
        onChange={(body) => set({ body })}
        error={errors.body}
        max={DECK_LIMITS.body}
        multiline
        placeholder="What should everyone read while this slide is up?"
      />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
