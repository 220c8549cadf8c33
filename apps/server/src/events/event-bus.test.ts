/**
 * The event map's guarantee (decision 032): handlers run in the emitter's transaction in the order
 * their modules subscribed, what they queue for after the commit runs only once it has committed,
 * and a handler that refuses rolls the whole change back.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, type DatabaseHandle, withTransaction } from '../db/client';
import { selectRows } from '../db/raw';
import { openTestDatabase } from '../test/test-database';
import { EventBus } from './event-bus';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table event_test (note text not null)`);
});
afterAll(() => handle.close());

const notes = async () =>
  (await selectRows<{ note: string }>(handle.db, sql`select note from event_test order by note`)).map(
    (r) => r.note,
  );

describe('the event bus', () => {
  it('runs handlers in the emitter’s transaction, in subscription order, and after-commit work after it', async () => {
    await handle.db.execute(sql`delete from event_test`);
    const bus = new EventBus();
    const seen: string[] = [];
    bus.subscribe('first', {
      'department.merged': async (tx, { fromId }) => {
        seen.push(`first ${fromId}`);
        await tx.execute(sql`insert into event_test values ('first')`);
        await afterCommit(tx, async () => {
          seen.push(`told: ${(await notes()).join(',')}`);
        });
      },
    });
    bus.subscribe('second', {
      'department.merged': async () => {
        seen.push('second');
      },
      'document.changed': async () => {
        seen.push('not this one');
      },
    });
    await withTransaction(handle.db, async (tx) => {
      await bus.emit(tx, 'department.merged', { fromId: 'a', intoId: 'b' });
      seen.push('emitted');
    });
    expect(seen).toEqual(['first a', 'second', 'emitted', 'told: first']);
    expect(bus.followers()).toEqual([
      { event: 'department.merged', modules: ['first', 'second'] },
      { event: 'document.changed', modules: ['second'] },
    ]);
  });

  it('rolls the change back when a handler refuses it, and runs none of its after-commit work', async () => {
    await handle.db.execute(sql`delete from event_test`);
    const bus = new EventBus();
    let told = false;
    bus.subscribe('writes', {
      'department.merged': async (tx) => {
        await tx.execute(sql`insert into event_test values ('kept?')`);
        await afterCommit(tx, () => {
          told = true;
        });
      },
    });
    bus.subscribe('refuses', {
      'department.merged': async () => {
        throw new Error('refused');
      },
    });
    await expect(
      withTransaction(handle.db, (tx) => bus.emit(tx, 'department.merged', { fromId: 'a', intoId: 'b' })),
    ).rejects.toThrow('refused');
    expect(await notes()).toEqual([]);
    expect(told).toBe(false);
  });

  it('waits for the outermost transaction, and drops the work of a nested one that rolled back', async () => {
    const order: string[] = [];
    await withTransaction(handle.db, async (tx) => {
      await withTransaction(tx, async (inner) => {
        await afterCommit(inner, () => void order.push('inner kept'));
      });
      await withTransaction(tx, async (inner) => {
        await afterCommit(inner, () => void order.push('inner rolled back'));
        throw new Error('savepoint');
      }).catch(() => undefined);
      order.push('outer body done');
    });
    expect(order).toEqual(['outer body done', 'inner kept']);
  });

  it('runs at once outside a transaction, and refuses a module subscribing twice', async () => {
    let ran = false;
    await afterCommit(handle.db, () => {
      ran = true;
    });
    expect(ran).toBe(true);
    const bus = new EventBus();
    bus.subscribe('leave', {});
    expect(() => bus.subscribe('leave', {})).toThrow(/twice/);
  });
});
