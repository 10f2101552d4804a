// A wrong call: the low half of a bitboard where a square is expected. Its
// compilation must fail (tests/proofs/test_js.py), naming the Square type.
import * as bb from "./bitboards.mjs";

const knightLo: number = bb.lowHalf(bb.KNIGHT_ATTACKS[bb.G1]);
bb.rookAttacks(0, 0, knightLo);
