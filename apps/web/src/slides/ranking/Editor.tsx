import { ActionIcon, Button, Group, Input, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { mdiArrowDown, mdiArrowUp, mdiPlus, mdiTrashCanOutline } from '@mdi/js';
import { useLayoutEffect, useRef } from 'react';
import { DECK_LIMITS, type RankingSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { NotesField, QuestionField } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import { answerStyle } from '../common/palette';
import type { SlideEditorProps } from '../types';

const MIN_ITEMS = 2;
const MAX_ITEMS = 10;

export function RankingEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<RankingSlide>) {
  const set = (patch: Partial<RankingSlide>) => onChange({ ...slide, ...patch });
  return (
    <Stack gap="lg">
      <QuestionField value={slide.question} onChange={(question) => set({ question })} error={errors.question} />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <ItemsEditor items={slide.items} onChange={(items) => set({ items })} errors={errors} />
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}

type Control = 'up' | 'down' | 'remove' | 'text';

/**
 * The items to rank, in the order phones show them: text, move up or down, remove, within
 * 2 to 10. After a move, focus follows the item to its new row.
 */
function ItemsEditor({
  items,
  onChange,
  errors,
}: {
  items: readonly string[];
  onChange(items: string[]): void;
  errors: SlideEditorProps<RankingSlide>['errors'];
}) {
  const controls = useRef(new Map<string, HTMLElement>());
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = focusNext.current;
    focusNext.current = null;
    if (key) controls.current.get(key)?.focus();
  });
  const keep = (key: string) => (el: HTMLElement | null) => {
    if (el) controls.current.set(key, el);
    else controls.current.delete(key);
  };

  const move = (from: number, to: number, control: Control) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    // At the top or bottom the arrow that moved it is spent: focus its other arrow.
    const spent = (control === 'up' && to === 0) || (control === 'down' && to === items.length - 1);
    focusNext.current = `${spent ? (control === 'up' ? 'down' : 'up') : control}:${to}`;
    onChange(next);
  };
  const remove = (i: number) => {
    focusNext.current = `text:${Math.min(i, items.length - 2)}`;
    onChange(items.filter((_, j) => j !== i));
  };
  const add = () => {
    focusNext.current = `text:${items.length}`;
    onChange([...items, '']);
  };

  return (
    <Input.Wrapper
      size="md"
      label="Items to rank"
      description={`${MIN_ITEMS} to ${MAX_ITEMS} items; phones show them in this order`}
      error={errors.items}
    >
      <Stack gap="sm" mt="xs">
        {items.map((item, i) => {
          const style = answerStyle(i);
          const n = i + 1;
          return (
            <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
              <ThemeIcon size={42} radius="md" style={{ background: style.bg, color: style.ink }} aria-hidden="true">
                <Icon path={style.shape} size={22} />
              </ThemeIcon>
              <TextInput
                ref={keep(`text:${i}`)}
                style={{ flex: 1 }}
                aria-label={`Item ${n}`}
                placeholder={`Item ${n}`}
                value={item}
                maxLength={DECK_LIMITS.optionText}
                error={errors[`items[${i}]`]}
                onChange={(e) => onChange(items.map((x, j) => (j === i ? e.currentTarget.value : x)))}
              />
              <ActionIcon
                ref={keep(`up:${i}`)}
                mt={4}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Move item ${n} up`}
                disabled={i === 0}
                onClick={() => move(i, i - 1, 'up')}
              >
                <Icon path={mdiArrowUp} size={20} />
              </ActionIcon>
              <ActionIcon
                ref={keep(`down:${i}`)}
                mt={4}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Move item ${n} down`}
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1, 'down')}
              >
                <Icon path={mdiArrowDown} size={20} />
              </ActionIcon>
              <ActionIcon
                mt={4}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove item ${n}`}
                disabled={items.length <= MIN_ITEMS}
                onClick={() => remove(i)}
              >
                <Icon path={mdiTrashCanOutline} size={20} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group gap="sm">
          <Button variant="light" leftSection={<Icon path={mdiPlus} size={18} />} disabled={items.length >= MAX_ITEMS} onClick={add}>
            Add item
          </Button>
          {items.length >= MAX_ITEMS && (
            <Text size="sm" c="dimmed">
              That is the most a ranking can have.
            </Text>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
