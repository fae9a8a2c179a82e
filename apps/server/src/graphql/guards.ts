import type { MercuriusContext } from 'mercurius';
import { forbidden, unauthenticated } from '../lib/errors';
import type { Viewer } from './context';

export function requireViewer(ctx: MercuriusContext): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

export function requireAdmin(ctx: MercuriusContext): Viewer {
  const viewer = requireViewer(ctx);
  if (!viewer.scope.includes('admin')) throw forbidden('Only administrators can do this');
  return viewer;
}
