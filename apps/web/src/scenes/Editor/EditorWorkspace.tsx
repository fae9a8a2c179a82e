import { EmptyState, Stack, Text } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { mdiCardsOutline } from '@mdi/js';
import type { Slide } from '@mingle/shared';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Icon } from '../../components/Icon';
import type { DeckDetail } from '../../graphql/decks';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useServices } from '../../services';
import { ConflictModal } from './ConflictModal';
import { DeckSettings } from './DeckSettings';
import { DraftBanner } from './DraftBanner';
import { EditorHeader } from './EditorHeader';
import { LeaveGuard } from './LeaveGuard';
import { PreviewPanel } from './PreviewPanel';
import { RunningEventBanner, type RunningEvent } from './RunningEventBanner';
import { SlideList } from './SlideList';
import { SlidePanel } from './SlidePanel';
import { moveSlideTo, replaceSlide } from './slideOps';
import { TypeChooser } from './TypeChooser';
import { TypePicker } from './TypePicker';
import { uploadImage } from './uploadImage';
import { useDeckEditor } from './useDeckEditor';
import { useSlideActions } from './useSlideActions';
import { errorsOf } from './validation';
import classes from './Editor.module.css';

/**
 * The editor around one loaded deck: slide list, the selected slide's form, its preview; and,
 * while the deck has an event running, the notice that the event keeps its own slides.
 */
export function EditorWorkspace({ deck, runningEvent }: { deck: DeckDetail; runningEvent: RunningEvent | null }) {
  const editor = useDeckEditor(deck);
  const { doc, edit, validation } = editor;
  const { session } = useServices();
  const [params, setParams] = useSearchParams();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const horizontal = useMediaQuery('(max-width: 48em)') ?? false;
  useDocumentTitle(`Editing ${doc.title.trim() || 'Untitled deck'}`);

  const { getDoc } = editor;

  // The selected slide lives in the URL (?slide=), so a reload or a link from the overview opens it.
  const requested = params.get('slide');
  const selected = doc.slides.find((s) => s.id === requested) ?? doc.slides[0] ?? null;
  const index = selected ? doc.slides.indexOf(selected) : -1;
  const select = useCallback(
    (id: string | null) =>
      setParams(
        (p) => {
          if (id) p.set('slide', id);
          else p.delete('slide');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  const actions = useSlideActions(getDoc, edit, select);

  const changeSlide = useCallback(
    (slide: Slide) => edit((d) => ({ ...d, slides: replaceSlide(d.slides, slide) }), `slide:${slide.id}`),
    [edit],
  );
  const reorder = useCallback(
    (activeId: string, overId: string) => edit((d) => ({ ...d, slides: moveSlideTo(d.slides, activeId, overId) })),
    [edit],
  );
  const upload = useCallback(
    async (file: File) =>
      (
        await uploadImage(file, {
          ensureValid: () => session.ensureValid(),
          recoverFromUnauthorized: () => session.recoverFromUnauthorized(),
          cookies: document,
        })
      ).url,
    [session],
  );
  const addSlide = (slide: Slide) => actions.add(slide, selected?.id ?? null);

  // Inside text fields too: the editor's history includes typing, grouped per field.
  useHotkeys(
    [
      ['mod+Z', editor.undo],
      ['mod+shift+Z', editor.redo],
      ['mod+Y', editor.redo],
      ['alt+ArrowUp', () => selected && actions.move(selected.id, -1)],
      ['alt+ArrowDown', () => selected && actions.move(selected.id, 1)],
    ],
    [],
  );

  return (
    <div className={classes.workspace}>
      <EditorHeader
        deckId={deck.id}
        title={doc.title}
        titleError={validation.deck.title}
        status={editor.status}
        onRetry={editor.retry}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        onUndo={editor.undo}
        onRedo={editor.redo}
        onSettings={() => setSettingsOpen(true)}
      />
      {runningEvent && <RunningEventBanner deckId={deck.id} event={runningEvent} />}
      {editor.draft && (
        <DraftBanner draft={editor.draft} revision={deck.revision} onRestore={editor.restoreDraft} onDiscard={editor.discardDraft} />
      )}
      <div className={classes.columns}>
        <nav className={classes.listColumn} aria-label="Slides of this deck">
          <SlideList
            slides={doc.slides}
            selectedId={selected?.id ?? null}
            validation={validation}
            actions={actions}
            onReorder={reorder}
            onAdd={() => setPickerOpen(true)}
            horizontal={horizontal}
          />
        </nav>
        {selected ? (
          <>
            <SlidePanel
              slide={selected}
              index={index}
              errors={errorsOf(validation, selected.id)}
              problems={validation.problems.filter((p) => p.slideId === selected.id)}
              onChange={changeSlide}
              uploadImage={upload}
              slidesBefore={doc.slides.slice(0, index)}
            />
            <div className={classes.previewColumn}>
              <PreviewPanel slide={selected} />
            </div>
          </>
        ) : (
          <Stack className={classes.panel} p="lg" gap="lg">
            <EmptyState
              variant="light"
              icon={<Icon path={mdiCardsOutline} size={32} />}
              title="Add your first slide"
              description="Pick what the room sees first. You can add more, reorder and change them any time."
            />
            <TypeChooser onPick={addSlide} />
          </Stack>
        )}
      </div>
      <TypePicker opened={pickerOpen} onClose={() => setPickerOpen(false)} onPick={addSlide} />
      <DeckSettings
        opened={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        doc={doc}
        errors={validation.deck}
        edit={edit}
        cover={editor.cover}
        onCoverSave={editor.setCover}
        uploadImage={upload}
      />
      <LeaveGuard status={editor.status} />
      <ConflictModal latest={editor.conflict} onLoadLatest={editor.loadLatest} onKeepMine={editor.keepMine} />
      {validation.deck.slides && (
        <Text c="red.7" size="sm" mt="md" role="alert">
          Slides: {validation.deck.slides}
        </Text>
      )}
    </div>
  );
}
