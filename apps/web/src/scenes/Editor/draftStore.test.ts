import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './draftStore';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('editor drafts', () => {
  it('keeps unsaved edits per deck until cleared, and ignores what is not a draft', () => {
    const storage = memory();
    const draft = { baseRevision: 4, doc: { version: 1 as const, title: 'T', description: '', tags: [], slides: [] }, savedAt: 1 };
    writeDraft(storage, 'a', draft);
    expect(readDraft(storage, 'a')).toEqual(draft);
    expect(readDraft(storage, 'b')).toBeNull();
    clearDraft(storage, 'a');
    expect(readDraft(storage, 'a')).toBeNull();
    storage.setItem('editor.draft.c', '{"nope":1}');
    storage.setItem('editor.draft.d', 'not json');
    expect(readDraft(storage, 'c')).toBeNull();
    expect(readDraft(storage, 'd')).toBeNull();
  });
});
