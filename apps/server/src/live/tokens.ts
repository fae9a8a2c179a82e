import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../lib/clock';

export interface ParticipantClaims {
  participantId: string;
  eventId: string;
}

/** A seat lasts as long as anyone would reasonably reconnect to an event. */
const PARTICIPANT_TOKEN_DAYS = 7;

/**
 * Participant tokens (R3.7): JWTs of their own type, so an account's access token is never
 * taken for a seat nor a seat for an account.
 */
export class ParticipantTokens {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(`participant:${secret}`);
  }

  sign(claims: ParticipantClaims): Promise<string> {
    const iat = Math.floor(this.clock.now() / 1000);
    return new SignJWT({ typ: 'participant', eid: claims.eventId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.participantId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + PARTICIPANT_TOKEN_DAYS * 86_400)
      .sign(this.key);
  }

  async verify(token: string): Promise<ParticipantClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: new Date(this.clock.now()) });
      if (payload.typ !== 'participant' || typeof payload.sub !== 'string' || typeof payload.eid !== 'string') return null;
      return { participantId: payload.sub, eventId: payload.eid };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
