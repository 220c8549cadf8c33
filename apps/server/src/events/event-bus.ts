/**
 * Carries the domain events (domain-events.ts) from the module that changes something to the
 * modules that follow it, inside the change's transaction (decision 032, after decision 024).
 */
import type { Database } from '../db/client';
import type { DomainEventName, DomainEvents } from './domain-events';

/** Follows one event inside its transaction; queues after-commit work with `afterCommit(tx, …)`. */
export type EventHandler<K extends DomainEventName> = (tx: Database, event: DomainEvents[K]) => Promise<void>;

/** The events a module follows, by name: part of what the module declares of itself. */
export type EventHandlers = { [K in DomainEventName]?: EventHandler<K> };

interface Subscription {
  module: string;
  handlers: EventHandlers;
}

export class EventBus {
  private readonly subscriptions: Subscription[] = [];

  /** A module's handlers; modules run in the order they subscribe (the composition's list). */
  subscribe(module: string, handlers: EventHandlers): void {
    if (this.subscriptions.some((s) => s.module === module)) {
      throw new Error(`the ${module} module subscribed twice`);
    }
    this.subscriptions.push({ module, handlers });
  }

  /**
   * Runs every handler of `name` in `tx`, one after another. A handler that throws refuses the
   * whole change: it must throw only for a rule the change breaks.
   */
  async emit<K extends DomainEventName>(tx: Database, name: K, event: DomainEvents[K]): Promise<void> {
    for (const { handlers } of this.subscriptions) {
      const handler = handlers[name] as EventHandler<K> | undefined;
      if (handler) await handler(tx, event);
    }
  }

  /** Which modules follow which events, in order: for the architecture's table and the tests. */
  followers(): { event: DomainEventName; modules: string[] }[] {
    const byEvent = new Map<DomainEventName, string[]>();
    for (const { module, handlers } of this.subscriptions) {
      for (const name of Object.keys(handlers) as DomainEventName[]) {
        byEvent.set(name, [...(byEvent.get(name) ?? []), module]);
      }
    }
    return [...byEvent].map(([event, modules]) => ({ event, modules }));
  }
}
