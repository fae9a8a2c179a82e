import { ActionIcon, Button, Checkbox, Group, Input, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { mdiPlus, mdiTrashCanOutline } from '@mdi/js';
import { DECK_LIMITS } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import type { SlideErrors } from '../types';
import { ImageDrop } from './ImageDrop';
import { answerStyle } from './palette';

export interface EditableOption {
  text: string;
  image?: string;
  correct?: boolean;
}

interface OptionsEditorProps<O extends EditableOption> {
  options: readonly O[];
  min: number;
  max: number;
  onChange(options: O[]): void;
  /** Makes a new empty option (its shape differs per type). */
  blank(): O;
  errors: SlideErrors;
  uploadImage(file: File): Promise<string>;
  /** Given, each option has a "Correct" box; `exclusive` makes ticking one untick the rest. */
  correct?: { exclusive: boolean };
}

/** The list of answer options: text, picture, correct mark, add and remove within the limits. */
export function OptionsEditor<O extends EditableOption>({
  options,
  min,
  max,
  onChange,
  blank,
  errors,
  uploadImage,
  correct,
}: OptionsEditorProps<O>) {
  const update = (i: number, patch: Partial<EditableOption>) => onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const markCorrect = (i: number, value: boolean) =>
    onChange(options.map((o, j) => (j === i ? { ...o, correct: value } : correct?.exclusive && value ? { ...o, correct: false } : o)));
  const remove = (i: number) => onChange(options.filter((_, j) => j !== i));

  return (
    <Input.Wrapper
      size="md"
      label="Answer options"
      description={`${min} to ${max} options${correct ? '; tick the correct one' + (correct.exclusive ? '' : 's') : ''}`}
      error={errors.options}
    >
      <Stack gap="sm" mt="xs">
        {options.map((o, i) => {
          const style = answerStyle(i);
          const n = i + 1;
          return (
            // The controls (correct, image, remove) wrap under the words on a narrow editor rather
            // than squeeze the field to a few characters.
            <Group key={i} align="flex-start" gap="sm" style={{ rowGap: 6 }}>
              <ThemeIcon size={42} radius="md" style={{ background: style.bg, color: style.ink }} aria-hidden="true">
                <Icon path={style.shape} size={22} />
              </ThemeIcon>
              {/* The coloured shape shows which option this is; aria-label names it for screen readers. */}
              <TextInput
                style={{ flex: '1 1 11rem', minWidth: 0 }}
                aria-label={`Option ${n}`}
                placeholder={correct ? `Answer ${n}` : `Choice ${n}`}
                value={o.text}
                maxLength={DECK_LIMITS.optionText}
                error={errors[`options[${i}].text`]}
                onChange={(e) => update(i, { text: e.currentTarget.value })}
              />
              <Group gap="sm" wrap="nowrap" ml="auto">
                {correct && (
                  <Checkbox
                    mt={11}
                    label="Correct"
                    color="green.8"
                    checked={o.correct ?? false}
                    onChange={(e) => markCorrect(i, e.currentTarget.checked)}
                    aria-label={`Option ${n} is correct`}
                  />
                )}
                <div>
                  <ImageDrop
                    compact
                    label={`Image for option ${n}`}
                    value={o.image}
                    error={errors[`options[${i}].image`]}
                    uploadImage={uploadImage}
                    onChange={(image) => update(i, { image })}
                  />
                </div>
                <ActionIcon
                  mt={4}
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`Remove option ${n}`}
                  disabled={options.length <= min}
                  onClick={() => remove(i)}
                >
                  <Icon path={mdiTrashCanOutline} size={20} />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<Icon path={mdiPlus} size={18} />}
            disabled={options.length >= max}
            onClick={() => onChange([...options, blank()])}
          >
            Add option
          </Button>
          {options.length >= max && (
            <Text size="sm" c="dimmed">
              That is the most a slide of this type can have.
            </Text>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
