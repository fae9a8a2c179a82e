import { describe, expect, it } from 'vitest';
import { describeIssues } from '../validation';
import { isBuiltSlideType, SLIDE_TYPE_NAMES, slideSchema, type SlideInput } from '../slides/registry';
import {
  checkSlideReferences,
  renameSlideReferences,
  deckJsonSchema,
  deckProblems,
  deckSchema,
  DECK_FORMAT_VERSION,
  type DeckInput,
} from './deck';
import { DECK_LIMITS } from './limits';

/** The path-prefixed messages a person sees, or [] when the deck is valid. */
function issues(input: unknown): string[] {
  const r = deckSchema.safeParse(input);
  return r.success ? [] : describeIssues(r.error);
}

const ALL_TYPES = [
  'content',
  'quiz',
  'truefalse',
  'typeanswer',
  'order',
  'number',
  'poll',
  'wordcloud',
  'opentext',
  'scale',
  'ranking',
  'wouldyourather',
  'twotruths',
  'whosaid',
  'spinner',
  'qna',
  'leaderboard',
];

/** One slide of every type of the format, complete (no problems). */
const everyType: SlideInput[] = [
  { type: 'content', id: 'welcome', title: 'Welcome to the team day', body: 'Join on your phone with the code on screen.' },
  {
    type: 'quiz',
    id: 'planets',
    question: 'Which planet is largest?',
    options: [
      { text: 'Mars', correct: false },
      { text: 'Jupiter', correct: true },
    ],
    timeLimit: 20,
    points: 'standard',
  },
  { type: 'truefalse', id: 'sun', question: 'The Sun is a star.', answer: true },
  { type: 'typeanswer', id: 'capital', question: 'Capital of Australia?', accepted: ['Canberra'] },
  { type: 'order', id: 'order', question: 'Closest to the Sun first', items: ['Mercury', 'Venus', 'Earth'] },
  { type: 'number', id: 'wall', question: 'When did the Berlin Wall fall?', answer: 1989, min: 1900, max: 2025, tolerance: 2 },
  { type: 'poll', id: 'lunch', question: 'Lunch?', options: [{ text: 'Pizza' }, { text: 'Salad' }] },
  { type: 'wordcloud', id: 'mood', question: 'One word for today?' },
  { type: 'opentext', id: 'ideas', question: 'Something nobody here knows about you?' },
  { type: 'scale', id: 'agree', question: 'How much do you agree?', statements: ['Meetings are useful'] },
  { type: 'ranking', id: 'priorities', question: 'Rank our priorities', items: ['Speed', 'Quality'] },
  { type: 'wouldyourather', id: 'wyr', optionA: 'Fly', optionB: 'Be invisible' },
  { type: 'twotruths', id: 'sam', subject: 'Sam', statements: ['a', 'b', 'c'], lieIndex: 1 },
  { type: 'whosaid', id: 'who', sourceSlideId: 'ideas', rounds: 3 },
  { type: 'spinner', id: 'spin', source: 'participants' },
  { type: 'qna', id: 'ask' },
  { type: 'leaderboard', id: 'final', top: 5, podium: true },
];

const deck = (slides: unknown[], extra: Record<string, unknown> = {}) => ({ version: 1, title: 'Team day', slides, ...extra });
const content = (id?: string) => ({ type: 'content', ...(id ? { id } : {}), title: 'x' });
const quiz = (id: string, patch: Record<string, unknown> = {}) => ({
  type: 'quiz',
  id,
  question: 'q',
  options: [{ text: 'a', correct: true }, { text: 'b' }],
  ...patch,
});

describe('deck format v1: a valid deck', () => {
  it('imports a deck with one slide of every type', () => {
    expect(everyType.map((s) => s.type)).toEqual(ALL_TYPES);
    const input: DeckInput = { version: 1, title: 'Team day', description: 'Every slide type once.', tags: ['team'], slides: everyType };
    expect(issues(input)).toEqual([]);
    const parsed = deckSchema.parse(input);
    expect(parsed.slides.map((s) => s.type)).toEqual(ALL_TYPES);
  });

  it('applies defaults: description, tags, language and every slide’s defaults', () => {
    const parsed = deckSchema.parse(
      deck([
        { type: 'quiz', id: 'q', options: [{}, {}] },
        { type: 'leaderboard', id: 'l' },
      ]),
    );
    expect(parsed).toEqual({
      version: 1,
      title: 'Team day',
      description: '',
      tags: [],
      language: null,
      slides: [
        {
          type: 'quiz',
          id: 'q',
          question: '',
          options: [
            { text: '', correct: false },
            { text: '', correct: false },
          ],
          multiSelect: false,
          timeLimit: 20,
          points: 'standard',
        },
        { type: 'leaderboard', id: 'l', title: 'Leaderboard', top: 5, podium: true },
      ],
    });
  });

  it('generates an id for each slide without one, distinct from the others', () => {
    const parsed = deckSchema.parse(deck([content(), content(), content('kept')]));
    const ids = parsed.slides.map((s) => s.id);
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toBe('kept');
  });

  it('is stable: exporting a parsed deck and importing it again gives the same deck', () => {
    const parsed = deckSchema.parse({ version: 1, title: ' Team day ', tags: ['Team'], slides: everyType });
    const again = deckSchema.parse(JSON.parse(JSON.stringify(parsed)));
    expect(again).toEqual(parsed);
    expect(parsed.title).toBe('Team day');
  });

  it('drops fields the format does not know', () => {
    const parsed = deckSchema.parse(deck([{ ...content('c'), colour: 'red' }], { owner: 'me' }));
    expect(parsed).not.toHaveProperty('owner');
    expect(parsed.slides[0]).not.toHaveProperty('colour');
  });

  it('accepts a deck with no slides (a new draft)', () => {
    expect(issues(deck([]))).toEqual([]);
  });
});

describe('deck format v1: deck fields', () => {
  it('version must be 1', () => {
    expect(DECK_FORMAT_VERSION).toBe(1);
    expect(issues(deck([], { version: 2 }))).toEqual(['version: must be 1 (deck format version 1)']);
    expect(issues(deck([], { version: '1' }))).toEqual(['version: must be 1 (deck format version 1)']);
    expect(issues({ title: 't', slides: [] })).toEqual(['version: must be 1 (deck format version 1)']);
  });

  it('title is required, trimmed, at most 120 characters', () => {
    expect(issues(deck([], { title: '' }))).toEqual(['title: is required']);
    expect(issues(deck([], { title: '   ' }))).toEqual(['title: is required']);
    expect(issues({ version: 1, slides: [] })).toEqual(['title: must be text']);
    expect(issues(deck([], { title: 't'.repeat(121) }))).toEqual(['title: at most 120 characters']);
    expect(issues(deck([], { title: 't'.repeat(120) }))).toEqual([]);
    expect(deckSchema.parse(deck([], { title: `  ${'t'.repeat(120)}  ` })).title).toHaveLength(120);
  });

  it('description is optional, at most 1000 characters', () => {
    expect(issues(deck([], { description: 'd'.repeat(1000) }))).toEqual([]);
    expect(issues(deck([], { description: 'd'.repeat(1001) }))).toEqual(['description: at most 1000 characters']);
    expect(issues(deck([], { description: 3 }))).toEqual(['description: must be text']);
  });

  it('tags are normalised: trimmed, lower case, each once', () => {
    expect(deckSchema.parse(deck([], { tags: ['  Team ', 'ICEBREAKER', 'team', 'Trivia'] })).tags).toEqual([
      'team',
      'icebreaker',
      'trivia',
    ]);
  });

  it('tags: at most 10, each 1 to 30 characters', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `tag${i}`);
    expect(issues(deck([], { tags: ten }))).toEqual([]);
    expect(issues(deck([], { tags: [...ten, 'eleven'] }))).toEqual(['tags: at most 10 tags']);
    expect(issues(deck([], { tags: ['ok', '  '] }))).toEqual(['tags[1]: is required']);
    expect(issues(deck([], { tags: ['t'.repeat(31)] }))).toEqual(['tags[0]: at most 30 characters']);
    expect(issues(deck([], { tags: 'team' }))).toEqual(['tags: must be a list of tags']);
    expect(issues(deck([], { tags: [1] }))).toEqual(['tags[0]: must be text']);
  });

  it('slides: a list of at most 200', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => content(`s${i}`));
    expect(DECK_LIMITS.slides).toBe(200);
    expect(issues(deck(many(200)))).toEqual([]);
    expect(issues(deck(many(201)))).toEqual(['slides: at most 200 slides']);
    expect(issues({ version: 1, title: 't' })).toEqual(['slides: must be a list of slides']);
    expect(issues(deck({} as unknown[]))).toEqual(['slides: must be a list of slides']);
  });

  it('names every field that is wrong, at once', () => {
    expect(issues({ version: 0, title: '', tags: ['x'.repeat(31)], slides: 'none' })).toEqual([
      'version: must be 1 (deck format version 1)',
      'title: is required',
      'tags[0]: at most 30 characters',
      'slides: must be a list of slides',
    ]);
  });
});

describe('deck format v1: errors name the field', () => {
  it('slides[3].options[1].text: at most 120 characters', () => {
    const slides = [
      content('a'),
      content('b'),
      content('c'),
      quiz('d', { options: [{ text: 'ok', correct: true }, { text: 'x'.repeat(121) }] }),
    ];
    const r = deckSchema.safeParse(deck(slides));
    expect(r.success).toBe(false);
    expect(describeIssues(r.error!)).toEqual(['slides[3].options[1].text: at most 120 characters']);
  });

  it('names fields deep in slides of any type', () => {
    expect(
      issues(
        deck([
          { type: 'poll', id: 'p', options: [{ text: 'a' }] },
          { type: 'number', id: 'n', question: 'q', answer: 5, min: 0, max: 10, tolerance: -1 },
          { type: 'twotruths', id: 't', subject: 'Sam', statements: ['a', 'c'], lieIndex: 5 },
        ]),
      ),
    ).toEqual([
      'slides[0].options: at least 2 options',
      'slides[1].tolerance: at least 0',
      'slides[2].statements: exactly 3 statements',
      'slides[2].lieIndex: at most 2',
    ]);
  });

  it('rejects an unknown slide type at slides[i].type with a clear message', () => {
    expect(issues(deck([content('a'), { type: 'bingo', id: 'b' }]))).toEqual([
      'slides[1].type: must be one of the slide types of deck format v1',
    ]);
    expect(issues(deck([{ id: 'no-type', title: 'x' }]))).toEqual(['slides[0].type: must be one of the slide types of deck format v1']);
    expect(issues(deck([{ type: 'Quiz', id: 'q' }]))).toEqual(['slides[0].type: must be one of the slide types of deck format v1']);
  });

  it('rejects a slide that is not an object at slides[i]', () => {
    expect(issues(deck([content('a'), 'quiz']))).toEqual(['slides[1]: must be one of the slide types of deck format v1']);
  });
});

describe('deck format v1: rules between slides', () => {
  it('slide ids are unique; a repeat is reported at slides[i].id', () => {
    expect(issues(deck([content('a'), content('b'), content('a')]))).toEqual(['slides[2].id: the same id as slides[0]']);
    expect(issues(deck([content('a'), content('a'), content('a')]))).toEqual([
      'slides[1].id: the same id as slides[0]',
      'slides[2].id: the same id as slides[0]',
    ]);
  });

  it('whosaid takes its quotes from an earlier opentext slide', () => {
    const open = { type: 'opentext', id: 'ideas', question: 'q' };
    const who = (sourceSlideId: string) => ({ type: 'whosaid', id: 'who', sourceSlideId });
    expect(issues(deck([open, content('c'), who('ideas')]))).toEqual([]);
    // Later, not earlier:
    expect(issues(deck([who('ideas'), open]))).toEqual(['slides[0].sourceSlideId: must be the id of an earlier opentext slide']);
    // Earlier, but not opentext:
    expect(issues(deck([quiz('ideas'), who('ideas')]))).toEqual(['slides[1].sourceSlideId: must be the id of an earlier opentext slide']);
    // No such slide:
    expect(issues(deck([open, who('gone')]))).toEqual(['slides[1].sourceSlideId: must be the id of an earlier opentext slide']);
    // Itself:
    expect(issues(deck([open, who('who')]))).toEqual(['slides[1].sourceSlideId: must be the id of an earlier opentext slide']);
    // A draft without a source saves; it is a problem to finish before hosting (SPEC R20.1).
    expect(issues(deck([open, who('')]))).toEqual([]);
    expect(deckProblems(deckSchema.parse(deck([open, who('')])))).toEqual([
      { slideId: 'who', slideIndex: 1, path: 'sourceSlideId', message: 'choose the open-text question whose answers are the quotes' },
    ]);
  });

  it('renameSlideReferences renames the ids a slide names, as its type says (a copied deck)', () => {
    const slides = deckSchema.parse(
      deck([
        { type: 'opentext', id: 'ideas', question: 'q' },
        { type: 'whosaid', id: 'who', sourceSlideId: 'ideas' },
      ]),
    ).slides;
    const renamed = renameSlideReferences(slides, (id) => `new-${id}`);
    expect(renamed[1]).toMatchObject({ id: 'who', sourceSlideId: 'new-ideas' });
    expect(renamed[0]).toBe(slides[0]);
  });

  it('checkSlideReferences reports the same rules, for edits of one slide', () => {
    const slides = [content('a'), { type: 'whosaid', id: 'w', sourceSlideId: 'a' }, content('a')].map((s) => slideSchema.parse(s));
    const reported: string[] = [];
    checkSlideReferences(slides, (index, field, message) => reported.push(`slides[${index}].${field}: ${message}`));
    expect(reported).toEqual([
      'slides[1].sourceSlideId: must be the id of an earlier opentext slide',
      'slides[2].id: the same id as slides[0]',
    ]);
  });
});

describe('deck format v1: problems (a draft saves; hosting needs none)', () => {
  it('an empty deck: add at least one slide', () => {
    expect(deckProblems({ slides: [] })).toEqual([{ slideId: '', slideIndex: -1, path: 'slides', message: 'add at least one slide' }]);
  });

  it('a draft deck saves and lists what is left, per slide with its index and id', () => {
    const draft = deck([
      content('intro'),
      { type: 'quiz', id: 'q1', question: '', options: [{ text: 'a', correct: true }, { text: 'b' }] },
      { type: 'quiz', id: 'q2', question: 'Which?', options: [{ text: 'a' }, { text: '' }] },
      { type: 'truefalse', id: 'tf', question: ' ', answer: false },
      { type: 'poll', id: 'p', question: 'Lunch?', options: [{ text: 'Pizza' }, { text: '' }] },
      { type: 'wordcloud', id: 'w' },
      { type: 'opentext', id: 'o' },
      { type: 'leaderboard', id: 'l' },
      { type: 'qna', id: 'ask' },
    ]);
    expect(issues(draft)).toEqual([]);
    expect(deckProblems(deckSchema.parse(draft))).toEqual([
      { slideId: 'q1', slideIndex: 1, path: 'question', message: 'is required' },
      { slideId: 'q2', slideIndex: 2, path: 'options[1].text', message: 'is required' },
      { slideId: 'q2', slideIndex: 2, path: 'options', message: 'mark at least one option correct' },
      { slideId: 'tf', slideIndex: 3, path: 'question', message: 'is required' },
      { slideId: 'p', slideIndex: 4, path: 'options[1].text', message: 'is required' },
      { slideId: 'w', slideIndex: 5, path: 'question', message: 'is required' },
      { slideId: 'o', slideIndex: 6, path: 'question', message: 'is required' },
      // A Q&A has nothing to fill in (its title has a default). Types not playable yet are named
      // before Start too: the next test.
    ]);
  });

  it('a complete deck of playable types has none; a type not playable yet is named before Start', () => {
    const playable = everyType.filter((s) => isBuiltSlideType(s.type));
    expect(deckProblems(deckSchema.parse(deck(playable)))).toEqual([]);
    const unplayable = everyType.filter((s) => !isBuiltSlideType(s.type)).map((s) => s.type);
    expect(deckProblems(deckSchema.parse(deck(everyType))).map((p) => p.path)).toEqual(unplayable.map(() => 'type'));
  });
});

describe('deck format v1: JSON Schema', () => {
  const schema = deckJsonSchema() as {
    $schema: string;
    type: string;
    required: string[];
    properties: Record<string, Record<string, unknown>> & {
      slides: { maxItems: number; items: { oneOf: { properties: Record<string, Record<string, unknown>>; required: string[] }[] } };
    };
  };
  const slideSchemas = schema.properties.slides.items.oneOf;
  const bySlideType = (type: string) => slideSchemas.find((s) => s.properties.type!.const === type)!;

  it('is a JSON Schema object describing the deck', () => {
    expect(schema.$schema).toMatch(/^https:\/\/json-schema\.org\//);
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['version', 'title', 'description', 'tags', 'slides']));
    expect(schema.required).toEqual(['version', 'title', 'slides']);
    expect(schema.properties.version).toMatchObject({ const: 1 });
    expect(schema.properties.title).toMatchObject({ type: 'string', minLength: 1, maxLength: 120 });
    expect(schema.properties.tags).toMatchObject({ type: 'array', maxItems: 10 });
    expect(schema.properties.slides.maxItems).toBe(200);
  });

  it('lists all 17 slide types, each requiring only what has no default', () => {
    expect(slideSchemas.map((s) => s.properties.type!.const)).toEqual(ALL_TYPES);
    expect(SLIDE_TYPE_NAMES).toEqual(ALL_TYPES);
    expect(bySlideType('quiz').required).toEqual(['type', 'options']);
    expect(bySlideType('quiz').properties.options).toMatchObject({ minItems: 2, maxItems: 6 });
    expect(bySlideType('quiz').properties.timeLimit).toMatchObject({ minimum: 5, maximum: 240, default: 20 });
    expect(bySlideType('truefalse').required).toEqual(['type', 'answer']);
    expect(bySlideType('content').required).toEqual(['type']);
  });

  it('covers the question types of issue 17 with their limits', () => {
    expect(bySlideType('typeanswer').properties.accepted).toMatchObject({ minItems: 1, maxItems: 10 });
    expect(bySlideType('order').properties.items).toMatchObject({ minItems: 3, maxItems: 6 });
    expect(bySlideType('number').required).toEqual(expect.arrayContaining(['answer', 'min', 'max']));
    expect(bySlideType('scale').properties.statements).toMatchObject({ minItems: 1, maxItems: 8 });
    expect(bySlideType('ranking').properties.items).toMatchObject({ minItems: 2, maxItems: 10 });
    expect(Object.keys(bySlideType('qna').properties)).toEqual(expect.arrayContaining(['title', 'upvotes']));
  });

  it('describes the assets of a portable file: image addresses to base64 data: URLs', () => {
    expect(schema.required).not.toContain('assets');
    expect(schema.properties.assets).toMatchObject({ type: 'object', additionalProperties: { type: 'string' } });
    const pattern = new RegExp((schema.properties.assets as { additionalProperties: { pattern: string } }).additionalProperties.pattern);
    expect(pattern.test('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(pattern.test('https://example.com/cat.png')).toBe(false);
  });

  it('is the same every time: a slide id’s default is generated, not a fixed value', () => {
    expect(deckJsonSchema()).toEqual(deckJsonSchema());
    for (const s of slideSchemas) {
      expect(s.properties.id).not.toHaveProperty('default');
      expect(s.properties.id).toMatchObject({ type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' });
    }
    expect(bySlideType('order').properties.shuffleKey).toEqual({
      type: 'string',
      pattern: '^[A-Za-z0-9_-]{1,64}$',
      description: 'Generated when absent.',
    });
  });

  it('survives JSON', () => {
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
  });
});

describe('deck language', () => {
  it('is one of the shipped languages or null; absent (decks from before it) is null', () => {
    expect(deckSchema.parse({ version: 1, title: 'T', slides: [], language: 'es' }).language).toBe('es');
    expect(deckSchema.parse({ version: 1, title: 'T', slides: [], language: null }).language).toBeNull();
    expect(deckSchema.parse({ version: 1, title: 'T', slides: [] }).language).toBeNull();
    const refused = deckSchema.safeParse({ version: 1, title: 'T', slides: [], language: 'EN' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['language'], message: 'must be one of en, fr, de, es, or null' });
  });
});
