// A fill of generated/bitboards.zig paused between its tables, for
// tests/proofs/test_first_use.py, which reads its lines and checks each answer
// against the reference: tests/drivers/cpp/first_use_pause.cpp's protocol and
// method, in Zig.
//
// The whole pages inside each packed table of the groups named on the first line
// of stdin are made read-only (mprotect), so that the fill's first store into a
// table faults; the SIGSEGV handler says which table, waits for main, makes the
// table's pages writable again and returns, and the store is made again. While
// the fill stands there (its state filling, its tables partly stored), main asks
// every question of the following lines ("LOOKUP SQ OCC", one a line), each from a
// thread of its own, gives them 50 ms to answer or to block, and at the first stop
// calls the same fill once more from another thread; then it resumes the fill. It
// prints, after joining every thread:
//     stop TABLE                        each stop, in order
//     answer LOOKUP SQ 0xOCC 0xANSWER   every question asked at every stop
//
// Usage: first_use_pause < "FILL GROUP...\n" questions
// FILL names an entry of `fills` (fill_magic_attacks ..., fill_slider_tables),
// each GROUP a fill group whose tables pause (first_use_groups.zig, written from
// the model by the test: lookups, fills, tables).
//
// Built by Zig 0.15 and 0.17 alike: it reads its command from stdin, not argv
// (0.16 moved the arguments into main's std.process.Init), and calls the kernel
// through std.os.linux (read, write, mprotect, sigaction, nanosleep), whose
// signal numbers became an enum in 0.16 (SigNum).

const std = @import("std");
const linux = std.os.linux;
const groups = @import("first_use_groups.zig");

pub const Lookup = struct { name: []const u8, lookup: *const fn (u64, usize) u64 };
pub const Fill = struct { name: []const u8, fill: *const fn () void };
pub const Table = struct { name: []const u8, group: []const u8, bytes: []u8 };

const lookups = groups.lookups;
const fills = groups.fills;
const tables = groups.tables;

const PROT_READ = 1;
const PROT_WRITE = 2;
const SigNum = if (@TypeOf(linux.SIG.SEGV) == comptime_int) i32 else linux.SIG;

const Pages = struct { start: usize = 0, end: usize = 0 }; // the whole pages inside a table

var pages: [tables.len]Pages = @splat(.{});
// per table: a store into it stands; main has resumed it (each table stops once: its
// pages stay writable after). Several stores may stand at once: fillSliderTables()
// fills one group after another, and the first lookups of the next groups, asked
// while it stands, fill them from their own threads.
var standing: [tables.len]bool = @splat(false);
var resumed: [tables.len]bool = @splat(false);

fn nap(microseconds: isize) void {
    _ = linux.nanosleep(&.{ .sec = 0, .nsec = microseconds * 1000 }, null);
}

fn protect(i: usize, prot: usize) void {
    if (pages[i].end > pages[i].start) _ = linux.syscall3(.mprotect, pages[i].start, pages[i].end - pages[i].start, prot);
}

fn say(comptime format: []const u8, args: anytype) void {
    var buffer: [256]u8 = undefined;
    const line = std.fmt.bufPrint(&buffer, format, args) catch unreachable;
    _ = linux.write(1, line.ptr, line.len);
}

fn fail(comptime format: []const u8, args: anytype) noreturn {
    var buffer: [256]u8 = undefined;
    const line = std.fmt.bufPrint(&buffer, format, args) catch unreachable;
    _ = linux.write(2, line.ptr, line.len);
    linux.exit_group(2);
}

// A store into a paused table: stop until main resumes, then let the store be made.
fn onFault(_: SigNum, info: *const linux.siginfo_t, _: ?*anyopaque) callconv(.c) void {
    const at = @intFromPtr(info.fields.sigfault.addr);
    for (pages, 0..) |p, i| {
        if (p.start <= at and at < p.end) {
            @atomicStore(bool, &standing[i], true, .seq_cst);
            while (!@atomicLoad(bool, &resumed[i], .seq_cst)) nap(1000);
            protect(i, PROT_READ | PROT_WRITE);
            return;
        }
    }
    fail("a fault outside the paused tables at 0x{x}\n", .{at});
}

// Returns the first table whose store stands and that main has not resumed, or null.
fn standingTable() ?usize {
    for (0..tables.len) |i| {
        if (@atomicLoad(bool, &standing[i], .seq_cst) and !@atomicLoad(bool, &resumed[i], .seq_cst)) return i;
    }
    return null;
}

fn fillNamed(name: []const u8) *const fn () void {
    for (fills) |f| if (std.mem.eql(u8, f.name, name)) return f.fill;
    fail("no fill {s}\n", .{name});
}

fn lookupNamed(name: []const u8) *const fn (u64, usize) u64 {
    for (lookups) |l| if (std.mem.eql(u8, l.name, name)) return l.lookup;
    fail("no lookup {s}\n", .{name});
}

const Question = struct { name: []const u8 = "", sq: usize = 0, occ: u64 = 0 };
const Asked = struct { question: Question = .{}, answer: u64 = 0, done: bool = false };

fn ask(a: *Asked) void {
    const answer = lookupNamed(a.question.name)(a.question.occ, a.question.sq);
    a.answer = answer;
    @atomicStore(bool, &a.done, true, .seq_cst);
}

var filled: bool = false;

fn callFill(fill: *const fn () void) void {
    fill();
}

fn fillAndMark(fill: *const fn () void) void {
    fill();
    @atomicStore(bool, &filled, true, .seq_cst);
}

var input: [1 << 16]u8 = undefined;
var questions: [lookups.len]Question = undefined;
var asked: [tables.len * lookups.len]Asked = @splat(.{});
var threads: [tables.len * lookups.len + 1]std.Thread = undefined;

pub fn main() void {
    var length: usize = 0;
    while (true) {
        const n = linux.read(0, input[length..].ptr, input.len - length);
        if (n == 0 or n > input.len) break;
        length += n;
    }
    var lines = std.mem.tokenizeScalar(u8, input[0..length], '\n');
    var command = std.mem.tokenizeScalar(u8, lines.next() orelse fail("usage: first_use_pause < \"FILL GROUP...\" questions\n", .{}), ' ');
    const fill = fillNamed(command.next() orelse fail("no fill named\n", .{}));
    const paused_groups = command.rest();
    var count: usize = 0;
    while (lines.next()) |line| : (count += 1) {
        var words = std.mem.tokenizeScalar(u8, line, ' ');
        const name = words.next().?;
        _ = lookupNamed(name);
        const sq = std.fmt.parseInt(usize, words.next().?, 10) catch fail("a bad square: {s}\n", .{line});
        const occ = std.fmt.parseInt(u64, words.next().?, 10) catch fail("a bad occupancy: {s}\n", .{line});
        questions[count] = .{ .name = name, .sq = sq, .occ = occ };
    }

    const action: linux.Sigaction = .{ .handler = .{ .sigaction = onFault }, .mask = linux.sigemptyset(), .flags = linux.SA.SIGINFO };
    _ = linux.sigaction(linux.SIG.SEGV, &action, null);
    const page = std.heap.pageSize();
    var paused: usize = 0;
    for (tables, &pages, 0..) |t, *p, i| {
        var names = std.mem.tokenizeScalar(u8, paused_groups, ' ');
        while (names.next()) |group| {
            if (!std.mem.eql(u8, t.group, group)) continue;
            const start = @intFromPtr(t.bytes.ptr);
            p.* = .{ .start = (start + page - 1) / page * page, .end = (start + t.bytes.len) / page * page };
            protect(i, PROT_READ);
            paused += @intFromBool(p.end > p.start);
        }
    }

    const filler = std.Thread.spawn(.{}, fillAndMark, .{fill}) catch fail("no thread\n", .{});
    var spawned: usize = 0;
    var stops: [tables.len]usize = undefined;
    var stop_count: usize = 0;
    while (stop_count < paused) : (stop_count += 1) {
        var naps: usize = 0; // 30 s of 200 us naps
        var stop = standingTable();
        while (stop == null and naps < 150_000) : (naps += 1) {
            nap(200);
            stop = standingTable();
        }
        stops[stop_count] = stop orelse break; // no fill stored more into a paused table
        if (stop_count == 0) { // a second fill while the first stands
            threads[spawned] = std.Thread.spawn(.{}, callFill, .{fill}) catch fail("no thread\n", .{});
            spawned += 1;
        }
        const first = stop_count * count;
        for (questions[0..count], asked[first..][0..count]) |q, *a| {
            a.* = .{ .question = q };
            threads[spawned] = std.Thread.spawn(.{}, ask, .{a}) catch fail("no thread\n", .{});
            spawned += 1;
        }
        naps = 0; // 50 ms
        for (asked[first..][0..count]) |*a| {
            while (!@atomicLoad(bool, &a.done, .seq_cst) and naps < 250) : (naps += 1) nap(200);
        }
        @atomicStore(bool, &resumed[stops[stop_count]], true, .seq_cst);
    }
    filler.join();
    for (threads[0..spawned]) |t| t.join();
    for (stops[0..stop_count]) |s| say("stop {s}\n", .{tables[s].name});
    for (asked[0 .. stop_count * count]) |a| {
        say("answer {s} {d} 0x{x} 0x{x}\n", .{ a.question.name, a.question.sq, a.question.occ, a.answer });
    }
    if (!@atomicLoad(bool, &filled, .seq_cst)) linux.exit_group(1);
}
