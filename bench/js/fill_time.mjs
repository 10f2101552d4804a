// Prints the milliseconds the first call of a slider technique's rook lookup takes
// in this fresh Node, which fills the technique's tables, and those of a second
// call, which finds them filled (bench/js.py):
//
//     node fill_time.mjs MODULE FUNCTION      (MODULE: bitboards.mjs's file URL)
//
//     FIRST_MS SECOND_MS
const bb = await import(process.argv[2]);
const f = bb[process.argv[3]];
let start = performance.now();
f(0, 0, 0);
const first = performance.now() - start;
start = performance.now();
f(0, 0, 0);
console.log(first, performance.now() - start);
