// Ingest: how a file becomes part of the library (upload, zip extraction, the demo seed), its
// versions, keywords and the folders made on the way. See ingest.ts.
export { ingestContextFor } from './context';
export { ensureFolderPath, forbiddenTypesFor } from './folders';
export {
  descriptiveColumns,
  type IngestContext,
  type IngestInput,
  type IngestOptions,
  type IngestResult,
  type IngestSource,
  ingestFile,
  initialVideoStatus,
  queueFileJobs,
  type ReplaceInput,
  type ReplaceReason,
  replaceFileContent,
  technicalColumns,
} from './ingest';
export { cleanKeywords, knownKeywords, setFileKeywords } from './keywords';
