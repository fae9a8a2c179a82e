import { Group, Input, SegmentedControl, Textarea, TextInput } from '@mantine/core';
import { WholeNumberInput } from './WholeNumberInput';
import { DECK_LIMITS, POINTS, TIME_LIMIT, type PointsSetting } from '@mingle/shared';
import type { SlideErrors } from '../types';

const counter = (value: string, max: number) => `${value.length}/${max}`;

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  placeholder?: string;
  max: number;
  /** Several lines (questions, notes) or one (titles). */
  multiline?: boolean;
  description?: string;
  required?: boolean;
}

/** A text field that shows how much room is left, since every field of the format is bounded. */
export function BoundedText({ label, value, onChange, error, placeholder, max, multiline, description, required }: TextFieldProps) {
  const common = {
    size: 'md' as const,
    label,
    value,
    error,
    placeholder,
    maxLength: max,
    required,
    description: description ? `${description} · ${counter(value, max)}` : counter(value, max),
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
  };
  return multiline ? (
    <Textarea {...common} autosize minRows={2} maxRows={8} onChange={(e) => onChange(e.currentTarget.value)} />
  ) : (
    <TextInput {...common} onChange={(e) => onChange(e.currentTarget.value)} />
  );
}

export function QuestionField({
  value,
  onChange,
  error,
  label = 'Question',
}: {
  value: string;
  onChange(v: string): void;
  error?: string;
  label?: string;
}) {
  return (
    <BoundedText
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      max={DECK_LIMITS.question}
      multiline
      required
      placeholder="What do you want to ask?"
    />
  );
}

interface TimingProps {
  timeLimit: number;
  points: PointsSetting;
  onChange(patch: { timeLimit?: number; points?: PointsSetting }): void;
  errors: SlideErrors;
}

/**
 * Time limit and points, side by side: the two knobs of every scored question. Points wraps
 * under the time limit rather than shrink below its three choices: a squeezed segmented
 * control scrolls sideways and hides "None" (and on a phone "Double" too).
 */
export function TimingFields({ timeLimit, points, onChange, errors }: TimingProps) {
  return (
    <Group align="flex-start" gap="md">
      <WholeNumberInput
        style={{ flex: '1 1 10rem' }}
        label="Time limit"
        description={`${TIME_LIMIT.min} to ${TIME_LIMIT.max} seconds`}
        suffix=" s"
        min={TIME_LIMIT.min}
        max={TIME_LIMIT.max}
        step={5}
        value={timeLimit}
        error={errors.timeLimit}
        onChange={(v) => onChange({ timeLimit: v })}
      />
      <Input.Wrapper
        style={{ flex: '1 1 18rem', minWidth: 'min-content' }}
        size="md"
        label="Points"
        description={`${POINTS.standard} or ${POINTS.double}; quick answers score more`}
        error={errors.points}
      >
        <SegmentedControl
          mt={4}
          size="md"
          fullWidth
          value={points}
          onChange={(v) => onChange({ points: v as PointsSetting })}
          data={[
            { value: 'standard', label: 'Standard' },
            { value: 'double', label: 'Double' },
            { value: 'none', label: 'None' },
          ]}
        />
      </Input.Wrapper>
    </Group>
  );
}

/** Optional text: an empty field is left out of the slide rather than saved as "". */
const optional = (v: string) => (v === '' ? undefined : v);

export function ExplanationField({ value, onChange, error }: { value?: string; onChange(v: string | undefined): void; error?: string }) {
  return (
    <BoundedText
      label="Explanation"
      description="Shown with the answer at the reveal"
      value={value ?? ''}
      onChange={(v) => onChange(optional(v))}
      error={error}
      max={DECK_LIMITS.explanation}
      multiline
      placeholder="Why is it the answer? A fun fact works too."
    />
  );
}

export function NotesField({ value, onChange, error }: { value?: string; onChange(v: string | undefined): void; error?: string }) {
  return (
    <BoundedText
      label="Host notes"
      description="Only you see these, in the host console and the printout"
      value={value ?? ''}
      onChange={(v) => onChange(optional(v))}
      error={error}
      max={DECK_LIMITS.notes}
      multiline
      placeholder="What to say, a joke to tell, who to call on…"
    />
  );
}
