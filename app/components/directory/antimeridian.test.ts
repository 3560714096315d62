import type { FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import fine from 'world-atlas/countries-50m.json' with { type: 'json' };
import coarse from 'world-atlas/countries-110m.json' with { type: 'json' };
import { splitAtAntimeridian, splitPolygon } from './antimeridian.ts';

const countries = (world: unknown) => {
  const topology = world as Topology<{ countries: GeometryCollection }>;
  return feature(topology, topology.objects.countries) as FeatureCollection;
};
const ringsOf = (collection: FeatureCollection, name?: string): Position[][] =>
  collection.features
    .filter((f) => !name || f.properties?.name === name)
    .flatMap((f) => {
      const g = f.geometry as Polygon | MultiPolygon;
      return g.type === 'Polygon' ? g.coordinates : g.coordinates.flat();
    });
// A jump across the map, except along a pole: that edge is the bottom (or top) of the flat map.
const jumps = (ring: Position[]) => ring.slice(1).filter((p, i) => Math.abs(p[0] - ring[i][0]) > 180 && !(Math.abs(p[1]) === 90 && p[1] === ring[i][1])).length;
const area = (ring: Position[]) => Math.abs(ring.slice(1).reduce((sum, p, i) => sum + (ring[i][0] * p[1] - p[0] * ring[i][1]), 0) / 2);

describe('country outlines cut at the antimeridian', () => {
  for (const [label, world] of [
    ['110m', coarse],
    ['50m', fine],
  ] as const) {
    it(`leaves no line across the world in the ${label} outlines`, () => {
      const before = countries(world);
      expect(ringsOf(before).some((r) => jumps(r) > 0)).toBe(true);
      const after = splitAtAntimeridian(before);
      for (const ring of ringsOf(after)) {
        expect(jumps(ring)).toBe(0);
        for (const [lng] of ring) expect(Math.abs(lng)).toBeLessThanOrEqual(180);
      }
      expect(after.features).toHaveLength(before.features.length);
    });

    it(`keeps Russia and Fiji on both sides of the map, and Antarctica whole, in the ${label} outlines`, () => {
      const after = splitAtAntimeridian(countries(world));
      for (const name of ['Russia', 'Fiji', 'Antarctica']) {
        const lngs = ringsOf(after, name)
          .flat()
          .map((p) => p[0]);
        expect(Math.min(...lngs), name).toBeLessThan(-170);
        expect(Math.max(...lngs), name).toBeGreaterThan(170);
      }
      // Chukotka and Fiji: pieces on each side of 180°, none reaching across the map.
      for (const name of ['Russia', 'Fiji']) {
        for (const ring of ringsOf(after, name)) {
          const lngs = ring.map((p) => p[0]);
          expect(Math.min(...lngs) < -170 && Math.max(...lngs) > 170, name).toBe(false);
        }
      }
      // Antarctica still covers the whole bottom of the map.
      const antarctica = ringsOf(after, 'Antarctica').reduce((sum, r) => sum + area(r), 0);
      expect(antarctica).toBeGreaterThan(360 * 10);
    });
  }

  it('leaves a polygon that stays on one side untouched', () => {
    const square = [
      [
        [10, 10],
        [20, 10],
        [20, 20],
        [10, 10],
      ],
    ];
    expect(splitPolygon(square)).toEqual([square]);
  });

  it('cuts a ring that crosses 180° into an east and a west piece', () => {
    const crossing = [
      [
        [170, 60],
        [-170, 60],
        [-170, 70],
        [170, 70],
        [170, 60],
      ],
    ];
    const pieces = splitPolygon(crossing);
    expect(pieces).toHaveLength(2);
    const spans = pieces.map(([outer]) => [Math.min(...outer.map((p) => p[0])), Math.max(...outer.map((p) => p[0]))]);
    expect(spans).toContainEqual([170, 180]);
    expect(spans).toContainEqual([-180, -170]);
  });
});
