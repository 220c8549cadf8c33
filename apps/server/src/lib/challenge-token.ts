/**
 * The two-factor sign-in challenge: an HS256 JWT naming a `login_challenges` row (`cid`) and its user
 * (`sub`), for the audience `login-2fa` only. A session token is not a challenge token and a challenge
 * token is not a session token (it has no `sid`); the row makes it single use.
 */
import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'hrms';
const AUDIENCE = 'login-2fa';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ChallengeClaims {
  challengeId: string;
  userId: string;
}

export class ChallengeTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: ChallengeClaims, issuedAt: Date, expiresAt: Date): Promise<string> {
    return new SignJWT({ cid: claims.challengeId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The claims, or `null` when the token is malformed, forged, for another audience or expired. */
  async verify(token: string, now: Date): Promise<ChallengeClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'cid'],
      });
      if (typeof payload.cid !== 'string' || !UUID.test(payload.cid)) return null;
      if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
      return { challengeId: payload.cid, userId: payload.sub };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
