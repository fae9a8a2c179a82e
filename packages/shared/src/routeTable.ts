import { isEmailAddress } from './email';
import { isUuid } from './protocol';
import { JOIN_CODE_ROUTE_PATTERN } from './routes';
import { isTemplateTag } from './templates';

/**
 * Which built page serves a route: `app` is the whole web app (index.html); `phone` is the
 * participant's light entry (phone.html), served in its place where it has been built.
 */
export type RouteSurface = 'app' | 'phone';

/** A route's parameters as its path names them; the shape React Router's `Params` has. */
export type RouteParams = Readonly<Partial<Record<string, string>>>;

/**
 * One path of the seed's route table (section 2) that a page answers. The web adds each one's
 * scene, layout, guards and title; the server answers 200 for it and 404 for anything else.
 */
export interface RouteDefinition {
  /** Stable name, also the React Router route id. */
  readonly name: string;
  /** React Router path syntax: `:id` a parameter, `:id?` an optional one. */
  readonly path: string;
  readonly surface: RouteSurface;
  /** The page's own check of its parameters; failing it is the 404 page, and HTTP 404. */
  readonly validate?: (params: RouteParams) => boolean;
}

/**
 * First segments of every route in the seed's table, built or not. A `{code}` that equals
 * one of them is the named route (or its 404 until that page exists), never a join code:
 * the named routes come first.
 */
export const RESERVED_ROUTE_WORDS: ReadonlySet<string> = new Set([
  'login',
  'register',
  'confirm-email',
  'confirm-signup',
  'reset-password',
  'account',
  'analytics',
  'templates',
  'decks',
  'deck',
  'edit',
  'preview',
  'host',
  'event',
  'spectate',
  'go',
  'print',
  'recap',
  'screencap',
  'community-list',
  'contact-sales',
  'landing',
  'report',
  'test',
  'admin',
  'embed',
  'uscc',
  'popular',
  'events',
  'v1',
  'readyz',
]);

/** `{slide}` of a screencap address (ADR 45): the slide's 1-based place in the recap's list, digits only. */
export function parseScreencapSlide(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,3}$/.test(text)) return null;
  return Number(text);
}

/** The `{code}` rule: one segment of 3 to 10 letters or digits that is not a route word. */
export function isJoinCodeSegment(params: RouteParams): boolean {
  const code = params.code ?? '';
  return JOIN_CODE_ROUTE_PATTERN.test(code) && !RESERVED_ROUTE_WORDS.has(code.toLowerCase());
}

/**
 * The pages built so far, in the web's order. The rest of the seed's table arrives with the
 * issues that build those pages, one entry each (and its scene in the web), and until then
 * answers 404:
 * - /account/billing, /account/refer, /account/team (account children)
 * - /decks/team
 * - /contact-sales, /test
 * - /admin/stats, /admin/users · /embed/auth-state, /embed/pricing, /embed/sales-form
 * - the chamber-of-commerce imports: {token}, /uscc/2025-import, /uscc/all-chambers
 *
 * Deck and event ids are not checked here: whether one exists (and is yours) is known only
 * after asking the API, and the page then shows its own 404 or "could not be found".
 */
export const ROUTES = [
  { name: 'home', path: '/', surface: 'app' },
  { name: 'login', path: '/login', surface: 'app' },
  { name: 'register', path: '/register', surface: 'app' },
  { name: 'confirm-signup', path: '/confirm-signup', surface: 'app' },
  { name: 'confirm-email', path: '/confirm-email', surface: 'app' },
  { name: 'reset-password', path: '/reset-password', surface: 'app' },
  { name: 'account', path: '/account', surface: 'app' },
  { name: 'decks', path: '/decks', surface: 'app' },
  { name: 'deck-new', path: '/deck', surface: 'app' },
  { name: 'deck', path: '/deck/:id', surface: 'app' },
  { name: 'edit', path: '/edit/:id?', surface: 'app' },
  { name: 'preview', path: '/preview/:id?', surface: 'app' },
  { name: 'print', path: '/print/:id?', surface: 'app' },
  { name: 'host', path: '/host/:id?', surface: 'app' },
  { name: 'analytics', path: '/analytics', surface: 'app' },
  // Static segments outrank the id (here and in React Router); the id route checks its id too.
  { name: 'analytics-participants', path: '/analytics/participants', surface: 'app' },
  // Only an email address: anything else names nobody, the same 404 as an address of nobody of mine.
  {
    name: 'analytics-participant',
    path: '/analytics/participants/:email',
    surface: 'app',
    validate: (params: RouteParams) => isEmailAddress(params.email ?? ''),
  },
  // Only an event id: `/analytics/participants` is its own page, not a report.
  { name: 'analytics-report', path: '/analytics/:uuid', surface: 'app', validate: (params: RouteParams) => isUuid(params.uuid) },
  { name: 'recaps', path: '/recap', surface: 'app' },
  // A recap id; whether it is shown is the server's answer (the page's 404, and HTTP 404, ADR 43).
  { name: 'recap', path: '/recap/:uuid', surface: 'app', validate: (params: RouteParams) => isUuid(params.uuid) },
  { name: 'landing', path: '/landing', surface: 'app' },
  // One recap slide at one step, chrome-less at 1280×720 (ADR 45): a recap id, a slide number, a step word.
  {
    name: 'screencap',
    path: '/screencap/:uuid/:slide/:step',
    surface: 'app',
    validate: (params: RouteParams) =>
      isUuid(params.uuid) && parseScreencapSlide(params.slide) !== null && /^[a-z]{1,20}$/.test(params.step ?? ''),
  },
  // The template gallery (ADR 0049); a tag outside the fixed list is the 404 page.
  { name: 'templates', path: '/templates', surface: 'app' },
  { name: 'templates-tag', path: '/templates/:tag', surface: 'app', validate: (params: RouteParams) => isTemplateTag(params.tag ?? '') },
  // The community list (ADR 51), and the same gallery for other sites' iframes.
  { name: 'community', path: '/community-list', surface: 'app' },
  { name: 'embed-decks', path: '/embed/decks', surface: 'app' },
  // Reports of abuse and problems, for everyone; admins review them on the same page (ADR 52).
  { name: 'report', path: '/report', surface: 'app' },
  { name: 'event-none', path: '/event', surface: 'phone' },
  { name: 'event', path: '/event/:id', surface: 'phone' },
  { name: 'spectate', path: '/spectate/:id', surface: 'app' },
  { name: 'go', path: '/go', surface: 'phone' },
  // Ranked below every static path by the matcher (as by React Router), whatever its place.
  { name: 'code', path: '/:code', surface: 'phone', validate: isJoinCodeSegment },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** Redirects of the seed; the query string and hash travel along. */
export const ROUTE_REDIRECTS: readonly { readonly from: string; readonly to: string }[] = [
  { from: '/popular', to: '/templates' },
  { from: '/events', to: '/analytics' },
];
