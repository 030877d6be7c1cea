// The two databases the server runs on (db/database.ts): SQLite by default, PostgreSQL when the
// configuration gives a postgres:// URL.
export type DialectName = 'sqlite' | 'postgres';
