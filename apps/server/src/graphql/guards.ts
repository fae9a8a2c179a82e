import { Reason } from '@mingle/shared';
import type { MercuriusContext } from 'mercurius';
import { appError, unauthenticated } from '../lib/errors';
import type { Viewer } from './context';

export function requireViewer(ctx: MercuriusContext): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

export function requireAdmin(ctx: MercuriusContext): Viewer {
  const viewer = requireViewer(ctx);
  if (!viewer.scope.includes('admin')) throw appError(Reason.ADMIN_ONLY, 'Only administrators can do this');
  return viewer;
}
