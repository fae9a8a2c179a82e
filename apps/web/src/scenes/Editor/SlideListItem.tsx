import { ActionIcon, Menu, Tooltip, UnstyledButton } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { mdiArrowDown, mdiArrowUp, mdiContentCopy, mdiDotsHorizontal, mdiDragVertical, mdiTrashCanOutline } from '@mdi/js';
import type { Slide } from '@mingle/shared';
import { memo, useEffect, useRef } from 'react';
import { Icon } from '../../components/Icon';
import { slideIcon, slideLabel, slideLine } from '../../components/slideKit';
import { SlideThumbnail } from '../../slides/SlideThumbnail';
import cover from '../../components/CoverControl.module.css';
import classes from './SlideList.module.css';

export interface SlideItemActions {
  select(id: string): void;
  move(id: string, delta: -1 | 1): void;
  duplicate(id: string): void;
  remove(id: string): void;
}

interface SlideListItemProps {
  slide: Slide;
  index: number;
  count: number;
  selected: boolean;
  problems: number;
  errors: number;
  actions: SlideItemActions;
}

/**
 * One slide in the list: a drag handle (pointer or keyboard: Space, arrows, Space), the
 * thumbnail that selects it, and a menu with the same moves for those who cannot drag.
 */
export const SlideListItem = memo(function SlideListItem({ slide, index, count, selected, problems, errors, actions }: SlideListItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: slide.id });
  const itemRef = useRef<HTMLLIElement | null>(null);
  const label = slideLabel(slide.type);
  const name = `Slide ${index + 1}, ${slideLine(slide)}`;

  useEffect(() => {
    if (selected) itemRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const status = errors > 0 ? `${errors} to fix` : problems > 0 ? `${problems} to finish before hosting` : null;
  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        itemRef.current = node;
      }}
      className={`${classes.item} ${selected ? classes.selected : ''} ${isDragging ? classes.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-slide-id={slide.id}
    >
      <div className={classes.head}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={classes.grip}
          {...attributes}
          {...listeners}
          aria-label={`Move slide ${index + 1} (${label}): drag, or press Space then the arrow keys`}
        >
          <Icon path={mdiDragVertical} size={18} />
        </button>
        <span className={classes.number}>{index + 1}</span>
        <span className={classes.typeLabel}>
          <Icon path={slideIcon(slide.type)} size={14} />
          {label}
        </span>
        {status && (
          <Tooltip label={status}>
            <span className={`${classes.problemDot} ${errors > 0 ? classes.errorDot : ''}`} role="img" aria-label={status} />
          </Tooltip>
        )}
        <Menu position="bottom-end" shadow="md" width={180} withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for slide ${index + 1}`}>
              <Icon path={mdiDotsHorizontal} size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<Icon path={mdiArrowUp} size={16} />} disabled={index === 0} onClick={() => actions.move(slide.id, -1)}>
              Move up
            </Menu.Item>
            <Menu.Item
              leftSection={<Icon path={mdiArrowDown} size={16} />}
              disabled={index === count - 1}
              onClick={() => actions.move(slide.id, 1)}
            >
              Move down
            </Menu.Item>
            <Menu.Item leftSection={<Icon path={mdiContentCopy} size={16} />} onClick={() => actions.duplicate(slide.id)}>
              Duplicate
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<Icon path={mdiTrashCanOutline} size={16} />} onClick={() => actions.remove(slide.id)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </div>
      <div className={`${cover.card} ${classes.thumb}`}>
        {/* The button's name says what the picture shows. */}
        <div aria-hidden="true">
          <SlideThumbnail slide={slide} />
        </div>
        <UnstyledButton
          className={cover.control}
          onClick={() => actions.select(slide.id)}
          aria-current={selected ? 'true' : undefined}
          aria-label={name}
        />
      </div>
    </li>
  );
});
