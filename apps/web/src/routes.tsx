import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { ROUTES, ROUTE_REDIRECTS, type RouteName } from '@mingle/shared';
import type { AuthMode } from './router/guards';

/**
 * `public`: a page for anyone, signed in or not, without the app's navigation (a recap).
 * `bare`: nothing around the page at all, not even the wordmark (a recap slide drawn as an image).
 */
export type Layout = 'default' | 'blank' | 'public' | 'bare';

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

const Login = () => import('./scenes/Login/Login');
/**
 * The participant's pages belong to the phone app (phone.html, ADR 24): reaching one inside
 * this app (a link to /go) loads the page afresh, and the server answers it with phone.html.
 */
const PhonePage = () => import('./scenes/PhonePage/PhonePage');

/** What the web adds to a route of the shared table (packages/shared routeTable.ts). */
type PageDetails = Omit<PageRoute, 'name' | 'path' | 'validate'>;

/**
 * Each route's scene, layout, guards and title. Paths and parameter checks come from the
 * shared table, which the server answers by too (200 or 404); a Record over every route
 * name, so a route added there does not compile here until it has a scene.
 */
const DETAILS: Record<RouteName, PageDetails> = {
  home: { scene: () => import('./scenes/Home/Home'), title: 'Home' },
  login: { layout: 'blank', auth: 'guest', scene: Login, title: 'Sign in' },
  register: { layout: 'blank', auth: 'guest', scene: Login, title: 'Create your account' },
  'confirm-signup': {
    layout: 'blank',
    auth: false,
    scene: () => import('./scenes/ConfirmSignup/ConfirmSignup'),
    title: 'Check your email',
  },
  'confirm-email': { layout: 'blank', auth: false, scene: () => import('./scenes/ConfirmEmail/ConfirmEmail'), title: 'Confirm your email' },
  'reset-password': {
    layout: 'blank',
    auth: false,
    scene: () => import('./scenes/ResetPassword/ResetPassword'),
    title: 'Reset your password',
  },
  account: { scene: () => import('./scenes/Account/Account'), title: 'Account' },
  decks: { scene: () => import('./scenes/Decks/Decks'), title: 'Decks' },
  'deck-new': { scene: () => import('./scenes/Deck/NewDeck'), title: 'New deck' },
  deck: { scene: () => import('./scenes/Deck/Deck'), title: 'Deck' },
  edit: { scene: () => import('./scenes/Editor/Editor'), title: 'Editor' },
  preview: { scene: () => import('./scenes/Preview/Preview'), title: 'Preview' },
  print: { scene: () => import('./scenes/Print/Print'), title: 'Print' },
  host: { scene: () => import('./scenes/Host/Host'), title: 'Host' },
  analytics: { scene: () => import('./scenes/Analytics/Analytics'), title: 'Analytics' },
  'analytics-participants': { scene: () => import('./scenes/Analytics/Participants'), title: 'Participants' },
  'analytics-participant': { scene: () => import('./scenes/Analytics/Participant'), title: 'Participant' },
  'analytics-report': { scene: () => import('./scenes/Analytics/EventReport'), title: 'Event report' },
  recaps: { scene: () => import('./scenes/Recap/Recaps'), title: 'Recaps' },
  // Open to everyone: signed-out visitors browse templates and sign up to use one.
  templates: { auth: false, scene: () => import('./scenes/Templates/Templates'), title: 'Templates' },
  'templates-tag': { auth: false, scene: () => import('./scenes/Templates/Templates'), title: 'Templates' },
  // Open to everyone: a visitor reports a public deck without an account (ADR 52).
  report: { auth: false, scene: () => import('./scenes/Report/Report'), title: 'Report a problem' },
  community: { auth: false, scene: () => import('./scenes/Community/Community'), title: 'Community' },
  // In other sites' iframes: nothing of the app around it (ADR 51).
  'embed-decks': { layout: 'bare', auth: false, scene: () => import('./scenes/Community/EmbedDecks'), title: 'Community decks' },
  recap: { layout: 'public', auth: false, scene: () => import('./scenes/Recap/Recap'), title: 'Recap' },
  landing: {
    layout: 'public',
    auth: false,
    scene: () => import('./scenes/Landing/Landing'),
    title: 'Live group games for teams and events',
  },
  // Chrome-less: the server's slide renderer shoots it at 1280×720 (ADR 45).
  screencap: { layout: 'bare', auth: false, scene: () => import('./scenes/Screencap/Screencap'), title: 'Recap slide' },
  // Live screens draw over the whole window; the blank layout keeps them free of navigation.
  'event-none': { layout: 'blank', auth: false, scene: PhonePage, title: 'Join an event' },
  event: { layout: 'blank', auth: false, scene: PhonePage, title: 'Live event' },
  spectate: { layout: 'blank', auth: false, scene: () => import('./scenes/BigScreen/BigScreen'), title: 'Big screen' },
  go: { layout: 'blank', auth: false, scene: PhonePage, title: 'Join an event' },
  code: { layout: 'blank', auth: false, scene: PhonePage, title: 'Join an event' },
};

/** The pages built so far: the shared table's routes, in its order, with their scenes. */
export const pages: readonly PageRoute[] = ROUTES.map((route): PageRoute => {
  const validate = 'validate' in route ? route.validate : undefined;
  return { name: route.name, path: route.path, ...(validate ? { validate } : {}), ...DETAILS[route.name] };
});

/** Redirects of the seed (shared with the server); the query string and hash travel along. */
export const redirects: readonly { from: string; to: string }[] = ROUTE_REDIRECTS;
