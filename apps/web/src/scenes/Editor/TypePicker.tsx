import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Slide } from '@mingle/shared';
import { useT } from '../../i18n';
import { TypeChooser } from './TypeChooser';

interface TypePickerProps {
  opened: boolean;
  onClose(): void;
  onPick(slide: Slide): void;
}

/**
 * The "add slide" dialog. Escape or the close button closes it and focus goes back to the
 * button that opened it (Mantine's returnFocus); on a phone-width editor it fills the screen.
 */
export function TypePicker({ opened, onClose, onPick }: TypePickerProps) {
  const t = useT();
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const touch = useMediaQuery('(pointer: coarse)') ?? false;
  return (
    <Modal opened={opened} onClose={onClose} title={t('host.addSlide.title')} fullScreen={narrow} centered>
      <TypeChooser
        autoFocusSearch={!touch}
        onPick={(slide) => {
          onPick(slide);
          onClose();
        }}
      />
    </Modal>
  );
}
