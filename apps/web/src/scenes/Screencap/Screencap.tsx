import { useQuery } from '@apollo/client/react';
import { screencapSteps, type Slide, type StepName } from '@mingle/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { describeDataError } from '../../graphql/errors';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { I18nProvider, negotiateLocale } from '../../i18n';
import { ScreenCanvas } from '../../slides/common/ScreenCanvas';
import { webSlideTypeOf } from '../../slides/registry';
import { BigMessage } from '../BigScreen/BigMessage';
import { RecapDocument, type RecapQuery } from '../Recap/recap.generated';
import classes from './Screencap.module.css';

type RecapSlide = RecapQuery['recap']['slides'][number];

/** What the page shows, in `data-screencap`: the renderer shoots only `ready` (ADR 45). */
export type ScreencapState = 'loading' | 'ready' | 'not-found' | 'error';

/**
 * The recap slide a screencap address names, or null: `slide` is its 1-based place in the
 * recap's list, `step` one of the steps a recap shows of its type (screencapSteps).
 */
export function screencapSlideOf(
  slides: readonly RecapSlide[],
  slide: string | undefined,
  step: string | undefined,
): { s: RecapSlide; step: StepName } | null {
  const n = Number(slide);
  const s = Number.isInteger(n) && n >= 1 ? slides[n - 1] : undefined;
  if (!s || !webSlideTypeOf(s.type)) return null;
  const named = screencapSteps(s.type).find((x) => x === step);
  return named ? { s, step: named } : null;
}

/**
 * `/screencap/{uuid}/{slide}/{step}`: one recap slide at one step, chrome-less at exactly
 * 1280×720, drawn by the same big-screen view of its type that the room saw (ADR 45). The
 * server's PNG renderer opens it and shoots once `data-screencap="ready"`: data in, fonts and
 * images loaded.
 */
export default function Screencap() {
  const { uuid = '', slide, step } = useParams();
  const locale = negotiateLocale(navigator.languages);
  return (
    <I18nProvider locale={locale}>
      <ScreencapBody uuid={uuid} slide={slide} step={step} />
    </I18nProvider>
  );
}

function ScreencapBody({ uuid, slide, step }: { uuid: string; slide?: string; step?: string }) {
  const { data, error } = useQuery(RecapDocument, { variables: { id: uuid } });
  const recap = data?.recap;
  const found = recap ? screencapSlideOf(recap.slides, slide, step) : null;
  useDocumentTitle(recap && found ? `${recap.title || 'Untitled deck'}: slide ${slide}` : undefined);

  if (error && !recap) {
    const { code } = describeDataError(error);
    return code === 'NOT_FOUND' ? (
      <NotFound />
    ) : (
      <Canvas state="error">
        <BigMessage title="This slide could not be loaded" text="Try again in a moment." />
      </Canvas>
    );
  }
  if (!recap) return <Canvas state="loading" />;
  if (!found) return <NotFound />;
  const web = webSlideTypeOf(found.s.type)!;
  return (
    <Canvas state="ready" label={`${recap.title || 'Untitled deck'}: ${found.s.headline}`}>
      <web.ScreenView
        slide={found.s.slide as Slide}
        step={found.step}
        results={found.s.results}
        // A leaderboard step is never shot (screencapSteps); empty standings keep views from sampling.
        standings={[]}
        round={found.s.round}
        // Null keeps a type that has a play from drawing its sample (its preview) instead.
        play={found.s.play ?? null}
      />
    </Canvas>
  );
}

function NotFound() {
  return (
    <Canvas state="not-found">
      <BigMessage
        title="This slide could not be found"
        text="The recap does not exist, its host turned it off, or it has no such slide or step."
      />
    </Canvas>
  );
}

/**
 * The 1280×720 box. `ready` is written only after the fonts and every image inside have loaded,
 * so a shot never catches a fallback font or a half-drawn picture.
 */
function Canvas({ state, label, children }: { state: ScreencapState; label?: string; children?: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [settled, setSettled] = useState<ScreencapState>('loading');
  useEffect(() => {
    let live = true;
    const images = [...(box.current?.querySelectorAll('img') ?? [])];
    void Promise.all([document.fonts?.ready, ...images.map((img) => img.decode().catch(() => undefined))]).then(() => {
      if (live) setSettled(state);
    });
    return () => {
      live = false;
    };
  }, [state]);
  return (
    <main ref={box} className={classes.root} data-screencap={settled === state ? state : 'loading'} aria-busy={settled !== state}>
      <ScreenCanvas label={label ?? 'Recap slide'}>{children}</ScreenCanvas>
    </main>
  );
}
