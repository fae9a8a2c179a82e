import { deckProblems, deckSchema, formatIssuePath, type DeckProblem, type Slide } from '@mingle/shared';
import type { SlideErrors } from '../../slides/types';
import type { DeckFormatDocument } from '../../graphql/decks';

/** What the editor shows under fields: schema errors per slide and for the deck's own fields. */
export interface DocumentValidation {
  /** Errors of the deck's own fields: `title`, `tags[2]`, `slides` (too many). */
  deck: Readonly<Record<string, string>>;
  /** Per slide id, errors by path inside the slide (`options[1].text`), as the type Editors take them. */
  slides: ReadonlyMap<string, SlideErrors>;
  /** The number of errors; the deck cannot save while this is above 0. */
  count: number;
  /** What is left to finish before hosting (the deck still saves). */
  problems: readonly DeckProblem[];
}

const NO_ERRORS: SlideErrors = Object.freeze({});

/**
 * Runs the shared deck schema (the server runs the same one) and files each issue under the
 * deck or the slide it belongs to, keyed by the path inside it. The first message per path
 * wins: it is the one to fix first.
 */
export function validateDocument(doc: DeckFormatDocument): DocumentValidation {
  const deck: Record<string, string> = {};
  const slides = new Map<string, Record<string, string>>();
  let count = 0;
  const result = deckSchema.safeParse(doc);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [head, index, ...rest] = issue.path;
      const slide = head === 'slides' && typeof index === 'number' ? doc.slides[index] : undefined;
      const target = slide ? (slides.get(slide.id) ?? slides.set(slide.id, {}).get(slide.id)!) : deck;
      const key = slide ? formatIssuePath(rest) || 'type' : formatIssuePath(issue.path) || 'document';
      if (!(key in target)) {
        target[key] = issue.message;
        count += 1;
      }
    }
  }
  return { deck, slides, count, problems: deckProblems({ slides: doc.slides as Slide[] }) };
}

export function errorsOf(validation: DocumentValidation, slideId: string): SlideErrors {
  return validation.slides.get(slideId) ?? NO_ERRORS;
}

const LABELS: Record<string, string> = {
  question: 'Question',
  title: 'Title',
  body: 'Text',
  options: 'Options',
  // Would you rather: the form's own words (the path alone would read "Option a").
  optionA: 'Option A',
  optionB: 'Option B',
  notes: 'Host notes',
  image: 'Image',
  explanation: 'Explanation',
  timeLimit: 'Time limit',
  points: 'Points',
  answer: 'Answer',
  statements: 'Statements',
  items: 'Items',
  accepted: 'Accepted answers',
  maxWords: 'Words per person',
  maxLength: 'Answer length',
  min: 'Lowest guess',
  max: 'Highest guess',
  tolerance: 'Tolerance',
  decimals: 'Steps',
  slides: 'Slides',
  description: 'Description',
  tags: 'Tags',
};

const SINGULAR: Record<string, string> = {
  options: 'Option',
  statements: 'Statement',
  items: 'Item',
  accepted: 'Accepted answer',
  tags: 'Tag',
};

/** `options[1].text` → "Option 2"; `question` → "Question": paths in words a host reads. */
export function fieldLabel(path: string): string {
  const indexed = /^(\w+)\[(\d+)\](?:\.(\w+))?$/.exec(path);
  if (indexed) {
    const [, list = '', index = '0', field] = indexed;
    const name = `${SINGULAR[list] ?? LABELS[list] ?? list} ${Number(index) + 1}`;
    return field && field !== 'text' ? `${name} ${(LABELS[field] ?? field).toLowerCase()}` : name;
  }
  if (LABELS[path]) return LABELS[path];
  const words = path
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[[\].]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A problem as a sentence: "Question is required", "Option 2 is required", "Mark at least one
 * option correct" (the message already says what, so the list's name is left out).
 */
export function describeProblem(problem: { path: string; message: string }): string {
  // The web's own deck checks (shared schemas), not a server error.
  // eslint-disable-next-line no-restricted-syntax
  if (/^(is|must|at|only) /.test(problem.message)) return `${fieldLabel(problem.path)} ${problem.message}`;
  return problem.message.charAt(0).toUpperCase() + problem.message.slice(1);
}
