// Every implementation of openapi.yml the scenarios run against, in order.
//
// The reference server (@vitrine/server, SQLite) plugs in here once it exists: write
// targets/server.ts exporting `serverTarget(): ContractTarget` (start the server on a free port in
// setup(), restore its seed library in reset(), keep a cookie jar inside its fetch, sign in with
// signInThroughApi and its own users, stop it in teardown()), then add `serverTarget()` to this list.
// README.md "Adding a target" lists what a target must provide.
import type { ContractTarget } from '../target';
import { mocksTarget } from './mocks';

export const targets: ContractTarget[] = [mocksTarget()];
