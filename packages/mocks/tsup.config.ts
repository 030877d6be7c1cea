import { defineConfig } from 'tsup';
import { vitrinePackage } from '../../tsup.preset';

export default defineConfig(vitrinePackage({ entry: { browser: 'src/browser.ts', node: 'src/node.ts' } }));
