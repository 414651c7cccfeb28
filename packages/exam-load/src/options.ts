/**
 * The benchmark's command line. Every duration can be set; `--fast` shortens check-in and think
 * time for a quick run (the phases and checks stay the same).
 */
export interface ExamDayOptions {
  candidates: number;
  db: 'sqlite' | 'postgres';
  /** Server processes; more than one puts nginx in front (PostgreSQL and Redis only). */
  instances: number;
  /** Logins spread evenly over this period before the exam starts. */
  checkInSeconds: number;
  /** Each candidate answers one question per this many seconds on average. */
  thinkSeconds: number;
  questions: number;
  /**
   * Of the questions, this many at the end are written (fill-in and short answer in turn), typed by
   * the crash test's candidates (sitting.ts); 0 for the exam-day benchmark, whose candidates choose.
   */
  writtenQuestions?: number;
  /** Every candidate starts within this window after the exam opens. */
  startWindowSeconds: number;
  /** Most candidates submit within this window before the deadline. */
  endWindowSeconds: number;
  /** Shares of candidates who change an answer, go offline and resend, and leave submission to the server. */
  changeShare: number;
  offlineShare: number;
  serverSubmitShare: number;
  /** Proctors watching the exam's live page throughout (as an exam centre's do). */
  proctors: number;
  /** Keep-alive HTTP connections the load generator holds to each address (browsers behind one proxy). */
  connections: number;
  /** Candidates of the saturation probe (closed-loop saves before check-in, for the floor ratio). */
  probeCandidates: number;
  probeSeconds: number;
  seed: number;
  /** Keep the database (SQLite file or PostgreSQL database) after the run. */
  keep: boolean;
  /** Candidate counts to run one after another (each with its own floor); null: one run of `candidates`. */
  ladder: number[] | null;
  /** First of the run's fixed ports (checked free, refused when taken); null: ports the system hands out. */
  basePort: number | null;
  /** Seconds of each floor measurement (bare endpoint, upserts; the fsync loop takes at most 3). */
  floorSeconds: number;
}

export const DEFAULT_LADDER = [2000, 5000, 10_000];
const GIVEN = '\u0000given';

const HELP = `Usage: npm run bench:exam-day -- [--candidates N | --ladder [N,N,…]] [--db sqlite|postgres] [--instances K] [--fast]
  [--check-in S] [--think S] [--questions N] [--proctors N] [--connections N] [--seed N] [--keep] [--port P] [--floor-seconds S]
--ladder runs each count in turn (default ${DEFAULT_LADDER.join(',')}) and reports the largest that meets every target.
Ports are free ones the system hands out; --port P uses P, P+1, … and refuses to start if one is taken.
PostgreSQL: DATABASE_URL names the server (a fresh database is made for the run and dropped after it);
its seeded data is analysed, and where the server has autovacuum off the run does VACUUM (ANALYZE) once a minute;
several instances also need Redis (REDIS_URL, default redis://127.0.0.1:6379) and nginx.`;

export function parseOptions(argv: readonly string[]): ExamDayOptions {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      console.log(HELP);
      process.exit(0);
    }
    if (!arg.startsWith('--')) throw new Error(`unexpected argument "${arg}"\n${HELP}`);
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) flags.set(arg.slice(2), GIVEN);
    else flags.set(arg.slice(2), argv[++i]!);
  }
  const fast = flags.has('fast');
  const number = (name: string, fallback: number, min = 0) => {
    const raw = flags.get(name);
    if (raw === undefined) return fallback;
    if (raw === GIVEN) throw new Error(`--${name} needs a value`);
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min) throw new Error(`--${name} must be a number of at least ${min}, not "${raw}"`);
    return value;
  };
  const db = flags.get('db') ?? (process.env.DATABASE_URL ? 'postgres' : 'sqlite');
  if (db !== 'sqlite' && db !== 'postgres') throw new Error(`--db must be sqlite or postgres, not "${db}"`);
  const instances = number('instances', 1, 1);
  if (instances > 1 && db !== 'postgres') throw new Error('several instances share one PostgreSQL database: add --db postgres');
  const known = new Set([
    'candidates',
    'db',
    'instances',
    'fast',
    'check-in',
    'think',
    'questions',
    'connections',
    'proctors',
    'seed',
    'keep',
    'probe-seconds',
    'ladder',
    'port',
    'floor-seconds',
  ]);
  for (const name of flags.keys()) if (!known.has(name)) throw new Error(`unknown option --${name}\n${HELP}`);
  const ladder = parseLadder(flags.get('ladder'));
  if (ladder && flags.has('candidates')) throw new Error('--ladder and --candidates exclude each other: the ladder gives the counts');
  const basePort = flags.has('port') ? Math.floor(number('port', 0, 1)) : null;
  if (basePort !== null && basePort + 2 + instances > 65_535)
    throw new Error(`--port ${basePort} leaves no room for the run's ${3 + instances} ports`);
  return {
    candidates: Math.floor(number('candidates', 1000, 1)),
    db,
    instances: Math.floor(instances),
    checkInSeconds: number('check-in', fast ? 60 : 300),
    thinkSeconds: number('think', fast ? 3 : 10, 0.1),
    questions: Math.floor(number('questions', 100, 1)),
    startWindowSeconds: 10,
    endWindowSeconds: 30,
    changeShare: 0.1,
    offlineShare: 0.05,
    serverSubmitShare: 0.1,
    proctors: Math.floor(number('proctors', 2)),
    connections: Math.floor(number('connections', 512, 1)),
    probeCandidates: 64,
    probeSeconds: number('probe-seconds', 5, 1),
    seed: Math.floor(number('seed', 1)),
    keep: flags.has('keep'),
    ladder,
    basePort,
    floorSeconds: number('floor-seconds', 5, 1),
  };
}

/** `--ladder` alone: the default counts; `--ladder 500,1000`: those, ascending, each at least 1. */
export function parseLadder(raw: string | undefined): number[] | null {
  if (raw === undefined) return null;
  if (raw === GIVEN) return [...DEFAULT_LADDER];
  const counts = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
  if (counts.length === 0 || counts.some((count) => !Number.isInteger(count) || count < 1)) {
    throw new Error(`--ladder takes whole candidate counts separated by commas (e.g. 2000,5000,10000), not "${raw}"`);
  }
  return [...new Set(counts)].sort((a, b) => a - b);
}
