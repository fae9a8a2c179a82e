import { useState } from 'react';

/**
 * A number setting of a slide as its field shows it. What is typed stays as typed ("-", "2.",
 * an empty field) until it is a number the slide accepts, so a half-typed value never snaps
 * back; the slide only ever holds accepted numbers. An outside change (undo) shows the new
 * value. `restore` shows the slide's value again over anything not a number (on leaving).
 */
export function useNumberDraft(value: number, accepts: (n: number) => boolean, onChange: (n: number) => void) {
  // What was typed, and the slide's value it was typed against.
  const [draft, setDraft] = useState<{ text: number | string; value: number }>({ text: value, value });
  const shown = draft.value === value ? draft.text : value;
  return {
    shown,
    change(v: number | string) {
      const accepted = typeof v === 'number' && accepts(v);
      setDraft({ text: v, value: accepted ? v : value });
      if (accepted) onChange(v);
    },
    restore() {
      if (typeof shown !== 'number') setDraft({ text: value, value });
    },
  };
}
