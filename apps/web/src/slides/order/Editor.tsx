import { ActionIcon, Button, Group, Input, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { mdiArrowDown, mdiArrowUp, mdiPlus, mdiShuffleVariant, mdiTrashCanOutline } from '@mdi/js';
import { DECK_LIMITS, newSlideId, ORDER_ITEMS, shownOrder, type OrderSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { ExplanationField, NotesField, QuestionField, TimingFields } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import type { SlideEditorProps } from '../types';

export function OrderEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<OrderSlide>) {
  const set = (patch: Partial<OrderSlide>) => onChange({ ...slide, ...patch });
  const shown = shownOrder(slide.shuffleKey, slide.items.length).map((i) => slide.items[i]?.trim() || `Item ${i + 1}`);
  return (
    <Stack gap="lg">
      <QuestionField value={slide.question} onChange={(question) => set({ question })} error={errors.question} />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <ItemsEditor items={slide.items} onChange={(items) => set({ items })} errors={errors} />
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

interface ItemsEditorProps {
  items: readonly string[];
  onChange(items: string[]): void;
  errors: SlideErrors;
}

type SlideErrors = SlideEditorProps<OrderSlide>['errors'];

/** The items in their correct order: edit, move up or down, add and remove within 3 to 6. */
function ItemsEditor({ items, onChange, errors }: ItemsEditorProps) {
  const { min, max } = ORDER_ITEMS;
  const update = (i: number, text: string) => onChange(items.map((item, j) => (j === i ? text : item)));
  const move = (i: number, to: number) => {
    const next = [...items];
    [next[i], next[to]] = [next[to]!, next[i]!];
    onChange(next);
  };
  return (
    <Input.Wrapper
      size="md"
      label="Items, in the correct order"
      description={`${min} to ${max} items, first to last`}
      error={errors.items}
      required
    >
      <Stack gap="sm" mt="xs">
        {items.map((item, i) => {
          const n = i + 1;
          const name = item.trim() || `item ${n}`;
          return (
            <Group key={i} align="flex-start" gap="sm" wrap="nowrap">
              <ThemeIcon size={42} radius="md" variant="light" aria-hidden="true">
                <Text fw={800}>{n}</Text>
              </ThemeIcon>
              <TextInput
                style={{ flex: 1 }}
                aria-label={`Item ${n}`}
                placeholder={n === 1 ? 'The first' : n === items.length ? 'The last' : `Item ${n}`}
                value={item}
                maxLength={DECK_LIMITS.optionText}
                error={errors[`items[${i}]`]}
                onChange={(e) => update(i, e.currentTarget.value)}
              />
              <ActionIcon
                mt={4}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Move ${name} up`}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                <Icon path={mdiArrowUp} size={20} />
              </ActionIcon>
              <ActionIcon
                mt={4}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Move ${name} down`}
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
              >
                <Icon path={mdiArrowDown} size={20} />
              </ActionIcon>
              <ActionIcon
                mt={4}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove item ${n}`}
                disabled={items.length <= min}
                onClick={() => onChange(items.filter((_, j) => j !== i))}
              >
                <Icon path={mdiTrashCanOutline} size={20} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<Icon path={mdiPlus} size={18} />}
            disabled={items.length >= max}
            onClick={() => onChange([...items, ''])}
          >
            Add item
          </Button>
          {items.length >= max && (
            <Text size="sm" c="dimmed">
              That is the most a slide of this type can have.
            </Text>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
