// sliders.zig - the exhaustive check of the slider techniques of bitboards.zig,
// built once per Zig by tests/proofs/test_sliders.py with bitboards.zig
// beside it, and the list of its lookups, sliders_lookups.zig, written there
// from the model.
//
// For every technique's rook and bishop attacks and one-lookup x-rays: on every
// square in turn, every subset of the square's relevant mask (rook_relevant_mask,
// bishop_relevant_mask) in carry-rippler order (occ = (occ - mask) & mask, the
// empty set first), then on every square in turn `boards` random boards of a
// splitmix64 stream (seed `seed`; board k of the stream: a, a & b, a & b & c or
// a | b of its next outputs, by k % 4); the queen's attacks on the random
// boards only. Prints one line per lookup:
//
//     hash TECHNIQUE PIECE KIND COUNT 0xHASH
//
// COUNT the answers, HASH their FNV-1a over 64-bit words (h = (h ^ answer) *
// 0x100000001b3 from 0xcbf29ce484222325), in the order above. The test computes
// the same from tests/oracles/reference.py (tests/oracles/slider_hashes.py).
//
// Before them, `threads` threads call fillSliderTables() at once, each then
// comparing every technique's rook and bishop attacks (fancy and black magic's
// read the filled tables) with the kindergarten lookups on every subset of every
// square's mask, at once after the call returned (a call that returned before the
// fill ended sees zeros); the line "fill-threads WRONG" gives how many answers
// differed, which the test wants 0. A second call from the main thread changes
// nothing. Then "avx2-lanes true|false": whether parallel hyperbola's lookups took
// their AVX2 lanes (bb.hyperbola_avx2_lanes) or the scalar hyperbola.
//
// Its first argument chooses two other modes, which fill nothing beforehand
// (tests/oracles/slider_hashes.py: the first-use check):
//
//     first-use  `threads` threads, started together (each spins until all have
//                begun), thread t asking every lookup of `lookups` once, in
//                order, each on its own question of the splitmix64 stream seeded
//                first_use_seed + t (per lookup a, b, c its next three outputs:
//                occ = a & b, sq = c % 64): the first lookup of each packed
//                table comes with no fill called before, from four threads at once
//     fill-each  each fill group's own fill called in turn (`fills`:
//                fillMagicAttacks, ...), then thread 0's questions
//                asked by the main thread alone
//
// each printing, after every thread has ended, one line a question, by thread
// then lookup:
//
//     first T TECHNIQUE PIECE KIND SQ 0xOCC 0xANSWER

const std = @import("std");
const bb = @import("bitboards.zig");

const boards = 256; // random boards a square
const threads = 4; // threads that call fillSliderTables() at once
// Whether the build has no threads (wasm32-wasi: WASI preview1 has none): then each
// "thread" below runs to its end before the next begins, the first use a
// single-threaded wasm program makes.
const single_threaded = @import("builtin").single_threaded;
const seed: u64 = 0x5eed5eed5eed5eed;
const first_use_seed: u64 = 0xF1257005E0000000; // slider_hashes.py's FIRST_USE_SEED

pub const Lookup = struct {
    technique: []const u8,
    piece: []const u8,
    kind: []const u8,
    answer: *const fn (u64, usize) u64,
};

// every lookup of the techniques Zig carries, and each of their fill groups' own
// fill, in the model's order: sliders_lookups.zig, which tests/drivers/zig/build.py
// writes beside this file
const lookups = @import("sliders_lookups.zig").lookups;
const fills = @import("sliders_lookups.zig").fills;

// Returns the next output of the splitmix64 stream whose state is `state`.
fn next(state: *u64) u64 {
    state.* +%= 0x9e3779b97f4a7c15;
    var z = state.*;
    z = (z ^ (z >> 30)) *% 0xbf58476d1ce4e5b9;
    z = (z ^ (z >> 27)) *% 0x94d049bb133111eb;
    return z ^ (z >> 31);
}

// `boards` random boards for each square, in the stream's order (randomBoards): a
// static, as their 128 KB would not fit the small stack of the wasm32 build
// (tests/harness/cross.py: WASI_STACK)
var random_boards: [64][boards]u64 = undefined;

// Writes random_boards.
fn randomBoards() void {
    var state = seed;
    for (0..64) |sq| {
        for (0..boards) |k| {
            var a = next(&state);
            switch (k % 4) {
                0 => a &= next(&state) & next(&state),
                1 => a &= next(&state),
                3 => a |= next(&state),
                else => {},
            }
            random_boards[sq][k] = a;
        }
    }
}

const Hash = struct {
    hash: u64 = 0xcbf29ce484222325,
    count: usize = 0,

    fn add(self: *Hash, answer: u64) void {
        self.hash = (self.hash ^ answer) *% 0x100000001b3;
        self.count += 1;
    }
};

// Calls fillSliderTables(), then counts into wrong[k] the answers of every
// technique's rook and bishop attacks (of `lookups`) on every subset of every mask
// that differ from kindergarten's.
fn fillAndCompare(wrong: *usize) void {
    bb.fillSliderTables();
    var count: usize = 0;
    for (lookups) |l| {
        const rook = std.mem.eql(u8, l.piece, "rook");
        if (!std.mem.eql(u8, l.kind, "attacks") or !(rook or std.mem.eql(u8, l.piece, "bishop"))) continue;
        for (0..64) |sq| {
            const mask = if (rook) bb.rook_relevant_mask[sq] else bb.bishop_relevant_mask[sq];
            var occ: u64 = 0;
            while (true) {
                const want = if (rook) bb.rookAttacks(occ, sq) else bb.bishopAttacks(occ, sq);
                count += @intFromBool(l.answer(occ, sq) != want);
                occ = (occ -% mask) & mask;
                if (occ == 0) break;
            }
        }
    }
    wrong.* = count;
}

// One question of the first-use check and its answer.
const Asked = struct { sq: usize, occ: u64, answer: u64 };

// How many first-use threads have begun (each waits for all before asking).
var begun: usize = 0;

// Asks every lookup its question of thread `thread`'s stream, into `asked`;
// with `together`, once all `threads` threads have begun.
fn askFirst(thread: usize, together: bool, asked: *[lookups.len]Asked) void {
    if (together) {
        _ = @atomicRmw(usize, &begun, .Add, 1, .acq_rel);
        while (@atomicLoad(usize, &begun, .acquire) < threads) {}
    }
    var state = first_use_seed +% thread;
    for (lookups, asked) |l, *question| {
        const a = next(&state);
        const b = next(&state);
        const c = next(&state);
        const occ = a & b;
        const sq: usize = @intCast(c % 64);
        question.* = .{ .sq = sq, .occ = occ, .answer = l.answer(occ, sq) };
    }
}

// Prints the `first` lines of thread `thread`.
fn printFirst(out: *std.Io.Writer, thread: usize, asked: []const Asked) !void {
    for (lookups, asked) |l, q| {
        try out.print("first {d} {s} {s} {s} {d} 0x{x} 0x{x}\n", .{ thread, l.technique, l.piece, l.kind, q.sq, q.occ, q.answer });
    }
}

// The first-use mode: every lookup first asked by `threads` threads at once.
fn firstUse(out: *std.Io.Writer) !void {
    var asked: [threads][lookups.len]Asked = undefined;
    if (single_threaded) {
        for (&asked, 0..) |*answers, t| askFirst(t, false, answers);
    } else {
        var spawned: [threads]std.Thread = undefined;
        for (&spawned, &asked, 0..) |*thread, *answers, t| thread.* = try std.Thread.spawn(.{}, askFirst, .{ t, true, answers });
        for (spawned) |thread| thread.join();
    }
    for (&asked, 0..) |*answers, t| try printFirst(out, t, answers);
    try out.flush();
}

// The fill-each mode: each fill group's own fill, then thread 0's questions.
fn fillEach(out: *std.Io.Writer) !void {
    for (fills) |fill| fill();
    var asked: [lookups.len]Asked = undefined;
    askFirst(0, false, &asked);
    try printFirst(out, 0, &asked);
    try out.flush();
}

// Runs the mode named by `mode` (null: the hashes).
fn runMode(mode: ?[]const u8, out: *std.Io.Writer) !void {
    const chosen = mode orelse return run(out);
    if (std.mem.eql(u8, chosen, "first-use")) return firstUse(out);
    if (std.mem.eql(u8, chosen, "fill-each")) return fillEach(out);
    return error.UnknownMode;
}

fn run(out: *std.Io.Writer) !void {
    var wrong: [threads]usize = @splat(0);
    if (single_threaded) {
        for (&wrong) |*count| fillAndCompare(count);
    } else {
        var spawned: [threads]std.Thread = undefined;
        for (&spawned, &wrong) |*thread, *count| thread.* = try std.Thread.spawn(.{}, fillAndCompare, .{count});
        for (spawned) |thread| thread.join();
    }
    var total: usize = 0;
    for (wrong) |count| total += count;
    try out.print("fill-threads {d}\n", .{total});
    try out.print("avx2-lanes {}\n", .{bb.hyperbola_avx2_lanes}); // parallel hyperbola's path
    bb.fillSliderTables(); // a second call changes nothing
    randomBoards();
    for (lookups) |l| {
        var h: Hash = .{};
        const masks: ?*const [64]u64 = if (std.mem.eql(u8, l.piece, "rook"))
            &bb.rook_relevant_mask
        else if (std.mem.eql(u8, l.piece, "bishop"))
            &bb.bishop_relevant_mask
        else
            null;
        if (masks) |mask| {
            for (0..64) |sq| {
                var occ: u64 = 0;
                while (true) {
                    h.add(l.answer(occ, sq));
                    occ = (occ -% mask[sq]) & mask[sq];
                    if (occ == 0) break;
                }
            }
        }
        for (0..64) |sq| {
            for (random_boards[sq]) |occ| h.add(l.answer(occ, sq));
        }
        try out.print("hash {s} {s} {s} {d} 0x{x:0>16}\n", .{ l.technique, l.piece, l.kind, h.count, h.hash });
    }
    try out.flush();
}

// Zig 0.16 moved the standard streams from std.fs.File to std.Io.File, whose
// writers take the Io that main is handed (std.process.Init).
const std_io = @import("builtin").zig_version.order(.{ .major = 0, .minor = 16, .patch = 0 }) != .lt;
pub const main = if (std_io) mainIo else mainFs;

var out_buffer: [4096]u8 = undefined;

// Zig 0.16 and later.
fn mainIo(init: std.process.Init) !void {
    const args = try init.minimal.args.toSlice(init.arena.allocator());
    var stdout = std.Io.File.stdout().writerStreaming(init.io, &out_buffer);
    try runMode(if (args.len > 1) args[1] else null, &stdout.interface);
}

// Zig 0.15.
fn mainFs() !void {
    const args = try std.process.argsAlloc(std.heap.page_allocator);
    defer std.process.argsFree(std.heap.page_allocator, args);
    var stdout = std.fs.File.stdout().writerStreaming(&out_buffer);
    try runMode(if (args.len > 1) args[1] else null, &stdout.interface);
}
