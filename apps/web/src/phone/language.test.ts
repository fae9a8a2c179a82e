import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/messages/en';

const loadCatalog = vi.hoisted(() => vi.fn());
vi.mock('../i18n/catalogs', () => ({ loadCatalog }));

const { loadPhoneLanguage } = await import('./language');

afterEach(() => loadCatalog.mockReset());

describe("the phone's language", () => {
  it("speaks the host's language when its catalog arrives", async () => {
    const fr = { ...en, 'phone.join.title': 'Rejoindre une partie' };
    loadCatalog.mockImplementation(async (locale: string) => (locale === 'fr' ? fr : en));
    const { locale, catalog } = await loadPhoneLanguage('fr');
    expect(locale).toBe('fr');
    expect(catalog).toBe(fr);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('falls back to English, in the bundle, when the language chunk fails to load', async () => {
    loadCatalog.mockImplementation(async (locale: string) => {
      if (locale === 'de') throw new TypeError('Failed to fetch dynamically imported module');
      return en;
    });
    const { locale, catalog } = await loadPhoneLanguage('de');
    expect(locale).toBe('en');
    expect(catalog).toBe(en);
    expect(document.documentElement.lang).toBe('en');
  });
});
