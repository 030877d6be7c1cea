import { defineConfig } from 'tsup';
import { vitrinePackage } from '../../tsup.preset';

// The PDF report's document (`@vitrine/core/report`) is an entry of its own: the server and the report
// dialog import it, and the widgets that do not pay nothing for it.
export default defineConfig(vitrinePackage({ entry: { report: 'src/report/index.ts' } }));
