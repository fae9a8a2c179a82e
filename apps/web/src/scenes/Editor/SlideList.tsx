import { Button } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { mdiPlus } from '@mdi/js';
import type { Slide } from '@mingle/shared';
import { useMemo } from 'react';
import { Icon } from '../../components/Icon';
import { SlideListItem, type SlideItemActions } from './SlideListItem';
import type { DocumentValidation } from './validation';
import classes from './SlideList.module.css';

interface SlideListProps {
  slides: readonly Slide[];
  selectedId: string | null;
  validation: DocumentValidation;
  actions: SlideItemActions;
  onReorder(activeId: string, overId: string): void;
  onAdd(): void;
  /** A strip across the top on phones, a column beside the form elsewhere. */
  horizontal: boolean;
}

function positionOf(slides: readonly Slide[], id: string | number): number {
  return slides.findIndex((s) => s.id === id) + 1;
}

/** The deck's slides in order: select, drag (or keyboard-drag) to reorder, add. */
export function SlideList({ slides, selectedId, validation, actions, onReorder, onAdd, horizontal }: SlideListProps) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => slides.map((s) => s.id), [slides]);
  const counts = useMemo(() => {
    const problems = new Map<string, number>();
    for (const p of validation.problems) problems.set(p.slideId, (problems.get(p.slideId) ?? 0) + 1);
    return problems;
  }, [validation.problems]);

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up slide ${positionOf(slides, active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `Slide ${positionOf(slides, active.id)} is over position ${positionOf(slides, over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `Slide ${positionOf(slides, active.id)} dropped at position ${positionOf(slides, over.id)}.` : 'Slide dropped.',
    onDragCancel: ({ active }) => `Moving slide ${positionOf(slides, active.id)} was cancelled.`,
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onReorder(String(active.id), String(over.id));
  };

  return (
    <>
      <div className={horizontal ? undefined : classes.scroller}>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={{ announcements }}>
          <SortableContext items={ids} strategy={horizontal ? horizontalListSortingStrategy : verticalListSortingStrategy}>
            <ol className={`${classes.list} ${horizontal ? classes.horizontal : ''}`} aria-label="Slides">
              {slides.map((slide, index) => (
                <SlideListItem
                  key={slide.id}
                  slide={slide}
                  index={index}
                  count={slides.length}
                  selected={slide.id === selectedId}
                  problems={counts.get(slide.id) ?? 0}
                  errors={Object.keys(validation.slides.get(slide.id) ?? {}).length}
                  actions={actions}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      </div>
      {/* flex none: below a list taller than the column, the button (overflow hidden, so no
          minimum height of its own) would otherwise shrink to a sliver with its label cut off. */}
      <Button variant="light" fullWidth mt="sm" flex="none" leftSection={<Icon path={mdiPlus} size={18} />} onClick={onAdd}>
        Add slide
      </Button>
    </>
  );
}
