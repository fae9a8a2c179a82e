import { useQuery } from '@apollo/client/react';
import { Anchor, Button, EmptyState, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { mdiPlus, mdiTextBoxSearchOutline } from '@mdi/js';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { GalleryPreview } from '../../components/gallery/GalleryPreview';
import { GallerySearch } from '../../components/gallery/GallerySearch';
import { Icon } from '../../components/Icon';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { describeDataError } from '../../graphql/errors';
import { parseSlides } from '../../slides/playDeck';
import { GRID_COLS } from '../Decks/DecksStates';
import { GALLERY_TAGS, tagLabel } from './tagLabels';
import { TemplateCard, TemplateCardSkeleton } from './TemplateCard';
import { TemplatesDocument, type TemplatesQuery } from './templates.generated';
import { useTemplateAction } from './useTemplateAction';
import { AddTemplateDialog } from './AddTemplateDialog';
import { TemplateAdminMenu } from './TemplateAdminMenu';
import { useTemplateCuration } from './useTemplateCuration';

type TemplateView = TemplatesQuery['templates'][number];

/** The tag chips: all templates, then one link per tag of the fixed list; the current one is marked. */
function TagLinks({ current, search }: { current: string | undefined; search: string }) {
  const query = search ? `?q=${encodeURIComponent(search)}` : '';
  const chip = (to: string, label: string, active: boolean) => (
    <Button
      key={to}
      component={Link}
      to={to + query}
      size="compact-sm"
      radius="xl"
      variant={active ? 'filled' : 'default'}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </Button>
  );
  return (
    <nav aria-label="Template tags">
      <Group gap={6} wrap="wrap">
        {chip('/templates', 'All', !current)}
        {GALLERY_TAGS.map((tag) => chip(`/templates/${tag}`, tagLabel(tag), current === tag))}
      </Group>
    </nav>
  );
}

/** `/templates` and `/templates/{tag}`: the template gallery, for everyone (ADR 0049). */
export default function Templates() {
  const { tag } = useParams();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const { data, error, loading, refetch } = useQuery(TemplatesDocument, {
    variables: { tag: tag ?? null, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const { use, busy, loggedIn } = useTemplateAction();
  const [previewing, setPreviewing] = useState<TemplateView | null>(null);
  const curation = useTemplateCuration();
  const [adding, setAdding] = useState(false);

  // Back from signing up (or in) to use a template: make it now, once.
  const pending = params.get('use');
  const started = useRef(false);
  useEffect(() => {
    if (!pending || !loggedIn || started.current) return;
    started.current = true;
    void use({ slug: pending, title: 'the template' });
  }, [pending, loggedIn, use]);

  const setSearch = (q: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (q.trim()) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  const templates = data?.templates ?? [];
  const hiddenCount = templates.filter((t) => t.hidden).length;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div style={{ flex: '1 1 320px' }}>
          {tag && (
            <Text size="sm" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
              Templates
            </Text>
          )}
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ letterSpacing: '-0.02em' }}>
            {tag ? tagLabel(tag) : 'Templates'}
          </Title>
          <Text c="dimmed" mt={4}>
            Ready-made decks for icebreakers, trivia, surveys, training and more. Preview any of them, then make it yours to edit and host.
            More decks, published by other hosts, are on the{' '}
            <Anchor component={Link} to="/community-list" underline="always">
              community list
            </Anchor>
            .
          </Text>
        </div>
        {curation.isCurator && (
          <Button variant="default" leftSection={<Icon path={mdiPlus} size={18} />} onClick={() => setAdding(true)}>
            Add a template
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        <GallerySearch value={search} label="Search templates" onSearch={setSearch} />
        <TagLinks current={tag} search={search} />
      </Stack>

      {error && !data ? (
        <LoadErrorAlert
          title="The templates could not be loaded"
          message={describeDataError(error).message}
          onRetry={() => void refetch()}
        />
      ) : !data && loading ? (
        <SimpleGrid cols={GRID_COLS} spacing="lg" aria-busy>
          {Array.from({ length: 8 }, (_, i) => (
            <TemplateCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : templates.length === 0 ? (
        <EmptyState
          py={{ base: 'xl', sm: 64 }}
          variant="light"
          icon={<Icon path={mdiTextBoxSearchOutline} size={32} />}
          title="No templates match"
          description={
            search
              ? `Nothing${tag ? ` in ${tagLabel(tag)}` : ''} matches “${search}”. Try other words, or look at every template.`
              : 'There are no templates here yet.'
          }
        >
          <EmptyState.Actions>
            <Button component={Link} to="/templates" variant="default">
              Show all templates
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {templates.length === 1 ? '1 template' : `${templates.length} templates`}
            {hiddenCount > 0 && ` (${hiddenCount} hidden: only admins see ${hiddenCount === 1 ? 'it' : 'them'})`}
          </Text>
          <SimpleGrid cols={GRID_COLS} spacing="lg" verticalSpacing="lg">
            {templates.map((t) => (
              <TemplateCard
                key={t.slug}
                template={{ ...t, firstSlide: parseSlides((t.slides as unknown[]).slice(0, 1)).slides[0] }}
                onPreview={() => setPreviewing(t)}
                onUse={() => void use(t)}
                busy={busy === t.slug}
                menu={curation.isCurator ? <TemplateAdminMenu template={t} curation={curation} /> : undefined}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      <GalleryPreview
        deck={previewing && { id: previewing.slug, title: previewing.title, slides: previewing.slides as unknown[] }}
        kind="Template"
        onClose={() => setPreviewing(null)}
        action={
          <Button
            onClick={() => previewing && void use(previewing)}
            loading={previewing !== null && busy === previewing.slug}
            leftSection={<Icon path={mdiPlus} size={18} />}
          >
            Use this template
          </Button>
        }
      />
      {curation.isCurator && <AddTemplateDialog opened={adding} onClose={() => setAdding(false)} onAdded={curation.refresh} />}
    </Stack>
  );
}
