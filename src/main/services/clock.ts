/** Services read time only through this, so tests (and the e2e host) can move it. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with real time plus an adjustable offset; used by the test-mode browser host. */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  constructor(private readonly base: Clock = systemClock) {}
  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }
  setOffsetMs(offsetMs: number): void {
    this.offsetMs = offsetMs;
  }
}

/** A clock fixed at a given instant that only moves when told; for unit tests. */
export class FixedClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(date: Date): void {
    this.current = new Date(date.getTime());
  }
  advanceMs(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
