import { Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n';
import type { HostState } from './hostOperations';
import { webSlideTypeOf } from '../../slides/registry';

/** Presenter notes, the answer, and the live results of the current slide. */
export function NotesPanel({ host }: { host: HostState }) {
  const slide = host.slide;
  const t = useT();
  if (!slide) return null;
  const notes = slide.notes?.trim() ?? '';
  const web = webSlideTypeOf(slide.type);
  // The type's own words for its solution; players never get it before the reveal.
  const solution = web?.solutionText(slide, t, host.play) ?? null;
  const results = host.live.results;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('host.notes.title')}
        </Title>
        {solution && (
          <Text>
            <strong>{t('host.notes.answer')}</strong> {solution}
          </Text>
        )}
        <Text c={notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {notes || t('host.notes.none')}
        </Text>
        {web && results && (
          <>
            <Title order={3} fz="md">
              {t('host.notes.results')}
            </Title>
            <web.Results slide={slide} results={results} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
