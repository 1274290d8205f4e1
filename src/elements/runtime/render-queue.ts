/**
 * One element's renders, in order: each waits for what it needs (its words, its page's code), and while a
 * prerendered root hydrates, updates are held: rendering then would make React throw the server's nodes away.
 */
export class RenderQueue {
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;
  private held = false;

  /** `hydrating`: the element's first render hydrates server HTML, and updates wait until `release()`. */
  constructor(
    private readonly tag: string,
    private hydrating: boolean,
  ) {}

  /** Runs `render` once `prepare` is done; a failure to prepare is reported and the render goes ahead. */
  run(prepare: () => Promise<unknown> | undefined, render: () => void) {
    this.chain = this.chain
      .then(prepare)
      .catch((error: Error) => console.error(`<${this.tag}>: ${error.message}`))
      .then(() => {
        if (!this.stopped) render();
      });
  }

  /** True when an update must wait for hydration to end (it is then remembered, not lost). */
  hold(): boolean {
    if (this.hydrating) this.held = true;
    return this.hydrating;
  }

  /** Hydration is over: whether an update was held meanwhile; undefined when it was over already. */
  release(): boolean | undefined {
    if (!this.hydrating) return undefined;
    this.hydrating = false;
    const held = this.held;
    this.held = false;
    return held;
  }

  /** No render runs any more (the element left the page). */
  stop() {
    this.stopped = true;
  }
}
