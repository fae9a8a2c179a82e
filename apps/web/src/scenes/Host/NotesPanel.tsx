import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Slide } from '@mingle/shared';
import type { HostState } from './hostOperations';
import { webSlideTypeOf } from '../../slides/registry';

/** The solution as the host may read it out; players never get it before the reveal. */
export function solutionText(slide: Slide): string | null {
  if (slide.type === 'truefalse') return slide.answer ? 'True' : 'False';
  if ('options' in slide) {
    const correct = slide.options.filter((o) => 'correct' in o && o.correct).map((o) => o.text);
    return correct.length ? correct.join(', ') : null;
  }
  return null;
}

/** Presenter notes, the answer, and the live results of the current slide. */
export function NotesPanel({ host }: { host: HostState }) {
  const slide = host.slide;
  if (!slide) return null;
  const notes = slide.notes?.trim() ?? '';
  const solution = solutionText(slide);
  const web = webSlideTypeOf(slide.type);
  const results = host.live.results;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Notes
        </Title>
        {solution && (
          <Text>
            <strong>Answer:</strong> {solution}
          </Text>
        )}
        <Text c={notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {notes || 'No notes for this slide.'}
        </Text>
        {web && results && (
          <>
            <Title order={3} fz="md">
              Results so far
            </Title>
            <web.Results slide={slide} results={results} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
