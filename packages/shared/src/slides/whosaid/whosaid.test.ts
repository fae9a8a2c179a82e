import { describe, expect, it } from 'vitest';
import { schemaIssues as issues } from '../../testing';
import { slideSchema } from '../registry';
import { chooseAuthor, chooseCandidates, enoughAuthors, shuffled, WHOSAID_CANDIDATES, type WhoSaidPerson } from './quotePick';
import { publicWhoSaidPlay, type WhoSaidPlay } from './play';
import { whoSaidSlideSchema, whoSaidType, type WhoSaidSlide } from './whosaid';

/** A repeatable source of chance (mulberry32). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const person = (id: string): WhoSaidPerson => ({ participantId: id, nickname: id.toUpperCase() });
const slide = (patch: Partial<WhoSaidSlide> = {}): WhoSaidSlide =>
  whoSaidSlideSchema.parse({ type: 'whosaid', id: 'who', sourceSlideId: 'ideas', ...patch });
const play: WhoSaidPlay = {
  quote: 'I have been to Antarctica',
  author: person('b'),
  candidates: [person('c'), person('b'), person('a'), person('d')],
};

describe('whosaid slide schema (R20.1)', () => {
  it('accepts a valid slide, by its own schema and as a slide of the format, with defaults', () => {
    const valid = { type: 'whosaid', id: 'who', sourceSlideId: 'ideas', rounds: 5, timeLimit: 15 };
    expect(issues(whoSaidSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual({ ...valid, points: 'standard' });
    expect(whoSaidSlideSchema.parse({ type: 'whosaid', id: 'w' })).toEqual({
      type: 'whosaid',
      id: 'w',
      sourceSlideId: '',
      rounds: 3,
      timeLimit: 20,
      points: 'standard',
    });
  });

  it.each([
    [{ rounds: 0 }, 'rounds: at least 1'],
    [{ rounds: 11 }, 'rounds: at most 10'],
    [{ rounds: 2.5 }, 'rounds: must be a whole number'],
    [{ timeLimit: 4 }, 'timeLimit: at least 5 seconds'],
    [{ points: 'triple' }, 'points: must be standard, double or none'],
    [{ sourceSlideId: 7 }, 'sourceSlideId: must be the id of an earlier opentext slide'],
  ])('rejects %o at its path', (patch, message) => {
    expect(issues(whoSaidSlideSchema, { type: 'whosaid', sourceSlideId: 'ideas', ...patch })).toEqual([message]);
  });

  it('an empty source is a draft: saved, but a problem before hosting', () => {
    expect(whoSaidType.problems!(slide({ sourceSlideId: '' }))).toEqual([
      { path: 'sourceSlideId', message: 'choose the open-text question whose answers are the quotes' },
    ]);
    expect(whoSaidType.problems!(slide())).toEqual([]);
  });

  it('its source must be an earlier open-text slide; renaming follows the source', () => {
    const check = whoSaidType.references!.check;
    expect(check(slide(), [{ id: 'ideas', type: 'opentext' }])).toEqual([]);
    expect(check(slide(), [{ id: 'ideas', type: 'poll' }])).toEqual([
      { path: 'sourceSlideId', message: 'must be the id of an earlier opentext slide' },
    ]);
    expect(check(slide(), [])).toHaveLength(1);
    expect(whoSaidType.references!.rename(slide(), (id) => `${id}2`)).toMatchObject({ sourceSlideId: 'ideas2' });
  });

  it('is played in the slide’s rounds, quote → answering → reveal, scored', () => {
    expect(whoSaidType.rounds!(slide({ rounds: 4 }))).toBe(4);
    expect(whoSaidType.steps).toEqual(['quote', 'answering', 'reveal']);
    expect(whoSaidType.scored).toBe(true);
  });
});

describe('who said it: choosing the quote (R20.2)', () => {
  const authors = ['a', 'b', 'c', 'd'];

  it('R20.2 no author repeats until every author had a turn', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const random = seeded(seed);
      const earlier: string[] = [];
      for (let round = 0; round < authors.length; round++) earlier.push(chooseAuthor(authors, earlier, random)!);
      expect([...earlier].sort()).toEqual(authors);
    }
  });

  it('R20.2 then a new turn starts, not with the author who closed the last one', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const random = seeded(seed);
      const earlier: string[] = [];
      for (let round = 0; round < 10; round++) earlier.push(chooseAuthor(['a', 'b', 'c'], earlier, random)!);
      for (let start = 0; start < 9; start += 3) expect(new Set(earlier.slice(start, start + 3)).size).toBe(3);
      for (let i = 1; i < earlier.length; i++) expect(earlier[i]).not.toBe(earlier[i - 1]);
    }
  });

  it('R20.2 authors who left, or rounds that had no quote, do not count towards a turn', () => {
    // "x" was quoted, then removed; round 1 had no quote: a, b and c are all still due.
    const random = seeded(3);
    const picks = new Set<string>();
    const earlier: (string | null)[] = ['x', null];
    for (let i = 0; i < 3; i++) {
      const p = chooseAuthor(['a', 'b', 'c'], earlier, random)!;
      picks.add(p);
      earlier.push(p);
    }
    expect([...picks].sort()).toEqual(['a', 'b', 'c']);
  });

  it('R20.2 a lone author is quoted again; nobody to quote gives null', () => {
    expect(chooseAuthor(['a'], ['a', 'a'], Math.random)).toBe('a');
    expect(chooseAuthor([], [], Math.random)).toBeNull();
  });

  it('picks with the injected chance', () => {
    expect(chooseAuthor(authors, [], () => 0)).toBe('a');
    expect(chooseAuthor(authors, [], () => 0.99)).toBe('d');
  });
});

describe('who said it: the names to choose from (R20.3, R20.4)', () => {
  it('R20.3 enough answers: at least 2 different people', () => {
    expect(enoughAuthors(0)).toBe(false);
    expect(enoughAuthors(1)).toBe(false);
    expect(enoughAuthors(2)).toBe(true);
  });

  it('R20.4 the author is always among the candidates, with up to 3 others, each once', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const c = chooseCandidates(person('a'), ['b', 'c', 'd', 'e'].map(person), ['f', 'g'].map(person), seeded(seed));
      expect(c).toHaveLength(WHOSAID_CANDIDATES);
      expect(c.map((p) => p.participantId)).toContain('a');
      expect(new Set(c.map((p) => p.participantId)).size).toBe(c.length);
    }
  });

  it('R20.4 other authors first, then anyone else in the event; never the author twice', () => {
    const c = chooseCandidates(person('a'), [person('b')], ['a', 'b', 'f', 'g', 'h'].map(person), seeded(7));
    const ids = c.map((p) => p.participantId);
    expect(ids).toHaveLength(4);
    expect(ids).toEqual(expect.arrayContaining(['a', 'b']));
    expect(ids.filter((id) => id === 'a')).toHaveLength(1);
  });

  it('R20.4 a small room gives fewer names, the author always one of them', () => {
    expect(
      chooseCandidates(person('a'), [person('b')], [], seeded(1))
        .map((p) => p.participantId)
        .sort(),
    ).toEqual(['a', 'b']);
  });

  it('R20.4 the author’s place among the names tells nothing: every place occurs', () => {
    const places = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const c = chooseCandidates(person('a'), ['b', 'c', 'd'].map(person), [], seeded(seed));
      places.add(c.findIndex((p) => p.participantId === 'a'));
    }
    expect([...places].sort()).toEqual([0, 1, 2, 3]);
  });

  it('shuffled keeps every item', () => {
    expect(shuffled([1, 2, 3, 4], seeded(2)).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('who said it: answers, score, what phones see (R20.5–R20.7)', () => {
  it('R20.5 before the reveal phones get the quote and the names, never the author', () => {
    const before = publicWhoSaidPlay(play, false);
    expect(before).toEqual({ quote: play.quote, candidates: play.candidates });
    expect(JSON.stringify(whoSaidType.publicPlay!(slide(), play, false))).not.toContain('author');
    expect(publicWhoSaidPlay(play, true)).toEqual({ quote: play.quote, candidates: play.candidates, author: play.author });
    // Too few answers: how many there are and how many are needed.
    expect(publicWhoSaidPlay({ quote: null, authors: 1, needed: 2 }, false)).toEqual({ quote: null, authors: 1, needed: 2 });
    expect(publicWhoSaidPlay(undefined, false)).toBeNull();
  });

  it('R20.6 only a name shown this round is an answer; the author sits out', () => {
    expect(whoSaidType.checkAnswer!(slide(), { participantId: 'a' }, play)).toBeNull();
    expect(whoSaidType.checkAnswer!(slide(), { participantId: 'z' }, play)).toBe('participantId: pick one of the names shown');
    expect(whoSaidType.checkAnswer!(slide(), { participantId: 'a' }, { quote: null, authors: 1, needed: 2 })).toBe(
      'there is no quote to guess this round',
    );
    expect(whoSaidType.sittingOut!(slide(), play)).toEqual([{ participantId: 'b', why: 'author' }]);
    expect(whoSaidType.sittingOut!(slide(), { quote: null, authors: 0, needed: 2 })).toEqual([]);
    expect(whoSaidType.answerSchema!.safeParse({ participantId: '' }).success).toBe(false);
  });

  it('R20.7 naming the author scores as a quiz (R6.1); anyone else scores 0', () => {
    const timing = { answerMs: 0, limitMs: 20_000 };
    expect(whoSaidType.score!(slide(), { participantId: 'b' }, timing, play)).toEqual({ correct: true, points: 1000 });
    expect(whoSaidType.score!(slide(), { participantId: 'b' }, { answerMs: 20_000, limitMs: 20_000 }, play)).toEqual({
      correct: true,
      points: 500,
    });
    expect(whoSaidType.score!(slide({ points: 'double' }), { participantId: 'b' }, timing, play).points).toBe(2000);
    expect(whoSaidType.score!(slide(), { participantId: 'a' }, timing, play)).toEqual({ correct: false, points: 0 });
  });

  it('R20.8 results: votes per name in the names’ order, the author marked, who guessed right named in answer order', () => {
    const meta = ['Zoe', 'Yan', 'Xia'].map((nickname, i) => ({ id: `${i}`, upvotes: 0, participantId: `p${i}`, nickname }));
    const r = whoSaidType.aggregate!(slide(), [{ participantId: 'b' }, { participantId: 'a' }, { participantId: 'b' }], meta, play);
    expect(r).toEqual({
      kind: 'whosaid',
      total: 3,
      quote: play.quote,
      candidates: [
        { participantId: 'c', nickname: 'C', votes: 0, author: false },
        { participantId: 'b', nickname: 'B', votes: 2, author: true },
        { participantId: 'a', nickname: 'A', votes: 1, author: false },
        { participantId: 'd', nickname: 'D', votes: 0, author: false },
      ],
      guessedRight: ['Zoe', 'Xia'],
    });
  });

  it('previews simulate answers among sample names, never real ones', () => {
    const answers = whoSaidType.simulate!(slide(), 20, seeded(1));
    const r = whoSaidType.aggregate!(slide(), answers);
    expect(r.kind === 'whosaid' && r.candidates.reduce((n, c) => n + c.votes, 0)).toBe(20);
  });
});

describe('who said it answers in words (reports)', () => {
  it('names the participant guessed by nickname, and one the event no longer knows as someone who left', () => {
    const context = { nicknameOf: (id: string) => (id === 'p-7' ? 'Ada' : undefined) };
    expect(whoSaidType.answerInWords!(slide(), { participantId: 'p-7' }, context)).toBe('Ada');
    expect(whoSaidType.answerInWords!(slide(), { participantId: 'gone' }, context)).toBe('someone who left');
  });
});
