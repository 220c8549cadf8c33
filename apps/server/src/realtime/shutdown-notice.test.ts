import { ServerEvent } from '@hrms/contracts/realtime';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listen, nextEvent, SocketPool } from '../test/sockets';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
const sockets = new SocketPool();

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  sockets.closeAll();
  await ctx.handle.close();
});

it('tells connected clients with system:notification that the server is restarting, then disconnects them', async () => {
  const baseUrl = await listen(ctx.app);
  const company = await ctx.factories.company();
  const person = await ctx.factories.person(company.id);
  const socket = await sockets.connect(baseUrl, (await ctx.factories.session(person.user.id)).token);
  const notice = nextEvent(socket, ServerEvent.systemNotification);
  const gone = nextEvent<string>(socket, 'disconnect');
  await ctx.app.close();
  expect(await notice).toEqual({
    type: 'info',
    title: 'Server restarting',
    message: 'The connection will be restored in a moment.',
    timestamp: ctx.clock.now().toISOString(),
  });
  expect(['io server disconnect', 'transport close']).toContain(await gone);
});
