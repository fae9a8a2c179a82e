import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deckSchema, SLIDE_TYPE_NAMES, TEMPLATE_SLUG, TEMPLATE_TAGS } from '@mingle/shared';
import { loadTemplates, parseTemplate, TemplateError, TEMPLATES_DIR } from './catalog';

const catalog = loadTemplates();

describe('the shipped templates', () => {
  it('are at least 24, each a valid deck of format v1 that can be hosted', () => {
    expect(catalog.templates.length).toBeGreaterThanOrEqual(24);
    for (const { slug } of catalog.templates) {
      const raw: unknown = JSON.parse(readFileSync(join(TEMPLATES_DIR, `${slug}.json`), 'utf8'));
      expect(deckSchema.safeParse(raw).success, slug).toBe(true);
    }
  });

  it('have unique slugs, a description, a language and tags from the fixed list only', () => {
    const slugs = catalog.templates.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const { slug, deck } of catalog.templates) {
      expect(slug).toMatch(TEMPLATE_SLUG);
      expect(deck.description.length, slug).toBeGreaterThan(20);
      expect(deck.language, slug).not.toBeNull();
      expect(deck.tags.length, slug).toBeGreaterThan(0);
      for (const tag of deck.tags) expect(TEMPLATE_TAGS, `${slug}: ${tag}`).toContain(tag);
    }
    // Titles are what the gallery tells templates apart by.
    const titles = catalog.templates.map((t) => t.deck.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('use every slide type between them, and every tag has templates', () => {
    const used = new Set(catalog.templates.flatMap((t) => t.deck.slides.map((s) => s.type)));
    expect([...used].sort()).toEqual([...SLIDE_TYPE_NAMES].sort());
    for (const tag of TEMPLATE_TAGS) expect(catalog.list({ tag }).length, tag).toBeGreaterThan(0);
  });
});

describe('a template file that is not right', () => {
  const good = {
    version: 1,
    title: 'Quiz',
    description: 'A short quiz',
    tags: ['trivia'],
    language: 'en',
    slides: [{ type: 'content', title: 'Hi' }],
  };
  const refusal = (file: string, doc: unknown) => {
    try {
      parseTemplate(file, typeof doc === 'string' ? doc : JSON.stringify(doc));
    } catch (err) {
      expect(err).toBeInstanceOf(TemplateError);
      return (err as Error).message;
    }
    throw new Error('accepted');
  };

  it('is refused naming the file and what is wrong', () => {
    expect(parseTemplate('quiz.json', JSON.stringify(good)).deck.title).toBe('Quiz');
    expect(refusal('quiz.json', '{ not json')).toMatch(/^template quiz\.json: not JSON/);
    expect(refusal('Quiz Night.json', good)).toContain('the file name must be lower-case words joined by -');
    expect(refusal('quiz.json', { ...good, tags: ['trivia', 'party'] })).toBe(
      `template quiz.json: tags: "party" is not one of ${TEMPLATE_TAGS.join(', ')}`,
    );
    expect(refusal('quiz.json', { ...good, tags: [] })).toContain('tags: at least one tag');
    expect(refusal('quiz.json', { ...good, description: '' })).toContain('description: is required');
    expect(refusal('quiz.json', { ...good, version: 2 })).toContain('version: must be 1');
    // A draft saves as a deck, but a template must be ready to host.
    expect(refusal('quiz.json', { ...good, slides: [{ type: 'poll', question: '', options: [{ text: 'A' }, { text: 'B' }] }] })).toContain(
      'slides[0].question: is required',
    );
    expect(
      refusal('quiz.json', {
        ...good,
        slides: [{ type: 'content', image: '/v1/functions/files/3f/3f2a9c0d51e84b7a9f06c2d4e8b1a537.png' }],
      }),
    ).toContain('slides[0].image: templates carry no images');
  });

  it('stops the whole library from loading', () => {
    const dir = mkdtempSync(join(tmpdir(), 'templates-'));
    try {
      writeFileSync(join(dir, 'good.json'), JSON.stringify(good));
      expect(loadTemplates(dir).templates.map((t) => t.slug)).toEqual(['good']);
      writeFileSync(join(dir, 'broken.json'), JSON.stringify({ ...good, title: '' }));
      expect(() => loadTemplates(dir)).toThrow('template broken.json: title: is required');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('finding templates', () => {
  it('filters by tag and by every word of a search, in any case', () => {
    expect(catalog.list().length).toBe(catalog.templates.length);
    const retros = catalog.list({ tag: 'retrospective' });
    expect(retros.length).toBeGreaterThan(0);
    for (const t of retros) expect(t.deck.tags).toContain('retrospective');
    expect(catalog.list({ search: 'HAPPY hour' }).map((t) => t.slug)).toContain('friday-happy-hour');
    expect(catalog.list({ search: 'friday quiz zebra' })).toEqual([]);
    expect(catalog.list({ tag: 'trivia', search: 'space' }).map((t) => t.slug)).toEqual(['space-trivia']);
    expect(catalog.get('friday-happy-hour')?.deck.title).toBe('Friday happy hour');
    expect(catalog.get('nope')).toBeUndefined();
  });
});
