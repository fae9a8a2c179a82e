import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalogs';
import { LOCALES } from './locales';
import { enPhone } from './messages/en/phoneCatalog';
import { PHONE_LANGUAGES } from './phoneLanguages';

describe("the phone's catalogs (ADR 69)", () => {
  it.each(LOCALES)('%s: the same words as the whole catalog, for exactly the common and phone ids', async (locale) => {
    const phone = await PHONE_LANGUAGES.load(locale);
    const whole = await loadCatalog(locale);
    expect(Object.keys(phone).sort()).toEqual(Object.keys(enPhone).sort());
    for (const [id, message] of Object.entries(phone)) expect(message, id).toBe(whole[id as keyof typeof whole]);
  });

  it('leaves out the host and big-screen areas', () => {
    const ids = Object.keys(enPhone);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.every((id) => id.startsWith('common.') || id.startsWith('phone.'))).toBe(true);
  });
});
