import { describe, expect, it } from 'vitest';
import { schemaIssues as issues } from '../../testing';
import { slideSchema } from '../registry';
import { contentSlideSchema, contentType } from './content';

const valid = {
  type: 'content',
  id: 'welcome',
  title: 'Welcome!',
  body: '**Grab a phone** and join at the code on screen.',
  image: '/v1/functions/files/u1/welcome1.svg',
  notes: 'Wait for everyone to join.',
};

describe('content slide schema', () => {
  it('accepts a complete slide, by its own schema and as a slide of the format', () => {
    expect(issues(contentSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(contentSlideSchema.parse(valid));
    expect(issues(contentSlideSchema, { ...valid, title: 't'.repeat(120), body: 'b'.repeat(5000) })).toEqual([]);
  });

  it('applies defaults and generates an id; image and notes stay absent', () => {
    const s = contentSlideSchema.parse({ type: 'content' });
    expect(s).toEqual({ type: 'content', id: expect.stringMatching(/^[a-z0-9]{12}$/), title: '', body: '' });
    expect('image' in s).toBe(false);
  });

  it('keeps markdown as text (rendering sanitises it)', () => {
    expect(contentSlideSchema.parse({ ...valid, body: '# Hi\n\n<script>x</script>' }).body).toBe('# Hi\n\n<script>x</script>');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['id with a space', { id: 'a b' }, 'id: must be 1 to 64 letters, digits, - or _'],
    ['image on http', { image: 'http://example.com/a.png' }, 'image: must be an image uploaded to this server'],
    ['image elsewhere on this server', { image: '/v1/graphql' }, 'image: must be an image uploaded to this server'],
    ['uploaded image path with a space', { image: '/v1/functions/files/a b.png' }, 'image: must be an image uploaded to this server'],
    ['image not text', { image: {} }, 'image: must be text'],
    ['notes too long', { notes: 'n'.repeat(2001) }, 'notes: at most 2000 characters'],
    ['title too long', { title: 't'.repeat(121) }, 'title: at most 120 characters'],
    ['title not text', { title: null }, 'title: must be text'],
    ['body too long', { body: 'b'.repeat(5001) }, 'body: at most 5000 characters'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(contentSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });
});

describe('content type', () => {
  it('is shown, not answered, not scored, and never has problems', () => {
    expect(contentType.steps).toEqual(['show']);
    expect(contentType.scored).toBe(false);
    expect(contentType.answerSchema).toBeUndefined();
    expect(contentType.problems?.(contentSlideSchema.parse({ type: 'content' })) ?? []).toEqual([]);
  });

  it('create() gives a valid slide', () => {
    expect(issues(contentSlideSchema, contentType.create())).toEqual([]);
  });
});
