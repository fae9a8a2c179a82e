import { Group, Stack, Switch } from '@mantine/core';
import { WholeNumberInput } from '../common/WholeNumberInput';
import { DECK_LIMITS, type LeaderboardSlide } from '@mingle/shared';
import { BoundedText, NotesField } from '../common/EditorFields';
import type { SlideEditorProps } from '../types';

export function LeaderboardEditor({ slide, onChange, errors }: SlideEditorProps<LeaderboardSlide>) {
  const set = (patch: Partial<LeaderboardSlide>) => onChange({ ...slide, ...patch });
  return (
    <Stack gap="lg">
      <BoundedText
        label="Title"
        value={slide.title}
        onChange={(title) => set({ title })}
        error={errors.title}
        max={DECK_LIMITS.title}
        placeholder="Leaderboard"
      />
      <Group align="flex-end" gap="xl">
        <WholeNumberInput
          label="Players shown"
          description="3 to 10"
          min={3}
          max={10}
          value={slide.top}
          error={errors.top}
          onChange={(top) => set({ top })}
          maw={200}
        />
        <Switch
          size="md"
          label="Podium for the top three"
          checked={slide.podium}
          onChange={(e) => set({ podium: e.currentTarget.checked })}
          mb={8}
        />
      </Group>
      <NotesField value={slide.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
    </Stack>
  );
}
