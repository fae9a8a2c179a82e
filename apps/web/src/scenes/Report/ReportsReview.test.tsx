import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScene } from '../Analytics/testing';
import { ContentReportsDocument } from './report.generated';
import { REPORTS_PAGE, ReportsReview } from './ReportsReview';

afterEach(cleanup);

const TOTAL = REPORTS_PAGE + 3;

const report = (n: number) => ({
  __typename: 'ContentReport',
  id: `r${n}`,
  kind: 'PROBLEM',
  message: `Report number ${n} says something is wrong`,
  createdAt: new Date(Date.UTC(2026, 10, 1) - n * 60_000).toISOString(),
  resolvedAt: null,
  resolution: null,
  reporter: { __typename: 'ReportReporter', signedIn: false, name: null, email: null },
  deck: null,
});

/** The server's page: reports 1..TOTAL, newest first. */
const page = (offset: number) => ({
  request: { query: ContentReportsDocument, variables: { status: 'OPEN', offset, limit: REPORTS_PAGE } },
  result: {
    data: {
      contentReports: {
        __typename: 'ContentReportPage',
        total: TOTAL,
        items: Array.from({ length: Math.max(0, Math.min(REPORTS_PAGE, TOTAL - offset)) }, (_, i) => report(offset + i + 1)),
      },
    },
  },
});

const OpenTab = () => <ReportsReview status="OPEN" />;

describe('the admins’ open reports, past one page', () => {
  it('shows which reports this page holds and pages through the rest, the page in the address', async () => {
    const { router } = renderScene(OpenTab, '/report', '/report?tab=open', [page(0), page(REPORTS_PAGE)]);
    expect(await screen.findByText(`${TOTAL} reports, 1–${REPORTS_PAGE} shown (newest first)`)).toBeTruthy();
    expect(screen.getAllByRole('listitem', { name: 'Problem report' })).toHaveLength(REPORTS_PAGE);
    expect(screen.queryByText(`Report number ${TOTAL} says something is wrong`)).toBeNull();

    const pager = screen.getByRole('navigation', { name: 'Pages of reports' });
    fireEvent.click(within(pager).getByRole('button', { name: '2' }));
    expect(await screen.findByText(`Report number ${TOTAL} says something is wrong`)).toBeTruthy();
    expect(screen.getByText(`${TOTAL} reports, ${REPORTS_PAGE + 1}–${TOTAL} shown (newest first)`)).toBeTruthy();
    expect(screen.getAllByRole('listitem', { name: 'Problem report' })).toHaveLength(TOTAL - REPORTS_PAGE);
    expect(router.state.location.search).toBe('?tab=open&page=2');
  });

  it('a page past the end (its last reports resolved, or an old link) shows the last page', async () => {
    const { router } = renderScene(OpenTab, '/report', '/report?tab=open&page=9', [page(8 * REPORTS_PAGE), page(REPORTS_PAGE)]);
    expect(await screen.findByText(`Report number ${TOTAL} says something is wrong`)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=open&page=2'));
  });
});

describe('an open report of a deck its owner made private before the review', () => {
  const entry = (action: string, at: string, adminName: string | null, adminEmail: string | null) => ({
    __typename: 'DeckModerationEntry',
    action,
    at,
    adminName,
    adminEmail,
  });
  const deck = (visibility: string, takenDown: boolean, history: ReturnType<typeof entry>[] = []) => ({
    __typename: 'ReportedDeck',
    id: 'd1',
    title: 'Office roast',
    ownerName: 'Olga',
    visibility,
    deleted: false,
    takenDown,
    history,
  });
  const list = (d: ReturnType<typeof deck>) => ({
    request: { query: ContentReportsDocument, variables: { status: 'OPEN', offset: 0, limit: REPORTS_PAGE } },
    result: {
      data: { contentReports: { __typename: 'ContentReportPage', total: 1, items: [{ ...report(1), kind: 'ABUSE', deck: d }] } },
    },
  });

  it('can still be taken down: dismissing would let the owner publish it again', async () => {
    renderScene(OpenTab, '/report', '/report?tab=open', [list(deck('PRIVATE', false))]);
    const card = await screen.findByRole('listitem', { name: 'Abuse report' });
    expect(within(card).getByRole('button', { name: 'Take down deck' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Unpublish deck' })).toBeNull();
  });

  it('a public deck is unpublished; one already taken down offers only Dismiss', async () => {
    renderScene(OpenTab, '/report', '/report?tab=open', [list(deck('PUBLIC', false))]);
    expect(await screen.findByRole('button', { name: 'Unpublish deck' })).toBeTruthy();
    cleanup();
    renderScene(OpenTab, '/report', '/report?tab=open', [list(deck('PRIVATE', true))]);
    const card = await screen.findByRole('listitem', { name: 'Abuse report' });
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dismiss']);
  });

  it('says who took the deck down before and who allowed it back, oldest first', async () => {
    const history = [
      entry('TAKEN_DOWN', '2026-10-01T09:00:00.000Z', 'Ada Admin', 'ada@example.com'),
      entry('PUBLISHING_ALLOWED', '2026-10-02T09:00:00.000Z', null, null),
    ];
    renderScene(OpenTab, '/report', '/report?tab=open', [list(deck('PUBLIC', false, history))]);
    const card = await screen.findByRole('listitem', { name: 'Abuse report' });
    const lines = within(within(card).getByRole('list', { name: 'What admins did to this deck' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent?.replace(/,\s.*$/, ''))).toEqual([
      'Taken down by Ada Admin (ada@example.com)',
      'Publishing allowed again by an admin whose account is gone',
    ]);
  });
});
