import { Stack, Switch, Text } from '@mantine/core';
import { DECK_LIMITS, QNA_LIMITS, type QnaSlide } from '@mingle/shared';
import { BoundedText, NotesField } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import type { SlideEditorProps } from '../types';

export function QnaEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<QnaSlide>) {
  const set = (patch: Partial<QnaSlide>) => onChange({ ...slide, ...patch });
  return (
    <Stack gap="lg">
      <BoundedText
        label="Title"
        value={slide.title}
        onChange={(title) => set({ title })}
        error={errors.title}
        max={DECK_LIMITS.title}
        placeholder="Questions from the audience"
      />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <Switch
        size="md"
        label="Participants can upvote questions"
        description="The most upvoted questions rise to the top."
        checked={slide.upvotes}
        onChange={(e) => set({ upvotes: e.currentTarget.checked })}
      />
      <Text size="sm" c="dimmed">
        The Q&A opens when you reach this slide and stays open while you show the next ones, until you close it from the console. Questions
        are anonymous unless the participant chooses to show their name; each can have {QNA_LIMITS.waitingPerParticipant} waiting at a time,
        up to {QNA_LIMITS.textMax} characters each.
      </Text>
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
