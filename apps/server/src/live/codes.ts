import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@mingle/shared';

/** R2.1: a random code of JOIN_CODE_LENGTH characters from JOIN_CODE_ALPHABET (shared with the web). */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** R2.2: codes compare case-insensitively. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}
