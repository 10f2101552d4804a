// The first lookup of a wasm32 module in Node (bench/wasm.py): instantiates the
// module WASM (no imports: a freestanding C build, or Rust's wasm32-unknown-unknown),
// then times its export rook(SQ, OCC) called once, then once more, and prints
//     ANSWER_HEX INSTANTIATE_MS FIRST_MS SECOND_MS FIRST_CPU_MS
//     node wasm_first_lookup.mjs WASM SQ OCC
// in wall time, and the first call's in the CPU time of the process (every thread
// of Node's: a compile it starts meanwhile counts too; on a loaded machine the
// wall time counts the waits for a CPU as well). The first call is the first
// lookup as a page makes it: the fill where the technique fills its tables on
// first use, in code Node has only just compiled.
import { readFileSync } from "node:fs";

const [path, sq, occ] = process.argv.slice(2);
const bytes = readFileSync(path);
const ms = (from, to) => Number(to - from) / 1e6;
const t0 = process.hrtime.bigint();
const { instance } = await WebAssembly.instantiate(bytes, {});
const t1 = process.hrtime.bigint();
const cpu = process.cpuUsage();
const answer = instance.exports.rook(Number(sq), BigInt.asUintN(64, BigInt(occ)));
const used = process.cpuUsage(cpu);
const t2 = process.hrtime.bigint();
instance.exports.rook(Number(sq), BigInt.asUintN(64, BigInt(occ)));
const t3 = process.hrtime.bigint();
console.log(BigInt.asUintN(64, answer).toString(16), ms(t0, t1), ms(t1, t2), ms(t2, t3), (used.user + used.system) / 1e3);
