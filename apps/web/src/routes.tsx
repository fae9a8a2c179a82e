import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { isJoinCodeSegment as isJoinCodeRoute } from '@mingle/shared';
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

export { RESERVED_ROUTE_WORDS } from '@mingle/shared';

/** The `{code}` rule: one segment of 3 to 10 letters or digits that is not a route word. */
export function isJoinCodeSegment(params: Params): boolean {
  return isJoinCodeRoute(params.code ?? '');
}

const Login = () => import('./scenes/Login/Login');
/**
 * The participant's pages belong to the phone app (phone.html, ADR 24): reaching one inside
 * this app (a link to /go) loads the page afresh, and the server answers it with phone.html.
 */
const PhonePage = () => import('./scenes/PhonePage/PhonePage');

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
  { name: 'event-none', path: '/event', layout: 'blank', auth: false, scene: PhonePage, title: 'Join an event' },
  { name: 'event', path: '/event/:id', layout: 'blank', auth: false, scene: PhonePage, title: 'Live event' },
  {
    name: 'spectate',
    path: '/spectate/:id',
    layout: 'blank',
    auth: false,
    scene: () => import('./scenes/BigScreen/BigScreen'),
    title: 'Big screen',
  },
  { name: 'go', path: '/go', layout: 'blank', auth: false, scene: PhonePage, title: 'Join an event' },
  // After every named route: React Router ranks static segments above this parameter.
  { name: 'code', path: '/:code', layout: 'blank', auth: false, validate: isJoinCodeSegment, scene: PhonePage, title: 'Join an event' },
];

/** Redirects of the seed; the query string and hash travel along. */
export const redirects: readonly { from: string; to: string }[] = [
  { from: '/popular', to: '/templates' },
  { from: '/events', to: '/analytics' },
];
