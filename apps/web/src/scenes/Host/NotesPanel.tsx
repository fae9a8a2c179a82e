import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Slide } from '@mingle/shared';
import { useT } from '../../i18n';
import type { Translate } from '../../i18n';
import type { HostState } from './hostOperations';
import { webSlideTypeOf } from '../../slides/registry';

/** The solution as the host may read it out; players never get it before the reveal. */
export function solutionText(slide: Slide, t: Translate): string | null {
  if (slide.type === 'truefalse') return t(slide.answer ? 'host.notes.true' : 'host.notes.false');
  if ('options' in slide) {
    const correct = slide.options.filter((o) => 'correct' in o && o.correct).map((o) => o.text);
    return correct.length ? correct.join(', ') : null;
  }
  return null;
}

/** Presenter notes, the answer, and the live results of the current slide. */
export function NotesPanel({ host }: { host: HostState }) {
  const slide = host.slide;
  const t = useT();
  if (!slide) return null;
  const notes = slide.notes?.trim() ?? '';
  const solution = solutionText(slide, t);
  const web = webSlideTypeOf(slide.type);
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
