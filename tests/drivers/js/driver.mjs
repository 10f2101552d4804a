// Test driver for generated bitboards.mjs: answers queries read from stdin, as
// tests/drivers/c/driver.c does for the C header, line for line.
//
//     node driver.mjs DIR SHAPES [big]  (DIR holds the bitboards.mjs under test;
//                                        SHAPES, a JSON file of [name, shape] pairs;
//                                        big: each function's bigint twin answers)
//
// Each input line is a function name (the contract's, snake_case) and its
// arguments as decimal or 0x hex numbers; each output line is the result in hex
// (decimal for lsb and popcount). A bitboard argument is split into its two
// 32-bit halves, and a bitboard result joined from the low half the function
// returns and the high half it leaves in `high`. Extra commands:
//
//     tables        every entry of every table named in SHAPES, one
//                   "NAME i j ... 0xVALUE" line each (DIR_SHIFT in decimal),
//                   read at the flat index of its shape
//     lines [SEED]  for every square, each of its four lines and every subset of
//                   the line, the line attacks and x-rays of the subset plus
//                   off-line noise from xorshift64 seeded with SEED (none for 0)
//     squares       the square helpers for every file, rank and square, the name
//                   of every square, then "D4 <square> <ranks> <is d4>"
//     square_name SQ, parse_square NAME (-1 for none), scan B (how many squares
//                   bitboard B has, then each, lowest first, on one line)

import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [dir, shapesPath, mode] = process.argv.slice(2);
// `big` (a third argument): every query asks the bigint twin (rookAttacksBig) instead
const BIG = mode === "big";
const bb = await import(pathToFileURL(`${dir}/bitboards.mjs`).href);
const shapes = JSON.parse(readFileSync(shapesPath, "utf8"));
const MASK64 = (1n << 64n) - 1n;

// the arguments of each function: "b" a bitboard, "i" a number
const SIGNATURES = {
    square_bb: "i", lsb: "b", popcount: "b",
    rank_attacks: "bi", file_attacks: "bi", diagonal_attacks: "bi", anti_diagonal_attacks: "bi",
    rook_attacks: "bi", bishop_attacks: "bi", queen_attacks: "bi",
    xray_rank_attacks: "bi", xray_file_attacks: "bi", xray_diagonal_attacks: "bi", xray_anti_diagonal_attacks: "bi",
    xray_rook_attacks: "bbi", xray_bishop_attacks: "bbi", piece_attacks: "ibi", pinned: "bbibb",
    shift_one: "bi", occluded_fill: "bbi", sliding_attacks: "bbi", xray_attacks: "bbbi", between_slider_and_target: "bbbi",
    distance: "ii", manhattan_distance: "ii", forward_ranks: "ii", forward_file: "ii", pawn_attack_span: "ii",
    passed_pawn_span: "ii", adjacent_files: "i", polyglot_piece_key: "iii",
};
const DECIMAL = new Set(["lsb", "popcount", "distance", "manhattan_distance"]);

function camel(name) {
    return name.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
}

function hex(b) {
    return "0x" + b.toString(16).padStart(16, "0");
}

// {name: [bb's function, its signature, whether it answers in decimal]}: each name resolved
// once, not once a query (camel's regular expression took some 15% of a query)
const RESOLVED = new Map();

function resolve(name) {
    let found = RESOLVED.get(name);
    if (found === undefined) {
        const signature = SIGNATURES[name];
        if (signature === undefined) fail(`unknown command ${name}`);
        // a function of numbers to a number (distance) has no bigint twin
        found = [BIG ? (bb[`${camel(name)}Big`] ?? bb[camel(name)]) : bb[camel(name)], signature, DECIMAL.has(name)];
        RESOLVED.set(name, found);
    }
    return found;
}

// Returns the result of bb's function `name` on the bigint arguments `args`.
function call(name, args) {
    const [f, signature, decimal] = resolve(name);
    if (args.length < signature.length) fail("a missing argument");
    const flat = [];
    for (let k = 0; k < signature.length; k++) {
        if (signature[k] !== "b") flat.push(Number(args[k]));
        else if (BIG) flat.push(args[k]);
        else flat.push(bb.lowHalf(args[k]), bb.highHalf(args[k]));
    }
    const value = f(...flat);
    if (decimal) return String(value);
    return hex(BIG ? value : bb.toBigInt(value, bb.high));
}

function fail(message) {
    process.stderr.write(`driver: ${message}\n`);
    process.exit(2);
}

function tables(out) {
    for (const [name, shape] of shapes) {
        const table = bb[name];
        const index = shape.map(() => 0);
        for (let flat = 0; flat < table.length; flat++) {
            let rest = flat;
            for (let k = shape.length - 1; k >= 0; k--) {
                index[k] = rest % shape[k];
                rest = Math.floor(rest / shape[k]);
            }
            const value = name === "DIR_SHIFT" ? String(table[flat]) : hex(BigInt(table[flat]));
            out.push(`${name} ${index.join(" ")} ${value}`);
        }
    }
}

function xorshift64(state) {
    state ^= (state << 13n) & MASK64;
    state ^= state >> 7n;
    state ^= (state << 17n) & MASK64;
    return state;
}

const LINES = ["rank", "file", "diagonal", "anti_diagonal"];

function lines(state, out) {
    const masks = [bb.RANK_MASK, bb.FILE_MASK, bb.DIAGONAL_MASK, bb.ANTI_DIAGONAL_MASK];
    for (let sq = 0; sq < 64; sq++) {
        LINES.forEach((line, k) => {
            const attacks = bb[camel(`${line}_attacks`)];
            const xrays = bb[camel(`xray_${line}_attacks`)];
            const mask = masks[k][sq];
            let sub = 0n;
            for (;;) {
                state = xorshift64(state);
                const occ = sub | (state & ~mask & MASK64);
                const lo = bb.lowHalf(occ), hi = bb.highHalf(occ);
                const a = BIG ? bb[`${attacks.name}Big`](occ, sq) : bb.toBigInt(attacks(lo, hi, sq), bb.high);
                const x = BIG ? bb[`${xrays.name}Big`](occ, sq) : bb.toBigInt(xrays(lo, hi, sq), bb.high);
                out.push(`${sq} ${k} ${hex(occ)} ${hex(a)} ${hex(x)}`);
                sub = (sub - mask) & mask; // carry-rippler: the next subset of mask
                if (sub === 0n) break;
            }
        });
    }
}

function squares(out) {
    for (let f = 0; f < 8; f++) for (let r = 0; r < 8; r++) out.push(`square ${f} ${r} ${bb.square(f, r)}`);
    for (let sq = 0; sq < 64; sq++) out.push(`coordinates ${sq} ${bb.squareFile(sq)} ${bb.squareRank(sq)}`);
    for (let sq = 0; sq < 64; sq++) out.push(`name ${sq} ${bb.squareName(sq)}`);
    out.push(`D4 ${bb.square(3, 3)} ${bb.squareRank(bb.H8) + 1} ${bb.D4 === bb.square(3, 3) ? 1 : 0}`);
}

const out = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
    const words = line.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const [name, ...rest] = words;
    if (name === "parse_square") {
        out.push(String(bb.parseSquare(rest[0] ?? "")));
        continue;
    }
    let args;
    try {
        args = rest.map((w) => BigInt(w));
    } catch {
        fail(`a bad argument in ${line}`);
    }
    if (name === "tables") tables(out);
    else if (name === "lines") lines(args.length ? args[0] : 0n, out);
    else if (name === "squares") squares(out);
    else if (name === "square_name") out.push(bb.squareName(Number(args[0])));
    else if (name === "scan") {
        const found = BIG ? [...bb.squaresBig(args[0])] : [...bb.squares(bb.lowHalf(args[0]), bb.highHalf(args[0]))];
        out.push([found.length, ...found].join(" "));
    } else out.push(call(name, args));
}
process.stdout.write(out.map((l) => l + "\n").join(""));
