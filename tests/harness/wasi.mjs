// Runs a wasm32-wasi program in Node's WASI (node:wasi, preview1), as a native
// program runs: `node wasi.mjs PROGRAM.wasm ARG...`, the program's standard input,
// output and error those of this process, its exit status this process's
// (tests/harness/cross.py: emulated, the wasm32 proofs). No directory is opened to it.
// A standard stream that is a pipe is opened anew: Node's own descriptor of a pipe
// is non-blocking, and WASI's writes to it lost whatever a full pipe refused (the
// driver's tables ended after 500 KB), its reads saw an empty pipe as the end.
import { fstatSync, openSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { argv, exit } from "node:process";
import { WASI } from "node:wasi";

const stream = (fd, flags) => (fstatSync(fd).isFIFO() ? openSync(`/dev/fd/${fd}`, flags) : fd);
const [stdin, stdout, stderr] = [stream(0, "r"), stream(1, "w"), stream(2, "w")];
const wasi = new WASI({ version: "preview1", args: argv.slice(2), env: {}, returnOnExit: true, stdin, stdout, stderr });
// Go's runtime (1.21 and later) makes its standard streams non-blocking and waits
// on them by poll_oneoff, which Node's WASI does not wait on: its output to a pipe
// ended after some 100 KB, its input lines were cut. Its request is dropped for
// them (fdflags' NONBLOCK is 4); every other flag and descriptor is WASI's.
const imports = wasi.getImportObject();
const preview1 = imports.wasi_snapshot_preview1;
const setFlags = preview1.fd_fdstat_set_flags;
preview1.fd_fdstat_set_flags = (fd, flags) => setFlags(fd, fd <= 2 ? flags & ~4 : flags);
const module = await WebAssembly.compile(await readFile(argv[2]));
const instance = await WebAssembly.instantiate(module, imports);
exit(wasi.start(instance));
