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

  it('answers a token it has verified before as jose does, expiry included', async () => {
    const fresh = () => new SessionTokens('s'.repeat(48));
    const token = await tokens.sign(claims, now, new Date(now.getTime() + HOUR_MS));
    const atExpiry = new Date(now.getTime() + HOUR_MS);
    const justBefore = new Date(now.getTime() + HOUR_MS - 1);
    // Unknown to a fresh instance: the signature is checked.
    expect(await fresh().verify(token, atExpiry)).toBeNull();
    expect(await fresh().verify(token, justBefore)).toEqual(claims);
    // Known to this one: the same answers without checking it again.
    const remembering = fresh();
    expect(await remembering.verify(token, now)).toEqual(claims);
    expect(await remembering.verify(token, justBefore)).toEqual(claims);
    expect(await remembering.verify(token, atExpiry)).toBeNull();
    // A refused token is not remembered as good, and a changed one is a different token.
    const [h, p, sig] = token.split('.');
    const changed = `${sig!.slice(0, 5)}${sig![5] === 'A' ? 'B' : 'A'}${sig!.slice(6)}`;
    expect(await remembering.verify(`${h}.${p}.${changed}`, now)).toBeNull();
    expect(await remembering.verify(`${h}.${p}.${changed}`, now)).toBeNull();
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
