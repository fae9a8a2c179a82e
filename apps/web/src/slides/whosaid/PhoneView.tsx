import { mdiAccountVoice, mdiCommentQuoteOutline, mdiTimerSandEmpty } from '@mdi/js';
import type { WhoSaidAnswer, WhoSaidSlide } from '@mingle/shared';
import { useT } from '../../i18n/speaking';
import { ChoicePhone } from '../common/ChoicePhone';
import { PhoneQuestion, PhoneScreen, PhoneStatus, PhoneText } from '../common/PhoneParts';
import type { PhoneViewProps } from '../types';
import { quoted, viewPlayOf } from './whosaidPlay';

/**
 * Who said it on a phone (SPEC R20): the quote, then the names to pick the author from, then
 * this phone's result. The author's phone sits the round out (R16.4) and is told why.
 */
export function WhoSaidPhoneView({
  step,
  answer,
  onAnswer,
  personalResult,
  play,
  sitsOut,
  results,
}: PhoneViewProps<WhoSaidSlide, WhoSaidAnswer>) {
  const t = useT();
  const round = viewPlayOf(play, step === 'reveal');

  if (round.kind === 'tooFew') {
    return (
      <PhoneScreen>
        <PhoneStatus icon={mdiCommentQuoteOutline} title={t('phone.whosaid.noQuote')}>
          <PhoneText>{t('phone.whosaid.tooFew')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }

  const question = quoted(round.quote);
  if (sitsOut === 'author') {
    const votes = results?.kind === 'whosaid' ? results.candidates.find((c) => c.author)?.votes : undefined;
    return (
      <PhoneScreen>
        <PhoneQuestion text={question} />
        <PhoneStatus icon={mdiAccountVoice} title={t('phone.whosaid.yours')} tone="neutral">
          <PhoneText>
            {step === 'reveal' && votes !== undefined ? t('phone.whosaid.yoursRevealed', { count: votes }) : t('phone.whosaid.sitBack')}
          </PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }

  if (step === 'quote') {
    return (
      <PhoneScreen>
        <PhoneQuestion text={question} />
        <PhoneStatus icon={mdiTimerSandEmpty} title={t('phone.whosaid.title')}>
          <PhoneText>{t('phone.whosaid.getReady')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }

  const ids = round.candidates.map((c) => c.participantId);
  const chosen = answer ? ids.indexOf(answer.participantId) : -1;
  const author = round.author ? ids.indexOf(round.author.participantId) : -1;
  return (
    <ChoicePhone
      question={question}
      options={round.candidates.map((c) => ({ text: c.nickname }))}
      multiple={false}
      step={step === 'reveal' ? 'reveal' : 'answering'}
      chosen={chosen >= 0 ? [chosen] : undefined}
      onChoose={onAnswer ? ([i]) => i !== undefined && ids[i] && onAnswer({ participantId: ids[i] }) : undefined}
      correct={step === 'reveal' && author >= 0 ? [author] : undefined}
      personalResult={personalResult}
      layout="list"
    />
  );
}
