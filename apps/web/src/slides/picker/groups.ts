import { isBuiltSlideType, type SlideType } from '@mingle/shared';

/** The groups of the editor's "add slide" picker, in the order they are offered. */
export const PICKER_GROUP_IDS = ['icebreaker', 'quiz', 'opinion', 'presentation'] as const;
export type PickerGroupId = (typeof PICKER_GROUP_IDS)[number];

/*
 * Every slide type of the deck format sits in exactly one group (groups.test.ts holds this
 * against SLIDE_TYPE_NAMES, so a new type cannot be forgotten). Icebreakers come first:
 * they are Mingle's first promise. A type shows once it is built, with no edit here.
 */
const TYPES_BY_GROUP: Readonly<Record<PickerGroupId, readonly SlideType[]>> = {
  icebreaker: ['wouldyourather', 'twotruths', 'whosaid', 'spinner'],
  quiz: ['quiz', 'truefalse', 'typeanswer', 'order', 'number'],
  opinion: ['poll', 'wordcloud', 'opentext', 'scale', 'ranking', 'qna'],
  presentation: ['content', 'leaderboard'],
};

export interface PickerGroup {
  id: PickerGroupId;
  types: readonly SlideType[];
}

/** Every group with every type of the format, built or not. */
export const ALL_PICKER_GROUPS: readonly PickerGroup[] = PICKER_GROUP_IDS.map((id) => ({ id, types: TYPES_BY_GROUP[id] }));

/**
 * The groups the picker offers: only built types, and no group left empty (the icebreakers
 * appear as soon as they are registered).
 */
export function pickerGroups(isBuilt: (type: string) => boolean = isBuiltSlideType): PickerGroup[] {
  return ALL_PICKER_GROUPS.map((g) => ({ id: g.id, types: g.types.filter(isBuilt) })).filter((g) => g.types.length > 0);
}

/** The group a type belongs to. */
export function pickerGroupOf(type: SlideType): PickerGroupId {
  const group = ALL_PICKER_GROUPS.find((g) => g.types.includes(type));
  if (!group) throw new Error(`slide type ${type} is in no picker group`);
  return group.id;
}
