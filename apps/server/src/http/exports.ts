import type { FastifyInstance, FastifyReply } from 'fastify';
import { EVENT_EXPORT_FILES, EVENT_EXPORTS_PATH, Reason, slideTypeOf, type EventExportFile, type Slide } from '@mingle/shared';
import { AuthError } from '../auth/errors';
import type { LiveSessions } from '../auth/liveSessions';
import { bearerToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { asUser } from '../policies/actor';
import { canReadEventReport } from '../policies/event';
import { toCsv } from '../reports/csv';
import { attachmentHeader, downloadName } from '../reports/downloadName';
import { answersTable, participantsTable, qnaTable, workbookTables } from '../reports/exportTables';
import { loadEventReport } from '../reports/loadReport';
import { findEvent } from '../live/store';
import { toXlsx } from '../reports/xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_TYPE = 'text/csv; charset=utf-8';

const isExportFile = (name: string): name is EventExportFile => (EVENT_EXPORT_FILES as readonly string[]).includes(name);

function notFound(reply: FastifyReply) {
  return reply
    .status(404)
    .send({ error: 'not-found', reason: Reason.EVENT_NOT_FOUND, message: 'This event does not exist, or you are not its host' });
}

/**
 * An event's exports (`/v1/functions/events/{eventId}/{file}`): its participants and every
 * answer (and the audience's Q&A questions), as CSV files or one XLSX workbook. The host's alone, by bearer token (the report's
 * policy); anyone else, a bad id and an unknown file all get the same 404, so nothing is learnt
 * of other people's events. Never cached: the answers are personal data.
 */
export function registerExportRoutes(app: FastifyInstance, db: Db, sessions: LiveSessions): void {
  app.get<{ Params: { eventId: string; file: string } }>(`${EVENT_EXPORTS_PATH}/:eventId/:file`, async (req, reply) => {
    const token = bearerToken(req.headers.authorization);
    const claims = token ? await sessions.verifyAccessToken(token) : null;
    if (!claims) throw new AuthError('unauthenticated', Reason.SIGN_IN_REQUIRED, 'Sign in to download an event’s exports');
    const { eventId, file } = req.params;
    const event = isExportFile(file) ? await findEvent(db, eventId) : undefined;
    if (!event || !isExportFile(file) || !canReadEventReport(asUser(claims.sub, claims.scope), event)) return notFound(reply);

    const report = await loadEventReport(db, event);
    const playedAt = event.startedAt ?? event.createdAt;
    const hasQna = (event.slides as Slide[]).some((s) => slideTypeOf(s.type)?.staysOpen);
    void reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
    if (file === 'report.xlsx')
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachmentHeader(downloadName(event.title, playedAt, 'report', 'xlsx')))
        .send(await toXlsx(workbookTables(report, hasQna), { title: event.title, created: playedAt }));
    const csv = {
      'participants.csv': ['participants', participantsTable],
      'answers.csv': ['answers', answersTable],
      'qna.csv': ['Q&A', qnaTable],
    } as const;
    const [what, table] = csv[file];
    return reply
      .header('content-type', CSV_TYPE)
      .header('content-disposition', attachmentHeader(downloadName(event.title, playedAt, what, 'csv')))
      .send(toCsv(table(report)));
  });
}
