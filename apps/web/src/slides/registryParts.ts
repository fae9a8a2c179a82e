import type { SlideTypeDefinition } from '@mingle/shared';
import type { PhoneSlideType, WebSlideType } from './types';

/** Any entry of each registry, read only for which parts it has. */
type Parts<T> = { readonly [K in keyof T]?: unknown };
type SharedParts = Parts<SlideTypeDefinition> & Pick<SlideTypeDefinition, 'steps' | 'scored'>;

/**
 * The parts a playable slide type must bring (issue 17): the shared rules, the web app's
 * screens and the phone's view. Returns what is missing, named, so the registry test says
 * which part of which type to write. Kept apart from the test so a test can check it fails.
 */
export function missingParts(
  shared: SharedParts | undefined,
  web: Parts<WebSlideType> | undefined,
  phone: Parts<PhoneSlideType> | undefined,
): string[] {
  if (!shared) return ['shared definition'];
  const missing: string[] = [];
  const need = (ok: boolean, part: string) => {
    if (!ok) missing.push(part);
  };
  need(!!shared.schema, 'schema');
  need(typeof shared.create === 'function', 'create');
  need(typeof shared.publicContent === 'function', 'publicContent');
  const answered = shared.steps.some((s) => s === 'answering' || s === 'open');
  if (answered) {
    need(!!shared.answerSchema, 'answerSchema');
    need(typeof shared.aggregate === 'function', 'aggregate (results)');
    need(typeof shared.simulate === 'function', 'simulate (previews)');
    need(typeof shared.answerInWords === 'function', 'answerInWords (reports)');
  }
  if (shared.scored) need(typeof shared.score === 'function', 'score');
  need(!!web, 'web type');
  if (web) {
    need(!!web.Editor, 'editor form');
    need(!!web.ScreenView, 'big-screen view');
    need(!!web.Results, 'results view');
    need(!!web.PhoneView, 'phone view (web)');
    need(typeof web.solutionText === 'function', 'solution text');
    need(typeof web.print === 'function', 'print facts');
    need(typeof web.summary === 'function', 'summary');
    need(!!web.icon, 'icon');
  }
  need(!!phone?.PhoneView, 'phone view (phone app, slides/<type>/phone.ts)');
  return missing;
}
