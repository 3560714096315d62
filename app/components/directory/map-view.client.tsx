import 'leaflet/dist/leaflet.css';
import type { FeatureCollection } from 'geojson';
import { latLngBounds } from 'leaflet';
import { useEffect, useState } from 'react';
import { CircleMarker, GeoJSON, MapContainer, Pane, Popup, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { splitAtAntimeridian } from './antimeridian.ts';

type MapMarker = { id: number; name: string; latitude: number; longitude: number; href: string };
export type MapLabels = { none: string; zoomIn: string; zoomOut: string; closePopup: string };

/**
 * The base map is drawn from bundled country outlines: nothing is fetched from a tile server.
 * The coarse outlines (1:110 million) serve the world view; from DETAIL_ZOOM the finer ones
 * (1:50 million, loaded on demand) take over, and MAX_ZOOM stops where those still look right.
 */
const MIN_ZOOM = 1;
const DETAIL_ZOOM = 3;
const MAX_ZOOM = 6;
// One result: close enough to see its region, far enough to see where in the country it is.
const SINGLE_RESULT_ZOOM = 5;

type Atlas = Topology<{ countries: GeometryCollection }>;
const outlines = (atlas: Atlas) => splitAtAntimeridian(feature(atlas, atlas.objects.countries) as FeatureCollection);
const coarse = outlines(world as unknown as Atlas);
let detailed: Promise<FeatureCollection> | null = null;
const loadDetailed = () => {
  detailed ??= import('world-atlas/countries-50m.json').then((m) => outlines(m.default as unknown as Atlas));
  return detailed;
};

function FitTo({ markers }: { markers: MapMarker[] }) {
  const map = useMap();
  useEffect(() => {
    if (!markers.length) return;
    const bounds = latLngBounds(markers.map((m) => [m.latitude, m.longitude]));
    // No animation: a map removed mid-animation (leaving the page) throws in Leaflet.
    if (bounds.getNorthEast().equals(bounds.getSouthWest())) map.setView(bounds.getCenter(), SINGLE_RESULT_ZOOM, { animate: false });
    else map.fitBounds(bounds.pad(0.3), { maxZoom: MAX_ZOOM - 1, animate: false });
  }, [map, markers]);
  return null;
}

/** The country outlines, the finer ones once the map is zoomed in. */
function Land() {
  const map = useMap();
  const [land, setLand] = useState<{ data: FeatureCollection; detail: boolean }>({ data: coarse, detail: false });
  const [wanted, setWanted] = useState(() => map.getZoom() >= DETAIL_ZOOM);
  useMapEvents({
    zoomend: () => {
      setWanted(map.getZoom() >= DETAIL_ZOOM);
      // The zoom and the outlines in use, readable by the journeys.
      map.getContainer().dataset.zoom = String(map.getZoom());
    },
  });
  useEffect(() => {
    map.getContainer().dataset.zoom ??= String(map.getZoom());
    map.getContainer().dataset.outlines = land.detail ? 'detail' : 'coarse';
  }, [map, land.detail]);
  useEffect(() => {
    if (!wanted || land.detail) return;
    let live = true;
    loadDetailed()
      .then((data) => live && setLand({ data, detail: true }))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [wanted, land.detail]);
  // GeoJSON reads its data once: a new key draws the new outlines. Their own pane keeps them under the markers.
  return (
    <Pane name="land" style={{ zIndex: 350 }}>
      <GeoJSON
        key={land.detail ? 'detail' : 'coarse'}
        data={land.data}
        interactive={false}
        style={{ color: '#9aa5c8', weight: 0.6, fillColor: '#f4f1ea', fillOpacity: 1 }}
      />
    </Pane>
  );
}

/** Leaflet's popup close button speaks English; name it in the page's language. */
function PopupLabels({ closePopup }: { closePopup: string }) {
  useMapEvents({
    popupopen: (event) => event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', closePopup),
  });
  return null;
}

export default function MapView({ markersUrl, labels }: { markersUrl: string; labels: MapLabels }) {
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
      <MapContainer
        center={[20, 40]}
        zoom={MIN_ZOOM}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        // The outlines end at 180°: there is no second copy of the world to pan onto.
        maxBounds={[
          [-85, -180],
          [85, 180],
        ]}
        maxBoundsViscosity={0.8}
        zoomControl={false}
        style={{ height: '100%', background: '#cfe3f3' }}
        attributionControl={false}
        scrollWheelZoom={false}
        zoomAnimation={false}
        fadeAnimation={false}
        markerZoomAnimation={false}
      >
        <ZoomControl position="topleft" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
        <PopupLabels closePopup={labels.closePopup} />
        <Land />
        {markers?.map((m) => (
          <CircleMarker
            key={m.id}
            center={[m.latitude, m.longitude]}
            radius={7}
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#ff971b', fillOpacity: 1 }}
          >
            <Popup>
              <a href={m.href}>{m.name}</a>
            </Popup>
          </CircleMarker>
        ))}
        {markers && <FitTo markers={markers} />}
      </MapContainer>
      {markers && !markers.length && (
        <div className="dir-map-note" role="status">
          {labels.none}
        </div>
      )}
    </div>
  );
}
