import { Chip, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { mdiMagnify } from '@mdi/js';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import { SORTS, toggleTag, withChange, type ListState, type SortKey } from './listState';

/** Long enough not to query on every letter, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ToolbarProps {
  state: ListState;
  tags: readonly string[];
  onChange(next: ListState): void;
}

/** Search (debounced), sort, and one chip per tag used on my decks. */
export function DecksToolbar({ state, tags, onChange }: ToolbarProps) {
  const [input, setInput] = useState(state.search);
  // What this input last sent, so a URL change from elsewhere (back button, "Clear filters")
  // updates the field without undoing what is being typed.
  const sent = useRef(state.search);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
    if (state.search !== sent.current) {
      sent.current = state.search;
      setInput(state.search);
    }
  }, [state]);

  const pushSearch = useDebouncedCallback((search: string) => {
    sent.current = search;
    onChange(withChange(stateRef.current, { search }));
  }, SEARCH_DEBOUNCE_MS);

  const typed = (value: string) => {
    setInput(value);
    pushSearch(value);
  };

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        type="search"
        aria-label="Search decks"
        placeholder="Search by title or description"
        value={input}
        onChange={(e) => typed(e.currentTarget.value)}
        leftSection={<Icon path={mdiMagnify} size={20} />}
        rightSection={input ? <CloseButton aria-label="Clear search" onClick={() => typed('')} /> : null}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <Select
        aria-label="Sort decks"
        size="md"
        data={SORTS.map((s) => ({ value: s.key, label: s.label }))}
        value={state.sort}
        allowDeselect={false}
        onChange={(value) => value && onChange(withChange(state, { sort: value as SortKey }))}
        style={{ flex: '0 0 200px' }}
      />
      {tags.length > 0 && (
        <Group gap={6} wrap="wrap" role="group" aria-label="Filter by tag" style={{ flex: '1 1 100%' }}>
          {tags.map((tag) => (
            <Chip key={tag} size="sm" variant="outline" checked={state.tags.includes(tag)} onChange={() => onChange(toggleTag(state, tag))}>
              {tag}
            </Chip>
          ))}
        </Group>
      )}
    </Group>
  );
}
