import { parentPort } from 'node:worker_threads';
import { sanitizeSvg, SvgRefused } from './svg';

/** What the sanitiser thread answers: the clean SVG, or why it was refused, or a fault. */
export type SvgAnswer = { id: number; svg: string } | { id: number; refused: string } | { id: number; fault: string };

parentPort?.on('message', ({ id, text }: { id: number; text: string }) => {
  let answer: SvgAnswer;
  try {
    answer = { id, svg: sanitizeSvg(text) };
  } catch (err) {
    answer = err instanceof SvgRefused ? { id, refused: err.message } : { id, fault: err instanceof Error ? err.message : String(err) };
  }
  parentPort?.postMessage(answer);
});
