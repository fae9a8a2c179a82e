import { randomInt } from 'node:crypto';

/** R2.1: no 0/O, 1/I/L, so a code read off a projector is typed right. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;

export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** R2.2: codes compare case-insensitively. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}
