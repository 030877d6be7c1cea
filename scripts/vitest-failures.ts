// A vitest reporter that writes why a run failed to .vitest/failures.json, for scripts/check.mjs to
// print as the last lines of `npm test`. CI keeps only the end of the output, and a run can fail
// with every test passed: an error thrown after a test ended (an unhandled rejection), an afterAll
// hook, a file that failed to load. The JSON reporter counts none of them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';

export interface RunFailures {
  reason: TestRunEndReason;
  /** Errors outside any test: "Unhandled Errors" in vitest's own output. */
  unhandled: string[];
  /** Files, suites and hooks that failed outside a test (load errors, beforeAll/afterAll). */
  outsideTests: string[];
  /** Tests that failed, as "project › file › name: first line of the error". */
  tests: string[];
}

const firstLines = (error: SerializedError, lines = 3) =>
  [`${error.name ?? 'Error'}: ${error.message}`, ...(error.stack ?? '').split('\n').slice(1, lines)]
    .join('\n      ')
    .trim();

export default class FailuresReporter implements Reporter {
  private readonly outputFile: string;

  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = options.outputFile ?? '.vitest/failures.json';
  }

  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ) {
    const failures: RunFailures = {
      reason,
      unhandled: unhandledErrors.map((e) => firstLines(e, 6)),
      outsideTests: [],
      tests: [],
    };
    for (const module of testModules) {
      const where = `${module.project.name} › ${module.relativeModuleId}`;
      for (const error of module.errors()) failures.outsideTests.push(`${where}: ${firstLines(error)}`);
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors()) {
          failures.outsideTests.push(`${where} › ${suite.name}: ${firstLines(error)}`);
        }
      }
      for (const test of module.children.allTests('failed')) {
        const error = test.result().errors?.[0];
        failures.tests.push(`${where} › ${test.fullName}: ${error ? firstLines(error, 1) : ''}`);
      }
    }
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, JSON.stringify(failures, null, 2));
  }
}
