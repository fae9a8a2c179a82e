import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { mdiInformationOutline } from '@mdi/js';
import { useSearchParams } from 'react-router';
import { isUuid } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useAuth } from '../../services';
import { ReportForm } from './ReportForm';
import { REPORTS_PAGE, ReportsReview } from './ReportsReview';
import { ContentReportsDocument, ReportTargetDocument, ReportViewerDocument } from './report.generated';

const TABS = ['report', 'open', 'resolved'] as const;
type Tab = (typeof TABS)[number];

/** The form, with the deck of `?deck=` when that is a public deck; a deck that is not is said so, and the form still works. */
function ReportPanel({ deckParam, signedIn }: { deckParam: string | null; signedIn: boolean }) {
  const deckId = deckParam && isUuid(deckParam) ? deckParam : null;
  const { data, loading } = useQuery(ReportTargetDocument, { variables: { deckId: deckId ?? '' }, skip: !deckId });
  if (deckId && loading && !data) return <Skeleton height={420} radius="lg" />;
  const deck = data?.reportTarget ?? null;
  return (
    <Stack gap="md">
      {deckParam && !deck && (
        <Alert color="yellow" variant="light" icon={<Icon path={mdiInformationOutline} />} title="This deck is not public" role="status">
          The deck in the link is private, deleted or never existed, so there is nothing public to report. If something is still wrong, tell
          us below.
        </Alert>
      )}
      {/* A new deck starts a new form: its kind defaults to abuse. */}
      <ReportForm key={deck?.deckId ?? 'none'} deck={deck} signedIn={signedIn} />
    </Stack>
  );
}

/**
 * `/report` (ADR 52): anyone reports abusive content or a problem, signed in or not; a deck's
 * "Report" link adds `?deck={id}`. Admins (`me.can.administer`) also review reports here, in the
 * Open reports and Resolved tabs (`?tab=open`, `?tab=resolved`), a page at a time (`&page=`).
 */
export default function Report() {
  const { loggedIn } = useAuth();
  const [params, setParams] = useSearchParams();
  const viewer = useQuery(ReportViewerDocument, { skip: !loggedIn });
  const admin = loggedIn && viewer.data?.me?.can.administer === true;
  // The open tab's own query (same variables): its count shows on the tab, whichever tab is open.
  const open = useQuery(ContentReportsDocument, { variables: { status: 'OPEN', offset: 0, limit: REPORTS_PAGE }, skip: !admin });
  const openCount = open.data?.contentReports.total ?? 0;
  const asked = params.get('tab');
  const tab: Tab = admin && TABS.includes(asked as Tab) ? (asked as Tab) : 'report';

  const setTab = (next: string | null) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next && next !== 'report') q.set('tab', next);
        else q.delete('tab');
        // Each tab starts at its first page.
        q.delete('page');
        return q;
      },
      { replace: true },
    );

  const form = <ReportPanel deckParam={params.get('deck')} signedIn={loggedIn} />;
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ letterSpacing: '-0.02em' }}>
          Report a problem
        </Title>
        <Text c="dimmed" mt={4}>
          Tell us about abusive or inappropriate content, or about something in Mingle that does not work. An admin reads every report.
        </Text>
      </div>
      {admin ? (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="report">Report</Tabs.Tab>
            <Tabs.Tab
              value="open"
              rightSection={
                openCount > 0 ? (
                  <Badge size="sm" circle={openCount < 10} variant="filled">
                    {openCount}
                  </Badge>
                ) : null
              }
            >
              Open reports
            </Tabs.Tab>
            <Tabs.Tab value="resolved">Resolved</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="report">{form}</Tabs.Panel>
          <Tabs.Panel value="open">
            <ReportsReview status="OPEN" />
          </Tabs.Panel>
          <Tabs.Panel value="resolved">
            <ReportsReview status="RESOLVED" />
          </Tabs.Panel>
        </Tabs>
      ) : (
        form
      )}
    </Stack>
  );
}
