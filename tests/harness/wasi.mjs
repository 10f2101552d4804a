// Runs a wasm32-wasi program in Node's WASI (node:wasi, preview1), as a native
// program runs: `node wasi.mjs PROGRAM.wasm ARG...`, the program's standard input,
// output and error those of this process, its exit status this process's
// (tests/harness/cross.py: emulated, the wasm32 proofs). No directory is opened to it.
// The standard streams are opened anew: Node's own descriptors of a pipe are
// non-blocking, and WASI's writes to them lost whatever a full pipe refused (the
// driver's tables ended after 500 KB), its reads saw an empty pipe as the end.
import { openSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { argv, exit } from "node:process";
import { WASI } from "node:wasi";

const [stdin, stdout, stderr] = [openSync("/dev/stdin", "r"), openSync("/dev/stdout", "a"), openSync("/dev/stderr", "a")];
const wasi = new WASI({ version: "preview1", args: argv.slice(2), env: {}, returnOnExit: true, stdin, stdout, stderr });
const module = await WebAssembly.compile(await readFile(argv[2]));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
exit(wasi.start(instance));
