/**
 * The runtime's half of the loader's early-click contract (index.ts, hurryOnInteraction): the clicks a visitor made
 * on an element's server HTML before its code took it over, on buttons and on links (which the loader held back),
 * replayed once it has hydrated: a link then asks the host page (phx-navigate) as any click on it would.
 */
interface EarlyClicks {
  /** Each kept click: the element, and the button or link clicked inside its shadow root. */
  clicks: Element[][];
  /** Elements whose React root exists: React handles their clicks itself from then on. */
  taken: WeakSet<Element>;
}

const early = () => (globalThis as unknown as Record<symbol, EarlyClicks | undefined>)[Symbol.for('phx.early')];

/** The element's React root is about to exist: the loader stops keeping its clicks. */
export function takeOver(element: Element) {
  early()?.taken.add(element);
}

/** Clicks what the visitor clicked before `element` was hydrated, in order, where it is still there. */
export function replayEarlyClicks(element: Element) {
  const kept = early();
  if (!kept) return;
  const mine = kept.clicks.filter(([host]) => host === element);
  kept.clicks = kept.clicks.filter(([host]) => host !== element);
  for (const [, target] of mine) if (target.isConnected) (target as HTMLElement).click();
}
