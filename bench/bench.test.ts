/**
 * Issue 6 §5: the benchmark, small, inside `npm test`. It checks only correctness — every
 * participant got every state, every answer was acknowledged and is in the database — never
 * speed: timings on a shared CI machine mean nothing. It runs the real CLI, so the harness
 * itself (processes, IPC, baseline, report) is exercised too. The event starts with a host's
 * default settings, as in `npm run bench`: answering closes, and the reveal goes out, as soon
 * as everyone has answered, before the host's scheduled lockAnswers.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import type { Report } from './report';

const root = resolve(import.meta.dirname, '..');
const PARTICIPANTS = 200;
const QUESTIONS = 2;

function runBench(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // Embedded PGlite and one process, whatever the environment says.
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((ok) => child.on('exit', (code) => ok({ code, stdout, stderr })));
}

it(`${PARTICIPANTS} participants, ${QUESTIONS} questions: every state delivered, every answer committed`, async () => {
  const args = [
    '--participants',
    String(PARTICIPANTS),
    '--questions',
    String(QUESTIONS),
    '--interval',
    '700',
    '--answer-window',
    '2500',
    '--burst',
    '1000',
    '--no-pin',
    '--timeout',
    '170',
    '--json',
  ];
  const { code, stdout, stderr } = await runBench(args);
  const last = stdout.trim().split('\n').at(-1) ?? '';
  expect(last.startsWith('{'), `no JSON report; stderr:\n${stderr.slice(-3000)}`).toBe(true);
  const r = JSON.parse(last) as Report;
  const context = `${stderr.slice(-3000)}\n${JSON.stringify(r, null, 1)}`;

  expect(r.problems, context).toEqual([]);
  expect(r.eventSettings).toBe('defaults');
  // What is measured is what `npm start` runs: the compiled server, not tsx (ADR 57).
  expect(r.serverRunsFrom).toBe('bundle');
  // Every host action did its step or was refused because the server had done it (a reveal).
  expect(r.host.errors, context).toBe(0);
  for (const s of r.steps)
    expect(s.madeBy === 'host' || (s.madeBy === 'server' && s.key.endsWith('|reveal')), JSON.stringify(s)).toBe(true);
  // Everyone answers within 1 s of a 2.5 s answering step, so the server should reveal by
  // itself; at least once, so that path is exercised even on a slow machine.
  expect(r.host.serverReveals, context).toBeGreaterThan(0);
  // A step the server made itself is measured from its first write, in both phases; the rest from the schedule.
  const early = r.steps.filter((s) => s.madeBy === 'server').map((s) => s.key);
  expect(r.broadcast.measuredFromServerFirstWrite).toEqual(early);
  expect(r.baseline!.measuredFromServerFirstWrite).toHaveLength(early.length);
  for (const [i, s] of r.steps.entries()) {
    const from = s.madeBy === 'server' ? 'serverFirstWrite' : 'scheduled';
    expect(s.measuredFrom, JSON.stringify(s)).toBe(from);
    expect(r.baseline!.steps[i]!.measuredFrom, JSON.stringify(r.baseline!.steps[i])).toBe(from);
    if (s.madeBy === 'server') {
      expect(s.originVsScheduledMs, JSON.stringify(s)).toBeLessThan(0);
      expect(s.serverFirstWriteMs).toBe(0);
    }
    // The baseline sends each of Mingle's steps with its size.
    expect(r.baseline!.steps[i]!.bytes, JSON.stringify([s, r.baseline!.steps[i]])).toBe(s.bytes);
  }
  expect(r.joined, context).toBe(PARTICIPANTS);
  // Joins per second are reported (issue 21); this size has no target of the issue's.
  expect(r.joinsPerSecond).toBeGreaterThan(0);
  expect(r.targets).toEqual([]);
  // 4 steps per quiz question and the end, to every participant; nothing twice.
  expect(r.broadcast.count).toBe(QUESTIONS * 4 + 1);
  expect(r.broadcast.delivered, context).toBe(PARTICIPANTS * r.broadcast.count);
  expect(r.lostMessages, context).toBe(0);
  expect(r.duplicateMessages, context).toBe(0);
  expect(r.unexpectedCloses, context).toBe(0);
  // One answer per participant per question, each acknowledged and found in the database.
  expect(r.answers.sent, context).toBe(PARTICIPANTS * QUESTIONS);
  expect(r.answers.acked, context).toBe(r.answers.sent);
  expect(r.answers.committed, context).toBe(r.answers.sent);
  expect(r.answers.lost).toBe(0);
  // The baseline ran on the same sockets and lost nothing either (else the harness is broken).
  expect(r.baseline?.lost, context).toBe(0);
  expect(r.ratio).not.toBeNull();
  // Each step's send by the server is lined up with it: to every phone, first write before last.
  for (const steps of [r.steps, r.baseline!.steps]) {
    expect(steps).toHaveLength(r.broadcast.count);
    for (const s of steps) {
      expect(s.serverFirstWriteMs, JSON.stringify(s)).toEqual(expect.any(Number));
      expect(s.serverLastWriteMs, JSON.stringify(s)).toBeGreaterThanOrEqual(s.serverFirstWriteMs!);
    }
  }
  expect(code, context).toBe(0);
});
