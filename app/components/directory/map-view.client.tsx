import 'leaflet/dist/leaflet.css';
import type { FeatureCollection } from 'geojson';
import { type LatLngBoundsExpression, latLngBounds } from 'leaflet';
import { useEffect, useState } from 'react';
import { CircleMarker, GeoJSON, MapContainer, Popup, useMap } from 'react-leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';

type MapMarker = { id: number; name: string; latitude: number; longitude: number; href: string };

// The base map is drawn from bundled country outlines: nothing is fetched from a tile server.
const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
const land = feature(topology, topology.objects.countries) as FeatureCollection;

function FitTo({ markers }: { markers: MapMarker[] }) {
  const map = useMap();
  useEffect(() => {
    if (!markers.length) return;
    const bounds: LatLngBoundsExpression = latLngBounds(markers.map((m) => [m.latitude, m.longitude]));
    // No animation: a map removed mid-animation (leaving the page) throws in Leaflet.
    map.fitBounds(bounds.pad(0.3), { maxZoom: 8, animate: false });
  }, [map, markers]);
  return null;
}

export default function MapView({ markersUrl, noneText }: { markersUrl: string; noneText: string }) {
  const [markers, setMarkers] = useState<MapMarker[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(markersUrl, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? res.json() : { markers: [] }))
      .then((body: { markers: MapMarker[] }) => setMarkers(body.markers))
      .catch(() => {});
    return () => controller.abort();
  }, [markersUrl]);

  return (
    <div style={{ position: 'relative', height: '100%' }}>
      <MapContainer center={[20, 40]} zoom={1} minZoom={1} maxZoom={10} worldCopyJump style={{ height: '100%', background: '#cfe3f3' }} attributionControl={false} scrollWheelZoom={false} zoomAnimation={false} fadeAnimation={false} markerZoomAnimation={false}>
        <GeoJSON data={land} style={{ color: '#9aa5c8', weight: 0.6, fillColor: '#f4f1ea', fillOpacity: 1 }} />
        {markers?.map((m) => (
          <CircleMarker key={m.id} center={[m.latitude, m.longitude]} radius={7} pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#ff971b', fillOpacity: 1 }}>
            <Popup>
              <a href={m.href}>{m.name}</a>
            </Popup>
          </CircleMarker>
        ))}
        {markers && <FitTo markers={markers} />}
      </MapContainer>
      {markers && !markers.length && (
        <div className="dir-map-note" role="status">
          {noneText}
        </div>
      )}
    </div>
  );
}
