import { defineConfig } from 'tsup';
import { vitrinePackage } from '../../tsup.preset';

// pdf.js is never in the main entry's graph: the PDF reader is a dynamic import (its own chunk, and
// pdf.js's worker a separate asset), loaded when a PDF opens.
export default defineConfig(vitrinePackage({ client: true }));
