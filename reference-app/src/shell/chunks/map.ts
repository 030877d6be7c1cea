// A chunk of its own (lazy-screens.tsx): the map view (Google Maps itself loads later still, inside it).
export { MapView } from '@vitrine/views/map';
