import 'leaflet/dist/leaflet.css';
import type { FeatureCollection } from 'geojson';
import { CircleMarker, GeoJSON, MapContainer, useMapEvents, ZoomControl } from 'react-leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { splitAtAntimeridian } from '../directory/antimeridian.ts';

type Atlas = Topology<{ countries: GeometryCollection }>;
const land = splitAtAntimeridian(feature(world as unknown as Atlas, (world as unknown as Atlas).objects.countries) as FeatureCollection);
export type Pin = { latitude: number; longitude: number } | null;

function ClickToPin({ onPin }: { onPin: (pin: Pin) => void }) {
  useMapEvents({ click: (e) => onPin({ latitude: Number(e.latlng.lat.toFixed(5)), longitude: Number(e.latlng.lng.toFixed(5)) }) });
  return null;
}

/** A map on bundled country outlines (no tile server): a click sets the pin the directory's map shows. */
export default function PinMap({ pin, onPin, labels }: { pin: Pin; onPin: (pin: Pin) => void; labels: { zoomIn: string; zoomOut: string } }) {
  return (
    <MapContainer
      center={pin ? [pin.latitude, pin.longitude] : [20, 40]}
      zoom={pin ? 4 : 1}
      minZoom={1}
      maxZoom={6}
      maxBounds={[
        [-85, -180],
        [85, 180],
      ]}
      zoomControl={false}
      attributionControl={false}
      scrollWheelZoom={false}
      zoomAnimation={false}
      fadeAnimation={false}
      markerZoomAnimation={false}
      style={{ height: '100%', background: '#cfe3f3', cursor: 'crosshair' }}
    >
      <ZoomControl position="topleft" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
      <GeoJSON data={land} interactive={false} style={{ color: '#9aa5c8', weight: 0.6, fillColor: '#f4f1ea', fillOpacity: 1 }} />
      <ClickToPin onPin={onPin} />
      {pin && (
        <CircleMarker center={[pin.latitude, pin.longitude]} radius={8} pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#ff971b', fillOpacity: 1 }} />
      )}
    </MapContainer>
  );
}
