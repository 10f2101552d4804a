// Test driver for generated/bitboards.zig: answers queries read from stdin, as
// tests/drivers/c/driver.c does for the C header, line for line.
//
// Each input line is a function name (the contract's, snake_case) and its
// arguments as decimal or 0x hex numbers, answered by call() of driver_model.zig,
// which the test writes from the model; each output line is the result (hex
// for bitboards, decimal for the bit scans). Three extra commands:
//   tables        prints every table, one "NAME i j ... 0xVALUE" line per entry
//                 (DIR_SHIFT in decimal): printTables() of driver_model.zig
//   lines [SEED]  for every square, each of its four lines and every subset of
//                 the line, prints the line attacks and the line x-rays of the
//                 subset plus off-line noise from xorshift64 seeded with SEED
//                 (no noise for 0, the default); tests/harness/queries.py walks the same order
//   squares       prints the square helpers for every file and rank and square,
//                 the name of every square, then "D4 <const> <array length>
//                 <is d4>" from the helpers called at compile time: a const, an
//                 array length, a switch prong
//   square_name SQ  prints the name of square SQ
//   parse_square NAME  prints the number of the square NAME names, -1 for none
//   scan B        prints how many squares bitboard B has, then each, lowest
//                 first, on one line
//
// Build (the test copies bitboards.zig and writes driver_model.zig beside it):
//     zig build-exe driver.zig

const std = @import("std");
const bb = @import("bitboards.zig");
const driver_model = @import("driver_model.zig");

// The square helpers run at compile time: they make constants, array lengths and prongs.
const driver_d4 = bb.square(3, 3);
const ByRankOfH8 = [bb.squareRank(bb.h8) + 1]u8;

fn isD4(sq: usize) usize {
    return switch (sq) {
        driver_d4 => 1,
        else => 0,
    };
}

// Prints square(file, rank) of every file and rank, squareFile and squareRank of
// every square, then the compile-time uses above.
fn printSquares(out: *std.Io.Writer) !void {
    for (0..8) |file| {
        for (0..8) |rank| {
            try out.print("square {d} {d} {d}\n", .{ file, rank, bb.square(file, rank) });
        }
    }
    for (0..64) |sq| {
        try out.print("coordinates {d} {d} {d}\n", .{ sq, bb.squareFile(sq), bb.squareRank(sq) });
    }
    for (0..64) |sq| {
        try out.print("name {d} {s}\n", .{ sq, bb.squareName(sq) });
    }
    try out.print("D4 {d} {d} {d}\n", .{ driver_d4, @sizeOf(ByRankOfH8), isD4(bb.d4) });
}

// Returns the number `text` spells in decimal or 0x hex; exits on anything else.
// The queries take it @intCast to their parameter's type: a square is a usize,
// 32 bits on x86 (i686), a checked cast in Debug.
pub fn arg(words: *std.mem.TokenIterator(u8, .any)) u64 {
    const text = words.next() orelse fail("a missing argument");
    return std.fmt.parseInt(u64, text, 0) catch fail("a bad argument");
}

fn fail(message: []const u8) noreturn {
    std.debug.print("driver: {s}\n", .{message});
    std.process.exit(2);
}

// Returns the next state of Marsaglia's xorshift64 (13, 7, 17); 0 stays 0.
fn xorshift64(state: u64) u64 {
    var s = state;
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return s;
}

// Every occupancy subset of each line through every square, each with the
// noise of the next xorshift64 state off the line.
fn printLines(out: *std.Io.Writer, seed: u64) !void {
    var state = seed;
    for (0..64) |sq| {
        const masks = [4]u64{ bb.rank_mask[sq], bb.file_mask[sq], bb.diagonal_mask[sq], bb.anti_diagonal_mask[sq] };
        for (masks, 0..) |mask, line| {
            var sub: u64 = 0;
            while (true) {
                state = xorshift64(state);
                const occ = sub | (state & ~mask);
                const a, const x = switch (line) {
                    0 => .{ bb.rankAttacks(occ, sq), bb.xrayRankAttacks(occ, sq) },
                    1 => .{ bb.fileAttacks(occ, sq), bb.xrayFileAttacks(occ, sq) },
                    2 => .{ bb.diagonalAttacks(occ, sq), bb.xrayDiagonalAttacks(occ, sq) },
                    else => .{ bb.antiDiagonalAttacks(occ, sq), bb.xrayAntiDiagonalAttacks(occ, sq) },
                };
                try out.print("{d} {d} 0x{x:0>16} 0x{x:0>16} 0x{x:0>16}\n", .{ sq, line, occ, a, x });
                sub = (sub -% mask) & mask; // carry-rippler: the next subset of mask
                if (sub == 0) break;
            }
        }
    }
}

// Returns the answer of one query line (a function's name and arguments), or
// null after printing it itself.
fn answer(out: *std.Io.Writer, name: []const u8, w: *std.mem.TokenIterator(u8, .any)) !?u64 {
    const eql = std.mem.eql;
    if (eql(u8, name, "tables")) {
        try driver_model.printTables(out);
    } else if (eql(u8, name, "lines")) {
        const seed = if (w.peek() == null) 0 else arg(w); // 0 when absent
        try printLines(out, seed);
    } else if (eql(u8, name, "squares")) {
        try printSquares(out);
    } else if (eql(u8, name, "square_name")) {
        try out.print("{s}\n", .{bb.squareName(@intCast(arg(w)))});
    } else if (eql(u8, name, "parse_square")) {
        if (bb.parseSquare(w.next() orelse "")) |sq| {
            try out.print("{d}\n", .{sq});
        } else {
            try out.print("-1\n", .{});
        }
    } else if (eql(u8, name, "scan")) {
        var found: [64]usize = undefined;
        var count: usize = 0;
        var it = bb.squares(@intCast(arg(w)));
        while (it.next()) |sq| : (count += 1) found[count] = sq;
        try out.print("{d}", .{count});
        for (found[0..count]) |sq| try out.print(" {d}", .{sq});
        try out.print("\n", .{});
    } else if (driver_model.call(name, w)) |result| {
        if (result[0]) return result[1];
        try out.print("{d}\n", .{result[1]});
    } else {
        fail("unknown command");
    }
    return null;
}

// Answers every line of `in` on `out`.
fn run(in: *std.Io.Reader, out: *std.Io.Writer) !void {
    while (in.takeDelimiterInclusive('\n')) |line| {
        var w = std.mem.tokenizeAny(u8, line, " \t\r\n");
        const name = w.next() orelse continue;
        if (try answer(out, name, &w)) |b| try out.print("0x{x:0>16}\n", .{b});
    } else |err| switch (err) {
        error.EndOfStream => {},
        else => return err,
    }
    try out.flush();
}

// Zig 0.16 moved the standard streams from std.fs.File to std.Io.File, whose
// readers and writers take the Io that main is handed (std.process.Init).
const std_io = @import("builtin").zig_version.order(.{ .major = 0, .minor = 16, .patch = 0 }) != .lt;
pub const main = if (std_io) mainIo else mainFs;

var in_buffer: [1 << 16]u8 = undefined;
var out_buffer: [1 << 16]u8 = undefined;

// Zig 0.16 and later.
fn mainIo(init: std.process.Init) !void {
    var stdin = std.Io.File.stdin().readerStreaming(init.io, &in_buffer);
    var stdout = std.Io.File.stdout().writerStreaming(init.io, &out_buffer);
    try run(&stdin.interface, &stdout.interface);
}

// Zig 0.15.
fn mainFs() !void {
    var stdin = std.fs.File.stdin().readerStreaming(&in_buffer);
    var stdout = std.fs.File.stdout().writerStreaming(&out_buffer);
    try run(&stdin.interface, &stdout.interface);
}
