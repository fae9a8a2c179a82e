import { useParams } from 'react-router';
import { usePlayDeck } from '../../slides/playDeck';
import { DeckError, DeckLoading, DeckMessage } from './DeckStates';
import { PreviewPlayer } from './PreviewPlayer';

function PreviewDeck({ id }: { id: string }) {
  const state = usePlayDeck(id);
  if (state.status === 'loading') return <DeckLoading retry={state.retry} />;
  if (state.status === 'not-found') {
    return (
      <DeckMessage title="This deck could not be found">
        It may have been deleted, or it belongs to someone else. Choose one of your decks to preview.
      </DeckMessage>
    );
  }
  if (state.status === 'error') return <DeckError message={state.message} retry={state.retry} />;
  return <PreviewPlayer deck={state.deck} />;
}

/** `/preview/{id?}`: play a deck through alone, phone and big screen side by side. */
export default function Preview() {
  const { id } = useParams();
  if (!id) {
    return (
      <DeckMessage title="Choose a deck to preview">
        Open one of your decks and press Preview to play it through, step by step, with simulated answers.
      </DeckMessage>
    );
  }
  // Keyed by id: moving to another deck starts its preview afresh.
  return <PreviewDeck key={id} id={id} />;
}
