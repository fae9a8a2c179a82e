/** Where the send times of one question's answering step are noted, one phone after another. */
export interface AnsweringTimes {
  /** Notes the first time `participantId` was sent the step; later sends keep the first. */
  note(participantId: string, at: number): void;
}

interface QuestionTimes {
  key: string;
  times: Map<string, number>;
}

const keyOf = (slideId: string, round: number) => `${slideId}|${round}`;

/**
 * When each participant was first sent the answering step of a question (R6.2): the start of
 * their answer time. One per room — the process holding a phone's socket is the one that sent
 * it the question and, over that socket, receives its answer. Only the open question takes
 * answers, so the times of the question before it are the only others kept (an answer sent
 * just before the host moved on still finds its time); memory is two questions' phones at most.
 */
export class AnsweringSendTimes {
  private current: QuestionTimes | null = null;
  private previous: QuestionTimes | null = null;

  /**
   * The times of one question's answering step. A fan-out takes this once per state and notes
   * each phone in it, instead of looking the question up for each of 10,000 phones.
   */
  of(slideId: string, round: number): AnsweringTimes {
    const key = keyOf(slideId, round);
    let q = this.current?.key === key ? this.current : this.previous?.key === key ? this.previous : null;
    if (!q) {
      q = { key, times: new Map() };
      this.previous = this.current;
      this.current = q;
    }
    const { times } = q;
    return {
      note(participantId, at) {
        if (!times.has(participantId)) times.set(participantId, at);
      },
    };
  }

  /** When `participantId` was first sent the answering step of this question, if it was. */
  sentAt(slideId: string, round: number, participantId: string): number | undefined {
    const key = keyOf(slideId, round);
    const q = this.current?.key === key ? this.current : this.previous?.key === key ? this.previous : null;
    return q?.times.get(participantId);
  }
}
