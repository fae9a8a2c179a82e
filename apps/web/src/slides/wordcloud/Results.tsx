import { Text } from '@mantine/core';
import type { WordCloudSlide } from '@mingle/shared';
import { ResultsShell, WordCloudList } from '../common/ResultsParts';
import type { ResultsProps } from '../types';

export function WordCloudResults({ results, simulated }: ResultsProps<WordCloudSlide>) {
  const words = results.kind === 'words' ? results.words : [];
  return (
    <ResultsShell total={results.total} simulated={simulated} unit={['person answered', 'people answered']}>
      {words.length ? <WordCloudList words={words} minSize={14} maxSize={44} /> : <Text c="dimmed">No words yet.</Text>}
    </ResultsShell>
  );
}
