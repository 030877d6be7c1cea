import { defineConfig } from 'tsup';
import { vitrinePackage } from '../../tsup.preset';

export default defineConfig(vitrinePackage({ client: true }));
