// A chunk of its own (lazy-screens.tsx): the justified gallery and the masonry (one virtual grid).
export { Gallery, Masonry } from '@vitrine/views';
