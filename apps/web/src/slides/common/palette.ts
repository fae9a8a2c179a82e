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
