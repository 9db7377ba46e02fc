import 'leaflet/dist/leaflet.css';
import './results-map.css';
import { useQuery } from '@tanstack/react-query';
import * as L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { formatPrice, useFormatPreferences } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { Point } from '../../lib/viewer-position';
import { mapSourceQuery, type SearchResultPage } from './api';

type MapItem = SearchResultPage['items'][number];

/** The lower 48 states, when there is nothing to show and no place to start from. */
const USA: L.LatLngTuple = [39.8, -98.6];

/** What a marker shows of an item: a list re-rendered with equal items must not rebuild the map. */
type Pin = Pick<MapItem, 'id' | 'title' | 'priceCents' | 'area'>;

/** Items at one (rounded) place share one marker: the place is an area, not a doorstep. */
function groupByArea(items: readonly Pin[]): Pin[][] {
  const groups = new Map<string, Pin[]>();
  for (const item of items) {
    const key = `${item.area.latitude},${item.area.longitude}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()];
}

/**
 * The results on a map (decision 027: Leaflet with raster tiles from MAP_TILE_URL). Loaded only
 * when a visitor opens the map. Each marker is an area (two decimals of a degree), never an
 * address; its popup links to the items there. The list beside it stays the accessible way to
 * the same items.
 */
export default function ResultsMap({ items, viewer }: { items: readonly MapItem[]; viewer: Point | null }) {
  const { t } = useTranslation('search');
  const prefs = useFormatPreferences();
  const navigate = useNavigate();
  const source = useQuery(mapSourceQuery).data;
  const element = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  // The parent hands over a new array on every render; the markers (and an open popup) are
  // rebuilt only when what they show changes, so a re-render never closes the popup in use.
  const signature = JSON.stringify(
    items.map(({ id, title, priceCents, area }): Pin => ({ id, title, priceCents, area })),
  );
  const pins = useMemo(() => JSON.parse(signature) as Pin[], [signature]);
  const latitude = viewer?.latitude;
  const longitude = viewer?.longitude;

  // The map itself: once per tile source.
  useEffect(() => {
    if (!element.current || !source) return;
    const created = L.map(element.current, { scrollWheelZoom: false }).setView(USA, 4);
    const credit = document.createElement('a');
    credit.href = source.attributionUrl;
    credit.textContent = source.attribution;
    L.tileLayer(source.tileUrl, { maxZoom: 18, attribution: credit.outerHTML }).addTo(created);
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, [source]);

  // The markers: again whenever the results or the visitor's place change.
  useEffect(() => {
    const shown = map.current;
    const markers = layer.current;
    if (!shown || !markers || !source) return;
    markers.clearLayers();
    const points: L.LatLngTuple[] = [];
    for (const group of groupByArea(pins)) {
      const first = group[0]!;
      const at: L.LatLngTuple = [first.area.latitude, first.area.longitude];
      points.push(at);
      const name = group.length === 1 ? first.title : t('map.itemsHere', { count: group.length });
      const icon = L.divIcon({
        className: 'results-map-marker',
        html: `<span aria-hidden="true">${group.length}</span>`,
        iconSize: [32, 32],
      });
      const popup = document.createElement('ul');
      popup.className = 'results-map-popup';
      for (const item of group) {
        const entry = document.createElement('li');
        const link = document.createElement('a');
        link.href = `/items/${item.id}`;
        link.textContent = item.title;
        link.addEventListener('click', (event) => {
          event.preventDefault();
          navigate(`/items/${item.id}`);
        });
        const price = document.createElement('span');
        price.textContent = ` · ${t('banner.perDay', { price: formatPrice(item.priceCents, prefs) })}`;
        entry.append(link, price);
        popup.append(entry);
      }
      L.marker(at, { icon, title: name, alt: name, keyboard: true }).bindPopup(popup).addTo(markers);
    }
    if (latitude !== undefined && longitude !== undefined) {
      const here: L.LatLngTuple = [latitude, longitude];
      L.circleMarker(here, { radius: 7, color: '#1d4ed8', fillOpacity: 0.6, interactive: false }).addTo(
        markers,
      );
      points.push(here);
    }
    if (points.length > 1) shown.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 13 });
    else if (points.length === 1) shown.setView(points[0]!, 12);
  }, [pins, latitude, longitude, t, prefs, navigate, source]);

  return (
    <figure className="mt-4">
      <section
        ref={element}
        aria-label={t('map.label')}
        data-testid="results-map"
        className="h-[60vh] min-h-72 w-full overflow-hidden rounded-xl border border-border bg-surface-sunken md:h-96"
      />
      <figcaption className="mt-2 text-xs text-muted">{t('map.approximate')}</figcaption>
    </figure>
  );
}
