import { isSpinnerPlay, spinWinner, type SpinnerPlay, type SpinnerSlide } from '@mingle/shared';
import { useT } from '../../i18n';
import { ScreenFrame, ScreenQuestion } from '../common/ScreenParts';
import type { ScreenViewProps } from '../types';
import classes from './SpinnerScreen.module.css';
import { Wheel } from './Wheel';
import { samplePlay, useSpin } from './wheel';

/**
 * The spinner on the big screen (SPEC R21): the wheel, who spins, and the winner in large
 * words once it stops, with the earlier winners beside it. Previews show a sample wheel.
 */
export function SpinnerScreenView({ slide, step, play, round }: ScreenViewProps<SpinnerSlide>) {
  const t = useT();
  const live = isSpinnerPlay(play) ? play : undefined;
  const shown = live ?? samplePlay(slide.source === 'items' ? slide.items : null, step === 'result');
  return (
    <ScreenFrame simulated={!live} simulatedText={t(slide.source === 'items' ? 'screen.spinner.sampleSpin' : 'screen.spinner.sample')}>
      <ScreenQuestion text={slide.title.trim() || t('screen.spinner.title')} />
      {/* A fresh spin per round: the wheel animates only what it saw start. */}
      <ScreenWheel key={`${slide.id}:${round ?? 0}`} step={step} shown={shown} />
    </ScreenFrame>
  );
}

function ScreenWheel({ step, shown }: { step: string; shown: SpinnerPlay }) {
  const t = useT();
  const spin = useSpin(step === 'result' ? shown : { ...shown, winner: undefined, spunAt: undefined });
  const winner = step === 'result' ? spinWinner(shown) : null;
  const empty = shown.segments.length === 0;
  const emptyText = t(shown.taken.length ? 'screen.spinner.everyone' : 'screen.spinner.nobody');
  return (
    <div className={classes.stage}>
      <div className={classes.wheelBox}>
        <Wheel
          segments={shown.segments}
          rotation={spin.rotation}
          animate={spin.animate}
          landedOn={spin.landed ? shown.winner : undefined}
          label={empty ? emptyText : t('screen.spinner.wheel', { names: shown.segments.map((s) => s.label).join(', ') })}
          emptyText={emptyText}
        />
      </div>
      <div className={classes.side}>
        {empty ? (
          <p className={classes.line}>{emptyText}</p>
        ) : winner && spin.landed ? (
          <div className={classes.winner}>
            <p className={classes.kicker}>{t('screen.spinner.winner')}</p>
            <p className={classes.winnerName}>{winner.label}</p>
          </div>
        ) : (
          <p className={classes.line}>
            {step === 'result'
              ? t('screen.spinner.turning')
              : shown.spinnerNickname
                ? t('screen.spinner.spinning', { nickname: shown.spinnerNickname })
                : t('screen.spinner.ready')}
          </p>
        )}
        {shown.pool > shown.segments.length && (
          <p className={classes.note}>{t('screen.spinner.sampled', { shown: shown.segments.length, pool: shown.pool })}</p>
        )}
        {shown.taken.length > 0 && (
          <div className={classes.taken}>
            <p className={classes.takenTitle}>{t('screen.spinner.taken')}</p>
            <ol className={classes.takenList}>
              {shown.taken.slice(-6).map((s, i) => (
                <li key={`${i}:${s.label}`}>{s.label}</li>
              ))}
            </ol>
          </div>
        )}
        <p className={classes.srOnly} aria-live="polite" aria-atomic="true">
          {winner && spin.landed ? t('screen.spinner.landed', { winner: winner.label }) : ''}
        </p>
      </div>
    </div>
  );
}
