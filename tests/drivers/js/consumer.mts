// A TypeScript consumer of generated/bitboards.mjs: tests/proofs/test_js.py
// type-checks it with `tsc --strict --noEmit` against bitboards.d.mts, then runs
// what tsc emits of it and compares what it prints with the comments.
import * as bb from "./bitboards.mjs";
import type { Square } from "./bitboards.mjs";

const d4: Square = bb.D4;
const rookLo: number = bb.rookAttacks(0, 0, d4);
const rook: bigint = bb.toBigInt(rookLo, bb.high);
console.log(rook.toString(16)); // 8080808f7080808
const named: Square | -1 = bb.parseSquare("e4");
if (named !== -1) console.log(bb.squareName(named)); // e4
const knight: bigint = bb.KNIGHT_ATTACKS[bb.G1];
console.log(knight.toString(16)); // a01000
const behind = bb.BEHIND[64 * bb.A1 + bb.C3];
console.log(behind.toString(16)); // 8040201008000000
const squares: Square[] = [...bb.squares(bb.lowHalf(knight), bb.highHalf(knight))];
console.log(squares.map(bb.squareName).join(" ")); // e2 f3 h3
const first: Square = bb.lsb(bb.lowHalf(knight), bb.highHalf(knight));
console.log(bb.popcount(bb.lowHalf(rook), bb.highHalf(rook)), first); // 14 12
// the bigint twins: bitboards as bigints, every argument checked
const occ: bigint = bb.squareBbBig(bb.D6) | bb.squareBbBig(bb.F4);
console.log(bb.popcountBig(bb.rookAttacksBig(occ, d4))); // 10
const lowest: Square = bb.lsbBig(occ);
console.log(bb.squareName(lowest), [...bb.squaresBig(occ)].join(" ")); // f4 29 43
const shift: number = bb.DIR_SHIFT[bb.NORT];
const byte: number = bb.FIRST_RANK_ATTACKS[8 * 0 + 3];
console.log(shift, byte.toString(16)); // 8 f7
// the slider techniques: on halves and as bigints, each fill group's tables filled by its
// own fill or on first use; a square off the board answers 0, high 0
const filled: boolean = bb.fillMagicAttacks();
console.log(filled, bb.fillMagicAttacks(), bb.rookAttacksMagic(-1, -1, 64 as Square), bb.high); // true false 0 0
const magicLo: number = bb.rookAttacksMagic(bb.lowHalf(occ), bb.highHalf(occ), d4);
console.log(bb.popcount(magicLo, bb.high), bb.popcountBig(bb.queenAttacksBlackBig(occ, d4))); // 10 23
const offset: number = bb.ROOK_OFFSETS[bb.H8];
console.log(offset, bb.xrayBishopAttacksMagicBig(0n, d4).toString(16)); // 98304 0
// every group but the 32-bit magic's is filled by now: fillSliderTables() fills that one
console.log(bb.fillSliderTables(), bb.fillMagicXrays(), bb.fillSliderTables()); // true false false
