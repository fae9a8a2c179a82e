import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { loadCatalog } from './catalogs';
import { LOCALES, negotiateLocale } from './locales';
import { en } from './messages/en';
import { createTranslator } from './translator';

describe('negotiateLocale', () => {
  it('takes the first browser language we ship, by its base tag', () => {
    expect(negotiateLocale(['it-IT', 'fr-CA', 'de'])).toBe('fr');
    expect(negotiateLocale(['ES'])).toBe('es');
  });
  it('falls back to English', () => {
    expect(negotiateLocale(['it', 'ja'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });
  it("lets the host's fixed language win over the browser's", () => {
    expect(negotiateLocale(['fr'], 'de')).toBe('de');
    expect(negotiateLocale(['fr'], 'xx')).toBe('fr');
    expect(negotiateLocale(['fr'], null)).toBe('fr');
  });
});

describe('catalogs', () => {
  it.each(LOCALES)('%s has exactly the English ids, every message valid ICU', async (locale) => {
    const catalog = await loadCatalog(locale);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const [id, message] of Object.entries(catalog)) expect(() => compileMessageOrThrow(message), `${locale} ${id}`).not.toThrow();
  });

  it('formats ICU plurals in each language', async () => {
    expect(createTranslator('en', en).t('common.players', { count: 1 })).toBe('1 player');
    expect(createTranslator('fr', await loadCatalog('fr')).t('common.players', { count: 2 })).toBe('2 joueurs');
  });
});

describe('points on the result card', () => {
  it('takes the singular for one point and groups thousands, in each language', async () => {
    const t = createTranslator('en', en).t;
    expect(t('phone.result.points', { points: 1 })).toBe('+1 point');
    expect(t('phone.result.points', { points: 1099 })).toBe('+1,099 points');
    expect(createTranslator('de', await loadCatalog('de')).t('phone.result.points', { points: 1 })).toBe('+1 Punkt');
    expect(createTranslator('fr', await loadCatalog('fr')).t('phone.result.points', { points: 0 })).toBe('+0 point');
  });
});
