import { describe, expect, it, vi } from 'vitest';
import { renderElement, textOf } from '../../test/render';
import { settle, waitFor } from '../../test/wait';
import { TOUR_STEP_MS } from './Demo';

const buttons = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('[role=group] button')];
const pressed = (root: ShadowRoot) => buttons(root).find((b) => b.getAttribute('aria-pressed') === 'true')?.textContent;
const drawing = (root: ShadowRoot) => root.querySelector('svg[viewBox="0 0 240 300"]')!.innerHTML;

describe('<phx-demo>', () => {
  it('has a button per grip, and choosing one changes the drawn pose, its caption and the announced pose', async () => {
    const { root } = await renderElement('phx-demo');
    expect(buttons(root).map((b) => b.textContent)).toEqual([
      'Power grip',
      'Tripod grip',
      'Precision pinch',
      'Key grip',
      'Index point',
      'Open palm',
      'Hook grip',
      'Mouse grip',
    ]);
    expect(pressed(root)).toBe('Power grip');
    const before = drawing(root);
    buttons(root)[2].click();
    await waitFor(() => pressed(root) === 'Precision pinch');
    // The stage (the drawn hand, its words) follows the pressed grip as a deferred render, a moment later.
    await waitFor(() => drawing(root) !== before);
    const text = textOf(root);
    expect(text).toContain('Picking up a coin, a pill or a sewing needle.');
    expect(text).toContain('Neural Pro X1, FlexiGrip Elite, and SmartHand AI');
    expect(root.querySelector('[aria-live]')!.textContent).toBe(
      'Precision pinch: The tip of the thumb meets the tip of the index finger; the other fingers stay open.',
    );
  });

  it('says which hands offer a grip, from the product data', async () => {
    const { root } = await renderElement('phx-demo', { grip: 'mouse' });
    expect(pressed(root)).toBe('Mouse grip');
    const offered = [...root.querySelectorAll('dd')].map((dd) => dd.textContent)[1];
    expect(offered).toBe('SmartHand AI');
  });

  it('shows only the grips of the hand named by product', async () => {
    const { root } = await renderElement('phx-demo', { product: 'flexigrip-elite' });
    expect(buttons(root).map((b) => b.textContent)).not.toContain('Index point');
    expect(root.querySelector('[role=group]')!.getAttribute('aria-label')).toBe('Grips of the FlexiGrip Elite');
  });

  it('raises the muscle-signal meter as the hand closes', async () => {
    const { root } = await renderElement('phx-demo', { grip: 'open' });
    const meter = () => Number(root.querySelector('[role=meter]')!.getAttribute('aria-valuenow'));
    expect(meter()).toBe(0);
    buttons(root)[0].click();
    await waitFor(() => meter() === 100);
  });

  it('fires phx-cta with the grip a visitor chose', async () => {
    const { element, root } = await renderElement('phx-demo');
    const seen: unknown[] = [];
    element.addEventListener('phx-cta', (e) => seen.push((e as CustomEvent).detail));
    buttons(root)[3].click();
    expect(seen).toEqual([{ cta: 'demo-grip:key' }]);
  });

  it('plays the tour through every grip once, then pauses by itself', async () => {
    const { root } = await renderElement('phx-demo', { product: 'flexigrip-elite' });
    const play = () => [...root.querySelectorAll('button')].find((b) => /tour/.test(b.textContent!))!;
    vi.useFakeTimers();
    try {
      // Inside act(): the grips are drawn as transitions, which React's scheduler (not the fake timers) would run.
      await settle(() => play().click());
      expect(play().textContent).toBe('Pause the tour');
      const seen = [pressed(root)];
      for (let step = 0; step < 12 && play().textContent === 'Pause the tour'; step++) {
        await settle(() => vi.advanceTimersByTime(TOUR_STEP_MS + 100));
        seen.push(pressed(root));
      }
      // Every grip of the hand once, in order, and then it stopped on the last one.
      expect([...new Set(seen)]).toEqual([
        'Power grip',
        'Tripod grip',
        'Precision pinch',
        'Key grip',
        'Open palm',
        'Hook grip',
      ]);
      expect(play().textContent).toBe('Play the tour');
      expect(play().getAttribute('aria-pressed')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });
});
