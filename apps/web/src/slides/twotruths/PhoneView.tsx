import { mdiAccountStar, mdiCheck, mdiDramaMasks } from '@mdi/js';
import type { ChoicesAnswer, TwoTruthsSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/speaking';
import { ChoicePhone } from '../common/ChoicePhone';
import { PersonalResultView, PhoneQuestion, PhoneScreen, PhoneStatus, PhoneText } from '../common/PhoneParts';
import type { PhoneViewProps } from '../types';
import classes from './TwoTruths.module.css';
import { aboutTitle, spottersLine, subjectOf, twoTruthsResultsOf } from './words';

/**
 * Two truths and a lie on a phone (SPEC R19). The subject's own phone does not vote: it is told
 * the room is guessing about them (R19.4). Everyone else picks the statement they think is the
 * lie. At the reveal: their own result, the lie marked in words and with an icon, who spotted it.
 */
export function TwoTruthsPhoneView(props: PhoneViewProps<TwoTruthsSlide, ChoicesAnswer>) {
  const { slide, step, answer, onAnswer, personalResult, play, sitsOut, results } = props;
  const t = useT();
  const name = subjectOf(slide, play);
  const isSubject = sitsOut === 'subject';
  // `lieIndex` arrives with the reveal only (R19.3); the editor's preview has it all along.
  const lie = step === 'reveal' && typeof slide.lieIndex === 'number' ? slide.lieIndex : null;

  if (step === 'reveal') {
    const r = twoTruthsResultsOf(results);
    return (
      <PhoneScreen>
        {/* A compact card, so the statements and who spotted the lie fit below it. */}
        <div className={classes.phoneResult}>
          {isSubject ? (
            <PhoneStatus icon={mdiAccountStar} title={t('phone.twotruths.subjectReveal')} tone="neutral" />
          ) : (
            <PersonalResultView result={personalResult} answered={!!answer?.choices.length} />
          )}
        </div>
        <Statements slide={slide} lie={lie} chosen={isSubject ? undefined : answer?.choices[0]} />
        {r && (
          <p className={classes.phoneSpotters} role="status">
            {spottersLine(t, r)}
          </p>
        )}
      </PhoneScreen>
    );
  }
  if (isSubject) {
    return (
      <PhoneScreen>
        <PhoneQuestion text={aboutTitle(t, name)} />
        <PhoneStatus icon={mdiAccountStar} title={t('phone.twotruths.subjectTitle')}>
          <PhoneText>{t('phone.twotruths.subjectText')}</PhoneText>
        </PhoneStatus>
      </PhoneScreen>
    );
  }
  return (
    <ChoicePhone
      question={name ? t('phone.twotruths.pickAbout', { name }) : t('phone.twotruths.pick')}
      options={slide.statements.map((text) => ({ text }))}
      multiple={false}
      step={step}
      chosen={answer?.choices}
      onChoose={onAnswer ? (choices) => onAnswer({ choices }) : undefined}
      personalResult={personalResult}
      layout="list"
    />
  );
}

/** The three statements after the reveal: the lie says so in words, not by colour alone. */
function Statements({ slide, lie, chosen }: { slide: TwoTruthsSlide; lie: number | null; chosen?: number }) {
  const t = useT();
  return (
    <ol className={classes.phoneStatements}>
      {slide.statements.map((text, i) => (
        <li key={i} className={i === lie ? classes.phoneLie : classes.phoneTruth}>
          <Icon path={i === lie ? mdiDramaMasks : mdiCheck} size={24} />
          <span className={classes.phoneStatementText}>
            <strong className={classes.phoneMark}>{t(i === lie ? 'common.twotruths.lie' : 'common.twotruths.truth')}</strong>
            {text || t('phone.slide.option', { n: i + 1 })}
            {chosen === i && <span className={classes.phoneYours}>{t('phone.twotruths.yourPick')}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
