/**
 * The finer outlines (Natural Earth 50m), a chunk per tile of the map's grid (land-50m/, written by
 * scripts/clinic-map.ts): fetched for a close view, only the tiles it shows, each once for the page.
 */
import { useEffect, useState } from 'react';
import { tileColumns, tileHeight, tileRows, tileWidth } from './projection';
import type { View } from './view';

/** Views narrower than this (map units) draw the finer outlines. */
const fineBelow = 260;

const files = import.meta.glob<{ land: string }>('./land-50m/*.ts');
const loaded = new Map<string, string>();
const loading = new Map<string, Promise<void>>();

interface Tile {
  name: string;
  x: number;
  y: number;
}

/** The tiles a view shows (only those with land). */
function tilesOf([x, y, w, h]: View): Tile[] {
  if (w >= fineBelow) return [];
  const tiles: Tile[] = [];
  for (
    let column = Math.floor(x / tileWidth);
    column <= Math.min(tileColumns - 1, Math.floor((x + w) / tileWidth));
    column++
  )
    for (let row = Math.floor(y / tileHeight); row <= Math.min(tileRows - 1, Math.floor((y + h) / tileHeight)); row++) {
      const name = `t${column}-${row}`;
      if (`./land-50m/${name}.ts` in files) tiles.push({ name, x: column * tileWidth, y: row * tileHeight });
    }
  return tiles;
}

/** The outlines of the tiles a view shows, once every one of them is here (until then, or unless `wanted`: undefined). */
export function useFineLand(view: View, wanted: boolean): { tile: Tile; d: string }[] | undefined {
  const tiles = wanted ? tilesOf(view) : [];
  const key = tiles.map((t) => t.name).join(' ');
  const [, rerender] = useState(0);
  const missing = tiles.filter((tile) => !loaded.has(tile.name));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the tiles
  useEffect(() => {
    let current = true;
    const waits = missing.map((tile) => {
      let pending = loading.get(tile.name);
      if (!pending) {
        pending = files[`./land-50m/${tile.name}.ts`]().then(
          (m) => void loaded.set(tile.name, m.land),
          () => void loading.delete(tile.name),
        );
        loading.set(tile.name, pending);
      }
      return pending;
    });
    if (waits.length) Promise.all(waits).then(() => current && rerender((n) => n + 1));
    return () => {
      current = false;
    };
  }, [key]);
  if (tiles.length === 0 || missing.length) return undefined;
  return tiles.map((tile) => ({ tile, d: loaded.get(tile.name)! }));
}
