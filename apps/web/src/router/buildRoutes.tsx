import { Outlet, redirect, type RouteObject } from 'react-router';
import { AppFrame } from '../components/AppFrame';
import { BlankLayout, DefaultLayout, PublicLayout } from '../components/Layouts';
import { RouteErrorPage } from '../components/ErrorPage';
import { StartingUp } from '../components/StartingUp';
import { pages, redirects, type Layout, type PageRoute } from '../routes';
import { withChunkTimeout } from './chunkReload';
import { notFound } from './errors';
import { DEFAULT_GUARDS, runGuards, type Guard, type GuardContext } from './guards';

export type GuardServices = Omit<GuardContext, 'url' | 'auth'> & {
  /**
   * The hash of the location being opened. A loader's request carries no fragment, yet the
   * remembered path must be the full one (`/account?x=1#password`); the router knows it.
   */
  hashOf?: (url: URL) => string;
};

function pageRoute(page: PageRoute, services: GuardServices, registry?: Readonly<Record<string, Guard>>): RouteObject {
  return {
    id: page.name,
    path: page.path,
    handle: { title: page.title },
    loader: async ({ request, params }) => {
      const url = new URL(request.url);
      url.hash = services.hashOf?.(url) ?? '';
      if (page.validate && !page.validate(params, url)) throw notFound();
      const target = await runGuards(page.guards ?? DEFAULT_GUARDS, { ...services, url, auth: page.auth ?? 'required' }, registry);
      if (target) throw redirect(target);
      return null;
    },
    lazy: async () => {
      const scene = await withChunkTimeout(page.scene);
      return { Component: scene.default };
    },
  };
}

/**
 * The route tree: a frame (loading bar, offline banner, scrolling) around four layouts, each
 * with its pages and its own error page, plus the redirects and a catch-all 404.
 */
export function buildRoutes(
  services: GuardServices,
  options: { pages?: readonly PageRoute[]; registry?: Readonly<Record<string, Guard>> } = {},
): RouteObject[] {
  const list = options.pages ?? pages;
  const inLayout = (layout: Layout) =>
    list.filter((p) => (p.layout ?? 'default') === layout).map((p) => pageRoute(p, services, options.registry));
  return [
    {
      id: 'root',
      element: <AppFrame />,
      HydrateFallback: StartingUp,
      errorElement: <RouteErrorPage layout="blank" />,
      children: [
        ...redirects.map((r): RouteObject => ({
          path: r.from,
          loader: ({ request }) => {
            const url = new URL(request.url);
            return redirect(r.to + url.search + url.hash);
          },
        })),
        {
          id: 'layout-default',
          element: <DefaultLayout />,
          errorElement: <RouteErrorPage layout="default" />,
          children: [
            ...inLayout('default'),
            {
              id: 'not-found',
              path: '*',
              loader: () => {
                throw notFound();
              },
            },
          ],
        },
        { id: 'layout-blank', element: <BlankLayout />, errorElement: <RouteErrorPage layout="blank" />, children: inLayout('blank') },
        { id: 'layout-public', element: <PublicLayout />, errorElement: <RouteErrorPage layout="public" />, children: inLayout('public') },
        // A page that is its own whole document (the screencap, ADR 45); its errors get the blank frame.
        { id: 'layout-bare', element: <Outlet />, errorElement: <RouteErrorPage layout="blank" />, children: inLayout('bare') },
      ],
    },
  ];
}
