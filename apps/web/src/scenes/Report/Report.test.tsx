import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScene } from '../Analytics/testing';
import { ReportTargetDocument, SubmitReportDocument } from './report.generated';
import Report from './Report';

afterEach(cleanup);

const DECK = '0b9f6c1e-2f7a-4c1d-9e3b-5a6d7e8f9a0b';
const MESSAGE = 'Slide 3 mocks a colleague by name.';

const target = (title: string | null) => ({
  request: { query: ReportTargetDocument, variables: { deckId: DECK } },
  result: { data: { reportTarget: title ? { __typename: 'ReportTarget', deckId: DECK, title } : null } },
});
const submitted = (input: Record<string, unknown>, answer: { id?: string; error?: GraphQLError }) => ({
  request: { query: SubmitReportDocument, variables: { input } },
  result: answer.error ? { errors: [answer.error] } : { data: { submitReport: { __typename: 'SubmittedReport', id: answer.id } } },
});

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the report form, signed out', () => {
  it('says what is missing before sending: a kind, 10 characters, a valid address', async () => {
    renderScene(Report, '/report', '/report', []);
    await screen.findByRole('heading', { name: 'Report a problem' });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose what is wrong')).toBeTruthy();
    expect(screen.getByText('Write at least 10 characters')).toBeTruthy();

    type(/Tell us more/, 'x'.repeat(2001));
    type(/Your email/, 'not an address');
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Write at most 2000 characters')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('2001 / 2000 characters')).toBeTruthy();
  });

  it('names the deck of ?deck=, sends the report with the address and thanks the visitor', async () => {
    renderScene(Report, '/report', `/report?deck=${DECK}`, [
      target('Office party quiz'),
      submitted({ kind: 'ABUSE', message: MESSAGE, deckId: DECK, email: 'vi@example.com' }, { id: 'r1' }),
    ]);
    expect(await screen.findByText('Office party quiz')).toBeTruthy();
    // A deck's link starts on abuse.
    expect((screen.getByLabelText('Abusive or inappropriate content') as HTMLInputElement).checked).toBe(true);
    type(/Tell us more/, `  ${MESSAGE} `);
    type(/Your email/, 'vi@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks — an admin will look at it')).toBeTruthy();
  });

  it('says so when the deck is not public, and shows the server’s refusal', async () => {
    renderScene(Report, '/report', `/report?deck=${DECK}`, [
      target(null),
      submitted(
        { kind: 'PROBLEM', message: MESSAGE },
        { error: new GraphQLError('Too many', { extensions: { code: 'RATE_LIMITED', reason: 'RATE_LIMITED', retryAfterS: 1200 } }) },
      ),
    ]);
    expect(await screen.findByText('This deck is not public')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('A problem with Mingle'));
    type(/Tell us more/, MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Your report was not sent.*Try again in 20 minutes/));
  });
});
