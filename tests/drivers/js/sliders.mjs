// sliders.mjs - the exhaustive check of the slider techniques of bitboards.mjs,
// run once per Node by tests/proofs/test_sliders.py; the JavaScript twin of
// tests/drivers/go/sliders.go.
//
//     node sliders.mjs DIR LOOKUPS
//
// DIR holds the bitboards.mjs under test; LOOKUPS is a JSON list of [technique,
// piece, kind, function]: the lookups to hash, by the module's name of each
// (rookAttacksMagic, xrayRookAttacksMagic). For each rook and bishop lookup: on
// every square in turn, every subset of the square's relevant mask
// (ROOK_RELEVANT_MASK, BISHOP_RELEVANT_MASK) in carry-rippler order (the empty
// set first, then upwards: the halves' subsets, high outer, low inner), then on
// every square in turn BOARDS random boards of a splitmix64 stream (seed SEED;
// board k of the stream: a, a & b, a & b & c or a | b of its next outputs, by
// k % 4); the queen's attacks on the random boards only. Prints one line per
// lookup:
//
//     hash TECHNIQUE PIECE KIND COUNT 0xHASH
//
// COUNT the answers, HASH their FNV-1a over 64-bit words (h = (h ^ answer) *
// 0x100000001b3 from 0xcbf29ce484222325), computed on halves. The test computes
// the same from tests/oracles/reference.py (tests/oracles/slider_hashes.py).
//
// Two more modes, the first-use protocol of tests/oracles/slider_hashes.py
// (JavaScript has one thread: thread 0 alone):
//
//     node sliders.mjs first-use DIR LOOKUPS        no fill called before
//     node sliders.mjs fill-each DIR LOOKUPS FILLS  each fill of the JSON list
//                                                   FILLS called first, in order
//                                                   (each must return true)
//
// then every lookup of LOOKUPS asked once, on the questions of the splitmix64
// stream seeded FIRST_USE_SEED (per lookup a, b, c its next three outputs: occ =
// a & b, sq = c % 64), one line each:
//
//     first 0 TECHNIQUE PIECE KIND SQ 0xOCC 0xANSWER

import { pathToFileURL } from "node:url";

const MODES = ["first-use", "fill-each"];
const mode = MODES.includes(process.argv[2]) ? process.argv[2] : "hash";
const [dir, lookupsJson, fillsJson] = process.argv.slice(mode === "hash" ? 2 : 3);
const bb = await import(pathToFileURL(`${dir}/bitboards.mjs`).href);
const FIRST_USE_SEED = 0xf1257005e0000000n; // tests/oracles/slider_hashes.py's
const BOARDS = 256;
const SEED = 0x5eed5eed5eed5eedn;
const M64 = (1n << 64n) - 1n;

function* splitmix64(state) {
    for (;;) {
        state = (state + 0x9e3779b97f4a7c15n) & M64;
        let z = state;
        z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M64;
        z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M64;
        yield z ^ (z >> 31n);
    }
}

// [64 sq][BOARDS] boards as halves: board k of square sq at [2 * (BOARDS * sq + k)].
function randomBoards() {
    const out = new Int32Array(2 * 64 * BOARDS);
    const stream = splitmix64(SEED);
    const next = () => stream.next().value;
    for (let i = 0; i < 64 * BOARDS; i++) {
        let a = next();
        const k = i % BOARDS;
        if (k % 4 === 0) a &= next() & next();
        else if (k % 4 === 1) a &= next();
        else if (k % 4 === 3) a |= next();
        out[2 * i] = bb.lowHalf(a);
        out[2 * i + 1] = bb.highHalf(a);
    }
    return out;
}

// The `first` lines of thread 0: every lookup asked once, in order.
function firstUse() {
    const stream = splitmix64(FIRST_USE_SEED);
    const lines = [];
    for (const [technique, piece, kind, name] of JSON.parse(lookupsJson)) {
        const [a, b, c] = [stream.next().value, stream.next().value, stream.next().value];
        const occ = a & b, sq = Number(c % 64n);
        const lo = bb[name](bb.lowHalf(occ), bb.highHalf(occ), sq);
        const answer = bb.toBigInt(lo, bb.high);
        lines.push(`first 0 ${technique} ${piece} ${kind} ${sq} 0x${occ.toString(16)} 0x${answer.toString(16)}`);
    }
    return lines;
}

if (mode === "fill-each") {
    for (const fill of JSON.parse(fillsJson)) {
        if (bb[fill]() !== true) throw new Error(`${fill}() filled nothing on its first call`);
    }
}
if (mode === "hash") hash();
else console.log(firstUse().join("\n"));

function hash() {
    const boards = randomBoards();
    const masks = {
        rook: bb.ROOK_RELEVANT_MASK,
        bishop: bb.BISHOP_RELEVANT_MASK,
    };
    const lines = [];
    for (const [technique, piece, kind, name] of JSON.parse(lookupsJson)) {
        const answer = bb[name];
        if (typeof answer !== "function") throw new Error(`no function ${name}`);
        // FNV-1a on halves: the prime is 2 ** 40 + 0x1b3
        let hLo = 0x84222325 | 0, hHi = 0xcbf29ce4 | 0, count = 0;
        const add = (lo, hi) => {
            const xLo = hLo ^ lo, xHi = hHi ^ hi;
            const product = (xLo >>> 0) * 0x1b3;
            hLo = Math.imul(xLo, 0x1b3);
            hHi = (Math.floor(product / 4294967296) + Math.imul(xHi, 0x1b3) + (xLo << 8)) | 0;
            count++;
        };
        const mask = masks[piece];
        if (mask) {
            for (let sq = 0; sq < 64; sq++) {
                const maskLo = bb.lowHalf(mask[sq]), maskHi = bb.highHalf(mask[sq]);
                let occHi = 0;
                do {
                    let occLo = 0;
                    do {
                        add(answer(occLo, occHi, sq), bb.high);
                        occLo = (occLo - maskLo) & maskLo;
                    } while (occLo !== 0);
                    occHi = (occHi - maskHi) & maskHi;
                } while (occHi !== 0);
            }
        }
        for (let i = 0; i < 64 * BOARDS; i++) {
            add(answer(boards[2 * i], boards[2 * i + 1], i / BOARDS | 0), bb.high);
        }
        const hash = bb.toBigInt(hLo, hHi).toString(16).padStart(16, "0");
        lines.push(`hash ${technique} ${piece} ${kind} ${count} 0x${hash}`);
    }
    console.log(lines.join("\n"));
}
