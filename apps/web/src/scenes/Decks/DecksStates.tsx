import { Button, EmptyState, SimpleGrid } from '@mantine/core';
import { mdiCardsOutline, mdiFilterRemoveOutline, mdiPlus, mdiTrashCanOutline } from '@mdi/js';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { DeckCardSkeleton } from './DeckCard';
import { ImportDeckButton } from './importDeck';

export const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

export function DeckGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing="lg"
      verticalSpacing="lg"
      aria-busy={busy}
      style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {children}
    </SimpleGrid>
  );
}

export function DecksLoading() {
  return (
    <DeckGrid busy>
      {Array.from({ length: 8 }, (_, i) => (
        <DeckCardSkeleton key={i} />
      ))}
    </DeckGrid>
  );
}

export function DecksError({ message, onRetry }: { message: string; onRetry(): void }) {
  return <LoadErrorAlert title="Your decks could not be loaded" message={message} onRetry={onRetry} />;
}

/** No decks at all: the two ways to get one. */
export function NoDecks() {
  return (
    <EmptyState
      py={{ base: 'xl', sm: 64 }}
      variant="light"
      icon={<Icon path={mdiCardsOutline} size={32} />}
      title="Make your first deck"
      description="A deck holds the slides of a game: questions, polls, word clouds. Start from scratch, or import a deck file exported from Mingle."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/deck" leftSection={<Icon path={mdiPlus} size={18} />}>
          Create a deck
        </Button>
        <ImportDeckButton />
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function NoMatches({ onClear }: { onClear(): void }) {
  return (
    <EmptyState
      py={{ base: 'xl', sm: 64 }}
      variant="light"
      icon={<Icon path={mdiFilterRemoveOutline} size={32} />}
      title="No decks match"
      description="Try other words, or fewer tags."
    >
      <EmptyState.Actions>
        <Button variant="light" onClick={onClear}>
          Clear filters
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function NothingDeleted() {
  return (
    <EmptyState
      py={{ base: 'xl', sm: 64 }}
      variant="light"
      icon={<Icon path={mdiTrashCanOutline} size={32} />}
      title="Nothing here"
      description="Decks you delete stay here for 30 days, so you can bring them back."
    />
  );
}
