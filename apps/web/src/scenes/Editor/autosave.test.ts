import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosave, backoffDelay, type FailureKind } from './autosave';

interface Call {
  doc: string;
  base: number;
  resolve(revision: number): void;
  reject(error: unknown): void;
}

/** A save function whose calls the test answers one by one. */
function fakeServer() {
  const calls: Call[] = [];
  const save = (doc: string, base: number) =>
    new Promise<{ revision: number }>((resolve, reject) => {
      calls.push({ doc, base, resolve: (revision) => resolve({ revision }), reject });
    });
  return { calls, save };
}

class Failure extends Error {
  constructor(readonly kind: FailureKind) {
    super(kind === 'retry' ? 'Could not reach Mingle' : kind);
  }
}

const classify = (error: unknown) => ({ kind: (error as Failure).kind, message: (error as Error).message });

function setup(revision = 1) {
  const server = fakeServer();
  const saved: number[] = [];
  const autosave = new Autosave<string, { revision: number }>({
    revision,
    save: server.save,
    classify,
    onSaved: (r) => saved.push(r.revision),
  });
  return { server, autosave, saved };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave', () => {
  it('saves once, 800 ms after the last of a burst of edits, with the base revision', async () => {
    const { server, autosave, saved } = setup(7);
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(500);
    autosave.change('ab');
    await vi.advanceTimersByTimeAsync(500);
    autosave.change('abc');
    expect(autosave.getStatus().kind).toBe('pending');
    expect(autosave.hasUnsaved()).toBe(true);
    await vi.advanceTimersByTimeAsync(799);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.map((c) => [c.doc, c.base])).toEqual([['abc', 7]]);
    expect(autosave.getStatus().kind).toBe('saving');
    server.calls[0]!.resolve(8);
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getStatus().kind).toBe('saved');
    expect(autosave.hasUnsaved()).toBe(false);
    expect(autosave.baseRevision).toBe(8);
    expect(saved).toEqual([8]);
  });

  it('never has two saves in flight; edits made during a save go in the next one, on the new revision', async () => {
    const { server, autosave } = setup(1);
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(800);
    autosave.change('ab');
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls).toHaveLength(1);
    server.calls[0]!.resolve(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getStatus().kind).not.toBe('saved');
    await vi.advanceTimersByTimeAsync(800);
    expect(server.calls.map((c) => [c.doc, c.base])).toEqual([
      ['a', 1],
      ['ab', 2],
    ]);
    server.calls[1]!.resolve(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getStatus().kind).toBe('saved');
  });

  it('retries a failed save with growing back-off, sending the newest document, until it succeeds', async () => {
    const { server, autosave } = setup(1);
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(800);
    server.calls[0]!.reject(new Failure('retry'));
    await vi.advanceTimersByTimeAsync(0);
    const status = autosave.getStatus();
    expect(status).toMatchObject({ kind: 'retrying', attempt: 1, message: 'Could not reach Mingle' });
    // Typing while offline keeps the back-off and is not lost.
    autosave.change('ab');
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls[1]!.doc).toBe('ab');
    server.calls[1]!.reject(new Failure('retry'));
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getStatus()).toMatchObject({ kind: 'retrying', attempt: 2 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    server.calls[2]!.resolve(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getStatus().kind).toBe('saved');
    expect(autosave.hasUnsaved()).toBe(false);
  });

  it('"Retry" saves at once instead of waiting for the back-off', async () => {
    const { server, autosave } = setup();
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(800);
    server.calls[0]!.reject(new Failure('retry'));
    await vi.advanceTimersByTimeAsync(0);
    void autosave.flush();
    expect(server.calls).toHaveLength(2);
  });

  it('stops on a conflict, keeps the edits, and overwrites on the server revision when told to keep mine', async () => {
    const { server, autosave } = setup(3);
    autosave.change('mine');
    await vi.advanceTimersByTimeAsync(800);
    server.calls[0]!.reject(new Failure('conflict'));
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getStatus().kind).toBe('conflict');
    autosave.change('mine, more');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
    expect(autosave.hasUnsaved()).toBe(true);

    void autosave.overwrite(9);
    expect(server.calls[1]).toMatchObject({ doc: 'mine, more', base: 9 });
    server.calls[1]!.resolve(10);
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getStatus().kind).toBe('saved');
    expect(autosave.baseRevision).toBe(10);
  });

  it('takes the server document as saved when told to load the latest version', async () => {
    const { server, autosave } = setup(3);
    autosave.change('mine');
    await vi.advanceTimersByTimeAsync(800);
    server.calls[0]!.reject(new Failure('conflict'));
    await vi.advanceTimersByTimeAsync(0);
    autosave.replace('theirs', 5);
    expect(autosave.getStatus().kind).toBe('saved');
    expect(autosave.hasUnsaved()).toBe(false);
    autosave.change('theirs, edited');
    await vi.advanceTimersByTimeAsync(800);
    expect(server.calls[1]).toMatchObject({ doc: 'theirs, edited', base: 5 });
  });

  it('does not retry a document the server refused until it is edited', async () => {
    const { server, autosave } = setup();
    autosave.change('bad');
    await vi.advanceTimersByTimeAsync(800);
    server.calls[0]!.reject(new Failure('invalid'));
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getStatus()).toMatchObject({ kind: 'invalid', message: 'invalid' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
    autosave.change('good');
    await vi.advanceTimersByTimeAsync(800);
    expect(server.calls[1]!.doc).toBe('good');
  });

  it('notifies subscribers of each status change and stops after dispose', async () => {
    const { server, autosave } = setup();
    const seen: string[] = [];
    autosave.subscribe(() => seen.push(autosave.getStatus().kind));
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(800);
    server.calls[0]!.resolve(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['pending', 'saving', 'saved']);
    autosave.dispose();
    autosave.change('b');
    await vi.advanceTimersByTimeAsync(800);
    expect(server.calls).toHaveLength(1);
  });

  describe('another write alongside (the cover, through updateDeck)', () => {
    /** A write whose answer the test gives, like the fake server's saves. */
    function deferred() {
      let resolve!: (revision: number) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<{ revision: number }>((ok, fail) => {
        resolve = (revision) => ok({ revision });
        reject = fail;
      });
      return { promise, resolve, reject };
    }

    it('waits for the save in flight, writes on its revision, and the next save builds on the write', async () => {
      const { server, autosave } = setup(4);
      autosave.change('a');
      await vi.advanceTimersByTimeAsync(800);
      const cover = deferred();
      const bases: number[] = [];
      const done = autosave.alongside((base) => {
        bases.push(base);
        return cover.promise;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(bases).toEqual([]);
      server.calls[0]!.resolve(5);
      await vi.advanceTimersByTimeAsync(0);
      expect(bases).toEqual([5]);

      // An edit while the cover is being written: pending, and not sent on the same base.
      autosave.change('ab');
      expect(autosave.getStatus().kind).toBe('pending');
      expect(autosave.hasUnsaved()).toBe(true);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(server.calls).toHaveLength(1);
      cover.resolve(6);
      await expect(done).resolves.toEqual({ revision: 6 });
      expect(autosave.baseRevision).toBe(6);
      await vi.advanceTimersByTimeAsync(800);
      expect(server.calls.map((c) => [c.doc, c.base])).toEqual([
        ['a', 4],
        ['ab', 6],
      ]);
    });

    it('keeps the base when the write had to go over a newer revision, so the document still meets the conflict', async () => {
      const { autosave } = setup(4);
      // Another tab saved revision 5; the cover was written again on top of it, as 6.
      await autosave.alongside(() => Promise.resolve({ revision: 6 }));
      expect(autosave.baseRevision).toBe(4);
    });

    it('hands a failure back to the caller and keeps saving edits', async () => {
      const { server, autosave } = setup(2);
      const cover = deferred();
      const done = autosave.alongside(() => cover.promise);
      autosave.change('a');
      cover.reject(new Error('Could not reach Mingle'));
      await expect(done).rejects.toThrow('Could not reach Mingle');
      expect(autosave.baseRevision).toBe(2);
      await vi.advanceTimersByTimeAsync(800);
      expect(server.calls.map((c) => [c.doc, c.base])).toEqual([['a', 2]]);
    });
  });

  it('backs off 1, 2, 4 … seconds up to 30', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});
