import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalogs';
import { translatorOf } from './compiled';
import { LOCALES } from './locales';
import { PHONE_LANGUAGES } from './phoneLanguages';
import { compileCatalog, createTranslator } from './translator';

describe("the phone's catalogs, compiled by npm run codegen (ADR 69)", () => {
  it.each(LOCALES)('%s: the whole catalog compiled, for exactly the common and phone ids', async (locale) => {
    const phone = await PHONE_LANGUAGES.load(locale);
    const whole = compileCatalog(await loadCatalog(locale));
    const ids = Object.keys(whole).filter((id) => id.startsWith('common.') || id.startsWith('phone.'));
    expect(Object.keys(phone).sort()).toEqual(ids.sort());
    for (const id of ids) expect(phone[id as keyof typeof phone], id).toEqual(whole[id as keyof typeof whole]);
  });

  it('formats a plural and a value as the web app does from the written catalog', async () => {
    const phone = translatorOf('fr', await PHONE_LANGUAGES.load('fr'));
    const web = createTranslator('fr', await loadCatalog('fr')).t;
    for (const count of [0, 1, 2, 12]) expect(phone('common.players', { count })).toBe(web('common.players', { count }));
    expect(phone('phone.join.continueAs', { nickname: 'Robin' })).toBe(web('phone.join.continueAs', { nickname: 'Robin' }));
    expect(phone('phone.join.continueAs', { nickname: 'Robin' })).toContain('Robin');
  });
});
