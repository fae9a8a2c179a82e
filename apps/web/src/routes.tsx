import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { JOIN_CODE_ROUTE_PATTERN } from '@mingle/shared';
import type { AuthMode } from './router/guards';

export type Layout = 'default' | 'blank';

/** One page of the seed's route table. A later issue adds its page as one more entry. */
export interface PageRoute {
  /** Stable name, also the React Router route id. */
  name: string;
  /** React Router path syntax: `:id` a parameter, `:id?` an optional one. */
  path: string;
  /** `default` unless the page says otherwise (seed section 2). */
  layout?: Layout;
  /** Signed-in only unless `false` (open to all) or `'guest'` (signed-out only). */
  auth?: AuthMode;
  /** Guards run before the page, in order; `auth` and `referral` by default. */
  guards?: readonly string[];
  /** The page's own validation of its parameters; failing it gives the 404 page. */
  validate?: (params: Params, url: URL) => boolean;
  /** The lazily loaded scene: one chunk per page. */
  scene: () => Promise<{ default: ComponentType }>;
  /** Shown in the tab title as "{title} · Mingle". */
  title?: string;
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

/** The `{code}` rule: one segment of 3 to 10 letters or digits that is not a route word. */
export function isJoinCodeSegment(params: Params): boolean {
  const code = params.code ?? '';
  return JOIN_CODE_ROUTE_PATTERN.test(code) && !RESERVED_ROUTE_WORDS.has(code.toLowerCase());
}

const Login = () => import('./scenes/Login/Login');
const Join = () => import('./scenes/Join/Join');

/**
 * The pages built so far. The rest of the seed's table arrives with the issues that build
 * those pages, one entry each, and until then answers 404:
 * - /account/billing, /account/refer, /account/team (account children)
 * - /analytics, /analytics/participants, /analytics/participants/:email, /analytics/:uuid
 * - /templates, /templates/:tag · /decks/team
 * - /recap, /recap/:uuid · /screencap/:uuid/:slide/:step
 * - /community-list, /contact-sales, /landing, /report, /test
 * - /admin/stats, /admin/users · /embed/auth-state, /embed/decks, /embed/pricing, /embed/sales-form
 * - the chamber-of-commerce imports: {token}, /uscc/2025-import, /uscc/all-chambers
 */
export const pages: readonly PageRoute[] = [
  { name: 'home', path: '/', scene: () => import('./scenes/Home/Home'), title: 'Home' },
  { name: 'login', path: '/login', layout: 'blank', auth: 'guest', scene: Login, title: 'Sign in' },
  { name: 'register', path: '/register', layout: 'blank', auth: 'guest', scene: Login, title: 'Create your account' },
  {
    name: 'confirm-signup',
    path: '/confirm-signup',
    layout: 'blank',
    auth: false,
    scene: () => import('./scenes/ConfirmSignup/ConfirmSignup'),
    title: 'Check your email',
  },
  {
    name: 'confirm-email',
    path: '/confirm-email',
    layout: 'blank',
    auth: false,
    scene: () => import('./scenes/ConfirmEmail/ConfirmEmail'),
    title: 'Confirm your email',
  },
  {
    name: 'reset-password',
    path: '/reset-password',
    layout: 'blank',
    auth: false,
    scene: () => import('./scenes/ResetPassword/ResetPassword'),
    title: 'Reset your password',
  },
  { name: 'account', path: '/account', scene: () => import('./scenes/Account/Account'), title: 'Account' },
  { name: 'decks', path: '/decks', scene: () => import('./scenes/Decks/Decks'), title: 'Decks' },
  { name: 'deck-new', path: '/deck', scene: () => import('./scenes/Deck/NewDeck'), title: 'New deck' },
  { name: 'deck', path: '/deck/:id', scene: () => import('./scenes/Deck/Deck'), title: 'Deck' },
  { name: 'edit', path: '/edit/:id?', scene: () => import('./scenes/Editor/Editor'), title: 'Editor' },
  { name: 'preview', path: '/preview/:id?', scene: () => import('./scenes/Preview/Preview'), title: 'Preview' },
  { name: 'print', path: '/print/:id?', scene: () => import('./scenes/Print/Print'), title: 'Print' },
  { name: 'host', path: '/host/:id?', scene: () => import('./scenes/Host/Host'), title: 'Host' },
  // Live screens draw over the whole window; the blank layout keeps them free of navigation.
  { name: 'event-none', path: '/event', layout: 'blank', auth: false, scene: Join, title: 'Join an event' },
  { name: 'event', path: '/event/:id', layout: 'blank', auth: false, scene: () => import('./scenes/Play/Event'), title: 'Live event' },
  {
    name: 'spectate',
    path: '/spectate/:id',
    layout: 'blank',
    auth: false,
    scene: () => import('./scenes/BigScreen/BigScreen'),
    title: 'Big screen',
  },
  { name: 'go', path: '/go', layout: 'blank', auth: false, scene: Join, title: 'Join an event' },
  // After every named route: React Router ranks static segments above this parameter.
  { name: 'code', path: '/:code', layout: 'blank', auth: false, validate: isJoinCodeSegment, scene: Join, title: 'Join an event' },
];

/** Redirects of the seed; the query string and hash travel along. */
export const redirects: readonly { from: string; to: string }[] = [
  { from: '/popular', to: '/templates' },
  { from: '/events', to: '/analytics' },
];
