import { Stack, ThemeIcon } from '@mantine/core';
import type { RankingSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { NotesField, QuestionField } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import { TextListEditor } from '../common/TextListEditor';
import { answerStyle } from '../common/palette';
import type { SlideEditorProps } from '../types';

const MIN_ITEMS = 2;
const MAX_ITEMS = 10;

export function RankingEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<RankingSlide>) {
  const set = (patch: Partial<RankingSlide>) => onChange({ ...slide, ...patch });
  return (
    <Stack gap="lg">
      <QuestionField value={slide.question} onChange={(question) => set({ question })} error={errors.question} />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <TextListEditor
        values={slide.items}
        onChange={(items) => set({ items })}
        errors={errors}
        field="items"
        noun="item"
        min={MIN_ITEMS}
        max={MAX_ITEMS}
        label="Items to rank"
        description={`${MIN_ITEMS} to ${MAX_ITEMS} items; phones show them in this order`}
        fullText="That is the most a ranking can have."
        lead={(i) => {
          const style = answerStyle(i);
          return (
            <ThemeIcon size={42} radius="md" style={{ background: style.bg, color: style.ink }} aria-hidden="true">
              <Icon path={style.shape} size={22} />
            </ThemeIcon>
          );
        }}
      />
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
