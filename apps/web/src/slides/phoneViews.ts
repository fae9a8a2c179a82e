import type { PhoneSlideType } from './types';

/**
 * The phone app's slide types (ADR 24): each type folder's `phone.ts`, found by name so a new
 * type registers its phone view by having one. The phone loads no editor, big-screen view or
 * component library. The same components are the editor's phone previews (registry.ts). Each
 * phone view is a few KB; they load with the app so a question never waits on a chunk over a
 * venue's network.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous map: each entry is typed by its own slide
const modules = import.meta.glob<{ phone: PhoneSlideType<any, any> }>('./*/phone.ts', { eager: true });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export const PHONE_SLIDE_TYPES: Readonly<Record<string, PhoneSlideType<any, any>>> = Object.fromEntries(
  Object.values(modules).map(({ phone }) => [phone.type, phone]),
);

/** A type's phone entry, so callers render `<phone.PhoneView>`, a stable component. */
export function phoneSlideOf(type: string): PhoneSlideType | undefined {
  return PHONE_SLIDE_TYPES[type] as PhoneSlideType | undefined;
}
