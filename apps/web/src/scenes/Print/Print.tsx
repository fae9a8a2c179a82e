import { Button, Checkbox, Group, Text } from '@mantine/core';
import { mdiArrowLeft, mdiPrinterOutline } from '@mdi/js';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Icon } from '../../components/Icon';
import { usePlayDeck, type ParsedSlides } from '../../slides/playDeck';
import { DeckError, DeckLoading, DeckMessage } from '../Preview/DeckStates';
import classes from './Print.module.css';
import { PrintSlide } from './PrintSlide';

/**
 * While this page is open, `body.mingle-printing` lets the print stylesheet hide the app's
 * chrome; other pages print as they are.
 */
function usePrintingClass() {
  useEffect(() => {
    document.body.classList.add('mingle-printing');
    return () => document.body.classList.remove('mingle-printing');
  }, []);
}

function PrintDocument({ deck }: { deck: { id: string; title: string } & ParsedSlides }) {
  const [showAnswers, setShowAnswers] = useState(true);
  const [showNotes, setShowNotes] = useState(true);
  const [perPage, setPerPage] = useState(true);
  useEffect(() => {
    document.title = `Print: ${deck.title} · Mingle`;
  }, [deck.title]);
  const count = deck.slides.length;
  return (
    <>
      <div className={classes.toolbar} data-print-hide>
        <Group gap="lg">
          <Checkbox
            label="Correct answers and explanations"
            checked={showAnswers}
            onChange={(e) => setShowAnswers(e.currentTarget.checked)}
          />
          <Checkbox label="Host notes" checked={showNotes} onChange={(e) => setShowNotes(e.currentTarget.checked)} />
          <Checkbox label="One slide per page" checked={perPage} onChange={(e) => setPerPage(e.currentTarget.checked)} />
        </Group>
        <Group gap="sm">
          <Button component={Link} to={`/deck/${deck.id}`} variant="default" leftSection={<Icon path={mdiArrowLeft} size={18} />}>
            Back to the deck
          </Button>
          <Button onClick={() => window.print()} leftSection={<Icon path={mdiPrinterOutline} size={18} />}>
            Print
          </Button>
        </Group>
      </div>
      <div className={`${classes.document} ${perPage ? classes.perPage : ''}`}>
        <h1 className={classes.docTitle}>{deck.title || 'Untitled deck'}</h1>
        <p className={classes.docMeta}>
          {count} {count === 1 ? 'slide' : 'slides'}
          {showAnswers ? ' · with answers' : ' · without answers'}
          {showNotes ? ' · with host notes' : ''}
        </p>
        {deck.unreadable.map((u) => (
          <Text key={u.index} c="red.8" size="sm" mb="sm">
            Slide {u.index + 1} could not be read and is left out: {u.message}
          </Text>
        ))}
        {deck.slides.map((slide, i) => (
          <PrintSlide key={slide.id} slide={slide} index={i} showAnswers={showAnswers} showNotes={showNotes} />
        ))}
        {count === 0 && <Text c="dimmed">This deck has no slides yet.</Text>}
      </div>
    </>
  );
}

function PrintDeck({ id }: { id: string }) {
  const state = usePlayDeck(id);
  if (state.status === 'loading') return <DeckLoading retry={state.retry} />;
  if (state.status === 'not-found') {
    return (
      <DeckMessage title="This deck could not be found">
        It may have been deleted, or it belongs to someone else. Choose one of your decks to print.
      </DeckMessage>
    );
  }
  if (state.status === 'error') return <DeckError message={state.message} retry={state.retry} />;
  return <PrintDocument deck={state.deck} />;
}

/** `/print` and `/print/{id}`: the deck on paper, for preparing or as a handout. */
export default function Print() {
  usePrintingClass();
  const { id } = useParams();
  if (!id) {
    return (
      <DeckMessage title="Choose a deck to print">
        Open one of your decks and press Print to get every question, its answers and your notes on paper.
      </DeckMessage>
    );
  }
  return <PrintDeck key={id} id={id} />;
}
