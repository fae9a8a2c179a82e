/** The texts of the correct options, joined for reading out; null when none is marked. */
export function correctTexts(options: readonly { text: string; correct?: boolean }[]): string | null {
  const correct = options.filter((o) => o.correct && o.text).map((o) => o.text);
  return correct.length ? correct.join(', ') : null;
}
