import type { Session, SessionResponse } from '@mingle/shared';
import type { HttpClient } from '../http/httpClient';

export interface SignUpInput {
  email: string;
  password: string;
  displayName?: string;
  ref?: string;
}

/** The REST auth endpoints of the server, one function per call. */
export class AuthApi {
  constructor(private readonly http: HttpClient) {}

  /** The seed's sign-in call: the email and password travel inside a data object. */
  async signIn(email: string, password: string): Promise<Session> {
    const body = await this.http.post<Partial<SessionResponse> | null>('/v1/signin/email-password', { data: { email, password } });
    return requireSession(body);
  }

  async signUp(input: SignUpInput): Promise<Session | null> {
    const body = await this.http.post<{ session?: Session | null } | null>('/v1/signup/email-password', input);
    return body?.session?.accessToken ? body.session : null;
  }

  async refresh(refreshToken: string): Promise<Session> {
    return requireSession(await this.http.post<Partial<SessionResponse> | null>('/v1/token', { refreshToken }));
  }

  async signOut(refreshToken: string, all = false): Promise<void> {
    await this.http.post('/v1/signout', { refreshToken, all });
  }

  async sendVerificationEmail(email: string): Promise<void> {
    await this.http.post('/v1/user/email/send-verification-email', { email });
  }

  async verifyEmail(ticket: string): Promise<void> {
    await this.http.post('/v1/user/email/verify', { ticket });
  }

  async requestPasswordReset(email: string): Promise<void> {
    await this.http.post('/v1/user/password/reset', { email });
  }

  async resetPassword(ticket: string, newPassword: string): Promise<void> {
    await this.http.post('/v1/user/password', { ticket, newPassword });
  }
}

/** A login response without the token property is an error (seed section 5). */
function requireSession(body: Partial<SessionResponse> | null): Session {
  const session = body?.session;
  if (!session || typeof session.accessToken !== 'string' || !session.accessToken) {
    throw new Error('Login response does not contain field session.accessToken');
  }
  return session;
}
