// Prints the nanoseconds a rook, bishop and queen lookup takes by each slider
// technique of bitboards.mjs and by chessops' attacks (hyperbola on 32-bit halves,
// a SquareSet a bitboard), on the same random boards, one line each:
//
//     node lookups.mjs MODULE TECHNIQUE...      (MODULE: bitboards.mjs's file URL)
//
//     lookup TECHNIQUE PIECE NANOSECONDS      (TECHNIQUE "chessops" for chessops)
//
// Each lookup answers every board (a random square, and a random occupancy of
// about a third of the squares) in turn, the answers' halves xor'ed together so
// that none is skipped; each is timed ROUNDS times after one warm-up round, in
// turns with the others, and the best round is printed (bench/js.py).
import { SquareSet } from "chessops/squareSet";
import * as chessops from "chessops/attacks";

const bb = await import(process.argv[2]);
const techniques = process.argv.slice(3);
const BOARDS = 1 << 12;
const PASSES = 8;
const ROUNDS = 60;

let seed = 0x2545f491;
function random32() {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed;
}
const lows = new Int32Array(BOARDS);
const highs = new Int32Array(BOARDS);
const squares = new Int32Array(BOARDS);
const sets = [];
for (let k = 0; k < BOARDS; k++) {
  lows[k] = random32() & random32();
  highs[k] = random32() & random32();
  squares[k] = random32() & 63;
  sets.push(new SquareSet(lows[k], highs[k]));
}

function ours(f) {
  return () => {
    let x = 0;
    for (let p = 0; p < PASSES; p++) {
      for (let k = 0; k < BOARDS; k++) {
        x ^= f(lows[k], highs[k], squares[k]) ^ bb.high;
      }
    }
    return x;
  };
}

function theirs(f) {
  return () => {
    let x = 0;
    for (let p = 0; p < PASSES; p++) {
      for (let k = 0; k < BOARDS; k++) {
        const s = f(squares[k], sets[k]);
        x ^= s.lo ^ s.hi;
      }
    }
    return x;
  };
}

const PIECES = ["rook", "bishop", "queen"];
const runs = [];
for (const technique of techniques) {
  const suffix = technique.replace(/(^|_)(\w)/g, (_, __, c) => c.toUpperCase());
  for (const piece of PIECES) runs.push([technique, piece, ours(bb[`${piece}Attacks${suffix}`])]);
}
for (const piece of PIECES) runs.push(["chessops", piece, theirs(chessops[`${piece}Attacks`])]);

const best = runs.map(() => Infinity);
let sink = 0;
for (let round = 0; round <= ROUNDS; round++) {
  runs.forEach(([, , run], k) => {
    const start = process.hrtime.bigint();
    sink ^= run();
    const ns = Number(process.hrtime.bigint() - start) / (PASSES * BOARDS);
    if (round > 0) best[k] = Math.min(best[k], ns);
  });
}
runs.forEach(([technique, piece], k) => console.log(`lookup ${technique} ${piece} ${best[k].toFixed(2)}`));
if (sink === 0.5) console.log(sink);
