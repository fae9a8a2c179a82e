import type { MessageId, MessageValues, Translate } from '../i18n/speaking';

/**
 * Something to tell the person, not yet in a language: a catalog message, or the server's
 * own sentence for a reason this build does not know. Rules return these; views translate.
 */
export type Words = { id: MessageId; values?: MessageValues } | { text: string };

export const words = (id: MessageId, values?: MessageValues): Words => (values ? { id, values } : { id });

export function say(t: Translate, w: Words): string {
  return 'text' in w ? w.text : t(w.id, w.values);
}
