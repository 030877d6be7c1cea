// Every implementation of openapi.yml the scenarios run against, in order: the MSW mocks of
// @vitrine/mocks, then the reference server of @vitrine/server (SQLite, started on a free port of
// 127.0.0.1 over a temporary data directory); in the contract-pg project the server alone, on
// PostgreSQL (vitest.config.ts). README.md "Adding a target" lists what a target must provide; a
// target's pendingAreas are the scenario areas it does not implement yet.
import { testPostgres } from '../../../packages/server/src/testing/postgres';
import type { ContractTarget } from '../target';
import { mocksTarget } from './mocks';
import { serverTarget } from './server';

export const targets: ContractTarget[] = testPostgres()
  ? [serverTarget({ postgres: true })]
  : [mocksTarget(), serverTarget()];
