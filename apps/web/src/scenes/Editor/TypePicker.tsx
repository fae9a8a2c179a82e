import { Modal, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { SLIDE_TYPES, type Slide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { slideIcon } from '../../components/slideKit';
import classes from './TypePicker.module.css';

interface TypePickerProps {
  opened: boolean;
  onClose(): void;
  onPick(slide: Slide): void;
}

/** Every built slide type with its icon and one line, in the shared registry's order. */
export function TypeGrid({ onPick }: { onPick(slide: Slide): void }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {Object.values(SLIDE_TYPES).map((def) => (
        <UnstyledButton
          key={def.type}
          className={classes.option}
          onClick={() => {
            onPick(def.create() as Slide);
          }}
        >
          <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
            <Icon path={slideIcon(def.type)} size={22} />
          </ThemeIcon>
          <div>
            <Text fw={700}>{def.label}</Text>
            <Text size="sm" c="dimmed" lh={1.35}>
              {def.description}
            </Text>
          </div>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

export function TypePicker({ opened, onClose, onPick }: TypePickerProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add a slide" size="xl" centered>
      <TypeGrid
        onPick={(slide) => {
          onPick(slide);
          onClose();
        }}
      />
    </Modal>
  );
}
