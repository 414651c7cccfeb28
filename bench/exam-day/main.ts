/**
 * Exam day under load (docs/REQUIREMENTS.md §19.2): N candidates against real server processes, checked against the database
 * afterwards (run.ts). With --ladder, several counts one after another, each with the floor of
 * its own run, and the largest count that met every target: a figure that can be compared across
 * days as a ratio to the floor, rather than a pass or fail that follows the machine's mood.
 * Run: npm run bench:exam-day -- --candidates 5000 [--db sqlite|postgres] [--instances 2] [--fast]
 *      npm run bench:exam-day -- --ladder [2000,5000,10000] [--fast]
 */
import { describeFsync, measureFsync } from './floor.js';
import {
  installExitHandlers,
  killAllChildren,
  machineDescription,
  parseOptions,
  PortTakenError,
  reservePorts,
  runningChildren,
} from '@kaoshi/exam-load';
import { ladderTable, largestPassing, type RunSummary } from './report.js';
import { runExamDay } from './run.js';

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
// Before anything starts a child: whatever way this process ends, its children go with it.
installExitHandlers({ log });

const options = parseOptions(process.argv.slice(2));
if (options.basePort !== null) {
  // Given ports are checked before anything else runs: a taken one refuses the whole run.
  try {
    await reservePorts(2 + options.instances, options.basePort);
  } catch (error) {
    if (!(error instanceof PortTakenError)) throw error;
    console.error(`refusing to start: ${error.message}`);
    process.exit(2);
  }
}
const counts = options.ladder ?? [options.candidates];
log(
  `exam day: ${options.ladder ? `ladder ${counts.join(', ')}` : `${options.candidates}`} candidates, ${options.proctors} proctor(s) watching, ${options.db}, ${options.instances} instance(s); ${machineDescription()}`,
);
// The machine's own limit, printed before any load: every commit of an acknowledged answer pays it.
log(`disk now: ${describeFsync(measureFsync(1))}`);

const rows: (RunSummary | { candidates: number; error: string })[] = [];
for (const candidates of counts) {
  if (options.ladder) log(`== ladder step: ${candidates} candidates`);
  try {
    rows.push(await runExamDay({ ...options, candidates }, log));
  } catch (error) {
    // A step that breaks off (a server that would not start) fails its row; the ladder goes on.
    if (!options.ladder) throw error;
    log(`${candidates} candidates broke off: ${(error as Error).message}`);
    rows.push({ candidates, error: (error as Error).message });
  }
  if (runningChildren().length > 0) {
    log(`${runningChildren().length} child process(es) outlived the run: killed`);
    killAllChildren('SIGKILL');
  }
}

if (options.ladder) {
  console.log(
    `\n== Ladder: ${options.db}, ${options.instances} instance(s), ${options.questions} questions, check-in ${options.checkInSeconds} s, think ${options.thinkSeconds} s`,
  );
  console.log(ladderTable(rows));
  const largest = largestPassing(rows);
  console.log(largest === null ? '\nNo count met every target.' : `\nLargest count meeting every target: ${largest} candidates.`);
  for (const row of rows) if ('failed' in row && row.failed.length > 0) console.log(`${row.candidates}: FAIL ${row.failed.join('; ')}`);
  // A ladder is a measurement, not a gate: it succeeds when every step ran to its end.
  process.exitCode = rows.some((row) => 'error' in row) ? 1 : 0;
} else {
  process.exitCode = rows.every((row) => 'passed' in row && row.passed) ? 0 : 1;
}
