/**
 * The runtime's half of the loader's early-click contract (index.ts, recordEarlyClicks): the clicks a visitor made
 * on an element's server HTML before its code took it over, replayed once it has hydrated.
 */
interface EarlyClicks {
  /** Each kept click: the element, and the button clicked inside its shadow root. */
  clicks: Element[][];
  /** Elements whose React root exists: React handles their clicks itself from then on. */
  taken: WeakSet<Element>;
}

const early = () => (globalThis as unknown as Record<symbol, EarlyClicks | undefined>)[Symbol.for('phx.early')];

/** The element's React root is about to exist: the loader stops keeping its clicks. */
export function takeOver(element: Element) {
  early()?.taken.add(element);
}

/** Clicks the buttons the visitor clicked before `element` was hydrated, in order, where they are still there. */
export function replayEarlyClicks(element: Element) {
  const kept = early();
  if (!kept) return;
  const mine = kept.clicks.filter(([host]) => host === element);
  kept.clicks = kept.clicks.filter(([host]) => host !== element);
  for (const [, button] of mine) if (button.isConnected) (button as HTMLElement).click();
}
