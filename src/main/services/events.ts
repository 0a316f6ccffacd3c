import type { EventName, EventPayload } from '@shared/ipc/events';

type Listener = (name: EventName, payload: unknown) => void;

/** Main-side push messages; each transport (Electron window, web host SSE) subscribes and forwards. */
export class EventBus {
  private readonly listeners = new Set<Listener>();

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    for (const listener of this.listeners) listener(name, payload);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
