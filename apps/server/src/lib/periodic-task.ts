/**
 * A pass that runs once at start and then every `intervalMs`, never two at once in one process.
 * Work that must happen once across several processes claims its rows in the database itself.
 * The timer does not keep the process alive; `stop` waits for a pass in progress.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    /** One pass; it handles (logs) its own failures. */
    private readonly pass: () => Promise<void>,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.timer) return;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass now; a pass still running is not started twice. */
  tick(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}
