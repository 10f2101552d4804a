// Test driver for generated/Bitboards.cs: answers queries read from stdin, as
// tests/drivers/c/driver.c does for the C header, line for line.
//
// Each input line is a function name (the contract's, snake_case) and its
// arguments as decimal or 0x hex numbers; each output line is the result (hex
// for bitboards, decimal for the bit scans). Extra commands:
//
//   tables        prints every table, one "NAME i j ... 0xVALUE" line per entry
//                 (DIR_SHIFT in decimal): DriverTables.Print of DriverTables.cs,
//                 which the test writes from the Python module's table names,
//                 each entry read by the flat index the class documents
//   lines [SEED]  for every square, each of its four lines and every subset of
//                 the line, prints the line attacks and the line x-rays of the
//                 subset plus off-line noise from xorshift64 seeded with SEED
//                 (no noise for 0, the default); tests/harness/queries.py walks the same order
//   squares       prints the square helpers for every file and rank and square,
//                 the name of every square, then "D4 <square> <ranks> <is d4>"
//                 (C# calls no method in a constant: the square constant D4 is
//                 the case label Square(3, 3) is matched against)
//   square_name SQ     prints the name of square SQ
//   parse_square NAME  prints the number of the square NAME names, -1 for none
//   scan B        prints how many squares bitboard B has, then each, lowest
//                 first, on one line (foreach over Squares(B))
//   throws CALL   answers CALL, then "no exception", or "IndexOutOfRangeException"
//                 when an index out of range ends it (every other exception ends
//                 the driver)
//   bit_scans     prints how many calls of System.Numerics.BitOperations Lsb(1)
//                 and Popcount(1) made: 2 on the .NET Core branch (the tests'
//                 stand-in counts them, BITOPERATIONS_STAND_IN), else 0
//
// Build (tests/drivers/csharp/build.py): mcs -warnaserror+ -optimize+ -warn:4
//     -out:driver.exe Driver.cs DriverTables.cs Bitboards.cs
// and for the .NET Core branch also -define:NETCOREAPP3_0_OR_GREATER
// -define:BITOPERATIONS_STAND_IN BitOperations.cs.
using System;
using System.Globalization;
using System.IO;
using System.Text;

static class Driver
{
    static TextWriter output;

    // Prints Square(file, rank) of every file and rank, SquareFile and SquareRank of
    // every square, the name of every square, then d4's number, the number of ranks
    // and whether the constant D4 is d4.
    static void PrintSquares()
    {
        for (int file = 0; file < 8; file++)
        {
            for (int rank = 0; rank < 8; rank++)
            {
                output.Write("square {0} {1} {2}\n", file, rank, Bitboards.Square(file, rank));
            }
        }
        for (int sq = 0; sq < 64; sq++)
        {
            output.Write("coordinates {0} {1} {2}\n", sq, Bitboards.SquareFile(sq), Bitboards.SquareRank(sq));
        }
        for (int sq = 0; sq < 64; sq++)
        {
            output.Write("name {0} {1}\n", sq, Bitboards.SquareName(sq));
        }
        int isD4 = 0;
        switch (Bitboards.Square(3, 3))
        {
            case Bitboards.D4:
                isD4 = 1;
                break;
        }
        output.Write("D4 {0} {1} {2}\n", Bitboards.Square(3, 3), Bitboards.SquareRank(Bitboards.H8) + 1, isD4);
    }

    static void Fatal(string message)
    {
        Console.Error.WriteLine("driver: " + message);
        Environment.Exit(2);
    }

    // Returns the number words[k] spells in decimal or 0x hex; exits on anything else.
    static ulong Arg(string[] words, int k)
    {
        if (k >= words.Length)
        {
            Fatal("a missing argument");
        }
        string text = words[k];
        ulong value;
        bool ok = text.StartsWith("0x") || text.StartsWith("0X")
            ? ulong.TryParse(text.Substring(2), NumberStyles.AllowHexSpecifier, CultureInfo.InvariantCulture, out value)
            : ulong.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out value);
        if (!ok)
        {
            Fatal("a bad argument " + text);
        }
        return value;
    }

    static string Hex(ulong value)
    {
        return "0x" + value.ToString("x16", CultureInfo.InvariantCulture);
    }

    // Returns the next state of Marsaglia's xorshift64 (13, 7, 17); 0 stays 0.
    static ulong Xorshift64(ulong state)
    {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    }

    // Prints every occupancy subset of each line through every square, each with the
    // noise of the next xorshift64 state off the line.
    static void PrintLines(ulong state)
    {
        for (int sq = 0; sq < 64; sq++)
        {
            ulong[] masks =
            {
                Bitboards.RANK_MASK[sq], Bitboards.FILE_MASK[sq], Bitboards.DIAGONAL_MASK[sq], Bitboards.ANTI_DIAGONAL_MASK[sq],
            };
            for (int line = 0; line < 4; line++)
            {
                ulong mask = masks[line];
                ulong sub = 0;
                do
                {
                    state = Xorshift64(state);
                    ulong occ = sub | (state & ~mask);
                    ulong a, x;
                    switch (line)
                    {
                        case 0:
                            a = Bitboards.RankAttacks(occ, sq);
                            x = Bitboards.XrayRankAttacks(occ, sq);
                            break;
                        case 1:
                            a = Bitboards.FileAttacks(occ, sq);
                            x = Bitboards.XrayFileAttacks(occ, sq);
                            break;
                        case 2:
                            a = Bitboards.DiagonalAttacks(occ, sq);
                            x = Bitboards.XrayDiagonalAttacks(occ, sq);
                            break;
                        default:
                            a = Bitboards.AntiDiagonalAttacks(occ, sq);
                            x = Bitboards.XrayAntiDiagonalAttacks(occ, sq);
                            break;
                    }
                    output.Write("{0} {1} {2} {3} {4}\n", sq, line, Hex(occ), Hex(a), Hex(x));
                    sub = (sub - mask) & mask; // carry-rippler: the next subset of mask
                } while (sub != 0);
            }
        }
    }

    static void PrintScan(ulong b)
    {
        var line = new StringBuilder();
        int count = 0;
        foreach (int sq in Bitboards.Squares(b))
        {
            line.Append(' ').Append(sq);
            count++;
        }
        output.Write("{0}{1}\n", count, line);
    }

    static void PrintBitScans()
    {
#if BITOPERATIONS_STAND_IN
        System.Numerics.BitOperations.Calls = 0;
        Bitboards.Lsb(1);
        Bitboards.Popcount(1);
        output.Write("{0}\n", System.Numerics.BitOperations.Calls);
#else
        output.Write("0\n");
#endif
    }

    static int Main()
    {
        output = new StreamWriter(Console.OpenStandardOutput(), new UTF8Encoding(false), 1 << 16);
        string text;
        while ((text = Console.In.ReadLine()) != null)
        {
            string[] w = text.Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
            if (w.Length > 1 && w[0] == "throws")
            {
                string[] call = new string[w.Length - 1];
                Array.Copy(w, 1, call, 0, call.Length);
                try
                {
                    Answer(call);
                    output.Write("no exception\n");
                }
                catch (IndexOutOfRangeException)
                {
                    output.Write("IndexOutOfRangeException\n");
                }
            }
            else if (w.Length > 0)
            {
                Answer(w);
            }
        }
        output.Flush();
        return 0;
    }

    // Answers one command, its words w.
    static void Answer(string[] w)
    {
        ulong b;
        switch (w[0])
        {
            case "tables":
                DriverTables.Print(output);
                return;
            case "lines":
                PrintLines(w.Length > 1 ? Arg(w, 1) : 0);
                return;
            case "squares":
                PrintSquares();
                return;
            case "bit_scans":
                PrintBitScans();
                return;
            case "square_name":
                output.Write("{0}\n", Bitboards.SquareName((int)Arg(w, 1)));
                return;
            case "parse_square":
                output.Write("{0}\n", Bitboards.ParseSquare(w.Length > 1 ? w[1] : ""));
                return;
            case "scan":
                PrintScan(Arg(w, 1));
                return;
            case "lsb":
                output.Write("{0}\n", Bitboards.Lsb(Arg(w, 1)));
                return;
            case "popcount":
                output.Write("{0}\n", Bitboards.Popcount(Arg(w, 1)));
                return;
            case "distance":
                output.Write("{0}\n", Bitboards.Distance((int)Arg(w, 1), (int)Arg(w, 2)));
                return;
            case "manhattan_distance":
                output.Write("{0}\n", Bitboards.ManhattanDistance((int)Arg(w, 1), (int)Arg(w, 2)));
                return;
            case "forward_ranks":
                b = Bitboards.ForwardRanks((int)Arg(w, 1), (int)Arg(w, 2));
                break;
            case "forward_file":
                b = Bitboards.ForwardFile((int)Arg(w, 1), (int)Arg(w, 2));
                break;
            case "pawn_attack_span":
                b = Bitboards.PawnAttackSpan((int)Arg(w, 1), (int)Arg(w, 2));
                break;
            case "passed_pawn_span":
                b = Bitboards.PassedPawnSpan((int)Arg(w, 1), (int)Arg(w, 2));
                break;
            case "adjacent_files":
                b = Bitboards.AdjacentFiles((int)Arg(w, 1));
                break;
            case "polyglot_piece_key":
                b = Bitboards.PolyglotPieceKey((int)Arg(w, 1), (int)Arg(w, 2), (int)Arg(w, 3));
                break;
            case "square_bb":
                b = Bitboards.SquareBb((int)Arg(w, 1));
                break;
            case "rank_attacks":
                b = Bitboards.RankAttacks(Arg(w, 1), (int)Arg(w, 2));
                break;
            case "file_attacks":
                b = Bitboards.FileAttacks(Arg(w, 1), (int)Arg(w, 2));
                break;
            case "diagonal_attacks":
                b = Bitboards.DiagonalAttacks(Arg(w, 1), (int)Arg(w, 2));
                break;
            case "anti_diagonal_attacks":
                b = Bitboards.AntiDiagonalAttacks(Arg(w, 1), (int)Arg(w, 2));
                break;
            case "rook_attacks":
                b = Bitboards.RookAttacks(Arg(w, 1), (int)Arg(w, 2));
                break;
            case "bishop_attacks":
                b = Bitboards.BishopAttacks(Arg(w, 1), (int)Arg(w, 2));
                break;
            case "queen_attacks":
                b = Bitboards.QueenAttacks(Arg(w, 1), (int)Arg(w, 2));
                break;
            case "xray_rank_attacks":
                b = Bitboards.XrayRankAttacks(Arg(w, 1), (int)Arg(w, 2));
                break;
            case "xray_file_attacks":
                b = Bitboards.XrayFileAttacks(Arg(w, 1), (int)Arg(w, 2));
                break;
            case "xray_diagonal_attacks":
                b = Bitboards.XrayDiagonalAttacks(Arg(w, 1), (int)Arg(w, 2));
                break;
            case "xray_anti_diagonal_attacks":
                b = Bitboards.XrayAntiDiagonalAttacks(Arg(w, 1), (int)Arg(w, 2));
                break;
            case "xray_rook_attacks":
                b = Bitboards.XrayRookAttacks(Arg(w, 1), Arg(w, 2), (int)Arg(w, 3));
                break;
            case "xray_bishop_attacks":
                b = Bitboards.XrayBishopAttacks(Arg(w, 1), Arg(w, 2), (int)Arg(w, 3));
                break;
            case "piece_attacks":
                b = Bitboards.PieceAttacks((int)Arg(w, 1), Arg(w, 2), (int)Arg(w, 3));
                break;
            case "pinned":
                b = Bitboards.Pinned(Arg(w, 1), Arg(w, 2), (int)Arg(w, 3), Arg(w, 4), Arg(w, 5));
                break;
            case "shift_one":
                b = Bitboards.ShiftOne(Arg(w, 1), (int)Arg(w, 2));
                break;
            case "occluded_fill":
                b = Bitboards.OccludedFill(Arg(w, 1), Arg(w, 2), (int)Arg(w, 3));
                break;
            case "sliding_attacks":
                b = Bitboards.SlidingAttacks(Arg(w, 1), Arg(w, 2), (int)Arg(w, 3));
                break;
            case "xray_attacks":
                b = Bitboards.XrayAttacks(Arg(w, 1), Arg(w, 2), Arg(w, 3), (int)Arg(w, 4));
                break;
            case "between_slider_and_target":
                b = Bitboards.BetweenSliderAndTarget(Arg(w, 1), Arg(w, 2), Arg(w, 3), (int)Arg(w, 4));
                break;
            default:
                Fatal("unknown command " + w[0]);
                return;
        }
        output.Write(Hex(b) + "\n");
    }
}
