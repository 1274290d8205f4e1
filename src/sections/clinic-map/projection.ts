/**
 * The map's one projection (Mercator of the world between 62° S and 82° N), shared by the land outlines precomputed
 * at build time (scripts/clinic-map.ts, d3-geo with the same figures) and the clinics' markers. The map's box is
 * taller than the widest view (16:10), so a view never reaches past the land drawn.
 */
const rad = Math.PI / 180;
const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * rad) / 2));

/** The region drawn: longitudes and latitudes at its edges. */
export const region = { west: -180, east: 180, north: 82, south: -62 } as const;

/** Map units: the world is 1000 wide. */
export const mapWidth = 1000;
export const scale = mapWidth / ((region.east - region.west) * rad);
export const mapHeight = Math.round(scale * (mercator(region.north) - mercator(region.south)));

const clamp = (lat: number) => Math.min(region.north, Math.max(region.south, lat));

/** Where a place is drawn, in map units from the top left (places beyond the region on its edge). */
export const project = (lon: number, lat: number): [number, number] => [
  scale * (lon - region.west) * rad,
  scale * (mercator(region.north) - mercator(clamp(lat))),
];

/** The tiles of finer outlines (Natural Earth 50m), a grid over the map's box: fetched for a close view only. */
export const tileColumns = 8;
export const tileRows = 5;
export const tileWidth = mapWidth / tileColumns;
export const tileHeight = Math.ceil(mapHeight / tileRows);
