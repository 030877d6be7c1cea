// A worker thread of the rank pool (rank-pool.ts): its own read-only connection to the library's
// SQLite file, running the statements the pool sends (a share of a text's matches, ranked) while the
// main thread ranks the other share. Written for Node's type stripping (no transform needed):
// it imports nothing of the server's.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

interface Request {
  id: number;
  sql: string;
  parameters: unknown[];
}

const { file } = workerData as { file: string };
const db = new Database(file, { readonly: true, fileMustExist: true });
db.pragma('cache_size = -65536');
const statements = new Map<string, Database.Statement>();

parentPort?.on('message', (request: Request) => {
  try {
    let statement = statements.get(request.sql);
    if (!statement) {
      if (statements.size >= 64) statements.clear();
      statement = db.prepare(request.sql);
      statements.set(request.sql, statement);
    }
    parentPort?.postMessage({ id: request.id, rows: statement.all(...request.parameters) });
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: String(error) });
  }
});
