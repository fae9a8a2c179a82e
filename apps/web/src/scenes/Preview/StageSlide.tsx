import { useEffect, useState } from 'react';
import { slideTypeOf, type Slide, type StepName } from '@mingle/shared';
import { webSlideTypeOf } from '../../slides/registry';
import { UnsupportedPhone, UnsupportedScreen } from '../../slides/unsupported/UnsupportedSlide';
import { arrivedAfter, limitMsOf, personalResultAt, resultsFor, standingsThrough, type MyAnswer, type SimulatedDeck } from './playback';
import { PhoneFrame } from './PhoneFrame';

interface StageProps {
  slide: Slide;
  step: StepName;
  slides: readonly Slide[];
  slideIndex: number;
  sims: SimulatedDeck;
  mine: ReadonlyMap<string, MyAnswer>;
}

/** Untimed answering (polls, word clouds) still fills up, over this long. */
const UNTIMED_FILL_MS = 6000;

/** The current time, ticking while `active`: the countdown and the arriving answers follow it. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

function Screen({ slide, step, slides, slideIndex, sims, mine, startedAt }: StageProps & { startedAt: number }) {
  const now = useNow(step === 'answering');
  const web = webSlideTypeOf(slide.type);
  if (!web) return <UnsupportedScreen slide={slide} />;
  const timed = 'timeLimit' in slide && typeof slide.timeLimit === 'number';
  // The clock of the previous step may lag behind this step's start for a tick.
  const elapsed = Math.max(0, now - startedAt);
  const answering = step === 'answering';
  const arrived = answering ? arrivedAfter(elapsed, timed ? limitMsOf(slide) : UNTIMED_FILL_MS) : undefined;
  const results = resultsFor(slide, sims, mine.get(slide.id), arrived);
  const standings = standingsThrough(slides, slideIndex, sims, mine);
  const anyScore = standings.some((s) => s.score > 0);
  return (
    <web.ScreenView
      slide={slide}
      step={step}
      results={results}
      simulated
      secondsLeft={answering && timed ? Math.max(0, limitMsOf(slide) - elapsed) / 1000 : undefined}
      standings={anyScore ? standings : undefined}
    />
  );
}

function Phone({ slide, step, slides, slideIndex, sims, mine, onAnswer }: StageProps & { onAnswer(answer: unknown): void }) {
  const web = webSlideTypeOf(slide.type);
  const my = mine.get(slide.id);
  const showsResult = step === 'reveal' || step === 'leaderboard' || slideTypeOf(slide.type)?.standings !== undefined;
  return (
    <PhoneFrame>
      {web ? (
        <web.PhoneView
          slide={slide}
          step={step}
          answer={my?.answer}
          onAnswer={step === 'answering' && !my ? onAnswer : undefined}
          personalResult={showsResult ? personalResultAt(slides, slideIndex, sims, mine) : undefined}
        />
      ) : (
        <UnsupportedPhone slide={slide} />
      )}
    </PhoneFrame>
  );
}

/** The big screen and the phone of the slide being previewed. */
export const StageSlide = { Screen, Phone };
