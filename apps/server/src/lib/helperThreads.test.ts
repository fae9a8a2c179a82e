import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HELPER_NICE, lowerHelperThreads } from './helperThreads';

const linux = process.platform === 'linux';
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A stand-in for /proc/self/task with these thread ids. */
function tasks(...ids: (number | string)[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'mingle-tasks-'));
  dirs.push(dir);
  for (const id of ids) mkdirSync(join(dir, String(id)));
  return dir;
}

describe.runIf(linux)('helper threads yield the core to the event loop (ADR 12)', () => {
  it('lowers every thread but the main one, once each, and threads started later too', () => {
    const calls: [number, number][] = [];
    const record = (tid: number, nice: number) => void calls.push([tid, nice]);
    const dir = tasks(process.pid, 900_001, 900_002, 'not-a-thread');
    expect(lowerHelperThreads(dir, record)).toBe(2);
    expect(calls).toEqual([
      [900_001, HELPER_NICE],
      [900_002, HELPER_NICE],
    ]);
    mkdirSync(join(dir, '900003'));
    expect(lowerHelperThreads(dir, record)).toBe(1);
    expect(calls.at(-1)).toEqual([900_003, HELPER_NICE]);
  });

  it('skips a thread that ended before it was lowered, and a missing /proc', () => {
    const dir = tasks(900_010, 900_011);
    const gone = (tid: number) => {
      if (tid === 900_010) throw Object.assign(new Error('no such process'), { code: 'ESRCH' });
    };
    expect(lowerHelperThreads(dir, gone)).toBe(1);
    expect(lowerHelperThreads(join(dir, 'missing'), gone)).toBe(0);
  });

  it("really lowers a Node process's helper threads, and not its main thread", () => {
    // In a process of its own: a test worker's own threads are not the server's.
    const script = `
      import { readdirSync, readFileSync } from 'node:fs';
      import { lowerHelperThreads } from ${JSON.stringify(join(import.meta.dirname, 'helperThreads.ts'))};
      lowerHelperThreads();
      const nice = (tid) => Number(readFileSync('/proc/self/task/' + tid + '/stat', 'utf8').split(') ')[1].split(' ')[16]);
      const helpers = readdirSync('/proc/self/task').filter((t) => Number(t) !== process.pid);
      console.log(JSON.stringify({ main: nice(process.pid), helpers: helpers.map(nice) }));`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const { main, helpers } = JSON.parse(r.stdout) as { main: number; helpers: number[] };
    expect(main).toBe(0);
    expect(helpers.length).toBeGreaterThan(0);
    expect(helpers.every((n) => n === HELPER_NICE)).toBe(true);
  });
});
