import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { mdiShuffleVariant } from '@mdi/js';
import { newSlideId, ORDER_ITEMS, shownOrder, type OrderSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { ExplanationField, NotesField, QuestionField, TimingFields } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import { TextListEditor } from '../common/TextListEditor';
import type { SlideEditorProps } from '../types';

export function OrderEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<OrderSlide>) {
  const set = (patch: Partial<OrderSlide>) => onChange({ ...slide, ...patch });
  const shown = shownOrder(slide.shuffleKey, slide.items.length).map((i) => slide.items[i]?.trim() || `Item ${i + 1}`);
  return (
    <Stack gap="lg">
      <QuestionField value={slide.question} onChange={(question) => set({ question })} error={errors.question} />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <TextListEditor
        values={slide.items}
        onChange={(items) => set({ items })}
        errors={errors}
        field="items"
        noun="item"
        min={ORDER_ITEMS.min}
        max={ORDER_ITEMS.max}
        label="Items, in the correct order"
        description={`${ORDER_ITEMS.min} to ${ORDER_ITEMS.max} items, first to last`}
        required
        fullText="That is the most a slide of this type can have."
        nameOf={(text, n) => text.trim() || `item ${n}`}
        placeholderOf={(n, count) => (n === 1 ? 'The first' : n === count ? 'The last' : `Item ${n}`)}
        lead={(i) => (
          <ThemeIcon size={42} radius="md" variant="light" aria-hidden="true">
            <Text fw={800}>{i + 1}</Text>
          </ThemeIcon>
        )}
      />
      <Group gap="sm" align="center" wrap="nowrap">
        <Text size="sm" c="dimmed" style={{ flex: 1 }} aria-live="polite">
          Players see them shuffled, the same for everyone, never in the correct order: <b>{shown.join(' · ')}</b>
        </Text>
        {/* A new key draws another shown order: for when the drawn one gives too much away. */}
        <Button
          variant="default"
          size="sm"
          leftSection={<Icon path={mdiShuffleVariant} size={16} />}
          onClick={() => set({ shuffleKey: newSlideId() })}
        >
          Shuffle again
        </Button>
      </Group>
      <TimingFields timeLimit={slide.timeLimit} points={slide.points} onChange={set} errors={errors} />
      <ExplanationField value={slide.explanation} onChange={(explanation) => set({ explanation })} error={errors.explanation} />
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
