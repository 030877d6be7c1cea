import { defineConfig } from 'tsup';
import { vitrinePackage } from '../../tsup.preset';

// The map is its own entry (`@vitrine/views/map`): Google Maps stays out of the main entry's graph.
export default defineConfig(vitrinePackage({ entry: { map: 'src/map/index.ts' }, client: true }));
