import { QNA_LIMITS, qnaTextProblem } from '@mingle/shared';

/**
 * The seat of a phone in an event: the participant token the server gave at joining, kept
 * in localStorage so a reload, a sleeping phone or a closed tab comes back as the same
 * person with the same score (PRODUCT.md, "nobody loses their seat"). One key per event.
 */
export const PARTICIPANT_PREFIX = 'mingle.participant.';

/** An answer sent but not yet acknowledged; resent on reconnect (the server takes it once). */
export interface PendingAnswer {
  slideId: string;
  round: number;
  answer: unknown;
}

/** A Q&A question asked but not yet acknowledged; resent after a reload (the server takes the same text once). */
export interface PendingQuestion {
  eventId: string;
  slideId: string;
  text: string;
  showName: boolean;
}

/**
 * Questions kept with a seat at most: a participant has at most this many waiting in a Q&A
 * (R15.3), so more would only be refused, and the seat's storage stays small.
 */
export const STORED_QUESTIONS_MAX = QNA_LIMITS.waitingPerParticipant;

export interface StoredParticipant {
  eventId: string;
  participantToken: string;
  nickname: string;
  /** The join code, so the join screen can offer "Continue as …" before asking the server. */
  code?: string;
  pending?: PendingAnswer;
  /** Questions waiting for their receipt, in the order asked. */
  questions?: PendingQuestion[];
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const keyOf = (eventId: string) => PARTICIPANT_PREFIX + eventId;

function parse(raw: string | null): StoredParticipant | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredParticipant> | null;
    if (!value || typeof value.eventId !== 'string' || typeof value.participantToken !== 'string' || typeof value.nickname !== 'string')
      return null;
    if (!value.eventId || !value.participantToken) return null;
    const { questions, ...seat } = value as StoredParticipant;
    const kept = pendingQuestionsOf(questions, seat.eventId);
    return kept.length ? { ...seat, questions: kept } : seat;
  } catch {
    return null;
  }
}

/**
 * The stored questions worth sending again: another build, another tab or a hand in the
 * devtools may have written anything there, and a bad entry must not stop the phone.
 */
function pendingQuestionsOf(value: unknown, eventId: string): PendingQuestion[] {
  if (!Array.isArray(value)) return [];
  const kept: PendingQuestion[] = [];
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const q = item as Partial<Record<keyof PendingQuestion, unknown>>;
    if (q.eventId !== eventId || typeof q.slideId !== 'string' || !q.slideId) continue;
    if (typeof q.text !== 'string' || qnaTextProblem(q.text) || typeof q.showName !== 'boolean') continue;
    kept.push({ eventId, slideId: q.slideId, text: q.text, showName: q.showName });
    if (kept.length === STORED_QUESTIONS_MAX) break;
  }
  return kept;
}

const sameQuestion = (a: PendingQuestion, b: PendingQuestion) => a.slideId === b.slideId && a.text === b.text;

/**
 * The stored list with one tab's old entries taken out and its current ones added, in order,
 * each question once: the same text in the same Q&A is the same question to the server (R15.2).
 */
function withOwnQuestions(
  stored: readonly PendingQuestion[],
  before: readonly PendingQuestion[],
  now: readonly PendingQuestion[],
): PendingQuestion[] {
  const others = stored.filter((q) => !before.some((b) => sameQuestion(b, q)));
  const merged = [...others];
  for (const q of now) if (!merged.some((m) => sameQuestion(m, q))) merged.push(q);
  return merged;
}

export class ParticipantStore {
  constructor(private readonly storage: KeyValueStore) {}

  load(eventId: string): StoredParticipant | null {
    try {
      return parse(this.storage.getItem(keyOf(eventId)));
    } catch {
      // Storage can throw (private mode, blocked cookies): then this browser has no seat.
      return null;
    }
  }

  save(participant: StoredParticipant): void {
    const { questions, ...seat } = participant;
    // Bounded here, whoever asks: an empty list is no list.
    const kept = questions?.slice(0, STORED_QUESTIONS_MAX);
    try {
      this.storage.setItem(keyOf(seat.eventId), JSON.stringify(kept?.length ? { ...seat, questions: kept } : seat));
    } catch {
      /* a full or blocked storage only loses the seat on reload; the game goes on */
    }
  }

  update(eventId: string, patch: Partial<Omit<StoredParticipant, 'eventId'>>): void {
    const current = this.load(eventId);
    if (current) this.save({ ...current, ...patch });
  }

  /**
   * Replaces one tab's waiting questions in the seat, leaving any other tab's: every tab of a
   * seat shares one stored list, and writing a tab's own list over it lost the questions another
   * tab of the same phone still waited to send (a reload there found none). `before` is what
   * this tab wrote last; only those entries are its to drop.
   */
  private replaceQuestions(eventId: string, before: readonly PendingQuestion[], now: readonly PendingQuestion[]): void {
    const current = this.load(eventId);
    if (current) this.save({ ...current, questions: withOwnQuestions(current.questions ?? [], before, now) });
  }

  /**
   * One tab's hold on its seat's waiting questions: what the last page left (this tab sends
   * those now, so they become its own) and how to keep its list after every change without
   * touching another tab's.
   */
  questionSeat(seat: StoredParticipant): { restored: readonly PendingQuestion[]; persist(questions: PendingQuestion[]): void } {
    let written: readonly PendingQuestion[] = seat.questions ?? [];
    return {
      restored: written,
      persist: (questions) => {
        this.replaceQuestions(seat.eventId, written, questions);
        written = questions;
      },
    };
  }

  forget(eventId: string): void {
    try {
      this.storage.removeItem(keyOf(eventId));
    } catch {
      /* nothing to do */
    }
  }

  /** The seat this browser holds for an event with this code, if any (codes are case-insensitive). */
  findByCode(code: string): StoredParticipant | null {
    const wanted = code.toUpperCase();
    try {
      for (let i = 0; i < this.storage.length; i++) {
        const key = this.storage.key(i);
        if (!key?.startsWith(PARTICIPANT_PREFIX)) continue;
        const found = parse(this.storage.getItem(key));
        if (found?.code?.toUpperCase() === wanted) return found;
      }
    } catch {
      /* as in load */
    }
    return null;
  }
}

/** The browser's store; made on demand so importing this module in tests touches nothing. */
export function participantStore(): ParticipantStore {
  return new ParticipantStore(window.localStorage);
}
