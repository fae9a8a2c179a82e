import { Text } from '@mantine/core';
import type { WhoSaidSlide } from '@mingle/shared';
import { ResultBars, ResultsShell } from '../common/ResultsParts';
import type { ResultsProps } from '../types';
import { quoted } from './whosaidPlay';

/** A round's votes per name, the author marked (host console, previews; SPEC R20.8). */
export function WhoSaidResults({ results, simulated }: ResultsProps<WhoSaidSlide>) {
  const round = results.kind === 'whosaid' ? results : null;
  const candidates = round?.candidates ?? [];
  const author = candidates.findIndex((c) => c.author);
  return (
    <ResultsShell total={results.total} simulated={simulated}>
      {round?.quote && (
        <Text fs="italic" mb="xs">
          {quoted(round.quote)}
        </Text>
      )}
      <ResultBars
        labels={candidates.map((c) => c.nickname)}
        counts={candidates.map((c) => c.votes)}
        total={results.total}
        correct={author >= 0 ? [author] : []}
      />
    </ResultsShell>
  );
}
