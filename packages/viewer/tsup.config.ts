import { defineConfig } from 'tsup';
import { vitrinePackage } from '../../tsup.preset';

// pdf.js is never in the main entry's graph: the PDF reader is a dynamic import (its own chunk, and
// pdf.js's worker a separate asset), loaded when a PDF opens. The comments and version history tabs
// and the annotation whiteboard are entries of their own (`@vitrine/viewer/comments`,
// `@vitrine/viewer/versions`, `@vitrine/viewer/annotation`): a host passes
// them through the viewer's slots, and one that does not pays nothing for them.
export default defineConfig(
  vitrinePackage({
    entry: {
      comments: 'src/comments/index.ts',
      versions: 'src/versions/index.ts',
      annotation: 'src/annotation/index.ts',
    },
    client: true,
  }),
);
