import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deckSchema, SLIDE_TYPE_NAMES, TEMPLATE_SLUG, TEMPLATE_TAGS } from '@mingle/shared';
import { checkImage } from '../storage/storeImage';
import { loadTemplates, parseTemplate, TEMPLATE_IMAGES_DIR, TemplateError, TEMPLATES_DIR } from './catalog';
import { resolveTemplateImages, TEMPLATE_IMAGE_SCHEME } from './templateImages';

const catalog = loadTemplates();

describe('the shipped templates', () => {
  it('are at least 24, each a valid deck of format v1 that can be hosted', () => {
    expect(catalog.templates.length).toBeGreaterThanOrEqual(24);
    for (const { slug } of catalog.templates) {
      const raw: unknown = JSON.parse(readFileSync(join(TEMPLATES_DIR, `${slug}.json`), 'utf8'));
      // Once its shipped images (template:<file>) are named by their stored addresses.
      resolveTemplateImages(raw, (name) => catalog.images.find((i) => i.name === name) ?? 'missing');
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

describe('the images shipped with the templates', () => {
  /** Every `template:<name>` the template files name, read from the files themselves. */
  const referenced = new Set(
    catalog.templates.flatMap(({ slug }) =>
      [...readFileSync(join(TEMPLATES_DIR, `${slug}.json`), 'utf8').matchAll(/"template:([^"]+)"/g)].map((m) => m[1]!),
    ),
  );
  const shipped = readdirSync(TEMPLATE_IMAGES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(svg|png)$/.test(f))
    .map((f) => f.split('\\').join('/'));

  it('are at least 8, in at least 3 templates, each file used and each one named there', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(8);
    expect([...referenced].sort()).toEqual([...shipped].sort());
    expect(catalog.images.map((i) => i.name).sort()).toEqual([...shipped].sort());
    const withImages = catalog.templates.filter((t) => JSON.stringify(t.deck.slides).includes(catalog.images[0]!.url.slice(0, 20)));
    expect(withImages.length).toBeGreaterThanOrEqual(3);
    // Template slides carry the stored address, never the template: name.
    for (const t of catalog.templates) expect(JSON.stringify(t.deck), t.slug).not.toContain(TEMPLATE_IMAGE_SCHEME);
  });

  it('come with their licence', () => {
    expect(existsSync(join(TEMPLATE_IMAGES_DIR, 'LICENSE'))).toBe(true);
    expect(readFileSync(join(TEMPLATE_IMAGES_DIR, 'LICENSE'), 'utf8')).toMatch(/drawn for Mingle/);
  });

  it('each pass the upload checks they are stored through (SVG sanitiser included), keeping their drawing', async () => {
    for (const image of catalog.images) {
      const { type, image: stored } = await checkImage(image.bytes);
      expect(type, image.name).toBe(image.name.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
      // The sanitiser keeps what these simple drawings use: shapes and their colours.
      expect(stored.bytes.length, image.name).toBeGreaterThan(image.bytes.length * 0.5);
    }
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
    ).toContain('slides[0].image: a template shows only images shipped with it, named template:<file>');
    expect(refusal('quiz.json', { ...good, title: 'template:flags/japan.svg' })).toContain('no shipped images here');
  });

  it('names the template and the field of a shipped image that is missing, unreadable or not in an image field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'templates-'));
    try {
      mkdirSync(join(dir, 'images', 'pics'), { recursive: true });
      writeFileSync(
        join(dir, 'images', 'pics', 'dot.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><circle r="2" cx="2" cy="2"/></svg>',
      );
      writeFileSync(join(dir, 'images', 'pics', 'fake.png'), 'not a png');
      const withImage = (image: string, slide: Record<string, unknown> = {}) => ({
        ...good,
        slides: [{ type: 'content', title: 'Hi', image: `template:${image}`, ...slide }],
      });
      writeFileSync(join(dir, 'good.json'), JSON.stringify(withImage('pics/dot.svg')));
      const loaded = loadTemplates(dir);
      expect(loaded.images.map((i) => i.name)).toEqual(['pics/dot.svg']);
      expect(loaded.templates[0]!.deck.slides[0]).toMatchObject({ image: loaded.images[0]!.url });
      expect(loaded.images[0]!.url).toMatch(/^\/v1\/functions\/files\/[0-9a-f]{2}\/tpl-[0-9a-f]{40}\.svg$/);
      const broken = (doc: unknown) => {
        writeFileSync(join(dir, 'broken.json'), JSON.stringify(doc));
        try {
          loadTemplates(dir);
        } catch (err) {
          return (err as Error).message;
        }
        throw new Error('accepted');
      };
      expect(broken(withImage('pics/gone.svg'))).toBe(
        'template broken.json: slides[0].image: "template:pics/gone.svg": there is no file templates/images/pics/gone.svg',
      );
      expect(broken(withImage('pics/fake.png'))).toContain(
        'slides[0].image: "template:pics/fake.png": templates/images/pics/fake.png is not a readable png image',
      );
      expect(broken(withImage('../secret.svg'))).toContain('must name a .svg or .png file under templates/images');
      expect(broken(withImage('pics/dot.svg', { title: 'template:pics/dot.svg' }))).toContain(
        'slides[0].title: only image fields can name a shipped image',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
