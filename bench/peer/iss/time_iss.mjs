// time_iss.mjs times the Interactive Sudoku Solver (sigh/Interactive-Sudoku-Solver)
// on puzzles given as ISS constraint strings, in one warm node process, as the
// side-by-side peer of variants' BenchmarkISSCorpus.
//
// Usage: node time_iss.mjs ISS_CHECKOUT EXAMPLES_JSON [RUNS]
//
// ISS_CHECKOUT is a checkout of ISS (its tests/helpers and tools/lib are used
// to run its solver headless); EXAMPLES_JSON is variants/testdata/iss/examples.json.
// For each entry with an ISS verdict it builds the solver from the string and
// counts to two solutions (parse + build + count), RUNS times (2 by default),
// and prints one JSON line: {"name", "ms" (the median), "solutions"}.
import fs from 'node:fs';
import path from 'node:path';

const [iss, examples, runsArg] = process.argv.slice(2);
if (!iss || !examples) {
  console.error('usage: node time_iss.mjs ISS_CHECKOUT EXAMPLES_JSON [RUNS]');
  process.exit(2);
}
const { ensureGlobalEnvironment } = await import(path.resolve(iss, 'tests/helpers/test_env.js'));
ensureGlobalEnvironment();
const { buildSolver } = await import(path.resolve(iss, 'tools/lib/puzzle_runner.js'));

const runs = Number(runsArg || 2);
for (const e of JSON.parse(fs.readFileSync(examples, 'utf8'))) {
  if (!e.iss) continue;
  const times = [];
  let count = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = process.hrtime.bigint();
    const { internal } = buildSolver(e.input);
    count = 0;
    internal.run({ maxSolutions: 2 }, () => { count++; });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const ms = times.length % 2 ? times[(times.length - 1) / 2] : (times[times.length / 2 - 1] + times[times.length / 2]) / 2;
  console.log(JSON.stringify({ name: e.name, ms, solutions: count }));
}
