import type { Log } from './lib/log';
import type { AuthService } from './auth/service';
import type { LiveSessions } from './auth/liveSessions';
import type { SessionIssuer } from './auth/sessions';
import type { AccessTokens } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { Mailer } from './mail/mailer';
import type { PubSub } from './pubsub/pubsub';
import type { FileStorage } from './storage/storage';
import type { UploadLimits } from './storage/uploadLimits';
import type { RecapReadLimit } from './recaps/recapLimit';
import type { ReportLimit } from './moderation/reportLimit';
import type { ParticipantCommands } from './live/participants';
import type { LiveRooms } from './live/rooms';
import type { EventCommands } from './live/service';
import type { ParticipantTokens } from './live/tokens';
import type { TemplateCatalog } from './templates/catalog';
import type { SocketBudget } from './lib/socketBudget';

export interface LiveServices {
  tokens: ParticipantTokens;
  events: EventCommands;
  participants: ParticipantCommands;
  rooms: LiveRooms;
}

/** Everything a request handler or command may use, built once in buildApp. */
export interface Services {
  config: Config;
  database: Database;
  clock: Clock;
  log: Log;
  tokens: AccessTokens;
  /** Checks an access token's session is still live (sign-out and password changes end it). */
  liveSessions: LiveSessions;
  sessions: SessionIssuer;
  auth: AuthService;
  mailer: Mailer;
  storage: FileStorage;
  uploads: UploadLimits;
  /** Public recap reads per client address (ADR 43). */
  recapReads: RecapReadLimit;
  /** Reports sent from /report per client address (ADR 52). */
  reports: ReportLimit;
  pubsub: PubSub;
  live: LiveServices;
  /** Open websockets of this process against its budget: full is refused clearly (ADR 54). */
  sockets: SocketBudget;
  /** The template library, read and checked at startup (docs/adr/0049). */
  templates: TemplateCatalog;
}
