/**
 * Who the open question still waits for before it may close early (R5.3): participants who
 * are connected, or dropped less than the grace period ago, and have not answered. The room
 * keeps it up to date as it hears of connections, answers and removals, so knowing whether
 * everyone answered costs a few set operations per stored answer — not a count over the
 * roster per stored batch, which at 10,000 phones made the server fall behind its own answers.
 */
const NOBODY: ReadonlyMap<string, unknown> = new Map();

export class AnsweringWatch {
  /** The question watched ("slideId|round"), or null when none is open. */
  private basis: string | null = null;
  private readonly waiting = new Set<string>();
  private readonly answered = new Set<string>();
  /** Answers stored for a question the room's snapshot has not shown yet. */
  private early: { basis: string; ids: Set<string> } | null = null;
  /** The answers last looked through: a refresh that kept them needs no second look. */
  private seenAnswers: ReadonlyMap<string, unknown> | null = null;
  /** Who sat out the question when last watched (R16.4), to see the host change it. */
  private sittingOut: ReadonlyMap<string, unknown> = NOBODY;

  /**
   * Watches the question `basis` (null: none open). On a new question everyone `toAnswer()`
   * gives who is in the event (`active`) and has no answer in `answers` is waited for; the same
   * question keeps what was learnt since (and never asks, so every refresh stays cheap).
   * `sittingOut` are never waited for: they cannot answer this round (R16.4), so they count as
   * having answered.
   */
  watch(
    basis: string | null,
    active: ReadonlyMap<string, unknown>,
    answers: ReadonlyMap<string, unknown>,
    toAnswer: () => Iterable<string>,
    sittingOut: ReadonlyMap<string, unknown> = NOBODY,
  ): void {
    const sitOutChanged = sittingOut !== this.sittingOut;
    this.sittingOut = sittingOut;
    if (basis === this.basis) {
      // The host may choose who sits out while the question is open (R19.2): from then on they are not waited for.
      if (sitOutChanged) for (const id of sittingOut.keys()) this.answer(id);
      // Answers the snapshot read (another process's, say) that this process never heard of.
      if (answers !== this.seenAnswers) for (const id of answers.keys()) this.answer(id);
      this.seenAnswers = answers;
      return;
    }
    this.basis = basis;
    this.seenAnswers = answers;
    this.waiting.clear();
    this.answered.clear();
    if (basis === null) return;
    for (const id of answers.keys()) this.answered.add(id);
    for (const id of sittingOut.keys()) this.answered.add(id);
    if (this.early?.basis === basis) for (const id of this.early.ids) this.answered.add(id);
    this.early = null;
    for (const id of toAnswer()) if (active.has(id) && !this.answered.has(id)) this.waiting.add(id);
  }

  /** An answer to `basis` was stored. */
  stored(basis: string, participantId: string): void {
    if (basis === this.basis) return this.answer(participantId);
    if (this.early?.basis !== basis) this.early = { basis, ids: new Set() };
    this.early.ids.add(participantId);
  }

  private answer(participantId: string): void {
    this.answered.add(participantId);
    this.waiting.delete(participantId);
  }

  /** A participant (in the event) connected: waited for, unless they answered already. */
  connected(participantId: string): void {
    if (this.basis !== null && !this.answered.has(participantId)) this.waiting.add(participantId);
  }

  /** A participant is no longer waited for: their grace period ran out, or they were removed. */
  left(participantId: string): void {
    this.waiting.delete(participantId);
  }

  /** Whether a question is open and nobody it waits for is left. */
  everyoneAnswered(): boolean {
    return this.basis !== null && this.waiting.size === 0;
  }

  /** The question watched, if any. */
  get question(): string | null {
    return this.basis;
  }
}
