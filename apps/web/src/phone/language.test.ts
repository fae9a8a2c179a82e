import { describe, expect, it, vi } from 'vitest';
import type { CompiledPhoneCatalog } from '../i18n/compiled';
import type { Locale } from '../i18n';
import { messages as en } from '../i18n/messages/en/phoneCatalog.generated';
import { loadPhoneLanguage } from './language';

describe("the phone's language", () => {
  it("speaks the host's language when its catalog arrives", async () => {
    const fr = { ...en, 'phone.join.title': ['Rejoindre une partie'] };
    const loadCatalog = vi.fn(async (locale: Locale): Promise<CompiledPhoneCatalog> => (locale === 'fr' ? fr : en));
    const { locale, catalog } = await loadPhoneLanguage('fr', loadCatalog);
    expect(locale).toBe('fr');
    expect(catalog).toBe(fr);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('falls back to English, in the bundle, when the language chunk fails to load', async () => {
    const loadCatalog = vi.fn(async (locale: Locale): Promise<CompiledPhoneCatalog> => {
      if (locale === 'de') throw new TypeError('Failed to fetch dynamically imported module');
      return en;
    });
    const { locale, catalog } = await loadPhoneLanguage('de', loadCatalog);
    expect(locale).toBe('en');
    expect(catalog).toBe(en);
    expect(document.documentElement.lang).toBe('en');
  });
});
