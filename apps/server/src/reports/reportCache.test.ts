import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findEvent, type EventRow } from '../live/store';
import { buildTestApp, type TestApp } from '../testing/app';
import { createTestDatabase } from '../testing/db';
import { signUpUser } from '../testing/gql';
import { playReportedEvent } from '../testing/playedEvent';
import type { EventReport } from './computeReport';
import { loadEventReport } from './loadReport';
import { erasePersonalData } from './participants';
import { keptReport } from './reportCache';
import { setRecapEnabled } from '../recaps/recaps';
import { asUser } from '../policies/actor';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
});
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

/** A report maker that counts how often it was asked (its report says nothing). */
function counted() {
  const make = vi.fn(async () => ({}) as EventReport);
  return make;
}

describe('reports kept for ended events (ADR 64)', () => {
  it('an ended event’s report is made once while nothing in it changes, also when asked for at the same time', async () => {
    const event = { id: randomUUID(), status: 'ended' };
    const make = counted();
    const first = await keptReport(db.db, event, make);
    await Promise.all([keptReport(db.db, event, make), keptReport(db.db, event, make)]);
    expect(await keptReport(db.db, event, make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('a running event’s report is made every time: its answers keep coming', async () => {
    const make = counted();
    for (const status of ['lobby', 'live', 'live']) await keptReport(db.db, { id: randomUUID(), status }, make);
    const live = { id: randomUUID(), status: 'live' };
    await keptReport(db.db, live, make);
    await keptReport(db.db, live, make);
    expect(make).toHaveBeenCalledTimes(5);
  });

  it('a report that failed to be made is not kept', async () => {
    const event = { id: randomUUID(), status: 'ended' };
    const failing = vi.fn(() => Promise.reject(new Error('database gone')));
    await expect(keptReport(db.db, event, failing)).rejects.toThrow('database gone');
    const make = counted();
    await keptReport(db.db, event, make);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps the four most recently read: a fifth event lets the least recent go', async () => {
    const events = Array.from({ length: 5 }, () => ({ id: randomUUID(), status: 'ended' }));
    const make = counted();
    for (const e of events.slice(0, 4)) await keptReport(db.db, e, make);
    await keptReport(db.db, events[0]!, make); // read again: now the most recent
    await keptReport(db.db, events[4]!, make); // lets events[1] go
    expect(make).toHaveBeenCalledTimes(5);
    await keptReport(db.db, events[0]!, make);
    expect(make).toHaveBeenCalledTimes(5);
    await keptReport(db.db, events[1]!, make);
    expect(make).toHaveBeenCalledTimes(6);
  });

  describe('an event played through the API', () => {
    let event: EventRow;
    beforeAll(async () => {
      const played = await playReportedEvent(t, await signUpUser(t.app, 'Host'));
      event = (await findEvent(db.db, played.eventId))!;
      expect(event.status).toBe('ended');
    });

    it('is read from the database once for any number of pages', async () => {
      const reads = vi.spyOn(db.db, 'select');
      try {
        const first = await loadEventReport(db.db, event);
        const readsOfFirst = reads.mock.calls.length;
        expect(readsOfFirst).toBeGreaterThan(0);
        expect(await loadEventReport(db.db, event)).toBe(first);
        expect(reads.mock.calls.length).toBe(readsOfFirst);
      } finally {
        reads.mockRestore();
      }
    });

    it('shows the recap switched off after the end at once', async () => {
      expect((await loadEventReport(db.db, event)).event.recapEnabled).toBe(true);
      await setRecapEnabled(db.db, asUser(event.hostId), event.id, false);
      const fresh = (await findEvent(db.db, event.id))!;
      expect((await loadEventReport(db.db, fresh)).event.recapEnabled).toBe(false);
      await setRecapEnabled(db.db, asUser(event.hostId), event.id, true);
      event = (await findEvent(db.db, event.id))!;
      expect((await loadEventReport(db.db, event)).event.recapEnabled).toBe(true);
    });

    it('shows a participant removed after the end at once', async () => {
      const before = await loadEventReport(db.db, event);
      const bo = before.participants.find((p) => p.nickname === 'Bo')!;
      await t.services.live.participants.removeParticipant(event.hostId, event.id, bo.participantId);
      const after = await loadEventReport(db.db, event);
      expect(after.participants.map((p) => p.nickname)).not.toContain('Bo');
    });

    it('shows an erasure of personal data at once', async () => {
      const before = await loadEventReport(db.db, event);
      expect(before.participants.map((p) => p.nickname)).toContain('Ada');
      const erased = await erasePersonalData(db.db, sql`true`, 'ada@example.com', event.id);
      expect(erased.participants).toBe(1);
      const after = await loadEventReport(db.db, event);
      expect(after.participants.map((p) => p.nickname)).not.toContain('Ada');
      expect(after.participants.find((p) => p.email === 'ada@example.com')).toBeUndefined();
    });
  });
});
