import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, EmptyState, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { mdiCheckAll, mdiEyeOffOutline } from '@mdi/js';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_LIST_OFFSET } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { RelativeTime } from '../../components/RelativeTime';
import { describeDataError } from '../../graphql/errors';
import { notify } from '../../lib/notify';
import { pageParam } from '../../lib/pageParam';
import { AllowRepublishingDocument, ContentReportsDocument, ResolveReportDocument, type ReportItemFragment } from './report.generated';

/** How many reports a page of a tab shows. The open tab's first page also gives the tab its count (one cached answer). */
export const REPORTS_PAGE = 50;

/** The admin's action on a reported deck: unpublish a public one; take down one its owner made private or deleted meanwhile (ADR 59). */
const takeDownLabel = (deck: NonNullable<ReportItemFragment['deck']>) =>
  deck.visibility === 'PUBLIC' ? 'Unpublish deck' : 'Take down deck';

type ModerationEntry = NonNullable<ReportItemFragment['deck']>['history'][number];

const ACTION_TEXT: Record<ModerationEntry['action'], string> = {
  TAKEN_DOWN: 'Taken down',
  PUBLISHING_ALLOWED: 'Publishing allowed again',
};

/** Who took the deck down or allowed it back, and when, oldest first: admins see what was done before them. */
function DeckHistory({ history }: { history: readonly ModerationEntry[] }) {
  return (
    // role="list": Safari drops the list role of a list without bullets.
    <Stack
      component="ul"
      role="list"
      gap={2}
      aria-label="What admins did to this deck"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {history.map((h, i) => (
        <Text component="li" key={`${h.at}-${i}`} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {ACTION_TEXT[h.action]} by {h.adminEmail ? `${h.adminName ?? h.adminEmail} (${h.adminEmail})` : 'an admin whose account is gone'},{' '}
          <RelativeTime value={h.at} />
        </Text>
      ))}
    </Stack>
  );
}

const KIND_BADGE = { ABUSE: { label: 'Abuse', color: 'red' }, PROBLEM: { label: 'Problem', color: 'blue' } } as const;

function reporterText(r: ReportItemFragment['reporter']): string {
  if (r.signedIn) return r.name ? `${r.name} (${r.email ?? 'account'})` : (r.email ?? 'An account since deleted');
  return r.email ? `${r.email} (not signed in)` : 'Someone not signed in, no address left';
}

function resolutionText(r: ReportItemFragment): string {
  return r.resolution === 'UNPUBLISHED' ? 'Deck unpublished' : 'Dismissed';
}

/** One report: what it is about, what was said, who said it, and the admin's two answers while it is open. */
function ReportCard({
  report,
  onResolve,
  onAllow,
  busy,
}: {
  report: ReportItemFragment;
  onResolve?: (action: 'DISMISS' | 'UNPUBLISH') => void;
  /** Lifts the takedown of the report's deck (ADR 59): set on resolved reports whose deck is still down. */
  onAllow?: () => void;
  busy: boolean;
}) {
  const kind = KIND_BADGE[report.kind];
  const deck = report.deck;
  // Whatever the deck's state now: an owner who made it private (or deleted it) before the review
  // could otherwise publish (or restore) it again after a dismissal.
  const canTakeDown = deck !== null && deck !== undefined && !deck.takenDown;
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-label={`${kind.label} report`}
      style={{ listStyle: 'none' }}
    >
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Badge color={kind.color} variant="light">
              {kind.label}
            </Badge>
            {report.resolvedAt && (
              <Badge color="gray" variant="light">
                {resolutionText(report)}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            <RelativeTime value={report.resolvedAt ?? report.createdAt} prefix={report.resolvedAt ? 'resolved ' : ''} />
          </Text>
        </Group>
        {deck ? (
          <Text size="sm">
            Deck{' '}
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              “{deck.title}”
            </Text>{' '}
            by {deck.ownerName || 'an unknown owner'} ·{' '}
            {deck.deleted ? 'deleted by its owner' : deck.visibility === 'PUBLIC' ? 'public' : 'not public'}
            {deck.takenDown && ' · taken down: its owner cannot publish it again'}
          </Text>
        ) : (
          report.kind === 'ABUSE' && (
            <Text size="sm" c="dimmed">
              No deck named
            </Text>
          )
        )}
        {deck && deck.history.length > 0 && <DeckHistory history={deck.history} />}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.message}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          From {reporterText(report.reporter)}
          {report.reporter.email && (
            <>
              {' · '}
              <Anchor href={`mailto:${report.reporter.email}`} size="sm" underline="always">
                Write to them
              </Anchor>
            </>
          )}
        </Text>
        {onAllow && (
          <Group gap="sm">
            <Button variant="default" onClick={onAllow} disabled={busy}>
              Allow publishing again
            </Button>
          </Group>
        )}
        {onResolve && (
          <Group gap="sm">
            {canTakeDown && (
              <Button
                color="red.8"
                leftSection={<Icon path={mdiEyeOffOutline} size={18} />}
                onClick={() => onResolve('UNPUBLISH')}
                disabled={busy}
              >
                {takeDownLabel(deck)}
              </Button>
            )}
            <Button variant="default" onClick={() => onResolve('DISMISS')} disabled={busy}>
              Dismiss
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Which of the tab's reports this page shows, in its order (newest first, or most recently resolved first). */
function shownText(page: number, count: number, status: 'OPEN' | 'RESOLVED'): string {
  const first = (page - 1) * REPORTS_PAGE + 1;
  return `, ${first}–${first + count - 1} shown (${status === 'OPEN' ? 'newest' : 'most recently resolved'} first)`;
}

/** The admins' list of reports (ADR 52): open ones with their actions, or resolved ones, a page at a time (`?page=`). */
export function ReportsReview({ status }: { status: 'OPEN' | 'RESOLVED' }) {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params, REPORTS_PAGE, MAX_LIST_OFFSET);
  const setPage = (next: number) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next > 1) q.set('page', String(next));
        else q.delete('page');
        return q;
      },
      { replace: true },
    );
  const { data, error, loading, refetch } = useQuery(ContentReportsDocument, {
    variables: { status, offset: (page - 1) * REPORTS_PAGE, limit: REPORTS_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const total = data?.contentReports.total;
  const pages = Math.max(1, Math.ceil((total ?? 0) / REPORTS_PAGE));
  // Resolving the last reports of the last page (or an old link) leaves a page past the end: show the last one.
  useEffect(() => {
    if (total !== undefined && page > pages) setPage(pages);
  });
  const [resolve, { loading: resolving }] = useMutation(ResolveReportDocument, {
    refetchQueries: [ContentReportsDocument],
    awaitRefetchQueries: true,
  });

  const [allowRepublishing, { loading: allowing }] = useMutation(AllowRepublishingDocument, {
    refetchQueries: [ContentReportsDocument],
    awaitRefetchQueries: true,
  });
  const allow = (report: ReportItemFragment) => () => {
    const deck = report.deck;
    if (!deck) return;
    modals.openConfirmModal({
      title: `Allow “${deck.title}” to be published again?`,
      size: 'md',
      centered: true,
      children: (
        <Text size="sm">
          Its owner will be able to put it back on the community list. It stays private until they do. The reports stay resolved.
        </Text>
      ),
      labels: { confirm: 'Allow publishing', cancel: 'Cancel' },
      onConfirm: () =>
        void allowRepublishing({ variables: { deckId: deck.id } }).then(
          () => notify.toast(`The owner of “${deck.title}” may publish it again`),
          (e: unknown) => notify.snackbar(`Could not allow it: ${describeDataError(e).message}`, 'red'),
        ),
    });
  };

  const act = async (report: ReportItemFragment, action: 'DISMISS' | 'UNPUBLISH') => {
    try {
      await resolve({ variables: { id: report.id, action } });
      notify.toast(action === 'UNPUBLISH' ? `“${report.deck?.title ?? 'The deck'}” is taken down` : 'Report dismissed');
    } catch (e) {
      notify.snackbar(`Could not resolve the report: ${describeDataError(e).message}`, 'red');
      void refetch();
    }
  };
  const onResolve = (report: ReportItemFragment) => (action: 'DISMISS' | 'UNPUBLISH') => {
    if (action === 'DISMISS' || !report.deck) return void act(report, action);
    const label = takeDownLabel(report.deck);
    modals.openConfirmModal({
      title: `${label.replace(' deck', '')} “${report.deck.title}”?`,
      size: 'md',
      centered: true,
      children: (
        <Text size="sm">
          The deck becomes private, off the community list: nobody but its owner sees it. Its owner keeps it, but cannot publish it again
          until an admin allows it (in Resolved). Every open report of this deck is resolved with this one.
        </Text>
      ),
      labels: { confirm: label, cancel: 'Cancel' },
      // red.8: white on the default red is 3.8:1 (axe wants 4.5:1).
      confirmProps: { color: 'red.8' },
      onConfirm: () => void act(report, action),
    });
  };

  if (error && !data)
    return (
      <LoadErrorAlert title="The reports could not be loaded" message={describeDataError(error).message} onRetry={() => void refetch()} />
    );
  // Past the last page (its last reports just resolved, or an old link): the effect above moves back.
  if ((!data && loading) || (total !== undefined && total > 0 && page > pages))
    return (
      <Stack gap="md" aria-busy>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={140} radius="lg" />
        ))}
      </Stack>
    );
  const list = data?.contentReports;
  if (!list || list.items.length === 0)
    return (
      <EmptyState
        py={{ base: 'xl', sm: 64 }}
        variant="light"
        icon={<Icon path={mdiCheckAll} size={32} />}
        title={status === 'OPEN' ? 'No open reports' : 'No resolved reports yet'}
        description={status === 'OPEN' ? 'Everything reported has been looked at.' : 'Reports you dismiss or act on are listed here.'}
      />
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {list.total === 1 ? '1 report' : `${list.total} reports`}
        {list.total > list.items.length ? shownText(page, list.items.length, status) : ''}
      </Text>
      <Stack component="ul" gap="md" p={0} m={0}>
        {list.items.map((r) => (
          <ReportCard
            key={r.id}
            report={r}
            busy={resolving || allowing}
            onResolve={status === 'OPEN' ? onResolve(r) : undefined}
            onAllow={status === 'RESOLVED' && r.deck?.takenDown ? allow(r) : undefined}
          />
        ))}
      </Stack>
      {pages > 1 && (
        <nav aria-label="Pages of reports">
          <Pagination value={Math.min(page, pages)} onChange={setPage} total={pages} />
        </nav>
      )}
    </Stack>
  );
}
