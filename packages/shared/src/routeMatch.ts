import { ROUTE_REDIRECTS, ROUTES, type RouteDefinition, type RouteParams } from './routeTable';

/** What a path opens: a page (its validation passed), a redirect, or nothing (the 404 page). */
export type PathResolution =
  { kind: 'page'; route: RouteDefinition; params: RouteParams } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

interface Candidate {
  matcher: RegExp;
  paramNames: string[];
  score: number;
  target: { kind: 'page'; route: RouteDefinition } | { kind: 'redirect'; to: string };
}

/** `/edit/:id?` is two paths, `/edit` and `/edit/:id`, as React Router explodes it. */
function explodeOptionalSegments(path: string): string[] {
  let paths = [''];
  for (const segment of path.split('/').filter(Boolean)) {
    const optional = segment.endsWith('?');
    const required = optional ? segment.slice(0, -1) : segment;
    const withSegment = paths.map((p) => `${p}/${required}`);
    paths = optional ? [...paths, ...withSegment] : withSegment;
  }
  return paths.map((p) => p || '/');
}

/**
 * React Router's ranking (computeScore): more segments, and static ones (10) above
 * parameters (3), so `/go` beats `/:code` whatever the table's order. Ties keep table order.
 */
function scoreOf(path: string): number {
  const segments = path.split('/');
  return segments.reduce((score, s) => score + (s.startsWith(':') ? 3 : s === '' ? 1 : 10), segments.length);
}

/** React Router's compilePath for our syntax: case-insensitive, trailing slashes allowed. */
function compile(path: string): { matcher: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const source = path
    .replace(/\/+$/, '')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      paramNames.push(name);
      return '/([^\\/]+)';
    });
  return { matcher: new RegExp(`^${source}\\/*$`, 'i'), paramNames };
}

function buildCandidates(): Candidate[] {
  const candidates: Candidate[] = [];
  for (const redirect of ROUTE_REDIRECTS) {
    candidates.push({ ...compile(redirect.from), score: scoreOf(redirect.from), target: { kind: 'redirect', to: redirect.to } });
  }
  for (const route of ROUTES as readonly RouteDefinition[]) {
    for (const path of explodeOptionalSegments(route.path)) {
      candidates.push({ ...compile(path), score: scoreOf(path), target: { kind: 'page', route } });
    }
  }
  // Array.prototype.sort is stable: equal scores keep the order above.
  return candidates.sort((a, b) => b.score - a.score);
}

const CANDIDATES = buildCandidates();

/** Decodes each segment as React Router does; a path with a bad escape is matched as it came. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * What the web app opens at `pathname` (no query, no hash): the same route React Router picks
 * from the web's table, then that route's own validation. A failed validation does not fall
 * through to another route, as in the app: it is the 404 page.
 */
export function resolvePath(pathname: string): PathResolution {
  const decoded = decodePath(pathname.startsWith('/') ? pathname : `/${pathname}`);
  for (const candidate of CANDIDATES) {
    const match = candidate.matcher.exec(decoded);
    if (!match) continue;
    if (candidate.target.kind === 'redirect') return candidate.target;
    const params: Record<string, string> = {};
    candidate.paramNames.forEach((name, i) => {
      const value = match[i + 1];
      if (value !== undefined) params[name] = value.replace(/%2F/g, '/');
    });
    const { route } = candidate.target;
    if (route.validate && !route.validate(params)) return { kind: 'not-found' };
    return { kind: 'page', route, params };
  }
  return { kind: 'not-found' };
}
