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

// The words of one input line, split by hand, and the numbers they spell: std.mem.tokenizeAny
// and std.fmt.parseInt took some 70% of a query's time in Debug.
pub const Words = struct {
    rest: []const u8, // the line from the next word on

    // Returns the next word of the line, or null at its end.
    pub fn next(self: *Words) ?[]const u8 {
        const rest = self.rest;
        var start: usize = 0;
        while (start < rest.len and isBlank(rest[start])) start += 1;
        var end = start;
        while (end < rest.len and !isBlank(rest[end])) end += 1;
        self.rest = rest[end..];
        return if (start == end) null else rest[start..end];
    }

    // Returns the next word of the line, leaving it to next().
    pub fn peek(self: Words) ?[]const u8 {
        var copy = self;
        return copy.next();
    }
};

// Whether `name` is `command`, compared inline byte by byte (Debug calls std.mem.eql's
// three functions otherwise: some 15% of a query in driver_model.zig's call()).
pub inline fn is(name: []const u8, comptime command: []const u8) bool {
    if (name.len != command.len) return false;
    inline for (command, 0..) |c, k| if (name[k] != c) return false;
    return true;
}

inline fn isBlank(c: u8) bool {
    return c == ' ' or c == '\t' or c == '\r' or c == '\n';
}

// Returns the number the next word spells in decimal or 0x hex; exits on anything else.
// The queries take it @intCast to their parameter's type: a square is a usize,
// 32 bits on x86 (i686), a checked cast in Debug.
pub fn arg(words: *Words) u64 {
    const text = words.next() orelse fail("a missing argument");
    const hex = text.len > 2 and text[0] == '0' and (text[1] == 'x' or text[1] == 'X');
    const base: u64 = if (hex) 16 else 10;
    var value: u64 = 0;
    for (text[if (hex) 2 else 0..]) |c| {
        const digit: u64 = switch (c) {
            '0'...'9' => c - '0',
            'a'...'f' => c - 'a' + 10,
            'A'...'F' => c - 'A' + 10,
            else => base,
        };
        const times = @mulWithOverflow(value, base);
        const sum = @addWithOverflow(times[0], digit);
        if (digit >= base or times[1] != 0 or sum[1] != 0) fail("a bad argument");
        value = sum[0];
    }
    return value;
}

// Prints `value` in decimal, then `end`; printHex as 0x and 16 hex digits: by hand, as
// std's print took some 40% of a query in Debug.
fn printDecimal(out: *std.Io.Writer, value: u64, end: u8) !void {
    var text: [21]u8 = undefined;
    text[20] = end;
    var rest = value;
    var k: usize = 20;
    while (true) {
        k -= 1;
        text[k] = '0' + @as(u8, @intCast(rest % 10));
        rest /= 10;
        if (rest == 0) break;
    }
    try out.writeAll(text[k..]);
}

fn printHex(out: *std.Io.Writer, value: u64, end: u8) !void {
    var text: [19]u8 = undefined;
    text[0..2].* = "0x".*;
    text[18] = end;
    var rest = value;
    var k: usize = 18;
    while (k > 2) {
        k -= 1;
        text[k] = "0123456789abcdef"[@as(usize, @intCast(rest & 15))];
        rest >>= 4;
    }
    try out.writeAll(&text);
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
                try printDecimal(out, sq, ' ');
                try printDecimal(out, line, ' ');
                try printHex(out, occ, ' ');
                try printHex(out, a, ' ');
                try printHex(out, x, '\n');
                sub = (sub -% mask) & mask; // carry-rippler: the next subset of mask
                if (sub == 0) break;
            }
        }
    }
}

// Returns the answer of one query line (a function's name and arguments), or
// null after printing it itself.
fn answer(out: *std.Io.Writer, name: []const u8, w: *Words) !?u64 {
    if (is(name, "tables")) {
        try driver_model.printTables(out);
    } else if (is(name, "lines")) {
        const seed = if (w.peek() == null) 0 else arg(w); // 0 when absent
        try printLines(out, seed);
    } else if (is(name, "squares")) {
        try printSquares(out);
    } else if (is(name, "square_name")) {
        try out.print("{s}\n", .{bb.squareName(@intCast(arg(w)))});
    } else if (is(name, "parse_square")) {
        if (bb.parseSquare(w.next() orelse "")) |sq| {
            try out.print("{d}\n", .{sq});
        } else {
            try out.print("-1\n", .{});
        }
    } else if (is(name, "scan")) {
        var found: [64]usize = undefined;
        var count: usize = 0;
        var it = bb.squares(@intCast(arg(w)));
        while (it.next()) |sq| : (count += 1) found[count] = sq;
        try out.print("{d}", .{count});
        for (found[0..count]) |sq| try out.print(" {d}", .{sq});
        try out.print("\n", .{});
    } else if (driver_model.call(name, w)) |result| {
        if (result[0]) return result[1];
        try printDecimal(out, result[1], '\n');
    } else {
        fail("unknown command");
    }
    return null;
}

// Answers every line of `in` on `out`.
fn run(in: *std.Io.Reader, out: *std.Io.Writer) !void {
    while (in.takeDelimiterInclusive('\n')) |line| {
        var w = Words{ .rest = line };
        const name = w.next() orelse continue;
        if (try answer(out, name, &w)) |b| try printHex(out, b, '\n');
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
