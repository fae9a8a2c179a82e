import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

type WholeNumberInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'allowDecimal' | 'clampBehavior'> & {
  /** The slide's value. */
  value: number;
  /** Called with each whole number typed (and with the nearest allowed one on leaving the field). */
  onChange(value: number): void;
};

/**
 * A whole-number setting of a slide: time limit, rounds, words per person… A slide always holds a
 * number, so while the field is empty (or half typed, "-") the slide keeps its value; leaving the
 * field then shows that value again, instead of a blank field over a slide that kept its old
 * number (the preview showed 5 s under an empty "Time limit"). Out-of-range numbers are clamped on
 * leaving, as Mantine's `clampBehavior="blur"` does.
 */
export function WholeNumberInput({ value, onChange, onBlur, size = 'md', ...props }: WholeNumberInputProps) {
  // What was typed, and the slide's value it was typed against: an outside change (undo) shows
  // the new value; the field's own edit stays as typed until it leaves the field.
  const [draft, setDraft] = useState<{ text: number | string; value: number }>({ text: value, value });
  const shown = draft.value === value ? draft.text : value;
  return (
    <NumberInput
      {...props}
      size={size}
      allowDecimal={false}
      clampBehavior="blur"
      value={shown}
      onChange={(v) => {
        const whole = typeof v === 'number' && Number.isInteger(v);
        setDraft({ text: v, value: whole ? v : value });
        if (whole) onChange(v);
      }}
      onBlur={(e) => {
        if (typeof shown !== 'number') setDraft({ text: value, value });
        onBlur?.(e);
      }}
    />
  );
}
