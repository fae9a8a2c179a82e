import { Group, Paper, Stack, Switch, ThemeIcon } from '@mantine/core';
import { DECK_LIMITS, type WouldYouRatherSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { BoundedText, NotesField } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import { answerStyle } from '../common/palette';
import type { SlideEditorProps } from '../types';
import { sidesOf } from './sides';

const PLACEHOLDERS = ['Be able to fly', 'Be invisible'] as const;

export function WouldYouRatherEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<WouldYouRatherSlide>) {
  const set = (patch: Partial<WouldYouRatherSlide>) => onChange({ ...slide, ...patch });
  return (
    <Stack gap="lg">
      <BoundedText
        label="Prompt"
        description="Optional; empty, the screens say “Would you rather…”"
        value={slide.question}
        onChange={(question) => set({ question })}
        error={errors.question}
        max={DECK_LIMITS.question}
        multiline
        placeholder="Would you rather…"
      />
      {sidesOf(slide).map((side) => {
        const style = answerStyle(side.index);
        const textKey = side.index === 0 ? 'optionA' : 'optionB';
        const imageKey = side.index === 0 ? 'imageA' : 'imageB';
        return (
          <Paper key={side.letter} withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group gap="sm" align="flex-start" wrap="nowrap">
                {/* The side's colour and shape, as phones and the big screen show it. */}
                <ThemeIcon mt={30} size={42} radius="md" style={{ background: style.bg, color: style.ink }} aria-hidden="true">
                  <Icon path={style.shape} size={22} />
                </ThemeIcon>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <BoundedText
                    label={`Option ${side.letter}`}
                    value={side.text}
                    onChange={(text) => set({ [textKey]: text })}
                    error={errors[textKey]}
                    max={DECK_LIMITS.optionText}
                    required
                    placeholder={PLACEHOLDERS[side.index]}
                  />
                </div>
              </Group>
              <ImageDrop
                label={`Image for option ${side.letter}`}
                value={side.image}
                onChange={(image) => set({ [imageKey]: image })}
                uploadImage={uploadImage}
                error={errors[imageKey]}
              />
            </Stack>
          </Paper>
        );
      })}
      <ImageDrop
        label="Image"
        description="Beside the prompt on the big screen"
        value={slide.image}
        onChange={(image) => set({ image })}
        uploadImage={uploadImage}
        error={errors.image}
      />
      <Switch
        size="md"
        label="Show a few names on each side"
        description="At the results, the big screen names up to 5 of the first people to pick each side"
        checked={slide.showNames}
        onChange={(e) => set({ showNames: e.currentTarget.checked })}
      />
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
