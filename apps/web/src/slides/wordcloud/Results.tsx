import { Text } from '@mantine/core';
import { useT } from '../../i18n';
import type { WordCloudSlide } from '@mingle/shared';
import { ResultsShell, WordCloudList } from '../common/ResultsParts';
import type { ResultsProps } from '../types';

export function WordCloudResults({ results, simulated }: ResultsProps<WordCloudSlide>) {
  const t = useT();
  const words = results.kind === 'words' ? results.words : [];
  return (
    <ResultsShell total={results.total} simulated={simulated} unit="screen.peopleAnswered">
      {words.length ? <WordCloudList words={words} minSize={14} maxSize={44} /> : <Text c="dimmed">{t('screen.wordcloud.none')}</Text>}
    </ResultsShell>
  );
}
