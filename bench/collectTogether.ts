/**
 * When the load generator may collect its garbage. The client processes share one core: one
 * that collected as soon as its own sockets had a state (they did, 200 ms after, until the night
 * of 2026-11-27) stopped the others still reading that state. At 19,000 phones a state takes
 * 200–250 ms to reach everyone, and those collections (35–53 ms of full GC per step) landed
 * inside the steps. So each client says when a state is on all its sockets, and all collect
 * once every one of them has said so.
 */
export class CollectTogether {
  private readonly reached = new Map<number, number>();

  constructor(private readonly clients: number) {}

  /** One client has state `key` on all its sockets; true when that makes every client. */
  noteReached(key: number): boolean {
    const n = (this.reached.get(key) ?? 0) + 1;
    this.reached.set(key, n);
    return n === this.clients;
  }

  /** A new plan numbers its states from 0 again. */
  reset(): void {
    this.reached.clear();
  }
}
