import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Slide } from '@mingle/shared';
import { useMemo } from 'react';
import type { DeckFormatDocument } from '../../graphql/decks';
import type { SlideItemActions } from './SlideListItem';
import { duplicateSlide, insertSlide, moveSlideBy, removeSlide, selectionAfterRemove } from './slideOps';
import type { Edit } from './useDeckEditor';

const UNDO_MS = 8000;

/** Re-inserts a removed slide where it was (or at the end if the deck got shorter). */
function restoreAt(slides: readonly Slide[], slide: Slide, index: number): readonly Slide[] {
  if (slides.some((s) => s.id === slide.id)) return slides;
  return [...slides.slice(0, index), slide, ...slides.slice(index)];
}

/**
 * The slide list's actions as document edits. Deleting offers Undo in a notification too:
 * it puts that one slide back, even after other edits (Ctrl+Z would undo those first).
 */
export function useSlideActions(
  getDoc: () => DeckFormatDocument,
  edit: Edit,
  select: (id: string | null) => void,
): SlideItemActions & { add(slide: Slide, afterId: string | null): void } {
  return useMemo(() => {
    const setSlides = (change: (slides: readonly Slide[]) => readonly Slide[]) => edit((d) => ({ ...d, slides: change(d.slides) }));
    return {
      select,
      move: (id, delta) => setSlides((slides) => moveSlideBy(slides, id, delta)),
      duplicate: (id) => {
        const { slides, copy } = duplicateSlide(getDoc().slides, id);
        if (!copy) return;
        setSlides(() => slides);
        select(copy.id);
      },
      add: (slide, afterId) => {
        setSlides((slides) => insertSlide(slides, slide, afterId));
        select(slide.id);
      },
      remove: (id) => {
        const before = getDoc().slides;
        const index = before.findIndex((s) => s.id === id);
        const slide = before[index];
        if (!slide) return;
        select(selectionAfterRemove(before, id));
        setSlides((slides) => removeSlide(slides, id));
        const notice = `slide-removed-${id}`;
        notifications.show({
          id: notice,
          autoClose: UNDO_MS,
          withBorder: true,
          message: (
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">Slide {index + 1} deleted.</Text>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => {
                  notifications.hide(notice);
                  setSlides((slides) => restoreAt(slides, slide, index));
                  select(slide.id);
                }}
              >
                Undo
              </Button>
            </Group>
          ),
        });
      },
    };
  }, [edit, getDoc, select]);
}
