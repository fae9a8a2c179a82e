/** Limits of deck format v1. Both the editor and the server enforce them. */
export const DECK_LIMITS = {
  slides: 200,
  title: 120,
  description: 1000,
  tags: 10,
  tag: 30,
  question: 300,
  optionText: 120,
  body: 5000,
  notes: 2000,
  explanation: 500,
  imageUrl: 500,
  slideId: 64,
} as const;

export const TIME_LIMIT = { min: 5, max: 240, default: 20 } as const;

/** Points a scored slide is worth: standard, double, or none. */
export const POINTS = { standard: 1000, double: 2000, none: 0 } as const;
export type PointsSetting = keyof typeof POINTS;
