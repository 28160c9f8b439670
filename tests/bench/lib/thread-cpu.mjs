import { readFileSync } from "node:fs";

/**
 * CPU milliseconds (user + system) this process's main thread has used, from /proc/self/task (Linux; NaN
 * elsewhere). Where a bench runs its server on the main thread and its load in a worker or another process,
 * the difference over the load is what the requests cost the server, a figure that other work on the machine
 * does not inflate the way it inflates wall-clock rates.
 */
export function mainThreadCpuMs() {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of stat(5), counted here from the state field (3), in clock ticks of 10 ms
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * Runs `fn` under the V8 CPU profiler of this thread when BENCH_CPU_PROFILE names a folder, and writes the
 * profile there as <label>.cpuprofile (open it in Chrome's DevTools): the profile of the measured load alone,
 * without the start-up and seeding that `node --cpu-prof` would mix in. BENCH_HEAP_PROFILE=file instead writes
 * a sampling heap profile of what the load allocated (collected or not): where the garbage comes from.
 */
export async function profiled(label, fn) {
  const heapFile = process.env.BENCH_HEAP_PROFILE;
  const cpuDir = process.env.BENCH_CPU_PROFILE;
  if (!heapFile && !cpuDir) return fn();
  const { Session } = await import("node:inspector/promises");
  const { mkdirSync, writeFileSync } = await import("node:fs");
  const path = await import("node:path");
  const heap = Boolean(heapFile);
  const file = heap ? heapFile : path.join(cpuDir, `${label.replace(/[^\w.-]+/g, "-")}.cpuprofile`);
  const session = new Session();
  session.connect();
  await session.post(heap ? "HeapProfiler.enable" : "Profiler.enable");
  if (heap) await session.post("HeapProfiler.startSampling", { samplingInterval: 16384, includeObjectsCollectedByMinorGC: true, includeObjectsCollectedByMajorGC: true });
  else await session.post("Profiler.start");
  try {
    return await fn();
  } finally {
    const { profile } = await session.post(heap ? "HeapProfiler.stopSampling" : "Profiler.stop");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
    console.log(`  ${heap ? "heap" : "CPU"} profile of the load: ${file}`);
    session.disconnect();
  }
}
