import type { Clock } from '../lib/clock';
import { signHs256, verifyHs256 } from '../lib/hs256';

export interface ParticipantClaims {
  participantId: string;
  eventId: string;
}

/** A seat lasts as long as anyone would reasonably reconnect to an event. */
const PARTICIPANT_TOKEN_DAYS = 7;

/**
 * Participant tokens (R3.7): JWTs of their own type, so an account's access token is never
 * taken for a seat nor a seat for an account.
 *
 * HS256 compact JWTs made and checked with node:crypto's HMAC, synchronously (lib/hs256.ts).
 * A room filling up signs one per join and checks one per phone connecting: through WebCrypto
 * (jose) each cost ~130 µs of the server's one thread and a trail of promises, 2.5 s of CPU for
 * 10,000 phones (docs/BENCHMARKS.md). The tokens are the same bytes jose makes and reads
 * (tested both ways).
 */
export class ParticipantTokens {
  private readonly key: Buffer;
  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = Buffer.from(`participant:${secret}`);
  }

  sign(claims: ParticipantClaims): Promise<string> {
    const iat = Math.floor(this.clock.now() / 1000);
    const payload = { typ: 'participant', eid: claims.eventId, sub: claims.participantId, iat, exp: iat + PARTICIPANT_TOKEN_DAYS * 86_400 };
    return Promise.resolve(signHs256(payload, this.key));
  }

  verify(token: string): Promise<ParticipantClaims | null> {
    return Promise.resolve(this.check(token));
  }

  private check(token: string): ParticipantClaims | null {
    const p = verifyHs256(token, this.key, Math.floor(this.clock.now() / 1000));
    if (!p || p.typ !== 'participant' || typeof p.sub !== 'string' || typeof p.eid !== 'string') return null;
    return { participantId: p.sub, eventId: p.eid };
  }
}
