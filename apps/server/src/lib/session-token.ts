/**
 * The bearer token: an HS256 JWT naming a server-side session (`sid`) and its user (`sub`). It proves
 * nothing by itself; the session row decides (docs/decisions/002-server-side-sessions.md).
 */
import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'hrms';
/** Verified tokens remembered at most; about 3 MB. */
const VERIFIED_KEPT = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionClaims {
  sessionId: string;
  userId: string;
}

export class SessionTokens {
  /**
   * Imported once: given raw bytes, jose imports the key again on every sign and verify, and each
   * verify is on the path of every request.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens whose signature and issuer have been checked, with their expiry: a signed-in browser sends
   * the same token with every request, and checking the signature again each time cost more than
   * the rest of the authentication. Only a token that passed is kept, keyed by its exact text; the
   * session row still decides every request. Emptied when full.
   */
  private readonly verified = new Map<string, { claims: SessionClaims; exp: number }>();

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: SessionClaims, issuedAt: Date, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.key);
  }

  /** The claims, or `null` when the token is malformed, forged or expired at `now`. */
  async verify(token: string, now: Date): Promise<SessionClaims | null> {
    // As jose: expired once `exp` (seconds) is not after the current second.
    const second = Math.floor(now.getTime() / 1000);
    const known = this.verified.get(token);
    if (known) return known.exp > second ? known.claims : null;
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'sid'],
      });
      if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
      if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
      const claims = { sessionId: payload.sid, userId: payload.sub };
      if (this.verified.size >= VERIFIED_KEPT) this.verified.clear();
      this.verified.set(token, { claims, exp: payload.exp! });
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
