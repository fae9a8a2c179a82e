import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { mdiAlertOutline, mdiFlaskOutline, mdiPencilOutline, mdiPrinterOutline } from '@mdi/js';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { slideTypeOf, type Slide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { ScreenCanvas } from '../../slides/common/ScreenCanvas';
import { slideTypeLabel } from '../../slides/registry';
import { StageSlide } from './StageSlide';
import { flattenSteps, simulateDeck, type MyAnswer } from './playback';
import classes from './Preview.module.css';
import { SlideList } from './SlideList';
import { StepBar } from './StepBar';
import { usePreviewKeys } from './usePreviewKeys';

interface PreviewPlayerProps {
  deck: { id: string; title: string; slides: Slide[]; unreadable: { index: number; message: string }[] };
  /** Buttons beside the title in place of Edit and Print (a template's "Use this template"). */
  actions?: ReactNode;
  /** What the simulated-answers notice says, in place of "Only you see this preview". */
  notice?: ReactNode;
  /** Keep the step in the address (`?slide=&step=`); off where the page's address is not the deck's (a dialog). */
  stepInUrl?: boolean;
  /** Sets the tab title; off where the player is part of another page. */
  ownsTitle?: boolean;
}

/** Reads `?slide=3&step=2` (both from 1) so a reload or a link from the editor lands on the same step. */
function initialIndex(positions: ReturnType<typeof flattenSteps>, params: URLSearchParams): number {
  const slide = Number(params.get('slide')) - 1;
  const step = Math.max(0, Number(params.get('step') ?? 1) - 1);
  const first = positions.findIndex((p) => p.slideIndex === slide);
  if (first < 0) return 0;
  const exact = positions.findIndex((p) => p.slideIndex === slide && p.stepIndex === step);
  return exact >= 0 ? exact : first;
}

/** The deck played alone: big screen and phone side by side, every step, simulated answers. */
export function PreviewPlayer({ deck, actions, notice, stepInUrl = true, ownsTitle = true }: PreviewPlayerProps) {
  const { slides } = deck;
  const positions = useMemo(() => flattenSteps(slides), [slides]);
  const sims = useMemo(() => simulateDeck(slides), [slides]);
  const [params, setParams] = useSearchParams();
  const [at, setAt] = useState(() => ({ index: stepInUrl ? initialIndex(positions, params) : 0, startedAt: Date.now() }));
  const [mine, setMine] = useState<ReadonlyMap<string, MyAnswer>>(new Map());

  const index = Math.min(at.index, positions.length - 1);
  const pos = positions[index];
  const go = (next: number) => {
    const clamped = Math.max(0, Math.min(positions.length - 1, next));
    const p = positions[clamped];
    setAt({ index: clamped, startedAt: Date.now() });
    if (p && stepInUrl) setParams({ slide: String(p.slideIndex + 1), step: String(p.stepIndex + 1) }, { replace: true });
  };
  usePreviewKeys({ next: () => go(index + 1), prev: () => go(index - 1) });

  useEffect(() => {
    if (deck.title && ownsTitle) document.title = `Preview: ${deck.title} · Mingle`;
  }, [deck.title, ownsTitle]);

  if (!pos) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <Title order={2} fz={20}>
          This deck has no slides yet
        </Title>
        <Text c="dimmed" mt="xs">
          Add a few in the editor, then come back to play them through.
        </Text>
        <Button component={Link} to={`/edit/${deck.id}`} mt="md" leftSection={<Icon path={mdiPencilOutline} size={18} />}>
          Open the editor
        </Button>
      </Card>
    );
  }

  const slide = slides[pos.slideIndex]!;
  const steps = positions.filter((p) => p.slideIndex === pos.slideIndex);
  const firstOfSlide = positions.findIndex((p) => p.slideIndex === pos.slideIndex);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            Preview
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.02em', overflowWrap: 'anywhere' }}>
            {deck.title || 'Untitled deck'}
          </Title>
        </div>
        <Group gap="sm">
          {actions ?? (
            <>
              <Button component={Link} to={`/edit/${deck.id}`} variant="default" leftSection={<Icon path={mdiPencilOutline} size={18} />}>
                Edit
              </Button>
              <Button component={Link} to={`/print/${deck.id}`} variant="default" leftSection={<Icon path={mdiPrinterOutline} size={18} />}>
                Print
              </Button>
            </>
          )}
        </Group>
      </Group>

      <Alert variant="light" color="sunrise" icon={<Icon path={mdiFlaskOutline} />} py="xs">
        {notice ?? (
          <>
            Only you see this preview. The answers, votes and players in it are <b>simulated</b>; tap the phone to try answering yourself.
          </>
        )}
      </Alert>
      {deck.unreadable.length > 0 && (
        <Alert variant="light" color="red" icon={<Icon path={mdiAlertOutline} />} title="Some slides could not be read and are left out">
          {deck.unreadable.map((u) => (
            <Text key={u.index} size="sm">
              Slide {u.index + 1}: {u.message}
            </Text>
          ))}
        </Alert>
      )}

      <div className={classes.stage}>
        <Stack gap="md" w="100%">
          <div className={classes.screen}>
            <ScreenCanvas label={`Big screen: slide ${pos.slideIndex + 1}`}>
              <StageSlide.Screen
                slide={slide}
                step={pos.step}
                slides={slides}
                slideIndex={pos.slideIndex}
                sims={sims}
                mine={mine}
                startedAt={at.startedAt}
              />
            </ScreenCanvas>
          </div>
          <StepBar
            slideNumber={pos.slideIndex + 1}
            slideCount={slides.length}
            typeLabel={slideTypeLabel(slide.type)}
            steps={steps.map((s) => s.step)}
            stepIndex={pos.stepIndex}
            onStep={(i) => go(firstOfSlide + i)}
            onPrev={() => go(index - 1)}
            onNext={() => go(index + 1)}
            atStart={index === 0}
            atEnd={index === positions.length - 1}
            rounds={slideTypeOf(slide.type)?.rounds?.(slide) ?? 1}
          />
          {slide.notes?.trim() && (
            <Card withBorder radius="md" padding="md" bg="var(--mantine-color-gray-0)">
              <Text size="sm" fw={700} mb={4}>
                Host notes
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {slide.notes}
              </Text>
            </Card>
          )}
        </Stack>
        <Stack gap="xs" align="center">
          <StageSlide.Phone
            key={slide.id}
            slide={slide}
            step={pos.step}
            slides={slides}
            slideIndex={pos.slideIndex}
            sims={sims}
            mine={mine}
            onAnswer={(answer) => setMine((m) => new Map(m).set(slide.id, { answer, answerMs: Date.now() - at.startedAt }))}
          />
          {mine.has(slide.id) && (
            <Anchor
              component="button"
              size="sm"
              onClick={() =>
                setMine((m) => {
                  const next = new Map(m);
                  next.delete(slide.id);
                  return next;
                })
              }
            >
              Clear my answer and try again
            </Anchor>
          )}
        </Stack>
      </div>

      <SlideList slides={slides} current={pos.slideIndex} onJump={(i) => go(positions.findIndex((p) => p.slideIndex === i))} />
    </Stack>
  );
}
