import { describe, expect, it } from 'vitest';
import { storedFileKey } from '../uploads';
import { deckSchema } from './deck';
import { deckImages, rewriteDeckImages } from './images';

const STORED = '/v1/functions/files/ab/0123456789abcdef0123456789abcdef.png';

describe('image fields accept only files this server stored', () => {
  it.each([
    ['a stored upload', STORED, 'ab/0123456789abcdef0123456789abcdef.png'],
    ['a stored thumbnail', '/v1/functions/files/ab/0123456789abcdef-t.webp', 'ab/0123456789abcdef-t.webp'],
  ])('accepts %s', (_name, url, key) => {
    expect(storedFileKey(url)).toBe(key);
  });

  it.each([
    ['climbing out with ..', '/v1/functions/files/../../../etc/passwd'],
    ['.. inside the folder', '/v1/functions/files/ab/../../../secret.png'],
    ['.. as the folder', '/v1/functions/files/../abcdefgh.png'],
    ['encoded ..', '/v1/functions/files/%2e%2e/%2e%2e/abcdefgh.png'],
    ['an encoded slash', '/v1/functions/files/ab%2Fabcdefgh.png'],
    ['a backslash', '/v1/functions/files/ab\\abcdefgh.png'],
    ['a deeper folder', '/v1/functions/files/ab/cd/abcdefgh.png'],
    ['a query string', `${STORED}?x=1`],
    ['a fragment', `${STORED}#x`],
    ['another type', '/v1/functions/files/ab/abcdefgh.html'],
    ['another path of this server', '/v1/graphql'],
    ['the files path written twice', '//v1/functions/files/ab/abcdefgh.png'],
    ['another server', `https://other.example${STORED}`],
    ['a protocol-relative address', `//other.example${STORED}`],
    ['an https address', 'https://example.com/a.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/png;base64,AAAA'],
  ])('refuses %s', (_name, url) => {
    expect(storedFileKey(url)).toBeNull();
    const r = deckSchema.safeParse({ version: 1, title: 't', slides: [{ type: 'content', id: 's1', image: url }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'slides.0.image: must be an image uploaded to this server',
    ]);
  });
});

describe('deckImages', () => {
  it('finds the image of every slide and option, named by its path', () => {
    const deck = deckSchema.parse({
      version: 1,
      title: 't',
      slides: [
        { type: 'content', id: 'a', image: STORED },
        {
          type: 'quiz',
          id: 'b',
          question: 'q',
          options: [
            { text: 'x', correct: true },
            { text: 'y', image: STORED },
          ],
        },
        { type: 'poll', id: 'c', question: 'q', image: STORED, options: [{ text: 'x', image: STORED }, { text: 'y' }] },
        { type: 'wouldyourather', id: 'd', optionA: 'x', optionB: 'y', imageA: STORED, imageB: STORED },
      ],
    });
    expect(deckImages(deck.slides).map((i) => i.path)).toEqual([
      'slides[0].image',
      'slides[1].options[1].image',
      'slides[2].image',
      'slides[2].options[0].image',
      'slides[3].imageA',
      'slides[3].imageB',
    ]);
  });
});

describe('rewriteDeckImages', () => {
  it('replaces every image field the map names, on slides, options and lettered sides, and leaves the rest', () => {
    const OTHER = '/v1/functions/files/cd/fedcba9876543210fedcba9876543210.png';
    const deck = deckSchema.parse({
      version: 1,
      title: 'Pictures',
      slides: [
        { type: 'content', id: 'c', image: STORED, title: STORED },
        {
          type: 'quiz',
          id: 'q',
          options: [
            { text: 'A', image: STORED, correct: true },
            { text: 'B', image: OTHER },
          ],
        },
        { type: 'wouldyourather', id: 'w', optionA: 'x', optionB: 'y', imageA: STORED, imageB: OTHER },
      ],
    });
    const NEW = '/v1/functions/files/ee/eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.webp';
    const slides = rewriteDeckImages(deck.slides, new Map([[STORED, NEW]]));
    expect(deckImages(slides).map((i) => `${i.path}=${i.url}`)).toEqual([
      `slides[0].image=${NEW}`,
      `slides[1].options[0].image=${NEW}`,
      `slides[1].options[1].image=${OTHER}`,
      `slides[2].imageA=${NEW}`,
      `slides[2].imageB=${OTHER}`,
    ]);
    // Text that happens to look like an address is not an image field.
    expect(slides[0]).toMatchObject({ title: STORED });
    expect(deckImages(deck.slides)[0]?.url).toBe(STORED);
  });
});
