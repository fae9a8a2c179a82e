import { Input, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { DECK_LIMITS, type TwoTruthsSlide } from '@mingle/shared';
import { BoundedText, NotesField, TimingFields } from '../common/EditorFields';
import { ImageDrop } from '../common/ImageDrop';
import type { SlideEditorProps } from '../types';

/**
 * Who the slide is about (words, or a participant the host picks during the event), the three
 * statements, and which one is the lie.
 */
export function TwoTruthsEditor({ slide, onChange, errors, uploadImage }: SlideEditorProps<TwoTruthsSlide>) {
  const set = (patch: Partial<TwoTruthsSlide>) => onChange({ ...slide, ...patch });
  const setStatement = (i: number, text: string) => set({ statements: slide.statements.map((s, j) => (j === i ? text : s)) });
  return (
    <Stack gap="lg">
      <Switch
        size="md"
        label="About a participant, chosen during the event"
        description="You pick who it is about in the host console; their phone sits out the vote"
        checked={slide.subjectIsParticipant}
        onChange={(e) => set({ subjectIsParticipant: e.currentTarget.checked })}
      />
      <BoundedText
        label={slide.subjectIsParticipant ? 'Name to show until you pick someone' : 'Who is it about?'}
        description={slide.subjectIsParticipant ? 'Optional; also used if nobody is picked' : undefined}
        value={slide.subject}
        onChange={(subject) => set({ subject })}
        error={errors.subject}
        max={DECK_LIMITS.optionText}
        required={!slide.subjectIsParticipant}
        placeholder="Sam from accounting"
      />
      <ImageDrop label="Image" value={slide.image} onChange={(image) => set({ image })} uploadImage={uploadImage} error={errors.image} />
      <Radio.Group
        value={String(slide.lieIndex)}
        onChange={(v) => set({ lieIndex: Number(v) })}
        label="Statements"
        description="Two are true, one is the lie: mark the lie"
        error={errors.statements ?? errors.lieIndex}
      >
        <Stack gap="sm" mt="xs">
          {slide.statements.map((text, i) => (
            <Input.Wrapper key={i}>
              <TextInput
                size="md"
                label={`Statement ${i + 1}`}
                value={text}
                maxLength={DECK_LIMITS.optionText}
                required
                error={errors[`statements[${i}]`]}
                placeholder={i === slide.lieIndex ? 'Something believable but false' : 'Something true'}
                onChange={(e) => setStatement(i, e.currentTarget.value)}
              />
              <Radio mt={6} value={String(i)} label={`Statement ${i + 1} is the lie`} />
            </Input.Wrapper>
          ))}
        </Stack>
      </Radio.Group>
      <TimingFields timeLimit={slide.timeLimit} points={slide.points} onChange={set} errors={errors} />
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
