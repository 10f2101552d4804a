// perft.zig - a complete legal move generator and perft counter built on the
// generated Zig file, the twin of perft.c, perft.rs and perft.go.
//
// Every attack set here comes from bitboards.zig (generated/, or the file of
// any square mapping): sliders from rookAttacks / bishopAttacks / queenAttacks
// and absolute pins from pinned (sliders.zig beside this file chooses the
// technique: bitboards.zig's own lookups, or one of its slider techniques),
// leapers from knight_attacks, king_attacks and pawn_attacks[color][sq], pin
// rays from line and check-blocking squares from between. Squares come from
// the file's names, square, squareFile, squareRank and dir_shift only, so this file counts right on the file of every square
// mapping. Nothing else is precomputed, so a wrong table entry shows up as a
// wrong node count against the published perft numbers.
//
// Usage:
//     perft "<FEN>" DEPTH            prints the number of leaf nodes
//     perft --divide "<FEN>" DEPTH   one line per legal root move in UCI form
//                                    ("e2e4: 20", "a7a8q: 1"), sorted by move,
//                                    then the total
//     perft [--divide] - DEPTH       reads standard input, one FEN per line,
//                                    and answers each line in turn as above
//
// The count is always the last line of an answer. Bad input (malformed FEN,
// an impossible position, a bad depth, wrong arguments) gives one line on
// standard error starting with "perft: " and exit status 2. The input rules,
// those of "-" (standard input) among them, are perft.c's, word for word in
// its opening comment.
//
// Build: bitboards.zig and sliders.zig beside this file (tests/drivers/zig/build.py
// copies them into a directory and writes sliders.zig, as `make perft-zig` does):
//     zig build-exe perft.zig -O ReleaseFast
//
// The generator is strictly legal, as perft.c's (see its opening comment for
// the six steps), so perft counts the moves of the last ply without making
// them ("bulk counting").

const std = @import("std");
const bb = @import("bitboards.zig");
// rookAttacks, bishopAttacks, queenAttacks, pinnedPieces and init() by one
// technique of bitboards.zig, written by tests/drivers/zig/build.py
const sliders = @import("sliders.zig");

// ------------------------------------------------------------------------
// Position
// ------------------------------------------------------------------------

// Returns the bitboard of square sq alone.
inline fn sqBit(sq: usize) u64 {
    return @as(u64, 1) << @intCast(sq);
}

// Returns the square difference of one pawn step forward: north for white.
inline fn pawnStep(color: usize) i32 {
    return bb.dir_shift[if (color == bb.white) bb.nort else bb.sout];
}

// Returns sq moved by the square difference step (the result is on the board).
inline fn offset(sq: usize, step: i32) usize {
    return @intCast(@as(i32, @intCast(sq)) + step);
}

const no_piece: u8 = 6; // board[] entry of an empty square
// No position has more legal moves than this (see perft.c).
const max_moves = 62 * 27 + 10;
const max_depth = 64;

// Castling rights, one bit each.
const castle_wk: u32 = 1;
const castle_wq: u32 = 2;
const castle_bk: u32 = 4;
const castle_bq: u32 = 8;

const Position = struct {
    pieces: [2][6]u64 = @splat(@splat(0)), // [color][kind]: white/black, pawn..king
    colors: [2]u64 = .{ 0, 0 }, // all pieces of one color
    occupied: u64 = 0, // all pieces
    board: [64]u8 = @splat(no_piece), // the piece kind on each square, or no_piece
    side: usize = bb.white, // the color to move
    castling: u32 = 0, // castle_* bits still held
    ep_square: ?usize = null, // the square a pawn may capture onto en passant
    halfmove_clock: i64 = 0,
    fullmove_number: i64 = 1,

    fn putPiece(self: *Position, color: usize, kind: usize, sq: usize) void {
        self.pieces[color][kind] |= sqBit(sq);
        self.colors[color] |= sqBit(sq);
        self.occupied |= sqBit(sq);
        self.board[sq] = @intCast(kind);
    }

    fn removePiece(self: *Position, color: usize, kind: usize, sq: usize) void {
        self.pieces[color][kind] &= ~sqBit(sq);
        self.colors[color] &= ~sqBit(sq);
        self.occupied &= ~sqBit(sq);
        self.board[sq] = no_piece;
    }

    // Returns the pieces of color `by` that attack `sq` when the board holds
    // `occ` (other than self.occupied to ask "what if").
    inline fn attackersOf(self: *const Position, sq: usize, by: usize, occ: u64) u64 {
        const p = &self.pieces[by];
        // A pawn of `by` attacks sq exactly when a pawn of the other color on sq
        // would attack the pawn's square.
        return (bb.pawn_attacks[by ^ 1][sq] & p[bb.pawn]) |
            (bb.knight_attacks[sq] & p[bb.knight]) |
            (bb.king_attacks[sq] & p[bb.king]) |
            (sliders.bishopAttacks(occ, sq) & (p[bb.bishop] | p[bb.queen])) |
            (sliders.rookAttacks(occ, sq) & (p[bb.rook] | p[bb.queen]));
    }

    // Returns the square of the king of `color`.
    fn kingSquare(self: *const Position, color: usize) usize {
        return bb.lsb(self.pieces[color][bb.king]);
    }
};

// ------------------------------------------------------------------------
// Moves
// ------------------------------------------------------------------------

const move_normal: u8 = 0;
const move_double_push: u8 = 1;
const move_en_passant: u8 = 2;
const move_castle: u8 = 3;

const Move = struct {
    from: u8,
    to: u8,
    promotion: u8, // knight..queen, or no_piece
    kind: u8, // move_*
};

const MoveList = struct {
    moves: [max_moves]Move = undefined,
    len: usize = 0,

    inline fn add(self: *MoveList, from: usize, to: usize, promotion: u8, kind: u8) void {
        self.moves[self.len] = .{ .from = @intCast(from), .to = @intCast(to), .promotion = promotion, .kind = kind };
        self.len += 1;
    }

    fn slice(self: *const MoveList) []const Move {
        return self.moves[0..self.len];
    }
};

// One castling move: the right it needs and where king and rook go.
const CastleRule = struct {
    right: u32,
    king_from: usize,
    king_to: usize,
    rook_from: usize,
    rook_to: usize,
};

const castle_rules = [4]CastleRule{
    .{ .right = castle_wk, .king_from = bb.e1, .king_to = bb.g1, .rook_from = bb.h1, .rook_to = bb.f1 },
    .{ .right = castle_wq, .king_from = bb.e1, .king_to = bb.c1, .rook_from = bb.a1, .rook_to = bb.d1 },
    .{ .right = castle_bk, .king_from = bb.e8, .king_to = bb.g8, .rook_from = bb.h8, .rook_to = bb.f8 },
    .{ .right = castle_bq, .king_from = bb.e8, .king_to = bb.c8, .rook_from = bb.a8, .rook_to = bb.d8 },
};

// Returns the castling rights lost when a piece leaves or arrives on `sq`.
fn rightsTouching(sq: usize) u32 {
    var rights: u32 = 0;
    for (castle_rules) |r| {
        if (sq == r.king_from or sq == r.rook_from) rights |= r.right;
    }
    return rights;
}

// A pawn move to the last rank is four moves, one per promotion piece.
inline fn addPawnMove(list: *MoveList, from: usize, to: usize, kind: u8) void {
    const rank = bb.squareRank(to);
    if (rank == 0 or rank == 7) {
        for ([4]usize{ bb.queen, bb.rook, bb.bishop, bb.knight }) |promotion| {
            list.add(from, to, @intCast(promotion), kind);
        }
    } else {
        list.add(from, to, no_piece, kind);
    }
}

// Returns the attacks of a knight, bishop, rook or queen on `sq`.
inline fn attacksOf(kind: usize, occ: u64, sq: usize) u64 {
    return switch (kind) {
        bb.knight => bb.knight_attacks[sq],
        bb.bishop => sliders.bishopAttacks(occ, sq),
        bb.rook => sliders.rookAttacks(occ, sq),
        else => sliders.queenAttacks(occ, sq),
    };
}

// Returns whether capturing en passant from `from` onto `to` is legal: every
// attack on the king recomputed with the occupancy after the capture.
fn enPassantIsLegal(pos: *const Position, from: usize, to: usize, king_sq: usize) bool {
    const captured = offset(to, -pawnStep(pos.side));
    const occ_after = (pos.occupied ^ sqBit(from) ^ sqBit(captured)) | sqBit(to);
    return pos.attackersOf(king_sq, pos.side ^ 1, occ_after) & ~sqBit(captured) == 0;
}

fn generatePawnMoves(pos: *const Position, list: *MoveList, king_sq: usize, targets: u64, pinned: u64) void {
    const us = pos.side;
    const up = pawnStep(us);
    const start_rank: usize = if (us == bb.white) 1 else 6;
    const enemy = pos.colors[us ^ 1];
    var pawns = pos.pieces[us][bb.pawn];

    while (pawns != 0) : (pawns &= pawns - 1) {
        const from = bb.lsb(pawns);
        // The squares this pawn may land on: evasion targets, pin ray.
        var allowed = targets;
        if (pinned & sqBit(from) != 0) allowed &= bb.line[king_sq][from];
        const to = offset(from, up); // on the board: no pawn stands on the last rank

        // Pushes: one square, and two from the start rank, onto empty squares.
        if (pos.occupied & sqBit(to) == 0) {
            if (allowed & sqBit(to) != 0) addPawnMove(list, from, to, move_normal);
            if (bb.squareRank(from) == start_rank) {
                const to2 = offset(to, up);
                if (pos.occupied & sqBit(to2) == 0 and allowed & sqBit(to2) != 0) {
                    list.add(from, to2, no_piece, move_double_push);
                }
            }
        }

        // Captures, promotions included.
        var captures = bb.pawn_attacks[us][from] & enemy & allowed;
        while (captures != 0) : (captures &= captures - 1) {
            addPawnMove(list, from, bb.lsb(captures), move_normal);
        }

        // En passant has its own complete legality test.
        if (pos.ep_square) |ep| {
            if (bb.pawn_attacks[us][from] & sqBit(ep) != 0 and enPassantIsLegal(pos, from, ep, king_sq)) {
                list.add(from, ep, no_piece, move_en_passant);
            }
        }
    }
}

fn generateCastling(pos: *const Position, list: *MoveList) void {
    const us = pos.side;
    // castle_rules holds white's two rules, then black's.
    for (castle_rules[2 * us .. 2 * us + 2]) |r| {
        if (pos.castling & r.right == 0 or bb.between[r.king_from][r.rook_from] & pos.occupied != 0) continue;
        // The king does not pass through or land on an attacked square (it is
        // not in check now: castling is only tried then).
        var crossed = bb.between[r.king_from][r.king_to] | sqBit(r.king_to);
        var safe = true;
        while (crossed != 0 and safe) : (crossed &= crossed - 1) {
            safe = pos.attackersOf(bb.lsb(crossed), us ^ 1, pos.occupied) == 0;
        }
        if (safe) list.add(r.king_from, r.king_to, no_piece, move_castle);
    }
}

// Fills `list` with exactly the legal moves of `pos`.
fn generateLegalMoves(pos: *const Position, list: *MoveList) void {
    const us = pos.side;
    const them = us ^ 1;
    const own = pos.colors[us];
    const enemy_rq = pos.pieces[them][bb.rook] | pos.pieces[them][bb.queen];
    const enemy_bq = pos.pieces[them][bb.bishop] | pos.pieces[them][bb.queen];
    const king_sq = pos.kingSquare(us);
    const checkers = pos.attackersOf(king_sq, them, pos.occupied);
    const pinned = sliders.pinnedPieces(pos.occupied, own, king_sq, enemy_rq, enemy_bq);

    list.len = 0;

    // King moves, the king lifted off the board for the attack test.
    var king_moves = bb.king_attacks[king_sq] & ~own;
    while (king_moves != 0) : (king_moves &= king_moves - 1) {
        const to = bb.lsb(king_moves);
        if (pos.attackersOf(to, them, pos.occupied ^ sqBit(king_sq)) == 0) {
            list.add(king_sq, to, no_piece, move_normal);
        }
    }

    // In double check only the king can move.
    if (checkers & (checkers -% 1) != 0) return;

    // In single check every other move captures the checker or blocks it.
    var targets: u64 = undefined;
    if (checkers != 0) {
        targets = checkers | bb.between[king_sq][bb.lsb(checkers)];
    } else {
        generateCastling(pos, list);
        targets = ~own;
    }

    // Knights, bishops, rooks, queens; a pinned piece keeps to its pin line.
    for (bb.knight..bb.queen + 1) |kind| {
        var pieces = pos.pieces[us][kind];
        while (pieces != 0) : (pieces &= pieces - 1) {
            const from = bb.lsb(pieces);
            var moves = attacksOf(kind, pos.occupied, from) & targets;
            if (pinned & sqBit(from) != 0) moves &= bb.line[king_sq][from];
            while (moves != 0) : (moves &= moves - 1) {
                list.add(from, bb.lsb(moves), no_piece, move_normal);
            }
        }
    }

    generatePawnMoves(pos, list, king_sq, targets, pinned);
}

// Returns `pos` after the legal move `m` (copy-make).
fn makeMove(pos: *const Position, m: Move) Position {
    const us = pos.side;
    const them = us ^ 1;
    const from: usize = m.from;
    const to: usize = m.to;
    const moved = pos.board[from];
    const captured = pos.board[to];
    var next = pos.*;

    next.removePiece(us, moved, from);
    if (m.kind == move_en_passant) {
        next.removePiece(them, bb.pawn, offset(to, -pawnStep(us)));
    } else if (captured != no_piece) {
        next.removePiece(them, captured, to);
    }
    const placed = if (m.promotion != no_piece) m.promotion else moved;
    next.putPiece(us, placed, to);

    if (m.kind == move_castle) {
        for (castle_rules) |r| {
            if (r.king_to == to) {
                next.removePiece(us, bb.rook, r.rook_from);
                next.putPiece(us, bb.rook, r.rook_to);
            }
        }
    }

    next.castling &= ~(rightsTouching(from) | rightsTouching(to));
    next.ep_square = if (m.kind == move_double_push) offset(from, pawnStep(us)) else null;
    next.halfmove_clock = if (moved == bb.pawn or captured != no_piece) 0 else pos.halfmove_clock + 1;
    next.fullmove_number = pos.fullmove_number + @as(i64, if (us == bb.black) 1 else 0);
    next.side = them;
    return next;
}

// ------------------------------------------------------------------------
// Perft
// ------------------------------------------------------------------------

// Returns the number of leaf nodes `depth` plies below `pos` (depth >= 1);
// lists[0] holds the moves of this ply, the rest those of the plies below.
fn perft(pos: *const Position, depth: usize, lists: []MoveList) u64 {
    const list = &lists[0];
    generateLegalMoves(pos, list);
    if (depth == 1) return list.len; // bulk counting: the moves are legal
    var nodes: u64 = 0;
    for (list.slice()) |m| {
        const next = makeMove(pos, m);
        nodes += perft(&next, depth - 1, lists[1..]);
    }
    return nodes;
}

// Returns `m` in UCI form ("e2e4", "e7e8q") in `buffer`.
fn moveToUci(m: Move, buffer: *[5]u8) []const u8 {
    const squares = [2]usize{ m.from, m.to };
    for (squares, 0..) |sq, k| {
        buffer[2 * k] = 'a' + @as(u8, @intCast(bb.squareFile(sq)));
        buffer[2 * k + 1] = '1' + @as(u8, @intCast(bb.squareRank(sq)));
    }
    if (m.promotion == no_piece) return buffer[0..4];
    buffer[4] = "pnbrqk"[m.promotion];
    return buffer[0..5];
}

// ------------------------------------------------------------------------
// Input
// ------------------------------------------------------------------------

// Returns the number 1..9 decimal digits (nothing else) spell, if no greater than max.
fn parseNumber(s: []const u8, max: i64) ?i64 {
    if (s.len == 0 or s.len > 9) return null;
    var value: i64 = 0;
    for (s) |c| {
        if (c < '0' or c > '9') return null;
        value = 10 * value + (c - '0');
    }
    return if (value <= max) value else null;
}

// Returns byte c as show() writes it.
fn showByte(c: u8) u8 {
    return if (c >= 0x20 and c < 0x7f) c else '?';
}

// Returns input text for an error message, in `buffer`: at most 24 bytes,
// anything but printable ASCII shown as '?', so the message stays one line.
fn show(text: []const u8, buffer: *[27]u8) []const u8 {
    const n = @min(text.len, 24);
    for (text[0..n], 0..) |c, i| buffer[i] = showByte(c);
    if (text.len <= 24) return buffer[0..n];
    @memcpy(buffer[24..27], "...");
    return buffer[0..27];
}

// The buffered standard output, once main has made it: fail() flushes it, so
// the answers to the lines of standard input before a bad one stay printed.
var answered: ?*std.Io.Writer = null;

// Prints "perft: message" on stderr and exits with status 2.
fn fail(comptime format: []const u8, args: anytype) noreturn {
    if (answered) |out| out.flush() catch {};
    std.debug.print("perft: " ++ format ++ "\n", args);
    std.process.exit(2);
}

// Why the last bad FEN was refused (refuse() writes it, tell() prints it).
var refusal_buffer: [160]u8 = undefined;
var refusal: []const u8 = "";

// Keeps the message of a bad FEN as the refusal; returns error.BadFen.
fn refuse(comptime format: []const u8, args: anytype) error{BadFen} {
    refusal = std.fmt.bufPrint(&refusal_buffer, format, args) catch &refusal_buffer;
    return error.BadFen;
}

// Prints the refusal of a bad FEN on stderr, after the answers so far.
fn tell(out: *std.Io.Writer) void {
    out.flush() catch {};
    std.debug.print("perft: {s}\n", .{refusal});
}

fn parsePlacement(f: []const u8, pos: *Position) error{BadFen}!void {
    const letters = "pnbrqk";
    var rank: usize = 7;
    var file: usize = 0;
    for (f) |c| {
        if (c == '/') {
            if (file != 8) return refuse("rank {d} of the FEN covers {d} squares, not 8", .{ rank + 1, file });
            if (rank == 0) return refuse("the FEN piece placement has more than 8 ranks", .{});
            rank -= 1;
            file = 0;
        } else if (c >= '1' and c <= '8') {
            file += c - '0';
            if (file > 8) return refuse("rank {d} of the FEN covers more than 8 squares", .{rank + 1});
        } else {
            // Black pieces in lower case, white in upper case.
            const color: usize = if (std.ascii.isLower(c)) bb.black else bb.white;
            const kind = std.mem.indexOfScalar(u8, letters, std.ascii.toLower(c)) orelse
                return refuse("bad character '{c}' in the FEN piece placement", .{showByte(c)});
            if (file >= 8) return refuse("rank {d} of the FEN covers more than 8 squares", .{rank + 1});
            pos.putPiece(color, kind, bb.square(file, rank));
            file += 1;
        }
    }
    if (file != 8) return refuse("rank {d} of the FEN covers {d} squares, not 8", .{ rank + 1, file });
    if (rank != 0) return refuse("the FEN piece placement has {d} ranks, not 8", .{8 - rank});
}

fn parseCastling(f: []const u8, pos: *Position) error{BadFen}!void {
    const letters = "KQkq"; // in the order of castle_rules
    var buffer: [27]u8 = undefined;
    pos.castling = 0;
    if (std.mem.eql(u8, f, "-")) return;
    if (f.len == 0 or f.len > 4) return refuse("bad FEN castling field '{s}'", .{show(f, &buffer)});
    for (f) |c| {
        // The rights grow in KQkq order, so a letter must add a larger one.
        const i = std.mem.indexOfScalar(u8, letters, c) orelse return refuse("bad FEN castling field '{s}'", .{show(f, &buffer)});
        const r = castle_rules[i];
        if (pos.castling >= r.right) return refuse("bad FEN castling field '{s}'", .{show(f, &buffer)}); // repeated or out of order
        const color = i / 2; // KQ white, kq black
        if (pos.pieces[color][bb.king] & sqBit(r.king_from) == 0 or pos.pieces[color][bb.rook] & sqBit(r.rook_from) == 0) {
            return refuse("castling right '{c}' without king and rook on their home squares", .{c});
        }
        pos.castling |= r.right;
    }
}

// The en-passant field names the square behind a pawn that has just made a
// double push, with that pawn in front of it and both squares it crossed empty.
fn parseEnPassant(f: []const u8, pos: *Position) error{BadFen}!void {
    var buffer: [27]u8 = undefined;
    pos.ep_square = null;
    if (std.mem.eql(u8, f, "-")) return;
    const rank: u8 = if (pos.side == bb.white) '6' else '3';
    if (f.len != 2 or f[0] < 'a' or f[0] > 'h' or f[1] != rank) return refuse("bad FEN en-passant field '{s}'", .{show(f, &buffer)});
    const sq = bb.square(f[0] - 'a', f[1] - '1');
    const pawn_sq = offset(sq, -pawnStep(pos.side));
    const origin_sq = offset(sq, pawnStep(pos.side));
    if (pos.pieces[pos.side ^ 1][bb.pawn] & sqBit(pawn_sq) == 0 or pos.occupied & (sqBit(sq) | sqBit(origin_sq)) != 0) {
        return refuse("FEN en-passant square '{s}' does not follow a double pawn push", .{show(f, &buffer)});
    }
    pos.ep_square = sq;
}

// Returns the position of a FEN (four to six fields: the two move counters may
// be left out), checked that it can be searched; error.BadFen (refuse) if not.
fn parseFen(fen: []const u8) error{BadFen}!Position {
    var buffer: [27]u8 = undefined;
    // Split on runs of white space; a seventh field is only there to be refused.
    var fields: [7][]const u8 = undefined;
    var count: usize = 0;
    var words = std.mem.tokenizeAny(u8, fen, " \t\n\r\x0b\x0c");
    while (count < 7) : (count += 1) fields[count] = words.next() orelse break;
    if (count > 6) return refuse("a FEN has 4 to 6 fields, got more than 6", .{});
    if (count < 4) return refuse("a FEN has 4 to 6 fields, got {d}", .{count});
    var pos = Position{};
    try parsePlacement(fields[0], &pos);
    for ([2]usize{ bb.white, bb.black }, [2][]const u8{ "white", "black" }) |color, name| {
        const kings = bb.popcount(pos.pieces[color][bb.king]);
        if (kings != 1) return refuse("the position has {d} {s} kings, not exactly one", .{ kings, name });
    }
    if ((pos.pieces[bb.white][bb.pawn] | pos.pieces[bb.black][bb.pawn]) & (bb.rank_mask[bb.a1] | bb.rank_mask[bb.a8]) != 0) {
        return refuse("the position has a pawn on the first or last rank", .{});
    }
    if (std.mem.eql(u8, fields[1], "w")) {
        pos.side = bb.white;
    } else if (std.mem.eql(u8, fields[1], "b")) {
        pos.side = bb.black;
    } else {
        return refuse("bad FEN side to move '{s}' (expected w or b)", .{show(fields[1], &buffer)});
    }
    // The side that just moved cannot have left its king attacked.
    if (pos.attackersOf(pos.kingSquare(pos.side ^ 1), pos.side, pos.occupied) != 0) {
        return refuse("the side not to move is in check", .{});
    }
    try parseCastling(fields[2], &pos);
    try parseEnPassant(fields[3], &pos);
    if (count > 4) {
        pos.halfmove_clock = parseNumber(fields[4], 999_999_999) orelse
            return refuse("bad FEN halfmove clock '{s}'", .{show(fields[4], &buffer)});
    }
    if (count > 5) {
        const number = parseNumber(fields[5], 999_999_999) orelse 0;
        if (number < 1) return refuse("bad FEN fullmove number '{s}'", .{show(fields[5], &buffer)});
        pos.fullmove_number = number;
    }
    return pos;
}

const Line = struct {
    uci: [5]u8,
    len: usize,
    nodes: u64,

    fn lessThan(_: void, a: Line, b: Line) bool {
        return std.mem.lessThan(u8, a.uci[0..a.len], b.uci[0..b.len]);
    }
};

// Answers one FEN on `out`: the node count `depth` plies below it, or with
// `divide` the sorted root move lines, then the total; error.BadFen (refuse)
// if it is bad. `lists` holds `depth` move lists.
fn answerFen(out: *std.Io.Writer, fen: []const u8, depth: usize, divide: bool, lists: []MoveList) !void {
    const pos = try parseFen(fen);
    if (divide) {
        var root = MoveList{};
        generateLegalMoves(&pos, &root);
        var lines: [max_moves]Line = undefined;
        var total: u64 = 0;
        for (root.slice(), 0..) |m, k| {
            const next = makeMove(&pos, m);
            const nodes = if (depth > 1) perft(&next, depth - 1, lists) else 1;
            lines[k] = .{ .uci = undefined, .len = 0, .nodes = nodes };
            lines[k].len = moveToUci(m, &lines[k].uci).len;
            total += nodes;
        }
        const sorted = lines[0..root.len];
        std.mem.sort(Line, sorted, {}, Line.lessThan);
        for (sorted) |l| try out.print("{s}: {d}\n", .{ l.uci[0..l.len], l.nodes });
        try out.print("{d}\n", .{total});
    } else {
        try out.print("{d}\n", .{perft(&pos, depth, lists)});
    }
}

// Answers each line of `in` (standard input) in turn as answerFen answers a FEN
// (the rules in perft.c's opening comment): the newline and a "\r" before it
// are not part of the line, and the last line may lack its newline; a bad line
// gets its error on stderr and the lines after it are answered. Returns whether
// every line was.
fn answerLines(allocator: std.mem.Allocator, in: *std.Io.Reader, out: *std.Io.Writer, depth: usize, divide: bool, lists: []MoveList) !bool {
    var answered_all = true;
    var line = std.Io.Writer.Allocating.init(allocator);
    defer line.deinit();
    while (true) {
        line.clearRetainingCapacity();
        const len = in.streamDelimiterEnding(&line.writer, '\n') catch |err| switch (err) {
            error.ReadFailed => fail("cannot read standard input", .{}),
            error.WriteFailed => return error.OutOfMemory,
        };
        // The reader holds the newline unless the input has ended.
        const ended = in.bufferedLen() == 0;
        if (ended and len == 0) return answered_all;
        if (!ended) in.toss(1);
        var fen = line.written();
        if (std.mem.endsWith(u8, fen, "\r")) fen = fen[0 .. fen.len - 1];
        answerFen(out, fen, depth, divide, lists) catch |err| switch (err) {
            error.BadFen => {
                tell(out);
                answered_all = false;
            },
            else => return err,
        };
    }
}

// Answers the command line `args` on `out`, reading `in` for "-".
fn run(args: []const [:0]const u8, in: *std.Io.Reader, out: *std.Io.Writer) !void {
    const allocator = std.heap.page_allocator;
    var divide = false;
    var fen: []const u8 = undefined;
    var depth_text: []const u8 = undefined;
    if (args.len == 4 and std.mem.eql(u8, args[1], "--divide")) {
        divide = true;
        fen = args[2];
        depth_text = args[3];
    } else if (args.len == 3 and !std.mem.startsWith(u8, args[1], "--")) {
        fen = args[1];
        depth_text = args[2];
    } else {
        fail("usage: perft [--divide] \"<FEN>\"|- DEPTH", .{});
    }
    var buffer: [27]u8 = undefined;
    const depth: usize = @intCast(parseNumber(depth_text, max_depth) orelse 0);
    if (depth < 1) fail("depth must be an integer from 1 to {d}, got '{s}'", .{ max_depth, show(depth_text, &buffer) });

    answered = out;
    sliders.init();
    const lists = try allocator.alloc(MoveList, depth);
    defer allocator.free(lists);
    for (lists) |*list| list.len = 0;
    const answered_all = if (std.mem.eql(u8, fen, "-"))
        try answerLines(allocator, in, out, depth, divide, lists)
    else if (answerFen(out, fen, depth, divide, lists)) |_| true else |err| switch (err) {
        error.BadFen => blk: {
            tell(out);
            break :blk false;
        },
        else => return err,
    };
    out.flush() catch std.process.exit(1);
    if (!answered_all) std.process.exit(2);
}

// Zig 0.16 moved the standard streams from std.fs.File to std.Io.File, whose
// readers and writers take the Io that main is handed (std.process.Init, which
// holds the arguments too).
const std_io = @import("builtin").zig_version.order(.{ .major = 0, .minor = 16, .patch = 0 }) != .lt;
pub const main = if (std_io) mainIo else mainFs;

var in_buffer: [4096]u8 = undefined;
var out_buffer: [4096]u8 = undefined;

// Zig 0.16 and later.
fn mainIo(init: std.process.Init) !void {
    const args = try init.minimal.args.toSlice(init.arena.allocator());
    var stdin = std.Io.File.stdin().readerStreaming(init.io, &in_buffer);
    var stdout = std.Io.File.stdout().writerStreaming(init.io, &out_buffer);
    try run(args, &stdin.interface, &stdout.interface);
}

// Zig 0.15.
fn mainFs() !void {
    const args = try std.process.argsAlloc(std.heap.page_allocator);
    defer std.process.argsFree(std.heap.page_allocator, args);
    var stdin = std.fs.File.stdin().readerStreaming(&in_buffer);
    var stdout = std.fs.File.stdout().writerStreaming(&out_buffer);
    try run(args, &stdin.interface, &stdout.interface);
}
