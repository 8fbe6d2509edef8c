/**
 * Loaded into a timed child process with `node --import` (bench/startup.ts): on exit it writes the
 * process's CPU time (user + system, µs, start-up included) as the last line of stderr, which
 * moves far less than wall time when other work shares the machine. Costs one small module load.
 */
process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  process.stderr.write(`\nsalvo-bench-cpu-us ${user + system}\n`);
});
