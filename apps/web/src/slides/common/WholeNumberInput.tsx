import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useNumberDraft } from './useNumberDraft';

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
  const draft = useNumberDraft(value, Number.isInteger, onChange);
  return (
    <NumberInput
      {...props}
      size={size}
      allowDecimal={false}
      clampBehavior="blur"
      value={draft.shown}
      onChange={draft.change}
      onBlur={(e) => {
        draft.restore();
        onBlur?.(e);
      }}
    />
  );
}
