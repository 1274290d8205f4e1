/**
 * The map's one projection (Mercator over North America, Europe, North Africa and the Gulf), shared by the land
 * outlines precomputed at build time (scripts/clinic-map.ts, d3-geo with the same figures) and the clinics' markers.
 */
const rad = Math.PI / 180;
const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * rad) / 2));

/** The region drawn: longitudes and latitudes at its edges. */
export const region = { west: -128, east: 62, north: 62, south: 12 } as const;

/** Map units: the region is 1000 wide. */
export const mapWidth = 1000;
export const scale = mapWidth / ((region.east - region.west) * rad);
export const mapHeight = Math.round(scale * (mercator(region.north) - mercator(region.south)));

/** Where a place is drawn, in map units from the top left. */
export const project = (lon: number, lat: number): [number, number] => [
  scale * (lon - region.west) * rad,
  scale * (mercator(region.north) - mercator(lat)),
];
