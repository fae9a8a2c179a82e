import { Button, Paper, Stack, Title } from '@mantine/core';
import type { Slide } from '@mingle/shared';
import { useT } from '../../i18n';
import { slideLine } from '../../slides/registry';

/** Jump to any slide: for a skipped question or a re-run. Labels come from the event's own slides. */
export function SlideList({
  slides,
  count,
  current,
  onGoto,
  disabled,
}: {
  slides: readonly Slide[];
  count: number;
  current: number;
  onGoto(index: number): void;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('host.slides.title')}
        </Title>
        <div style={{ maxHeight: 280, overflowY: 'auto' }}>
          <Stack gap={4} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('host.slides.goto')}>
            {Array.from({ length: count }, (_, i) => {
              const slide = slides[i];
              const label = slide ? slideLine(slide) : t('host.slides.slide', { number: i + 1 });
              return (
                <li key={i}>
                  <Button
                    variant={i === current ? 'filled' : 'subtle'}
                    color={i === current ? 'mingle' : 'gray'}
                    fullWidth
                    justify="flex-start"
                    disabled={disabled}
                    aria-current={i === current ? 'step' : undefined}
                    onClick={() => onGoto(i)}
                    styles={{
                      inner: { justifyContent: 'flex-start', minWidth: 0 },
                      label: { display: 'block', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
                    }}
                    title={label}
                  >
                    {i + 1}. {label}
                  </Button>
                </li>
              );
            })}
          </Stack>
        </div>
      </Stack>
    </Paper>
  );
}
