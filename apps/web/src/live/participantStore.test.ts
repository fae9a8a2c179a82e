import { beforeEach, describe, expect, it } from 'vitest';
import { QNA_LIMITS } from '@mingle/shared';
import { PARTICIPANT_PREFIX, ParticipantStore, type PendingQuestion } from './participantStore';

const question = (text: string, eventId = 'e1'): PendingQuestion => ({ eventId, slideId: 'q1', text, showName: false });

class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

describe('participant-token storage', () => {
  let storage: MemoryStorage;
  let store: ParticipantStore;
  beforeEach(() => {
    storage = new MemoryStorage();
    store = new ParticipantStore(storage);
  });

  it('keeps one seat per event under the mingle.participant. prefix', () => {
    store.save({ eventId: 'e1', participantToken: 't1', nickname: 'Ada', code: 'ABCDEF' });
    store.save({ eventId: 'e2', participantToken: 't2', nickname: 'Bo' });
    expect(storage.getItem(`${PARTICIPANT_PREFIX}e1`)).toContain('"participantToken":"t1"');
    expect(store.load('e1')).toEqual({ eventId: 'e1', participantToken: 't1', nickname: 'Ada', code: 'ABCDEF' });
    expect(store.load('e2')?.nickname).toBe('Bo');
    expect(store.load('e3')).toBeNull();
  });

  it('finds a seat by join code, whatever its case', () => {
    store.save({ eventId: 'e1', participantToken: 't1', nickname: 'Ada', code: 'ABCDEF' });
    storage.setItem('auth.token', 'x');
    expect(store.findByCode('abcdef')?.eventId).toBe('e1');
    expect(store.findByCode('ZZZZZZ')).toBeNull();
  });

  it('keeps a pending answer with the seat, and forgets the seat', () => {
    store.save({ eventId: 'e1', participantToken: 't1', nickname: 'Ada' });
    store.update('e1', { pending: { slideId: 's1', round: 0, answer: { choices: [1] } } });
    expect(store.load('e1')?.pending).toEqual({ slideId: 's1', round: 0, answer: { choices: [1] } });
    store.update('e1', { pending: undefined });
    expect(store.load('e1')?.pending).toBeUndefined();
    store.forget('e1');
    expect(store.load('e1')).toBeNull();
  });

  it('R15.2 keeps the questions waiting for their receipt with the seat, in order, and at most the Q&A’s waiting limit', () => {
    store.save({ eventId: 'e1', participantToken: 't1', nickname: 'Ada' });
    store.update('e1', { questions: [question('One?'), { ...question('Two?'), showName: true }] });
    store.update('e1', { pending: { slideId: 's1', round: 0, answer: 1 } });
    expect(store.load('e1')?.questions).toEqual([question('One?'), { ...question('Two?'), showName: true }]);

    const many = Array.from({ length: QNA_LIMITS.waitingPerParticipant + 2 }, (_, i) => question(`Q${i}?`));
    store.update('e1', { questions: many });
    expect(store.load('e1')?.questions).toEqual(many.slice(0, QNA_LIMITS.waitingPerParticipant));
    expect(JSON.parse(storage.getItem(`${PARTICIPANT_PREFIX}e1`)!).questions).toHaveLength(QNA_LIMITS.waitingPerParticipant);

    // Stored or refused, they go: an empty list leaves nothing behind.
    store.update('e1', { questions: [] });
    expect(store.load('e1')).toEqual({
      eventId: 'e1',
      participantToken: 't1',
      nickname: 'Ada',
      pending: { slideId: 's1', round: 0, answer: 1 },
    });
    expect(storage.getItem(`${PARTICIPANT_PREFIX}e1`)).not.toContain('questions');
  });

  it('drops malformed or foreign stored questions, and keeps the seat', () => {
    const seat = { eventId: 'e1', participantToken: 't1', nickname: 'Ada' };
    const stored = (questions: unknown) => {
      storage.setItem(`${PARTICIPANT_PREFIX}e1`, JSON.stringify({ ...seat, questions }));
      return store.load('e1');
    };
    for (const bad of ['Why?', 42, { 0: question('Why?') }, null]) expect(stored(bad)).toEqual(seat);
    expect(
      stored([
        null,
        'Why?',
        question('Other event?', 'e2'),
        { ...question('No slide?'), slideId: 7 },
        { ...question('Named?'), showName: 'yes' },
        question('   '),
        question('x'.repeat(QNA_LIMITS.textMax + 1)),
        { ...question('Kept?'), extra: '<script>' },
      ]),
    ).toEqual({ ...seat, questions: [question('Kept?')] });
  });

  it('ignores damaged entries and storage that throws', () => {
    storage.setItem(`${PARTICIPANT_PREFIX}bad`, '{not json');
    storage.setItem(`${PARTICIPANT_PREFIX}half`, JSON.stringify({ eventId: 'half' }));
    expect(store.load('bad')).toBeNull();
    expect(store.load('half')).toBeNull();
    const broken = new ParticipantStore({
      length: 0,
      key: () => null,
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    });
    expect(broken.load('e1')).toBeNull();
    expect(() => broken.save({ eventId: 'e1', participantToken: 't', nickname: 'n' })).not.toThrow();
  });
});

describe('waiting questions of two tabs of one seat', () => {
  const seat = { eventId: 'e1', participantToken: 't1', nickname: 'Ada' };
  let storage: MemoryStorage;
  let store: ParticipantStore;
  beforeEach(() => {
    storage = new MemoryStorage();
    store = new ParticipantStore(storage);
    store.save(seat);
  });

  it('R15.2 a tab keeps its waiting questions without writing over the other tab’s', () => {
    const tabA = store.questionSeat(store.load('e1')!);
    const tabB = store.questionSeat(store.load('e1')!);
    tabA.persist([question('From A?')]);
    tabB.persist([question('From B?')]);
    expect(store.load('e1')?.questions).toEqual([question('From A?'), question('From B?')]);

    // A's question got its receipt: only A's entry goes.
    tabA.persist([]);
    expect(store.load('e1')?.questions).toEqual([question('From B?')]);

    // A reload of A sends what waits, B's included (the server takes the same text once), and owns it.
    const reloadedA = store.questionSeat(store.load('e1')!);
    expect(reloadedA.restored).toEqual([question('From B?')]);
    reloadedA.persist([]);
    expect(store.load('e1')?.questions).toBeUndefined();
  });

  it('R15.2 the same question asked in both tabs is kept once, and stays while either still waits for it', () => {
    const tabA = store.questionSeat(store.load('e1')!);
    const tabB = store.questionSeat(store.load('e1')!);
    tabA.persist([question('Same?')]);
    tabB.persist([question('Same?'), question('Other?')]);
    expect(store.load('e1')?.questions).toEqual([question('Same?'), question('Other?')]);
    tabB.persist([question('Other?')]);
    tabA.persist([question('Same?'), question('Third?')]);
    expect(store.load('e1')?.questions).toEqual([question('Other?'), question('Same?'), question('Third?')]);
  });

  it('keeps a forgotten seat forgotten: a tab’s late write does not bring it back', () => {
    const tab = store.questionSeat(store.load('e1')!);
    store.forget('e1');
    tab.persist([question('Late?')]);
    expect(store.load('e1')).toBeNull();
  });
});
