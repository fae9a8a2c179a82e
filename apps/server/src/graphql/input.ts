import { GraphQLError } from 'graphql';
import { GraphQLErrorCode, MAX_VARIABLES_DEPTH, Reason } from '@mingle/shared';

/**
 * Checks an operation's variables before anything reads them: no object or list nested deeper
 * than MAX_VARIABLES_DEPTH (JSON.stringify, zod and the database driver recurse once per level
 * and would overflow the stack on a deep value: a crash, not an answer), and no NUL in any text
 * or key (PostgreSQL stores it in neither text nor JSON). A loop, not a recursion. Files of a
 * multipart upload and other class instances are left alone.
 */
export function checkVariables(variables: unknown): GraphQLError | null {
  const stack: [unknown, number][] = [[variables, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) return nulError();
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const isList = Array.isArray(value);
    const proto: unknown = Object.getPrototypeOf(value);
    if (!isList && proto !== Object.prototype && proto !== null) continue;
    if (depth >= MAX_VARIABLES_DEPTH)
      return new GraphQLError(`Variables may nest objects and lists at most ${MAX_VARIABLES_DEPTH} deep.`, {
        extensions: { code: GraphQLErrorCode.VARIABLES_TOO_DEEP, reason: Reason.VARIABLES_TOO_DEEP },
      });
    if (isList) for (const item of value as unknown[]) stack.push([item, depth + 1]);
    else
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return nulError();
        stack.push([item, depth + 1]);
      }
  }
  return null;
}

const nulError = () =>
  new GraphQLError('Text may not contain the NUL character (U+0000).', {
    extensions: { code: GraphQLErrorCode.BAD_REQUEST, reason: Reason.BAD_REQUEST },
  });
