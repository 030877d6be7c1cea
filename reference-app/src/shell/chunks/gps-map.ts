// A chunk of its own (lazy-screens.tsx pattern): the metadata editor's small GPS map, loaded only when
// the server has a maps key and the editor shows a position; Google Maps itself loads later still,
// inside it (the map view's chunk).
export { PositionMap } from '@vitrine/views/map';
