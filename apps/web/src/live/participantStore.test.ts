import { beforeEach, describe, expect, it } from 'vitest';
import { PARTICIPANT_PREFIX, ParticipantStore } from './participantStore';

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
