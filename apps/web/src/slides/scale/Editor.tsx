import { ActionIcon, Button, Group, Input, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { mdiArrowDown, mdiArrowUp, mdiPlus, mdiTrashCanOutline } from '@mdi/js';
import { DECK_LIMITS, SCALE_LIMITS, type ScaleSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { BoundedText, NotesField, QuestionField } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import type { SlideEditorProps, SlideErrors } from '../types';

const { min: FEWEST, max: MOST } = SCALE_LIMITS.statements;

/** Optional text: an empty field is left out of the slide rather than saved as "". */
const optional = (v: string) => (v === '' ? undefined : v);

export function ScaleEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<ScaleSlide>) {
  const set = (patch: Partial<ScaleSlide>) => onChange({ ...slide, ...patch });
  return (
    <Stack gap="lg">
      <QuestionField value={slide.question} onChange={(question) => set({ question })} error={errors.question} />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <StatementsEditor statements={slide.statements} onChange={(statements) => set({ statements })} errors={errors} />
      <Group grow align="flex-start" gap="md">
        <NumberInput
          size="md"
          label="Lowest value"
          description={`${SCALE_LIMITS.lowest} to ${SCALE_LIMITS.highest - 1}`}
          min={SCALE_LIMITS.lowest}
          max={SCALE_LIMITS.highest - 1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="blur"
          value={slide.min}
          error={errors.min}
          onChange={(v) => {
            if (typeof v === 'number' && Number.isInteger(v)) set({ min: v });
          }}
        />
        <NumberInput
          size="md"
          label="Highest value"
          description={`more than the lowest, up to ${SCALE_LIMITS.highest}`}
          min={SCALE_LIMITS.lowest + 1}
          max={SCALE_LIMITS.highest}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="blur"
          value={slide.max}
          error={errors.max}
          onChange={(v) => {
            if (typeof v === 'number' && Number.isInteger(v)) set({ max: v });
          }}
        />
      </Group>
      <Group grow align="flex-start" gap="md">
        <BoundedText
          label="Label of the lowest value"
          placeholder="Not at all"
          value={slide.minLabel ?? ''}
          onChange={(v) => set({ minLabel: optional(v) })}
          error={errors.minLabel}
          max={SCALE_LIMITS.label}
        />
        <BoundedText
          label="Label of the highest value"
          placeholder="Completely"
          value={slide.maxLabel ?? ''}
          onChange={(v) => set({ maxLabel: optional(v) })}
          error={errors.maxLabel}
          max={SCALE_LIMITS.label}
        />
      </Group>
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}

/** The statements people rate: 1 to 8, added, removed and moved up or down by buttons (keyboard too). */
function StatementsEditor({
  statements,
  onChange,
  errors,
}: {
  statements: readonly string[];
  onChange(statements: string[]): void;
  errors: SlideErrors;
}) {
  const update = (i: number, text: string) => onChange(statements.map((s, j) => (j === i ? text : s)));
  const remove = (i: number) => onChange(statements.filter((_, j) => j !== i));
  const move = (i: number, by: -1 | 1) => {
    const next = [...statements];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  return (
    <Input.Wrapper
      size="md"
      label="Statements"
      description={`${FEWEST} to ${MOST}; each is rated on the scale below`}
      error={errors.statements}
    >
      <Stack gap="sm" mt="xs">
        {statements.map((text, i) => {
          const n = i + 1;
          return (
            <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label={`Statement ${n}`}
                placeholder={n === 1 ? 'The talks were useful' : `Statement ${n}`}
                value={text}
                maxLength={DECK_LIMITS.optionText}
                error={errors[`statements[${i}]`]}
                onChange={(e) => update(i, e.currentTarget.value)}
              />
              <ActionIcon
                mt={4}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Move statement ${n} up`}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                <Icon path={mdiArrowUp} size={20} />
              </ActionIcon>
              <ActionIcon
                mt={4}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Move statement ${n} down`}
                disabled={i === statements.length - 1}
                onClick={() => move(i, 1)}
              >
                <Icon path={mdiArrowDown} size={20} />
              </ActionIcon>
              <ActionIcon
                mt={4}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove statement ${n}`}
                disabled={statements.length <= FEWEST}
                onClick={() => remove(i)}
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
            disabled={statements.length >= MOST}
            onClick={() => onChange([...statements, ''])}
          >
            Add statement
          </Button>
          {statements.length >= MOST && (
            <Text size="sm" c="dimmed">
              That is the most a scale can have.
            </Text>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
