import { mdiPartyPopper } from '@mdi/js';
import { isSpinnerPlay, spinWinner, type SpinnerPlay, type SpinnerSlide } from '@mingle/shared';
import { useState } from 'react';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/speaking';
import { reasonWords } from '../../phone/reasonWords';
import { Button } from '../../phone/ui/ui';
import { say } from '../../phone/words';
import { PhoneQuestion, PhoneScreen } from '../common/PhoneParts';
import type { AskRefusal, PhoneViewProps } from '../types';
import classes from './SpinnerPhone.module.css';
import { Wheel } from './Wheel';
import { samplePlay, useSpin } from './wheel';

/**
 * The spinner on a phone (SPEC R21): the same wheel as the big screen, landing on the same
 * segment. The phone the host handed the spin to gets a Spin button; the others see who spins.
 * Previews show a sample wheel, labelled so.
 */
export function SpinnerPhoneView(props: PhoneViewProps<SpinnerSlide>) {
  const { slide, step, play, round } = props;
  const live = isSpinnerPlay(play) ? play : undefined;
  const shown = live ?? samplePlay(slide.source === 'items' ? slide.items : null, step === 'result');
  // A fresh spin per round: the wheel animates only what it saw start.
  return <PhoneWheel key={`${slide.id}:${round ?? 0}`} {...props} shown={shown} sample={!live} />;
}

function PhoneWheel({
  slide,
  step,
  participantId,
  onSpin,
  shown,
  sample,
}: PhoneViewProps<SpinnerSlide> & { shown: SpinnerPlay; sample: boolean }) {
  const t = useT();
  const spin = useSpin(step === 'result' ? shown : { ...shown, winner: undefined, spunAt: undefined });
  const winner = step === 'result' ? spinWinner(shown) : null;
  const mine = !!participantId && shown.spinnerId === participantId;
  const names = shown.segments.map((s) => s.label).join(', ');
  return (
    <PhoneScreen>
      <PhoneQuestion text={slide.title.trim() || t('phone.spinner.title')} />
      {sample && <p className={classes.sample}>{t(slide.source === 'items' ? 'phone.spinner.sampleSpin' : 'phone.spinner.sample')}</p>}
      <div className={classes.wheelBox}>
        <Wheel
          segments={shown.segments}
          rotation={spin.rotation}
          animate={spin.animate}
          landedOn={spin.landed ? shown.winner : undefined}
          label={shown.segments.length ? t('phone.spinner.wheel', { names }) : t('phone.spinner.emptyWheel')}
          emptyText={t(shown.taken.length ? 'phone.spinner.everyone' : 'phone.spinner.nobody')}
        />
      </div>
      {shown.pool > shown.segments.length && (
        <p className={classes.note}>{t('phone.spinner.sampled', { shown: shown.segments.length, pool: shown.pool })}</p>
      )}
      <div className={classes.status}>
        {shown.segments.length === 0 ? (
          <p className={classes.line}>{t(shown.taken.length ? 'phone.spinner.everyone' : 'phone.spinner.nobody')}</p>
        ) : step === 'spin' ? (
          mine && onSpin ? (
            <SpinButton onSpin={onSpin} />
          ) : (
            <p className={classes.line}>
              {shown.spinnerNickname
                ? mine
                  ? t('phone.spinner.yourTurn')
                  : t('phone.spinner.spinning', { nickname: shown.spinnerNickname })
                : t('phone.spinner.hostSpins')}
            </p>
          )
        ) : spin.landed && winner ? (
          <div className={classes.winner}>
            <Icon path={mdiPartyPopper} size={40} />
            <p className={classes.winnerName}>{winner.label}</p>
            {!!participantId && winner.participantId === participantId && <p className={classes.you}>{t('phone.spinner.you')}</p>}
          </div>
        ) : (
          <p className={classes.line}>{t('phone.spinner.turning')}</p>
        )}
      </div>
      <p className={classes.srOnly} aria-live="polite" aria-atomic="true">
        {spin.landed && winner ? t('phone.spinner.landed', { winner: winner.label }) : ''}
      </p>
    </PhoneScreen>
  );
}

function SpinButton({ onSpin }: { onSpin(): Promise<AskRefusal | null> }) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<AskRefusal | null>(null);
  const press = async () => {
    setSending(true);
    setRefused(null);
    const refusal = await onSpin();
    setSending(false);
    if (refusal) setRefused(refusal);
  };
  return (
    <>
      <p className={classes.line}>{t('phone.spinner.yourTurn')}</p>
      <Button size="xl" full loading={sending} disabled={sending} onClick={() => void press()}>
        {t('phone.spinner.spin')}
      </Button>
      {refused && (
        <p className={classes.refused} role="alert">
          {say(t, reasonWords(refused.info, 'phone.spinner.notSpun'))}
        </p>
      )}
    </>
  );
}
