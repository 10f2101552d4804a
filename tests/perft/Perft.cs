// Perft.cs - a complete legal move generator and perft counter built on the
// generated C# class, the twin of perft.c, perft.rs and perft.go.
//
// Every attack set here comes from Bitboards.cs (generated/, or the class of
// any square mapping): sliders from PerftSliders.RookAttacks / BishopAttacks /
// QueenAttacks and absolute pins from PerftSliders.Pinned, which PerftSliders.cs
// beside this file defines (written by tests/drivers/csharp/build.py: the class's own
// RookAttacks ... and Pinned, or one technique, RookAttacksMagic ..., chosen at
// build time), leapers from KNIGHT_ATTACKS, KING_ATTACKS and
// PAWN_ATTACKS[color * 64 + sq], pin rays from LINE and check-blocking squares from
// BETWEEN. Squares come from the class's names, Square, SquareFile, SquareRank
// and DIR_SHIFT only, so this file counts right on the class of every square
// mapping. Nothing else is precomputed, so a wrong table entry shows up as a
// wrong node count against the published perft numbers.
//
// Usage (build/perft-cs is a launcher script: mono build/perft-cs.exe "$@"):
//
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
// its opening comment. Standard input is read as UTF-8, as the arguments are.
//
// Build (tests/drivers/csharp/build.py, as `make perft-cs` does):
//
//     mcs -warnaserror+ -optimize+ -warn:4 -out:build/perft-cs.exe tests/perft/Perft.cs PerftSliders.cs generated/Bitboards.cs
//
// The generator is strictly legal, as perft.c's (see its opening comment for
// the six steps), so perft counts the moves of the last ply without making
// them ("bulk counting"). Positions are copied onto a stack of preallocated
// positions, one per ply (copy-make without allocating).
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Text;
using static Bitboards;

sealed class FenException : Exception
{
    public FenException(string message) : base(message) { }
}

sealed class Position
{
    public const int NoPiece = 6; // what PieceOn returns for an empty square
    public readonly ulong[] Pieces = new ulong[12]; // [color * 6 + kind]
    public readonly ulong[] Colors = new ulong[2]; // all pieces of one color
    public ulong Occupied; // all pieces
    public int Side; // the color to move
    public int Castling; // Castle* bits still held
    public int EpSquare = -1; // the square a pawn may capture onto en passant, or -1
    public long HalfmoveClock;
    public long FullmoveNumber = 1;

    public void CopyFrom(Position other)
    {
        ulong[] pieces = other.Pieces;
        for (int k = 0; k < 12; k++)
        {
            Pieces[k] = pieces[k];
        }
        Colors[0] = other.Colors[0];
        Colors[1] = other.Colors[1];
        Occupied = other.Occupied;
        Side = other.Side;
        Castling = other.Castling;
        EpSquare = other.EpSquare;
        HalfmoveClock = other.HalfmoveClock;
        FullmoveNumber = other.FullmoveNumber;
    }

    public void PutPiece(int color, int kind, int sq)
    {
        ulong bit = 1UL << sq;
        Pieces[color * 6 + kind] |= bit;
        Colors[color] |= bit;
        Occupied |= bit;
    }

    public void RemovePiece(int color, int kind, int sq)
    {
        ulong bit = 1UL << sq;
        Pieces[color * 6 + kind] &= ~bit;
        Colors[color] &= ~bit;
        Occupied &= ~bit;
    }

    // Returns the kind of the piece of `color` on sq, or NoPiece.
    public int PieceOn(int color, int sq)
    {
        ulong bit = 1UL << sq;
        if ((Colors[color] & bit) == 0)
        {
            return NoPiece;
        }
        int kind = PAWN;
        while ((Pieces[color * 6 + kind] & bit) == 0)
        {
            kind++;
        }
        return kind;
    }

    // Returns the pieces of color `by` that attack sq when the board holds occ
    // (other than Occupied to ask "what if").
    public ulong AttackersOf(int sq, int by, ulong occ)
    {
        int p = by * 6;
        // A pawn of `by` attacks sq exactly when a pawn of the other color on sq
        // would attack the pawn's square.
        return (PAWN_ATTACKS[(by ^ 1) * 64 + sq] & Pieces[p + PAWN])
            | (KNIGHT_ATTACKS[sq] & Pieces[p + KNIGHT])
            | (KING_ATTACKS[sq] & Pieces[p + KING])
            | (PerftSliders.BishopAttacks(occ, sq) & (Pieces[p + BISHOP] | Pieces[p + QUEEN]))
            | (PerftSliders.RookAttacks(occ, sq) & (Pieces[p + ROOK] | Pieces[p + QUEEN]));
    }

    // Returns the square of the king of color.
    public int KingSquare(int color)
    {
        return Lsb(Pieces[color * 6 + KING]);
    }
}

// One castling move: the right it needs and where king and rook go.
struct CastleRule
{
    public readonly int Right, KingFrom, KingTo, RookFrom, RookTo;

    public CastleRule(int right, int kingFrom, int kingTo, int rookFrom, int rookTo)
    {
        Right = right;
        KingFrom = kingFrom;
        KingTo = kingTo;
        RookFrom = rookFrom;
        RookTo = rookTo;
    }
}

static class Perft
{
    // No position has more legal moves than this (see perft.c).
    const int MaxMoves = 62 * 27 + 10;
    const int MaxDepth = 64;

    // Castling rights, one bit each.
    const int CastleWK = 1, CastleWQ = 2, CastleBK = 4, CastleBQ = 8;

    // A move is an int: from | to << 6 | promotion << 12 | kind << 16.
    const int MoveNormal = 0, MoveDoublePush = 1, MoveEnPassant = 2, MoveCastle = 3;

    static readonly CastleRule[] CastleRules =
    {
        new CastleRule(CastleWK, E1, G1, H1, F1),
        new CastleRule(CastleWQ, E1, C1, A1, D1),
        new CastleRule(CastleBK, E8, G8, H8, F8),
        new CastleRule(CastleBQ, E8, C8, A8, D8),
    };

    // The castling rights lost when a piece leaves or arrives on a square.
    static readonly int[] RightsTouching = CastlingRightsTouching();

    static int[] CastlingRightsTouching()
    {
        var rights = new int[64];
        foreach (CastleRule r in CastleRules)
        {
            rights[r.KingFrom] |= r.Right;
            rights[r.RookFrom] |= r.Right;
        }
        return rights;
    }

    // Returns the square difference of one pawn step forward: north for white.
    static int PawnStep(int color)
    {
        return color == WHITE ? DIR_SHIFT[NORT] : DIR_SHIFT[SOUT];
    }

    static int Encode(int from, int to, int promotion, int kind)
    {
        return from | to << 6 | promotion << 12 | kind << 16;
    }

    // Adds a pawn move; one to the last rank is four moves, one per promotion piece.
    static int AddPawnMove(int[] list, int n, int from, int to, int kind)
    {
        int rank = SquareRank(to);
        if (rank == 0 || rank == 7)
        {
            list[n++] = Encode(from, to, QUEEN, kind);
            list[n++] = Encode(from, to, ROOK, kind);
            list[n++] = Encode(from, to, BISHOP, kind);
            list[n++] = Encode(from, to, KNIGHT, kind);
            return n;
        }
        list[n++] = Encode(from, to, Position.NoPiece, kind);
        return n;
    }

    // Returns the attacks of a knight, bishop, rook or queen on sq.
    static ulong AttacksOf(int kind, ulong occ, int sq)
    {
        switch (kind)
        {
            case KNIGHT:
                return KNIGHT_ATTACKS[sq];
            case BISHOP:
                return PerftSliders.BishopAttacks(occ, sq);
            case ROOK:
                return PerftSliders.RookAttacks(occ, sq);
        }
        return PerftSliders.QueenAttacks(occ, sq);
    }

    // Returns whether capturing en passant from `from` onto `to` is legal: every
    // attack on the king recomputed with the occupancy after the capture.
    static bool EnPassantIsLegal(Position pos, int from, int to, int kingSq)
    {
        int captured = to - PawnStep(pos.Side);
        ulong occAfter = (pos.Occupied ^ (1UL << from) ^ (1UL << captured)) | (1UL << to);
        return (pos.AttackersOf(kingSq, pos.Side ^ 1, occAfter) & ~(1UL << captured)) == 0;
    }

    static int GeneratePawnMoves(Position pos, int[] list, int n, int kingSq, ulong targets, ulong pinned)
    {
        int us = pos.Side;
        int up = PawnStep(us);
        int startRank = us == WHITE ? 1 : 6;
        ulong enemy = pos.Colors[us ^ 1];
        ulong pawns = pos.Pieces[us * 6 + PAWN];
        while (pawns != 0)
        {
            int from = Lsb(pawns);
            pawns &= pawns - 1;
            // The squares this pawn may land on: evasion targets, pin ray.
            ulong allowed = targets;
            if ((pinned & (1UL << from)) != 0)
            {
                allowed &= LINE[kingSq * 64 + from];
            }
            int to = from + up; // on the board: no pawn stands on the last rank

            // Pushes: one square, and two from the start rank, onto empty squares.
            if ((pos.Occupied & (1UL << to)) == 0)
            {
                if ((allowed & (1UL << to)) != 0)
                {
                    n = AddPawnMove(list, n, from, to, MoveNormal);
                }
                if (SquareRank(from) == startRank)
                {
                    int to2 = to + up;
                    if ((pos.Occupied & (1UL << to2)) == 0 && (allowed & (1UL << to2)) != 0)
                    {
                        list[n++] = Encode(from, to2, Position.NoPiece, MoveDoublePush);
                    }
                }
            }

            // Captures, promotions included.
            ulong captures = PAWN_ATTACKS[us * 64 + from] & enemy & allowed;
            while (captures != 0)
            {
                n = AddPawnMove(list, n, from, Lsb(captures), MoveNormal);
                captures &= captures - 1;
            }

            // En passant has its own complete legality test.
            int ep = pos.EpSquare;
            if (ep >= 0 && (PAWN_ATTACKS[us * 64 + from] & (1UL << ep)) != 0 && EnPassantIsLegal(pos, from, ep, kingSq))
            {
                list[n++] = Encode(from, ep, Position.NoPiece, MoveEnPassant);
            }
        }
        return n;
    }

    static int GenerateCastling(Position pos, int[] list, int n)
    {
        int us = pos.Side;
        // CastleRules holds white's two rules, then black's.
        for (int k = 2 * us; k < 2 * us + 2; k++)
        {
            CastleRule r = CastleRules[k];
            if ((pos.Castling & r.Right) == 0 || (BETWEEN[r.KingFrom * 64 + r.RookFrom] & pos.Occupied) != 0)
            {
                continue;
            }
            // The king does not pass through or land on an attacked square (it is
            // not in check now: castling is only tried then).
            ulong crossed = BETWEEN[r.KingFrom * 64 + r.KingTo] | (1UL << r.KingTo);
            bool safe = true;
            while (crossed != 0 && safe)
            {
                safe = pos.AttackersOf(Lsb(crossed), us ^ 1, pos.Occupied) == 0;
                crossed &= crossed - 1;
            }
            if (safe)
            {
                list[n++] = Encode(r.KingFrom, r.KingTo, Position.NoPiece, MoveCastle);
            }
        }
        return n;
    }

    // Fills list with exactly the legal moves of pos; returns how many.
    static int GenerateLegalMoves(Position pos, int[] list)
    {
        int us = pos.Side;
        int them = us ^ 1;
        ulong own = pos.Colors[us];
        ulong enemyRq = pos.Pieces[them * 6 + ROOK] | pos.Pieces[them * 6 + QUEEN];
        ulong enemyBq = pos.Pieces[them * 6 + BISHOP] | pos.Pieces[them * 6 + QUEEN];
        int kingSq = pos.KingSquare(us);
        ulong checkers = pos.AttackersOf(kingSq, them, pos.Occupied);
        ulong pinned = PerftSliders.Pinned(pos.Occupied, own, kingSq, enemyRq, enemyBq);
        int n = 0;

        // King moves, the king lifted off the board for the attack test.
        ulong moves = KING_ATTACKS[kingSq] & ~own;
        while (moves != 0)
        {
            int to = Lsb(moves);
            if (pos.AttackersOf(to, them, pos.Occupied ^ (1UL << kingSq)) == 0)
            {
                list[n++] = Encode(kingSq, to, Position.NoPiece, MoveNormal);
            }
            moves &= moves - 1;
        }

        // In double check only the king can move.
        if ((checkers & (checkers - 1)) != 0)
        {
            return n;
        }

        // In single check every other move captures the checker or blocks it.
        ulong targets;
        if (checkers != 0)
        {
            targets = checkers | BETWEEN[kingSq * 64 + Lsb(checkers)];
        }
        else
        {
            n = GenerateCastling(pos, list, n);
            targets = ~own;
        }

        // Knights, bishops, rooks, queens; a pinned piece keeps to its pin line.
        for (int kind = KNIGHT; kind <= QUEEN; kind++)
        {
            ulong pieces = pos.Pieces[us * 6 + kind];
            while (pieces != 0)
            {
                int from = Lsb(pieces);
                pieces &= pieces - 1;
                ulong to = AttacksOf(kind, pos.Occupied, from) & targets;
                if ((pinned & (1UL << from)) != 0)
                {
                    to &= LINE[kingSq * 64 + from];
                }
                while (to != 0)
                {
                    list[n++] = Encode(from, Lsb(to), Position.NoPiece, MoveNormal);
                    to &= to - 1;
                }
            }
        }

        return GeneratePawnMoves(pos, list, n, kingSq, targets, pinned);
    }

    // Makes the legal move m of pos in next (copy-make).
    static void MakeMove(Position pos, int m, Position next)
    {
        int us = pos.Side;
        int them = us ^ 1;
        int from = m & 63, to = (m >> 6) & 63, promotion = (m >> 12) & 15, kind = m >> 16;
        int moved = pos.PieceOn(us, from);
        int captured = pos.PieceOn(them, to);
        next.CopyFrom(pos);

        next.RemovePiece(us, moved, from);
        if (kind == MoveEnPassant)
        {
            next.RemovePiece(them, PAWN, to - PawnStep(us));
        }
        else if (captured != Position.NoPiece)
        {
            next.RemovePiece(them, captured, to);
        }
        next.PutPiece(us, promotion != Position.NoPiece ? promotion : moved, to);

        if (kind == MoveCastle)
        {
            foreach (CastleRule r in CastleRules)
            {
                if (r.KingTo == to)
                {
                    next.RemovePiece(us, ROOK, r.RookFrom);
                    next.PutPiece(us, ROOK, r.RookTo);
                }
            }
        }

        next.Castling &= ~(RightsTouching[from] | RightsTouching[to]);
        next.EpSquare = kind == MoveDoublePush ? from + PawnStep(us) : -1;
        next.HalfmoveClock = moved == PAWN || captured != Position.NoPiece ? 0 : pos.HalfmoveClock + 1;
        next.FullmoveNumber = pos.FullmoveNumber + (us == BLACK ? 1 : 0);
        next.Side = them;
    }

    // Returns the number of leaf nodes depth plies below stack[ply] (depth >= 1);
    // lists[ply] holds the moves of this ply.
    static ulong Count(Position[] stack, int[][] lists, int ply, int depth)
    {
        Position pos = stack[ply];
        int[] list = lists[ply];
        int n = GenerateLegalMoves(pos, list);
        if (depth == 1)
        {
            return (ulong)n; // bulk counting: the moves are legal
        }
        ulong nodes = 0;
        Position next = stack[ply + 1];
        for (int k = 0; k < n; k++)
        {
            MakeMove(pos, list[k], next);
            nodes += Count(stack, lists, ply + 1, depth - 1);
        }
        return nodes;
    }

    // Returns the number of leaf nodes depth plies below the position of a FEN
    // (depth >= 1): bench/CsharpBench.cs times it in one process after a warm-up.
    internal static ulong Run(string fen, int depth)
    {
        var stack = new Position[depth + 1];
        var lists = new int[depth + 1][];
        for (int k = 0; k <= depth; k++)
        {
            stack[k] = new Position();
            lists[k] = new int[MaxMoves];
        }
        stack[0].CopyFrom(ParseFen(fen));
        return Count(stack, lists, 0, depth);
    }

    // Returns m in UCI form ("e2e4", "e7e8q").
    static string MoveToUci(int m)
    {
        int promotion = (m >> 12) & 15;
        string uci = Name(m & 63) + Name((m >> 6) & 63);
        return promotion != Position.NoPiece ? uci + "pnbrqk"[promotion] : uci;
    }

    static string Name(int sq)
    {
        return new string(new[] { (char)('a' + SquareFile(sq)), (char)('1' + SquareRank(sq)) });
    }

    // ------------------------------------------------------------------------
    // Input
    // ------------------------------------------------------------------------

    // Returns the number 1..9 decimal digits (nothing else) spell, or -1 when they
    // do not or it is greater than max.
    static long ParseNumber(string s, long max)
    {
        if (s.Length == 0 || s.Length > 9)
        {
            return -1;
        }
        long value = 0;
        foreach (char c in s)
        {
            if (c < '0' || c > '9')
            {
                return -1;
            }
            value = 10 * value + (c - '0');
        }
        return value <= max ? value : -1;
    }

    // Returns c as Show writes it.
    static char ShowChar(char c)
    {
        return c >= 0x20 && c < 0x7f ? c : '?';
    }

    // Returns input text for an error message: at most 24 characters, anything but
    // printable ASCII shown as '?', so the message stays one line.
    static string Show(string text)
    {
        var shown = new StringBuilder();
        for (int i = 0; i < text.Length && i < 24; i++)
        {
            shown.Append(ShowChar(text[i]));
        }
        if (text.Length > 24)
        {
            shown.Append("...");
        }
        return shown.ToString();
    }

    static FenException Error(string format, params object[] args)
    {
        return new FenException(string.Format(CultureInfo.InvariantCulture, format, args));
    }

    static void ParsePlacement(string f, Position pos)
    {
        const string letters = "pnbrqk";
        int rank = 7, file = 0;
        foreach (char c in f)
        {
            if (c == '/')
            {
                if (file != 8)
                {
                    throw Error("rank {0} of the FEN covers {1} squares, not 8", rank + 1, file);
                }
                if (rank == 0)
                {
                    throw Error("the FEN piece placement has more than 8 ranks");
                }
                rank--;
                file = 0;
            }
            else if (c >= '1' && c <= '8')
            {
                file += c - '0';
                if (file > 8)
                {
                    throw Error("rank {0} of the FEN covers more than 8 squares", rank + 1);
                }
            }
            else
            {
                // Black pieces in lower case, white in upper case.
                int color = c >= 'a' && c <= 'z' ? BLACK : WHITE;
                char lower = c >= 'A' && c <= 'Z' ? (char)(c + 'a' - 'A') : c;
                int kind = letters.IndexOf(lower);
                if (kind < 0)
                {
                    throw Error("bad character '{0}' in the FEN piece placement", ShowChar(c));
                }
                if (file >= 8)
                {
                    throw Error("rank {0} of the FEN covers more than 8 squares", rank + 1);
                }
                pos.PutPiece(color, kind, Square(file, rank));
                file++;
            }
        }
        if (file != 8)
        {
            throw Error("rank {0} of the FEN covers {1} squares, not 8", rank + 1, file);
        }
        if (rank != 0)
        {
            throw Error("the FEN piece placement has {0} ranks, not 8", 8 - rank);
        }
    }

    static void ParseCastling(string f, Position pos)
    {
        const string letters = "KQkq"; // in the order of CastleRules
        pos.Castling = 0;
        if (f == "-")
        {
            return;
        }
        FenException bad = Error("bad FEN castling field '{0}'", Show(f));
        if (f.Length == 0 || f.Length > 4)
        {
            throw bad;
        }
        foreach (char c in f)
        {
            // The rights grow in KQkq order, so a letter must add a larger one.
            int k = letters.IndexOf(c);
            if (k < 0 || pos.Castling >= CastleRules[k].Right)
            {
                throw bad; // an unknown, repeated or out-of-order letter
            }
            CastleRule r = CastleRules[k];
            int color = k / 2; // KQ white, kq black
            if ((pos.Pieces[color * 6 + KING] & (1UL << r.KingFrom)) == 0 || (pos.Pieces[color * 6 + ROOK] & (1UL << r.RookFrom)) == 0)
            {
                throw Error("castling right '{0}' without king and rook on their home squares", c);
            }
            pos.Castling |= r.Right;
        }
    }

    // Reads the en-passant field, which names the square behind a pawn that has just
    // made a double push, with that pawn in front of it and both squares it crossed empty.
    static void ParseEnPassant(string f, Position pos)
    {
        pos.EpSquare = -1;
        if (f == "-")
        {
            return;
        }
        char rank = pos.Side == WHITE ? '6' : '3';
        if (f.Length != 2 || f[0] < 'a' || f[0] > 'h' || f[1] != rank)
        {
            throw Error("bad FEN en-passant field '{0}'", Show(f));
        }
        int sq = Square(f[0] - 'a', f[1] - '1');
        int pawnSq = sq - PawnStep(pos.Side);
        int originSq = sq + PawnStep(pos.Side);
        if ((pos.Pieces[(pos.Side ^ 1) * 6 + PAWN] & (1UL << pawnSq)) == 0 || (pos.Occupied & ((1UL << sq) | (1UL << originSq))) != 0)
        {
            throw Error("FEN en-passant square '{0}' does not follow a double pawn push", Show(f));
        }
        pos.EpSquare = sq;
    }

    // Returns the position of a FEN (four to six fields: the two move counters may
    // be left out), checked that it can be searched; throws FenException saying why not.
    static Position ParseFen(string fen)
    {
        // Split on runs of white space; a seventh field is only there to be refused.
        string[] fields = fen.Split(new[] { ' ', '\t', '\n', '\r', '\v', '\f' }, StringSplitOptions.RemoveEmptyEntries);
        if (fields.Length < 4 || fields.Length > 6)
        {
            throw Error("a FEN has 4 to 6 fields, got {0}", fields.Length > 6 ? "more than 6" : fields.Length.ToString(CultureInfo.InvariantCulture));
        }
        var pos = new Position();
        ParsePlacement(fields[0], pos);
        string[] colorNames = { "white", "black" };
        for (int color = 0; color < 2; color++)
        {
            int kings = Popcount(pos.Pieces[color * 6 + KING]);
            if (kings != 1)
            {
                throw Error("the position has {0} {1} kings, not exactly one", kings, colorNames[color]);
            }
        }
        if (((pos.Pieces[WHITE * 6 + PAWN] | pos.Pieces[BLACK * 6 + PAWN]) & (RANK_MASK[A1] | RANK_MASK[A8])) != 0)
        {
            throw Error("the position has a pawn on the first or last rank");
        }
        if (fields[1] == "w")
        {
            pos.Side = WHITE;
        }
        else if (fields[1] == "b")
        {
            pos.Side = BLACK;
        }
        else
        {
            throw Error("bad FEN side to move '{0}' (expected w or b)", Show(fields[1]));
        }
        // The side that just moved cannot have left its king attacked.
        if (pos.AttackersOf(pos.KingSquare(pos.Side ^ 1), pos.Side, pos.Occupied) != 0)
        {
            throw Error("the side not to move is in check");
        }
        ParseCastling(fields[2], pos);
        ParseEnPassant(fields[3], pos);
        if (fields.Length > 4)
        {
            long clock = ParseNumber(fields[4], 999999999);
            if (clock < 0)
            {
                throw Error("bad FEN halfmove clock '{0}'", Show(fields[4]));
            }
            pos.HalfmoveClock = clock;
        }
        if (fields.Length > 5)
        {
            long number = ParseNumber(fields[5], 999999999);
            if (number < 1)
            {
                throw Error("bad FEN fullmove number '{0}'", Show(fields[5]));
            }
            pos.FullmoveNumber = number;
        }
        return pos;
    }

    // Prints "perft: message" on stderr and exits with status 2.
    static void Fail(string message)
    {
        Console.Error.Write("perft: " + message + "\n");
        Environment.Exit(2);
    }

    // Answers one FEN on output: the node count depth plies below it, or with
    // divide the sorted root move lines, then the total; throws FenException if
    // it is bad. stack and lists hold depth + 1 positions and move lists.
    static void AnswerFen(string fen, int depth, bool divide, Position[] stack, int[][] lists, TextWriter output)
    {
        Position root = ParseFen(fen);
        stack[0].CopyFrom(root);
        if (divide)
        {
            int n = GenerateLegalMoves(root, lists[0]);
            var lines = new List<KeyValuePair<string, ulong>>();
            ulong total = 0;
            for (int k = 0; k < n; k++)
            {
                ulong nodes = 1;
                if (depth > 1)
                {
                    MakeMove(root, lists[0][k], stack[1]);
                    nodes = Count(stack, lists, 1, depth - 1);
                }
                lines.Add(new KeyValuePair<string, ulong>(MoveToUci(lists[0][k]), nodes));
                total += nodes;
            }
            lines.Sort((a, b) => string.CompareOrdinal(a.Key, b.Key));
            foreach (var line in lines)
            {
                output.Write(line.Key + ": " + line.Value.ToString(CultureInfo.InvariantCulture) + "\n");
            }
            output.Write(total.ToString(CultureInfo.InvariantCulture) + "\n");
        }
        else
        {
            output.Write(Count(stack, lists, 0, depth).ToString(CultureInfo.InvariantCulture) + "\n");
        }
    }

    // Answers each line of standard input in turn as AnswerFen answers a FEN
    // (the rules in perft.c's opening comment): lines end at "\n" only (not
    // TextReader.ReadLine's "\r"), a "\r" before it is not part of the line, and
    // the last line may lack its newline; a bad line gets its error on stderr
    // and the lines after it are answered. Returns whether every line was.
    static bool AnswerLines(int depth, bool divide, Position[] stack, int[][] lists, TextWriter output)
    {
        bool answered = true;
        // UTF-8 without looking for a byte order mark: one is a bad character, as
        // in an argument.
        var input = new StreamReader(Console.OpenStandardInput(), new UTF8Encoding(false), false);
        var line = new StringBuilder();
        var chunk = new char[4096];
        int n;
        while ((n = ReadChunk(input, chunk)) > 0)
        {
            for (int k = 0; k < n; k++)
            {
                if (chunk[k] != '\n')
                {
                    line.Append(chunk[k]);
                    continue;
                }
                answered = AnswerLine(line, depth, divide, stack, lists, output) && answered;
                line.Clear();
            }
        }
        if (line.Length > 0)
        {
            answered = AnswerLine(line, depth, divide, stack, lists, output) && answered;
        }
        return answered;
    }

    // Reads the next characters of standard input into chunk; returns how many
    // (0 at its end). A read error ends the run as a bad line does.
    static int ReadChunk(TextReader input, char[] chunk)
    {
        try
        {
            return input.Read(chunk, 0, chunk.Length);
        }
        catch (IOException)
        {
            throw new FenException("cannot read standard input");
        }
    }

    // Answers one line of standard input, a "\r" at its end left out; returns
    // false for a bad one, whose error it writes on stderr after the answers so far.
    static bool AnswerLine(StringBuilder line, int depth, bool divide, Position[] stack, int[][] lists, TextWriter output)
    {
        int length = line.Length > 0 && line[line.Length - 1] == '\r' ? line.Length - 1 : line.Length;
        try
        {
            AnswerFen(line.ToString(0, length), depth, divide, stack, lists, output);
            return true;
        }
        catch (FenException e)
        {
            output.Flush();
            Console.Error.Write("perft: " + e.Message + "\n");
            return false;
        }
    }

    static int Main(string[] args)
    {
        bool divide = false;
        string fen = null, depthText = null;
        if (args.Length == 3 && args[0] == "--divide")
        {
            divide = true;
            fen = args[1];
            depthText = args[2];
        }
        else if (args.Length == 2 && !args[0].StartsWith("--", StringComparison.Ordinal))
        {
            fen = args[0];
            depthText = args[1];
        }
        else
        {
            Fail("usage: perft [--divide] \"<FEN>\"|- DEPTH");
        }
        long depth = ParseNumber(depthText, MaxDepth);
        if (depth < 1)
        {
            Fail(string.Format(CultureInfo.InvariantCulture, "depth must be an integer from 1 to {0}, got '{1}'", MaxDepth, Show(depthText)));
        }
        var stack = new Position[depth + 1];
        var lists = new int[depth + 1][];
        for (int k = 0; k <= depth; k++)
        {
            stack[k] = new Position();
            lists[k] = new int[MaxMoves];
        }
        var output = new StreamWriter(Console.OpenStandardOutput(), new UTF8Encoding(false));
        bool answered = true;
        try
        {
            if (fen == "-")
            {
                answered = AnswerLines((int)depth, divide, stack, lists, output);
            }
            else
            {
                AnswerFen(fen, (int)depth, divide, stack, lists, output);
            }
        }
        catch (FenException e)
        {
            output.Flush(); // the answers to the lines before a read error stay
            Fail(e.Message);
        }
        output.Flush();
        return answered ? 0 : 2;
    }
}
