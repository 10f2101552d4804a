// Prints the CPU seconds (user + system) and the wall seconds that importing the
// module argv[2] takes in this fresh Node: a file URL, or a package name found in
// bench/js/node_modules (bench/js.py).
const cpu = process.cpuUsage();
const wall = performance.now();
await import(process.argv[2]);
const used = process.cpuUsage(cpu);
console.log((used.user + used.system) / 1e6, (performance.now() - wall) / 1e3);
