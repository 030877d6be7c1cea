// A chunk of its own (lazy-screens.tsx): the data grid.
export { Grid } from '@vitrine/views';
