/**
 * One host command at a time for each position of the event. A double press of → in front
 * of the room must not skip the reveal, so a press while a command is on its way is dropped —
 * unless the screen already shows that the event moved: the new step can arrive on the
 * subscription before the command's own answer, and a press on it is meant.
 */
export class CommandGate {
  private pending: { position: string } | null = null;

  /** A token for a command sent at `position`, or null when one from there is still on its way. */
  tryStart(position: string): object | null {
    if (this.pending && this.pending.position === position) return null;
    const token = { position };
    this.pending = token;
    return token;
  }

  finish(token: object): void {
    if (this.pending === token) this.pending = null;
  }

  get busy(): boolean {
    return this.pending !== null;
  }
}

/** Where the event stands, as far as the host's next press is concerned. */
export function positionOf(
  live: { status: string; slideIndex: number; step: string | null; round: number; paused: boolean } | undefined,
): string {
  return live ? `${live.status}|${live.slideIndex}|${live.step ?? ''}|${live.round}|${live.paused ? 'paused' : ''}` : '';
}
