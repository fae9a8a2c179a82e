import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { mdiMagnify } from '@mdi/js';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import { withFilter, type EventListState } from './listState';

const SEARCH_DELAY_MS = 300;

/** Search, the deck and the date range of /analytics; every change goes back to page 1. */
export function EventsToolbar({
  state,
  decks,
  problem,
  onChange,
}: {
  state: EventListState;
  decks: readonly { id: string; title: string }[];
  problem: string | null;
  onChange(next: EventListState): void;
}) {
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

  // Typed text waits for a pause before it becomes the URL (and a request).
  const pushSearch = useDebouncedCallback((search: string) => {
    sent.current = search;
    onChange(withFilter(stateRef.current, { search }));
  }, SEARCH_DELAY_MS);
  const typed = (value: string) => {
    setInput(value);
    pushSearch(value);
  };

  const deckOptions = decks.map((d) => ({ value: d.id, label: d.title || 'Untitled deck' }));
  // A deck from the URL that is not among mine (deleted since): still shown as chosen.
  if (state.deckId && !deckOptions.some((o) => o.value === state.deckId))
    deckOptions.push({ value: state.deckId, label: 'A deleted deck' });

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Title or join code"
        leftSection={<Icon path={mdiMagnify} size={18} />}
        type="search"
        value={input}
        onChange={(e) => typed(e.currentTarget.value)}
        rightSection={input ? <CloseButton aria-label="Clear search" size="sm" onClick={() => typed('')} /> : null}
        style={{ flex: '2 1 220px' }}
        maxLength={200}
      />
      <Select
        label="Deck"
        placeholder="All decks"
        data={deckOptions}
        value={state.deckId || null}
        onChange={(value) => onChange(withFilter(state, { deckId: value ?? '' }))}
        size="md"
        clearable
        searchable
        nothingFoundMessage="No deck has that title"
        style={{ flex: '2 1 200px' }}
      />
      {/* The range stays one row, also on a phone. */}
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '2 1 300px', minWidth: 0 }}>
        <TextInput
          type="date"
          label="From"
          value={state.from}
          onChange={(e) => onChange(withFilter(state, { from: e.currentTarget.value }))}
          style={{ flex: '1 1 0', minWidth: 0 }}
        />
        <TextInput
          type="date"
          label="To"
          value={state.to}
          onChange={(e) => onChange(withFilter(state, { to: e.currentTarget.value }))}
          error={problem}
          style={{ flex: '1 1 0', minWidth: 0 }}
        />
      </Group>
    </Group>
  );
}
