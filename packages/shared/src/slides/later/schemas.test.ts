import { describe, expect, it } from 'vitest';
import { schemaIssues as issues } from '../../testing';
import type { z } from 'zod';
import { slideSchema } from '../registry';
import { spinnerSlideSchema, twoTruthsSlideSchema, whoSaidSlideSchema, wouldYouRatherSlideSchema } from './schemas';

/*
 * The types whose screens come later are strict: no drafts, every text is required. Each
 * gets a valid example (also accepted as a slide of the format), its defaults, and every
 * invalid field rejected with its path.
 */

type Case = [string, Record<string, unknown>, string];
const generatedId = expect.stringMatching(/^[a-z0-9]{12}$/);

/** Cases every slide type shares: the base fields id, image, notes. */
const baseCases: Case[] = [
  ['id with a space', { id: 'a b' }, 'id: must be 1 to 64 letters, digits, - or _'],
  ['image on http', { image: 'http://example.com/a.png' }, 'image: must be an image uploaded to this server'],
  ['notes too long', { notes: 'n'.repeat(2001) }, 'notes: at most 2000 characters'],
];
const timedCases: Case[] = [
  ['timeLimit under 5', { timeLimit: 4 }, 'timeLimit: at least 5 seconds'],
  ['timeLimit over 240', { timeLimit: 241 }, 'timeLimit: at most 240 seconds'],
  ['points unknown', { points: 'triple' }, 'points: must be standard, double or none'],
];

function checkType(
  name: string,
  schema: z.ZodType,
  valid: Record<string, unknown>,
  minimal: Record<string, unknown>,
  defaults: Record<string, unknown>,
  cases: Case[],
) {
  describe(`${name} slide schema`, () => {
    it('accepts a valid example, by its own schema and as a slide of the format', () => {
      expect(issues(schema, valid)).toEqual([]);
      expect(slideSchema.parse(valid)).toEqual(schema.parse(valid));
    });

    it('applies defaults and generates an id', () => {
      expect(schema.parse(minimal)).toEqual({ ...minimal, id: generatedId, ...defaults });
    });

    it.each([...baseCases, ...cases])('rejects %s at its path', (_name, patch, message) => {
      expect(issues(schema, { ...valid, ...patch })).toEqual([message]);
    });
  });
}

checkType(
  'wouldyourather',
  wouldYouRatherSlideSchema,
  { type: 'wouldyourather', id: 'wyr', optionA: 'Fly', optionB: 'Be invisible', image: '/v1/functions/files/wy/wouldyourather.webp' },
  { type: 'wouldyourather', optionA: 'Tea', optionB: 'Coffee' },
  {},
  [
    ['optionA empty', { optionA: '' }, 'optionA: is required'],
    ['optionA too long', { optionA: 'a'.repeat(121) }, 'optionA: at most 120 characters'],
    ['optionB missing', { optionB: undefined }, 'optionB: must be text'],
    ['optionB too long', { optionB: 'b'.repeat(121) }, 'optionB: at most 120 characters'],
  ],
);

checkType(
  'twotruths',
  twoTruthsSlideSchema,
  {
    type: 'twotruths',
    id: 'sam',
    subject: 'Sam',
    statements: ['I have met a president', 'I speak four languages', 'I have never seen snow'],
    lieIndex: 2,
    points: 'double',
  },
  { type: 'twotruths', subject: 'Alex', statements: ['a', 'b', 'c'], lieIndex: 0 },
  { timeLimit: 20, points: 'standard' },
  [
    ...timedCases,
    ['subject empty', { subject: ' ' }, 'subject: is required'],
    ['subject too long', { subject: 's'.repeat(121) }, 'subject: at most 120 characters'],
    ['two statements', { statements: ['a', 'b'] }, 'statements: exactly 3 statements'],
    ['four statements', { statements: ['a', 'b', 'c', 'd'] }, 'statements: exactly 3 statements'],
    ['an empty statement', { statements: ['a', '', 'c'] }, 'statements[1]: is required'],
    ['lieIndex 3', { lieIndex: 3 }, 'lieIndex: at most 2'],
    ['lieIndex negative', { lieIndex: -1 }, 'lieIndex: at least 0'],
    ['lieIndex missing', { lieIndex: undefined }, 'lieIndex: must be a number'],
  ],
);

checkType(
  'whosaid',
  whoSaidSlideSchema,
  { type: 'whosaid', id: 'who', sourceSlideId: 'ideas', rounds: 5, timeLimit: 15 },
  { type: 'whosaid', sourceSlideId: 'ideas' },
  { rounds: 3, timeLimit: 20, points: 'standard' },
  [
    ...timedCases,
    ['sourceSlideId empty', { sourceSlideId: '' }, 'sourceSlideId: is required'],
    ['sourceSlideId missing', { sourceSlideId: undefined }, 'sourceSlideId: must be the id of an earlier opentext slide'],
    ['rounds 0', { rounds: 0 }, 'rounds: at least 1'],
    ['rounds 11', { rounds: 11 }, 'rounds: at most 10'],
  ],
);

checkType(
  'spinner',
  spinnerSlideSchema,
  { type: 'spinner', id: 'who-next', title: 'Who goes next?', source: 'items', items: ['Alice', 'Bob', 'Chen'] },
  { type: 'spinner' },
  { title: '', source: 'participants', items: [] },
  [
    ['title too long', { title: 't'.repeat(121) }, 'title: at most 120 characters'],
    ['source unknown', { source: 'everyone' }, 'source: must be participants or items'],
    ['items with fewer than 2 to spin', { items: ['Alice'] }, 'items: at least 2 items to spin'],
    ['items not a list', { items: 'Alice,Bob' }, 'items: must be a list'],
    ['an empty item', { items: ['Alice', ''] }, 'items[1]: is required'],
    ['51 items', { items: Array.from({ length: 51 }, (_, i) => `p${i}`) }, 'items: at most 50 items'],
  ],
);

describe('later types: cross-field rules', () => {
  it('a spinner of participants needs no items', () => {
    expect(issues(spinnerSlideSchema, { type: 'spinner', source: 'participants', items: [] })).toEqual([]);
  });

  it('no drafts: a later type with empty texts does not save', () => {
    expect(issues(slideSchema, { type: 'wouldyourather', optionA: '', optionB: ' ' })).toEqual([
      'optionA: is required',
      'optionB: is required',
    ]);
  });
});
