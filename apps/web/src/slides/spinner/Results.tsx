import { Text } from '@mantine/core';
import type { SpinnerSlide } from '@mingle/shared';
import { useT } from '../../i18n';
import type { ResultsProps } from '../types';

/**
 * What the slide's spins picked so far, first spin first (SPEC R21.7), in the host's notes.
 * Nobody answers a spinner: the server builds these from the round's play.
 */
export function SpinnerResults({ results }: ResultsProps<SpinnerSlide>) {
  const t = useT();
  const winners = results.kind === 'spins' ? results.winners : [];
  if (winners.length === 0) return <Text c="dimmed">{t('screen.results.spinner')}</Text>;
  // The notes put this under their own "Results so far": the list needs no second heading.
  return (
    <ol style={{ margin: 0, paddingLeft: '1.4em' }} aria-label={t('screen.spinner.taken')}>
      {winners.map((w, i) => (
        <li key={`${i}:${w}`}>{w}</li>
      ))}
    </ol>
  );
}
