import { describe, expect, it } from 'vitest';
import { storedFileKey } from '../uploads';
import { deckSchema } from './deck';
import { deckImages } from './images';

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
