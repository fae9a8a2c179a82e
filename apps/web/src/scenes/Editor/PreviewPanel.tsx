import { SegmentedControl, Stack, Text } from '@mantine/core';
import { slideTypeOf, type Slide, type SlideResults, type StepName } from '@mingle/shared';
import { useMemo, useState } from 'react';
import { slideSteps, webSlideTypeOf } from '../../components/slideKit';
import { ScreenCanvas } from '../../slides/common/ScreenCanvas';
import { UnsupportedPhone, UnsupportedScreen } from '../../slides/unsupported/UnsupportedSlide';
import classes from './Preview.module.css';

const STEP_LABELS: Record<StepName, string> = {
  show: 'On screen',
  question: 'Question',
  answering: 'Answering',
  reveal: 'Answer',
  leaderboard: 'Leaderboard',
  results: 'Results',
  quote: 'Quote',
  spin: 'Spin',
  result: 'Result',
  open: 'Open',
};

const SIMULATED_ANSWERS = 24;

/** A small seeded generator: the same slide always shows the same simulated spread. */
function seeded(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function simulatedResults(slide: Slide): SlideResults | undefined {
  const def = slideTypeOf(slide.type);
  if (!def?.simulate || !def.aggregate) return undefined;
  return def.aggregate(slide, def.simulate(slide, SIMULATED_ANSWERS, seeded(slide.id)));
}

function defaultStep(steps: readonly StepName[]): StepName {
  return steps.includes('answering') ? 'answering' : (steps[0] ?? 'show');
}

/**
 * The selected slide as the room's screen and a phone show it, updated as the form changes.
 * Result steps use simulated answers and say so.
 */
export function PreviewPanel({ slide }: { slide: Slide }) {
  const steps = slideSteps(slide);
  const [chosen, setChosen] = useState<{ id: string; step: StepName } | null>(null);
  const step = chosen && chosen.id === slide.id && steps.includes(chosen.step) ? chosen.step : defaultStep(steps);
  const web = webSlideTypeOf(slide.type);
  const results = useMemo(() => simulatedResults(slide), [slide]);
  const showsResults = step === 'results' || step === 'reveal';

  return (
    <Stack gap="sm" className={classes.root} aria-label="Preview" component="section">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        Preview
      </Text>
      {steps.length > 1 && (
        <SegmentedControl
          size="xs"
          fullWidth
          aria-label="Step to preview"
          value={step}
          onChange={(value) => setChosen({ id: slide.id, step: value as StepName })}
          data={steps.map((s) => ({ value: s, label: STEP_LABELS[s] }))}
        />
      )}
      <div className={classes.stage}>
        <div className={classes.screen}>
          <ScreenCanvas label="Big screen preview">
            {web ? (
              <web.ScreenView slide={slide} step={step} results={showsResults ? results : undefined} simulated={showsResults} />
            ) : (
              <UnsupportedScreen slide={slide} />
            )}
          </ScreenCanvas>
        </div>
        <div className={classes.phoneWrap}>
          <div className={classes.phone} role="region" aria-label="Phone preview">
            <div className={classes.phoneScreen} inert>
              {web ? <web.PhoneView slide={slide} step={step} /> : <UnsupportedPhone slide={slide} />}
            </div>
          </div>
        </div>
      </div>
    </Stack>
  );
}
