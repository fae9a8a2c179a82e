import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_TAGS } from '@mingle/shared';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let ada: TestUser;
let bo: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  ada = await signUpUser(t.app, 'Ada');
  bo = await signUpUser(t.app, 'Bo');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const anonymous = <T>(query: string, variables: Record<string, unknown> = {}) => gqlAs<T>(t.app, null, query, variables);

interface TemplateView {
  slug: string;
  title: string;
  tags: string[];
  slideCount: number;
  slideTypes: string[];
  slides: { id: string; type: string }[];
}
const FIELDS = 'slug title description tags language slideCount slideTypes slides';

describe('browsing templates, signed out', () => {
  it('lists them all, by tag and by search, with their tags list', async () => {
    const all = await anonymous<{ templates: TemplateView[] }>(`{ templates { ${FIELDS} } }`);
    expect(all.errors).toBeUndefined();
    expect(all.data!.templates.length).toBe(t.services.templates.templates.length);
    const happy = all.data!.templates.find((x) => x.slug === 'friday-happy-hour')!;
    expect(happy).toMatchObject({ title: 'Friday happy hour', slideCount: happy.slides.length });
    expect(happy.slideTypes).toEqual([...new Set(happy.slides.map((s) => s.type))]);

    const trivia = await anonymous<{ templates: TemplateView[] }>('{ templates(tag: "trivia") { slug tags } }');
    expect(trivia.data!.templates.length).toBeGreaterThan(0);
    for (const x of trivia.data!.templates) expect(x.tags).toContain('trivia');
    expect(trivia.data!.templates.length).toBeLessThan(all.data!.templates.length);

    const search = await anonymous<{ templates: TemplateView[] }>('query ($s: String) { templates(search: $s) { slug } }', {
      s: '  RETROSPECTIVE  sprint ',
    });
    expect(search.data!.templates.map((x) => x.slug)).toEqual(['sprint-retrospective']);
    const none = await anonymous<{ templates: TemplateView[] }>('{ templates(tag: "nothing-like-this") { slug } }');
    expect(none.data!.templates).toEqual([]);

    const tags = await anonymous<{ templateTags: string[] }>('{ templateTags }');
    expect(tags.data!.templateTags).toEqual([...TEMPLATE_TAGS]);
  });

  it('shows one template by slug; an unknown slug is NOT_FOUND', async () => {
    const one = await anonymous<{ template: TemplateView }>('{ template(slug: "space-trivia") { slug title slides } }');
    expect(one.data!.template).toMatchObject({ slug: 'space-trivia', title: 'Space trivia' });
    const missing = await anonymous('{ template(slug: "no-such-template") { slug } }');
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'TEMPLATE_NOT_FOUND' });
  });

  it('refuses a search too long to be a search', async () => {
    const r = await anonymous('query ($s: String) { templates(search: $s) { slug } }', { s: 'x'.repeat(201) });
    expect(r.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('useTemplate', () => {
  const USE =
    'mutation ($s: ID!) { useTemplate(slug: $s) { id title description tags language visibility slides problems { message } can { edit host } } }';
  type Made = {
    id: string;
    title: string;
    tags: string[];
    language: string | null;
    visibility: string;
    slides: { id: string; type: string; sourceSlideId?: string }[];
    problems: unknown[];
    can: { edit: boolean; host: boolean };
  };

  it('copies the template into my decks as a new private deck, ready to host, with fresh slide ids', async () => {
    const before = await bo.gql<{ decks: { total: number } }>('{ decks { total } }');
    const r = await ada.gql<{ useTemplate: Made }>(USE, { s: 'new-team-icebreaker' });
    expect(r.errors).toBeUndefined();
    const deck = r.data!.useTemplate;
    const template = t.services.templates.get('new-team-icebreaker')!.deck;
    expect(deck).toMatchObject({
      title: template.title,
      tags: template.tags,
      language: 'en',
      visibility: 'PRIVATE',
      problems: [],
      can: { edit: true, host: true },
    });
    expect(deck.slides.map((s) => s.type)).toEqual(template.slides.map((s) => s.type));
    // Fresh ids, and "who said it" still names its (copied) question.
    expect(deck.slides.map((s) => s.id)).not.toEqual(template.slides.map((s) => s.id));
    const who = deck.slides.find((s) => s.type === 'whosaid')!;
    expect(deck.slides.find((s) => s.id === who.sourceSlideId)?.type).toBe('opentext');

    // It is Ada's: in her decks, not Bo's, and Bo cannot open it.
    const mine = await ada.gql<{ decks: { items: { id: string }[] } }>('{ decks { items { id } } }');
    expect(mine.data!.decks.items.map((d) => d.id)).toContain(deck.id);
    const after = await bo.gql<{ decks: { total: number } }>('{ decks { total } }');
    expect(after.data!.decks.total).toBe(before.data!.decks.total);
    const peek = await bo.gql('query ($id: ID!) { deck(id: $id) { id } }', { id: deck.id });
    expect(peek.errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    // Using it again makes another deck; editing a copy leaves the template as it was.
    const again = await ada.gql<{ useTemplate: Made }>(USE, { s: 'new-team-icebreaker' });
    expect(again.data!.useTemplate.id).not.toBe(deck.id);
    const firstIds = new Set(deck.slides.map((s) => s.id));
    expect(again.data!.useTemplate.slides.filter((s) => firstIds.has(s.id))).toEqual([]);
    const renamed = await ada.gql('mutation ($id: ID!) { updateDeck(id: $id, baseRevision: 1, input: { title: "Our team" }) { title } }', {
      id: deck.id,
    });
    expect(renamed.errors).toBeUndefined();
    expect(t.services.templates.get('new-team-icebreaker')!.deck.title).toBe('Icebreakers for a new team');
  });

  it('needs an account, and a slug that exists', async () => {
    const signedOut = await anonymous('mutation { useTemplate(slug: "friday-happy-hour") { id } }');
    expect(signedOut.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const before = await ada.gql<{ decks: { total: number } }>('{ decks { total } }');
    const unknown = await ada.gql('mutation { useTemplate(slug: "no-such-template") { id } }');
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'TEMPLATE_NOT_FOUND' });
    const after = await ada.gql<{ decks: { total: number } }>('{ decks { total } }');
    expect(after.data!.decks.total).toBe(before.data!.decks.total);
  });
});
