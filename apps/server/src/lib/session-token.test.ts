import { describe, expect, it } from 'vitest';
import { HOUR_MS } from './clock';
import { SessionTokens } from './session-token';

describe('session tokens', () => {
  const tokens = new SessionTokens('s'.repeat(48));
  const claims = {
    sessionId: '11111111-1111-4111-8111-111111111111',
    userId: '22222222-2222-4222-8222-222222222222',
  };
  const now = new Date('2026-03-01T10:00:00Z');

  it('round-trips the session and user, and expires at the session expiry', async () => {
    const token = await tokens.sign(claims, now, new Date(now.getTime() + HOUR_MS));
    expect(await tokens.verify(token, now)).toEqual(claims);
    expect(await tokens.verify(token, new Date(now.getTime() + HOUR_MS + 1000))).toBeNull();
  });

  it('rejects a token signed with another secret, or tampered with', async () => {
    const token = await tokens.sign(claims, now, new Date(now.getTime() + HOUR_MS));
    expect(await new SessionTokens('t'.repeat(48)).verify(token, now)).toBeNull();
    const [h, , s] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sid: claims.sessionId, sub: 'x', exp: 9e9 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${h}.${forgedPayload}.${s}`, now)).toBeNull();
    expect(await tokens.verify('garbage', now)).toBeNull();
  });
});
