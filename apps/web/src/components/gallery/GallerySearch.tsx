import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { mdiMagnify } from '@mdi/js';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../Icon';
import { SEARCH_DEBOUNCE_MS } from '../../scenes/Decks/DecksToolbar';

/**
 * A gallery's search box (templates, the community list), debounced into the address's `?q=`
 * by the page, so a search can be shared and the back button undoes it.
 */
export function GallerySearch({ value, label, onSearch }: { value: string; label: string; onSearch(search: string): void }) {
  const [input, setInput] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setInput(value);
    }
  }, [value]);
  const push = useDebouncedCallback((search: string) => {
    sent.current = search;
    onSearch(search);
  }, SEARCH_DEBOUNCE_MS);
  const typed = (next: string) => {
    setInput(next);
    push(next);
  };
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      value={input}
      onChange={(e) => typed(e.currentTarget.value)}
      leftSection={<Icon path={mdiMagnify} size={20} />}
      rightSection={input ? <CloseButton aria-label="Clear search" onClick={() => typed('')} /> : null}
      maw={420}
    />
  );
}
