// @vitrine/server: the reference server. It implements openapi.yml over one data directory (SQLite
// and content-addressed files by default; PostgreSQL and other blob stores by configuration).
export { csrfRefusal } from './auth/csrf';
export { DEFAULT_SCRYPT_COST, hashPassword, type ScryptCost, verifyPassword } from './auth/passwords';
export {
  can,
  canSee,
  DEFAULT_ROLES,
  PERMISSION_NAMES,
  type PermissionName,
  type PermissionTarget,
  type Principal,
} from './auth/permissions';
export type { SignInGuard, SignInLimits } from './auth/sign-in-limits';
export { type ResolvedServerOptions, resolveServerOptions, type ServerOptions } from './config';
export { type DatabaseLocation, databaseLocation, type OpenDatabase, openDatabase } from './db/database';
export { migrations } from './db/migrations';
export type { Database } from './db/schema';
export { IMPLEMENTED_OPERATIONS } from './handlers';
export { ensureFirstAdmin, ensureLibraryBasics } from './library/bootstrap';
export { createServer, dataPaths } from './server';
export { type BlobStore, LocalBlobStore, type StoredBlob } from './storage/blob-store';
// The S3 store's types only: its module (and the AWS SDK) loads when openS3BlobStore is called.
export type { S3BlobStore, S3BlobStoreTuning } from './storage/s3-blob-store';
export { openS3BlobStore, resolveStorage, type S3StorageConfig } from './storage/s3-config';
