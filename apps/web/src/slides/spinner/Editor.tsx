import { Input, SegmentedControl, Stack, Switch, ThemeIcon } from '@mantine/core';
import { DECK_LIMITS, SPINNER_MAX_ITEMS, SPINNER_MAX_SEGMENTS, type SpinnerSlide } from '@mingle/shared';
import { useId } from 'react';
import { BoundedText, NotesField } from '../common/EditorFields';
import { TextListEditor } from '../common/TextListEditor';
import type { SlideEditorProps } from '../types';
import { segmentStyle } from './wheel';

const SOURCES = [
  { value: 'participants', label: 'The participants' },
  { value: 'items', label: 'My list' },
];

export function SpinnerEditor({ slide, onChange, errors }: SlideEditorProps<SpinnerSlide>) {
  const set = (patch: Partial<SpinnerSlide>) => onChange({ ...slide, ...patch });
  const sourceId = useId();
  const items = slide.source === 'items';
  return (
    <Stack gap="lg">
      <BoundedText
        label="Title"
        value={slide.title}
        onChange={(title) => set({ title })}
        error={errors.title}
        max={DECK_LIMITS.title}
        placeholder="Who presents next?"
        description="Shown above the wheel"
      />
      <Input.Wrapper
        size="md"
        label="On the wheel"
        description={
          items
            ? 'The items you list below'
            : `Everyone in the event, by nickname (at most ${SPINNER_MAX_SEGMENTS} at a time, drawn at random)`
        }
        error={errors.source}
        id={sourceId}
      >
        <SegmentedControl
          mt={4}
          size="md"
          fullWidth
          aria-labelledby={`${sourceId}-label`}
          value={slide.source}
          onChange={(v) =>
            set({
              source: v === 'items' ? 'items' : 'participants',
              items: v === 'items' && slide.items.length === 0 ? ['', ''] : slide.items,
            })
          }
          data={SOURCES}
        />
      </Input.Wrapper>
      {items && (
        <TextListEditor
          values={slide.items}
          onChange={(next) => set({ items: next })}
          errors={errors}
          field="items"
          noun="item"
          min={2}
          max={SPINNER_MAX_ITEMS}
          label="Items on the wheel"
          description={`2 to ${SPINNER_MAX_ITEMS} items; a wheel shows at most ${SPINNER_MAX_SEGMENTS} at a time`}
          fullText="That is the most a wheel can hold."
          lead={(i) => (
            <ThemeIcon size={42} radius="xl" style={{ background: segmentStyle(i, slide.items.length).bg }} aria-hidden="true">
              {' '}
            </ThemeIcon>
          )}
        />
      )}
      <Switch
        size="md"
        label="Take winners out for the next spin"
        description="Each spin picks someone new, until everyone has had a turn"
        checked={slide.removeWinners}
        onChange={(e) => set({ removeWinners: e.currentTarget.checked })}
      />
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
