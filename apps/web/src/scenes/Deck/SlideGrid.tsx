import { Group, SimpleGrid, Text } from '@mantine/core';
import type { Slide } from '@mingle/shared';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { SlideThumb } from '../../components/SlideThumb';
import { slideIcon, slideLabel, slideSummary, typeAndText } from '../../components/slideKit';
import cover from '../../components/CoverControl.module.css';
import classes from './Deck.module.css';

/** Every slide as a thumbnail; each opens the editor on that slide. */
export function SlideGrid({ deckId, slides }: { deckId: string; slides: readonly Slide[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" verticalSpacing="lg" component="ol" className={classes.grid}>
      {slides.map((slide, index) => {
        const summary = slideSummary(slide);
        return (
          <li key={slide.id} className={`${cover.card} ${classes.slideCard}`}>
            <div aria-hidden="true">
              <SlideThumb slide={slide} />
              <Group gap={6} mt={8} wrap="nowrap">
                <Text size="xs" fw={700} c="dimmed" className={classes.number}>
                  {index + 1}
                </Text>
                <Icon path={slideIcon(slide.type)} size={14} color="var(--mantine-color-dimmed)" />
                <Text size="xs" c="dimmed" truncate>
                  {slideLabel(slide.type)}
                </Text>
              </Group>
            </div>
            <Link
              to={`/edit/${deckId}?slide=${encodeURIComponent(slide.id)}`}
              className={cover.control}
              aria-label={`Slide ${index + 1}, ${typeAndText(slideLabel(slide.type), summary || 'empty')}. Edit`}
            />
          </li>
        );
      })}
    </SimpleGrid>
  );
}
