/**
 * Zoom and pan by touch, mouse and keyboard: one finger or the mouse drags, two fingers pinch, Ctrl + wheel (a
 * trackpad's pinch) and a double click zoom at the pointer, and with the map focused the arrow keys move it, + and −
 * zoom, 0 shows everything. A plain wheel and a vertical swipe still scroll the page.
 */
import { type KeyboardEvent, type PointerEvent, type RefObject, type WheelEvent, useRef } from 'react';
import { panView, type View, zoomView } from './view';

interface Gestures {
  onPointerDown(event: PointerEvent<SVGSVGElement>): void;
  onPointerMove(event: PointerEvent<SVGSVGElement>): void;
  onPointerUp(event: PointerEvent<SVGSVGElement>): void;
  onPointerCancel(event: PointerEvent<SVGSVGElement>): void;
  onWheel(event: WheelEvent<SVGSVGElement>): void;
  onDoubleClick(event: { clientX: number; clientY: number; preventDefault(): void }): void;
  onKeyDown(event: KeyboardEvent<SVGSVGElement>): void;
  /** Whether the last pointer down and up was a drag (its click is no marker's). */
  dragged(): boolean;
}

/** How far a pointer may move (px) and still be a click. */
const slop = 4;

export function useMapGestures(
  svg: RefObject<SVGSVGElement | null>,
  view: View,
  setView: (view: View) => void,
  showAll: () => void,
): Gestures {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const moved = useRef(0);
  // The view the visitor moved to last (drawn a moment later): each step of a gesture starts from it.
  const latest = useRef(view);
  const drawn = useRef(view);
  if (drawn.current !== view) latest.current = drawn.current = view;

  /** Map units per CSS pixel, and the map point under a client point. */
  const geometry = () => {
    const box = svg.current?.getBoundingClientRect();
    const [x, y, w] = latest.current;
    const perPixel = box && box.width > 0 ? w / box.width : 1;
    const at = (cx: number, cy: number): [number, number] =>
      box ? [x + (cx - box.left) * perPixel, y + (cy - box.top) * perPixel] : [x + w / 2, y + latest.current[3] / 2];
    return { perPixel, at };
  };
  const apply = (next: View) => {
    latest.current = next;
    setView(next);
  };

  return {
    onPointerDown(event) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 1) moved.current = 0;
    },
    onPointerMove(event) {
      const before = pointers.current.get(event.pointerId);
      if (!before) return;
      const { perPixel, at } = geometry();
      const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
      const now = { x: event.clientX, y: event.clientY };
      if (others.length === 1) {
        // Pinch: the distance between the fingers scales the view about their midpoint.
        const other = others[0][1];
        const was = Math.hypot(before.x - other.x, before.y - other.y);
        const is = Math.hypot(now.x - other.x, now.y - other.y);
        if (was > 0 && is > 0)
          apply(zoomView(latest.current, is / was, at((now.x + other.x) / 2, (now.y + other.y) / 2)));
      } else if (others.length === 0) {
        apply(panView(latest.current, (before.x - now.x) * perPixel, (before.y - now.y) * perPixel));
      }
      moved.current += Math.hypot(now.x - before.x, now.y - before.y);
      // Held by the map once it is a drag (a click stays the marker's), so a drag may leave its frame.
      if (moved.current > slop && !event.currentTarget.hasPointerCapture?.(event.pointerId))
        event.currentTarget.setPointerCapture?.(event.pointerId);
      pointers.current.set(event.pointerId, now);
    },
    onPointerUp(event) {
      pointers.current.delete(event.pointerId);
    },
    onPointerCancel(event) {
      pointers.current.delete(event.pointerId);
    },
    onWheel(event) {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const { at } = geometry();
      apply(zoomView(latest.current, Math.exp(-event.deltaY / 200), at(event.clientX, event.clientY)));
    },
    onDoubleClick(event) {
      event.preventDefault();
      apply(zoomView(latest.current, 2, geometry().at(event.clientX, event.clientY)));
    },
    onKeyDown(event) {
      const [, , w, h] = latest.current;
      const step = { ArrowLeft: [-w / 5, 0], ArrowRight: [w / 5, 0], ArrowUp: [0, -h / 5], ArrowDown: [0, h / 5] }[
        event.key
      ];
      if (step) apply(panView(latest.current, step[0], step[1]));
      else if (event.key === '+' || event.key === '=') apply(zoomView(latest.current, 2));
      else if (event.key === '-' || event.key === '_') apply(zoomView(latest.current, 0.5));
      else if (event.key === '0' || event.key === 'Home') showAll();
      else return;
      event.preventDefault();
    },
    dragged: () => moved.current > slop,
  };
}
