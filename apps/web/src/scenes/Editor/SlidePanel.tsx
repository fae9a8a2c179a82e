import { Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { mdiAlertOutline } from '@mdi/js';
import type { DeckProblem, Slide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { slideIcon, slideLabel, webSlideTypeOf } from '../../components/slideKit';
import type { SlideErrors } from '../../slides/types';
import { UnsupportedSlide } from '../../slides/unsupported/UnsupportedSlide';
import { describeProblem, fieldLabel } from './validation';
import classes from './Editor.module.css';

interface SlidePanelProps {
  slide: Slide;
  index: number;
  errors: SlideErrors;
  problems: readonly DeckProblem[];
  onChange(slide: Slide): void;
  uploadImage(file: File): Promise<string>;
  /** The deck's slides before this one (a who-said-it slide picks its source among them). */
  slidesBefore: readonly Slide[];
}

/** Errors a field of the form may not show (a path the type's form has no field for). */
function ErrorsAndProblems({ errors, problems }: { errors: SlideErrors; problems: readonly DeckProblem[] }) {
  const errorList = Object.entries(errors);
  if (errorList.length === 0 && problems.length === 0) return null;
  return (
    <Paper
      radius="md"
      p="sm"
      withBorder
      bg="light-dark(var(--mantine-color-sunrise-0), var(--mantine-color-dark-6))"
      style={{ borderColor: 'var(--mantine-color-sunrise-3)' }}
      role="region"
      aria-label="To finish on this slide"
    >
      <Group gap="xs" mb={4} wrap="nowrap">
        <ThemeIcon color="sunrise" variant="transparent" size="sm" aria-hidden="true">
          <Icon path={mdiAlertOutline} size={18} color="var(--mantine-color-sunrise-9)" />
        </ThemeIcon>
        <Text size="sm" fw={700}>
          {errorList.length > 0 ? 'Fix before this deck can save' : 'To finish before hosting'}
        </Text>
      </Group>
      <List size="sm" spacing={2} pl="lg">
        {errorList.map(([path, message]) => (
          <List.Item key={`e:${path}`}>
            <Text span c="red.9" size="sm">
              {fieldLabel(path)}: {message}
            </Text>
          </List.Item>
        ))}
        {problems.map((p) => (
          <List.Item key={`p:${p.path}:${p.message}`}>{describeProblem(p)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** The selected slide's form, from the web registry, with what is left to do above it. */
export function SlidePanel({ slide, index, errors, problems, onChange, uploadImage, slidesBefore }: SlidePanelProps) {
  const web = webSlideTypeOf(slide.type);
  return (
    <section className={classes.panel} aria-labelledby="slide-form-title" style={{ padding: 'var(--mantine-spacing-lg)' }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden="true">
            <Icon path={slideIcon(slide.type)} size={20} />
          </ThemeIcon>
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
              Slide {index + 1}
            </Text>
            <Title order={2} fz={18} id="slide-form-title">
              {slideLabel(slide.type)}
            </Title>
          </div>
        </Group>
        <ErrorsAndProblems errors={errors} problems={problems} />
        {web ? (
          <web.Editor
            key={slide.id}
            slide={slide}
            onChange={onChange}
            errors={errors}
            uploadImage={uploadImage}
            slidesBefore={slidesBefore}
          />
        ) : (
          <>
            <UnsupportedSlide slide={slide} />
            <Text size="sm" c="dimmed">
              This version of Mingle cannot edit this kind of slide yet; it stays in the deck as it is.
            </Text>
          </>
        )}
      </Stack>
    </section>
  );
}
