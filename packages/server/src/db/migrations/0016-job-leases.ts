// Migration 0016_job_leases (issue 16, "Several stateless instances"): a claimed job carries a lease
// (`lease_until`) that its worker renews while it runs, and the claimant (`claimed_by`, one id per
// worker). A job whose lease ran out belongs to a worker that stopped without saying so (its instance
// was killed): any other worker claims it again (jobs/queue.ts claimJob).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function jobLeasesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('jobs').addColumn('lease_until', 'text').execute();
      await db.schema.alterTable('jobs').addColumn('claimed_by', 'text').execute();
      await db.schema.createIndex('jobs_lease').on('jobs').columns(['status', 'lease_until']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('jobs_lease').execute();
      await db.schema.alterTable('jobs').dropColumn('claimed_by').execute();
      await db.schema.alterTable('jobs').dropColumn('lease_until').execute();
    },
  };
}
