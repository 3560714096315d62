import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';

/**
 * Country outlines from world-atlas are drawn for a globe: a few rings (Russia's far east, Fiji,
 * Antarctica) jump from longitude 180 to -180. Drawn flat, each jump becomes a line across the whole
 * world (a band over the Arctic, lines over the southern ocean). These helpers cut such rings at the
 * antimeridian so each piece stays on its own side of the map.
 */

type Ring = Position[];

/** Makes a ring continuous (no jump over 180°) by shifting points by whole turns; returns the net turn. */
function unwrap(ring: Ring): { ring: Ring; turns: number } {
  let offset = 0;
  const out: Ring = [[ring[0][0], ring[0][1]]];
  for (let i = 1; i < ring.length; i++) {
    const step = ring[i][0] - ring[i - 1][0];
    if (step > 180) offset -= 360;
    else if (step < -180) offset += 360;
    out.push([ring[i][0] + offset, ring[i][1]]);
  }
  return { ring: out, turns: Math.round((out[out.length - 1][0] - out[0][0]) / 360) };
}

/** Keeps the part of a ring on one side of a meridian (Sutherland–Hodgman against one vertical line). */
function clipRing(ring: Ring, lng: number, keepEast: boolean): Ring {
  const inside = (p: Position) => (keepEast ? p[0] >= lng : p[0] <= lng);
  const cross = (a: Position, b: Position): Position => [lng, a[1] + ((b[1] - a[1]) * (lng - a[0])) / (b[0] - a[0])];
  const out: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const current = ring[i];
    const previous = ring[(i + ring.length - 1) % ring.length];
    if (inside(current)) {
      if (!inside(previous)) out.push(cross(previous, current));
      out.push(current);
    } else if (inside(previous)) {
      out.push(cross(previous, current));
    }
  }
  if (out.length && (out[0][0] !== out[out.length - 1][0] || out[0][1] !== out[out.length - 1][1])) out.push([...out[0]]);
  return out.length >= 4 ? out : [];
}

const shift = (ring: Ring, by: number): Ring => ring.map(([x, y]) => [x + by, y]);

/** Cuts one polygon (outer ring and holes) into pieces that each stay within -180…180. */
export function splitPolygon(rings: Ring[]): Ring[][] {
  const unwrapped = rings.map((ring) => {
    const { ring: flat, turns } = unwrap(ring);
    if (turns === 0) return flat;
    // A ring around a pole (Antarctica) does not close when unwrapped: close it along the pole's edge.
    const poleLat = flat.reduce((sum, p) => sum + p[1], 0) < 0 ? -90 : 90;
    const first = flat[0];
    const last = flat[flat.length - 1];
    const closed = [...flat, [last[0], poleLat], [first[0], poleLat], [...first]];
    // Centre it on the map, so that all of a polygon's polar rings land in the same turn.
    const lngs = closed.map((p) => p[0]);
    return shift(closed, -360 * Math.round((Math.min(...lngs) + Math.max(...lngs)) / 2 / 360));
  });
  if (rings.every((ring) => !ring.some((p, i) => i > 0 && Math.abs(p[0] - ring[i - 1][0]) > 180))) return [rings];
  const lngs = unwrapped.flat().map((p) => p[0]);
  const [min, max] = [Math.min(...lngs), Math.max(...lngs)];
  const pieces: Ring[][] = [];
  // Every whole turn the polygon spans gives one piece, shifted back into -180…180 and clipped to it.
  for (let turn = Math.floor((min + 180) / 360); turn <= Math.floor((max + 180) / 360); turn++) {
    const [outer, ...holes] = unwrapped.map((ring) => clipRing(clipRing(shift(ring, -turn * 360), -180, true), 180, false));
    // A piece that only touches the edge of the map has no width: nothing to draw.
    if (outer.length && Math.max(...outer.map((p) => p[0])) > Math.min(...outer.map((p) => p[0]))) pieces.push([outer, ...holes.filter((hole) => hole.length)]);
  }
  return pieces;
}

/** The same countries, with every polygon that crossed the antimeridian cut into pieces. */
export function splitAtAntimeridian(collection: FeatureCollection): FeatureCollection {
  const features = collection.features.map((feature): Feature => {
    const geometry = feature.geometry;
    if (geometry?.type !== 'Polygon' && geometry?.type !== 'MultiPolygon') return feature;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    const split: MultiPolygon = { type: 'MultiPolygon', coordinates: polygons.flatMap((polygon) => splitPolygon(polygon)) };
    return { ...feature, geometry: split.coordinates.length === 1 ? ({ type: 'Polygon', coordinates: split.coordinates[0] } satisfies Polygon) : split };
  });
  return { ...collection, features };
}
