import {
  mdiCircle,
  mdiHeart,
  mdiHexagon,
  mdiOctagon,
  mdiPentagon,
  mdiPlusThick,
  mdiRhombus,
  mdiSquare,
  mdiStar,
  mdiTriangle,
} from '@mdi/js';

/** One answer's colour, its text colour and a shape, so answers are told apart without colour too. */
export interface AnswerStyle {
  bg: string;
  ink: string;
  shape: string;
  shapeName: string;
}

/*
 * Kahoot's order (red triangle, blue diamond, yellow circle, green square) is what rooms
 * already know. Ink is chosen per colour for at least 4.5:1 contrast: yellow and orange
 * take dark text, the rest white.
 */
export const ANSWER_STYLES: readonly AnswerStyle[] = [
  { bg: '#e21b3c', ink: '#ffffff', shape: mdiTriangle, shapeName: 'triangle' },
  { bg: '#1368ce', ink: '#ffffff', shape: mdiRhombus, shapeName: 'diamond' },
  { bg: '#f5b800', ink: '#1f1400', shape: mdiCircle, shapeName: 'circle' },
  { bg: '#26890c', ink: '#ffffff', shape: mdiSquare, shapeName: 'square' },
  { bg: '#8a2fd1', ink: '#ffffff', shape: mdiPentagon, shapeName: 'pentagon' },
  { bg: '#0a7e8c', ink: '#ffffff', shape: mdiHexagon, shapeName: 'hexagon' },
  { bg: '#c2185b', ink: '#ffffff', shape: mdiStar, shapeName: 'star' },
  { bg: '#3949ab', ink: '#ffffff', shape: mdiHeart, shapeName: 'heart' },
  { bg: '#ff8a1f', ink: '#1f1000', shape: mdiOctagon, shapeName: 'octagon' },
  { bg: '#00796b', ink: '#ffffff', shape: mdiPlusThick, shapeName: 'cross' },
];

export function answerStyle(index: number): AnswerStyle {
  return ANSWER_STYLES[index % ANSWER_STYLES.length]!;
}

/** True is blue diamond and False red triangle, as Kahoot shows them. */
export const TRUE_FALSE_STYLES: readonly AnswerStyle[] = [ANSWER_STYLES[1]!, ANSWER_STYLES[0]!];
export const TRUE_FALSE_LABELS = ['True', 'False'] as const;

/** Letters read aloud by hosts ("the answer is B"), and shown beside each option in print. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/*
 * The colours the slide views draw text in and on, in one place so that
 * `slideContrast.test.ts` can hold every pair to WCAG AA (ADR 27). A colour added to a view
 * belongs here, with the surface it is drawn on.
 */

/** The big screen's slide background: the stops of its gradient (Screen.module.css `.screen`). */
export const SCREEN_BACKGROUND_STOPS = ['#231057', '#3a1b8c', '#4a23a8'] as const;
/** The glows laid over that gradient, with their strength (Screen.module.css). */
export const SCREEN_GLOWS = [
  { colour: '#ffa01a', alpha: 0.22 },
  { colour: '#2689ec', alpha: 0.25 },
] as const;

/** Words of a word cloud on the big screen, drawn straight on the slide background. */
// Pink, lilac and peach were lightened: under the orange glow they fell to 3.9–4.4:1.
export const SCREEN_WORD_COLOURS = ['#ffffff', '#ffc94d', '#7fd3ff', '#9cf08a', '#ffb8ca', '#dccaff', '#ffc68a', '#7ff0dc'] as const;

/** Words of a word cloud in results on a light surface (host console, results pages). */
export const CLOUD_COLOURS = ['#5b3fd9', '#e21b3c', '#1368ce', '#26890c', '#c2185b', '#0a7e8c', '#b35c00', '#8a2fd1'] as const;

/** Open-text cards; their text is `CARD_INK`. */
export const CARD_COLOURS = ['#fff4c2', '#d9f2ff', '#ffe0e6', '#dcf7d4', '#ece3ff', '#ffe6cc'] as const;
export const CARD_INK = '#17122e';

/** The podium's steps, first to third, with their number in `PODIUM_INK` (Leaderboard.module.css). */
export const PODIUM_COLOURS = ['#ffc94d', '#d9dde8', '#f0a868'] as const;
export const PODIUM_INK = '#231057';

/** Text drawn on the slide background or on a white card of the big screen, from the CSS modules. */
export const SCREEN_TEXT = {
  /** Titles, bodies, answer counts on the background. */
  onBackground: ['#ffffff', '#ffc94d', '#ffe08a'],
  /** On the white question card and leaderboard rows: text, placeholders, ranks, the correct mark. */
  onCard: ['#14102b', '#17122e', '#6b6585', '#5b3fd9', '#1b7f0b'],
} as const;

/** The phone's surface and the text on it; the result banners with white text (Phone.module.css). */
export const PHONE_SURFACE = '#f4f1fb';
export const PHONE_TEXT = ['#17122e', '#5b5672'] as const;
export const PHONE_BANNERS = ['#1f7a0a', '#c4122f', '#4b3a8f'] as const;

/** Scale slides on the phone (scale/ScalePhone.module.css): the cards are white. */
export const SCALE_PHONE = {
  /** Statements, end labels, notes, "You" and "Room" on a white card. */
  onCard: ['#17122e', '#5b5672', '#4b3a8f'],
  /** A value not chosen: its number on its fill, and its border against the card (3:1, WCAG 1.4.11). */
  value: { ink: '#17122e', fill: '#f4f1fb', border: '#857ea3' },
  /** The chosen value: white on the dark fill. */
  chosen: { ink: '#ffffff', fill: '#4b3a8f' },
} as const;

/**
 * Would you rather's halves on the big screen (wouldyourather/WouldYouRather.module.css): A and B
 * take the first two answer colours; the part of a half not yet filled is that colour mixed
 * into `tint.base` at `tint.share` (CSS `color-mix`), and white text runs over both. Names sit
 * on chips of white at `chip.alpha` in `chipInk`; the "+N more" chip is white on `moreChip`.
 */
export const WYR_SCREEN = {
  tint: { base: '#1a0d40', share: 0.38 },
  chip: { colour: '#ffffff', alpha: 0.95 },
  chipInk: '#17122e',
  moreChip: { colour: '#17122e', alpha: 0.75 },
} as const;
