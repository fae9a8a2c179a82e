import { EVENT_LANGUAGES } from '@mingle/shared';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalogs';
import { LOCALES } from './locales';
import { createTranslator } from './translator';

describe('event languages', () => {
  it('are exactly the languages the web app ships: a host can only fix one that has catalogs', () => {
    expect([...LOCALES]).toEqual([...EVENT_LANGUAGES]);
  });

  it.each(LOCALES)('%s counts the big screen’s answers with a plural of its own', async (locale) => {
    const { t } = createTranslator(locale, await loadCatalog(locale));
    const one = t('screen.answers', { count: 1 });
    const many = t('screen.answers', { count: 12 });
    expect(one).toMatch(/^1 /);
    expect(many).toMatch(/^12 /);
    expect(one.slice(2)).not.toBe(many.slice(3));
  });
});
