import type { SlideResults, WhoSaidSlide } from '@mingle/shared';
import { useT, type Translate } from '../../i18n';
import { ChoiceScreen } from '../common/ChoiceScreen';
import { ScreenFrame, ScreenQuestion } from '../common/ScreenParts';
import type { ScreenViewProps } from '../types';
import classes from './WhoSaid.module.css';
import { quoted, viewPlayOf } from './whosaidPlay';

/** How many who guessed right the reveal names before "and n others". */
const NAMES_SHOWN = 8;

/** The reveal's line: the author, and who guessed right (SPEC R20.8). */
export function revealLine(author: string, results: SlideResults | undefined, t: Translate): string {
  const it = t('screen.whosaid.itWas', { name: author });
  if (results?.kind !== 'whosaid') return it;
  const right = results.candidates.find((c) => c.author)?.votes ?? 0;
  if (right === 0) return `${it} ${t('screen.whosaid.nobodyRight')}`;
  const named = results.guessedRight.slice(0, NAMES_SHOWN);
  const names =
    right > named.length && named.length > 0
      ? t('screen.whosaid.andMore', { names: named.join(', '), count: right - named.length })
      : named.join(', ');
  return names ? `${it} ${t('screen.whosaid.guessedRight', { names })}` : it;
}

/**
 * Who said it on the big screen (SPEC R20): `quote` shows the quote large without its author,
 * `answering` adds the names and the countdown, `reveal` names the author and who guessed right.
 */
export function WhoSaidScreenView({
  slide,
  step,
  results,
  simulated,
  secondsLeft,
  secondsTotal,
  round = 0,
  play,
}: ScreenViewProps<WhoSaidSlide>) {
  const t = useT();
  const view = viewPlayOf(play, step === 'reveal');
  const kicker = `${t('screen.whosaid.title')} · ${t('screen.whosaid.round', { round: round + 1, rounds: slide.rounds })}`;

  if (view.kind === 'tooFew') {
    return (
      <ScreenFrame>
        <div className={classes.empty}>
          <p className={classes.emptyTitle}>{t('screen.whosaid.noQuote')}</p>
          <p className={classes.emptyText}>{t('screen.whosaid.tooFew', { need: view.need, have: view.have })}</p>
        </div>
      </ScreenFrame>
    );
  }

  const text = quoted(view.quote);
  if (step === 'quote') {
    return (
      <ScreenFrame simulated={view.sample} simulatedText={t('screen.whosaid.sample')}>
        <p className={classes.kicker}>{kicker}</p>
        <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <ScreenQuestion text={text} hero />
        </div>
        <p className={classes.kicker} style={{ color: '#fff' }}>
          {t('screen.whosaid.getReady')}
        </p>
      </ScreenFrame>
    );
  }

  const ids = view.candidates.map((c) => c.participantId);
  const author = view.author ? ids.indexOf(view.author.participantId) : -1;
  // The choice screen draws columns from counts in the names' order.
  const counts: SlideResults | undefined =
    results?.kind === 'whosaid'
      ? {
          kind: 'choices',
          total: results.total,
          counts: ids.map((id) => results.candidates.find((c) => c.participantId === id)?.votes ?? 0),
        }
      : undefined;
  return (
    <ChoiceScreen
      question={text}
      options={view.candidates.map((c) => ({ text: c.nickname }))}
      step={step === 'reveal' ? 'reveal' : 'answering'}
      timeLimit={slide.timeLimit}
      correct={author >= 0 ? [author] : []}
      explanation={step === 'reveal' && view.author ? revealLine(view.author.nickname, results, t) : undefined}
      results={counts}
      simulated={simulated || view.sample}
      secondsLeft={secondsLeft}
      secondsTotal={secondsTotal}
    />
  );
}
