// Sliders.cs - the exhaustive check of the slider techniques of Bitboards.cs,
// built once per toolchain by tests/proofs/test_sliders.py (mcs
// -warnaserror+ -optimize+ -warn:4 Sliders.cs Bitboards.cs, and on the .NET Core
// branch with the stand-ins BitOperations.cs and Intrinsics.cs).
//
// Every lookup of the class named RookAttacksT, BishopAttacksT, QueenAttacksT,
// XrayRookAttacksT or XrayBishopAttacksT (found by reflection, called through a
// delegate), T the technique in PascalCase: for the rook's and bishop's, on every
// square in turn, every subset of the square's relevant mask (ROOK_RELEVANT_MASK,
// BISHOP_RELEVANT_MASK) in carry-rippler order (occ = (occ - mask) & mask, the
// empty set first), then on every square in turn Boards random boards of a
// splitmix64 stream (seed Seed; board k of the stream: a, a & b, a & b & c or
// a | b of its next outputs, by k % 4); the queen's on the random boards only.
// Prints one line per lookup, techniques in the class's order:
//
//   hash TECHNIQUE PIECE KIND COUNT 0xHASH
//
// TECHNIQUE in snake_case (kogge_stone), COUNT the answers, HASH their FNV-1a
// over 64-bit words (h = (h ^ answer) * 0x100000001b3 from 0xcbf29ce484222325),
// in the order above; tests/oracles/slider_hashes.py computes the same from the
// reference. Then one line
//
//   calls BYTESWAP PEXT
//
// the calls of BinaryPrimitives.ReverseEndianness and of Bmi2.X64's
// ParallelBitExtract and ParallelBitDeposit the run made (the stand-ins of
// Intrinsics.cs count them, INTRINSICS_STAND_IN), or "calls 0 0" without them.
// With the argument "portable" the stand-in's Bmi2.X64.IsSupported is false,
// set before the class is first touched.
//
// With the argument first-use (after "portable" if both), it asks each lookup
// once before anything has touched the class's tables (no type initializer run,
// neither Bitboards' nor a nested class's of packed tables: the lookups are
// found by reflection, which runs none): Threads threads started together (a
// ManualResetEvent, their start gate), thread t asking every lookup in the
// model's order (techniques as the class declares them; in each, the rook's
// attacks and x-rays, the bishop's, the queen's attacks), each on the next (sq,
// occ) of a splitmix64 stream from FirstUseSeed + t (occ = a & b, sq = c % 64 of
// its next three outputs); after joining them it prints, for each thread in
// turn, one line a question, as tests/oracles/slider_hashes.py
// (check_first_use_lines) reads them:
//
//   first T TECHNIQUE PIECE KIND SQ 0xOCC 0xANSWER
//
// With the argument fill-each (after "portable" if both), it calls each fill
// group's own public fill (FillMagicAttacks, ...: every public static Fill
// method but FillSliderTables, found by reflection, in the class's order, the
// model's), printing "fill GROUP" before each (GROUP in snake_case,
// magic_attacks) and "filled" after the last, then asks thread 0's questions
// alone and prints its first lines; with fill-all, the same around
// FillSliderTables() ("fill all", "filled"). Run by mono with
// --trace=T:MagicAttacksTables,..., the runtime's "ENTER: Bitboards/...:.cctor"
// lines fall between those markers: tests/proofs/test_csharp.py reads which fill
// ran which holder's type initializer.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Reflection;
using System.Text;
using System.Text.RegularExpressions;
using System.Threading;

static class Sliders
{
    const int Boards = 256; // random boards a square
    const ulong Seed = 0x5eed5eed5eed5eed;
    const int Threads = 4; // threads of the first-use check
    const ulong FirstUseSeed = 0xf1257005e0000000;

    delegate ulong Lookup(ulong occ, int sq);

    static ulong state;

    static ulong Next()
    {
        state += 0x9e3779b97f4a7c15;
        return Mix(state);
    }

    // Returns splitmix64's output of the state z.
    static ulong Mix(ulong z)
    {
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
        z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
        return z ^ (z >> 31);
    }

    static readonly string[] Kinds = { "RookAttacks", "XrayRookAttacks", "BishopAttacks", "XrayBishopAttacks", "QueenAttacks" };

    // Returns the lookups of the class in the model's order, and their lines' words
    // "TECHNIQUE PIECE KIND", by reflection, which runs no type initializer.
    static List<KeyValuePair<string, Lookup>> OrderedLookups()
    {
        var name = new Regex("^(" + string.Join("|", Kinds) + ")([A-Z]\\w*)$");
        var techniques = new List<string>();
        var found = new Dictionary<string, MethodInfo>();
        var methods = new List<MethodInfo>(typeof(Bitboards).GetMethods(BindingFlags.Public | BindingFlags.Static));
        methods.Sort((x, y) => x.MetadataToken.CompareTo(y.MetadataToken)); // as declared
        foreach (MethodInfo method in methods)
        {
            Match m = name.Match(method.Name);
            if (m.Success)
            {
                if (!techniques.Contains(m.Groups[2].Value))
                {
                    techniques.Add(m.Groups[2].Value);
                }
                found[method.Name] = method;
            }
        }
        var ordered = new List<KeyValuePair<string, Lookup>>();
        foreach (string technique in techniques)
        {
            foreach (string kind in Kinds)
            {
                MethodInfo method;
                if (found.TryGetValue(kind + technique, out method))
                {
                    string piece = kind.Replace("Xray", "").Replace("Attacks", "").ToLowerInvariant();
                    string words = SnakeCase(technique) + " " + piece + " " + (kind.StartsWith("Xray") ? "xrays" : "attacks");
                    ordered.Add(new KeyValuePair<string, Lookup>(words, (Lookup)Delegate.CreateDelegate(typeof(Lookup), method)));
                }
            }
        }
        return ordered;
    }

    // Returns thread `thread`'s questions of the first-use check and their answers:
    // sq, occ, answer a lookup, in the order of `lookups`.
    static ulong[] Ask(int thread, List<KeyValuePair<string, Lookup>> lookups)
    {
        var asked = new ulong[3 * lookups.Count];
        ulong s = FirstUseSeed + (ulong)thread;
        for (int k = 0; k < lookups.Count; k++)
        {
            ulong a = Mix(s += 0x9e3779b97f4a7c15);
            ulong b = Mix(s += 0x9e3779b97f4a7c15);
            ulong c = Mix(s += 0x9e3779b97f4a7c15);
            asked[3 * k] = c % 64;
            asked[3 * k + 1] = a & b;
            asked[3 * k + 2] = lookups[k].Value(a & b, (int)(c % 64));
        }
        return asked;
    }

    // The first-use check: prints every thread's questions and answers once all are joined.
    static void FirstUse(TextWriter output)
    {
        var lookups = OrderedLookups();
        var start = new ManualResetEvent(false);
        var asked = new ulong[Threads][];
        var threads = new Thread[Threads];
        for (int t = 0; t < Threads; t++)
        {
            int thread = t;
            threads[t] = new Thread(() =>
            {
                start.WaitOne();
                asked[thread] = Ask(thread, lookups);
            });
            threads[t].Start();
        }
        start.Set();
        foreach (Thread t in threads)
        {
            t.Join();
        }
        PrintFirst(output, lookups, asked);
    }

    // The fill-each check (with `all`, fill-all): the public fills, by reflection, then
    // thread 0's questions.
    static void FillFirst(TextWriter output, bool all)
    {
        var lookups = OrderedLookups();
        var methods = new List<MethodInfo>(typeof(Bitboards).GetMethods(BindingFlags.Public | BindingFlags.Static));
        methods.Sort((x, y) => x.MetadataToken.CompareTo(y.MetadataToken)); // as declared
        foreach (MethodInfo method in methods)
        {
            bool everything = method.Name == "FillSliderTables";
            if (method.Name.StartsWith("Fill", StringComparison.Ordinal) && method.GetParameters().Length == 0 && everything == all)
            {
                Marker(output, "fill " + (all ? "all" : SnakeCase(method.Name.Substring("Fill".Length))));
                method.Invoke(null, null);
            }
        }
        Marker(output, "filled");
        PrintFirst(output, lookups, new ulong[][] { Ask(0, lookups) });
    }

    // Writes a marker line at once, so that the runtime's trace lines after it follow it.
    static void Marker(TextWriter output, string line)
    {
        output.Write(line + "\n");
        output.Flush();
    }

    // Prints the first lines of each thread's answers.
    static void PrintFirst(TextWriter output, List<KeyValuePair<string, Lookup>> lookups, ulong[][] asked)
    {
        for (int t = 0; t < asked.Length; t++)
        {
            for (int k = 0; k < lookups.Count; k++)
            {
                output.Write(string.Format(CultureInfo.InvariantCulture, "first {0} {1} {2} 0x{3:x} 0x{4:x}\n",
                    t, lookups[k].Key, asked[t][3 * k], asked[t][3 * k + 1], asked[t][3 * k + 2]));
            }
        }
    }

    static string SnakeCase(string pascal)
    {
        return Regex.Replace(pascal, "(?<=[a-z0-9])([A-Z])", "_$1").ToLowerInvariant();
    }

    // The exhaustive check: the hash lines. Main does not read the class's tables
    // itself, so that mono, which may run a type initializer when it compiles a
    // method that reads the type's fields, runs none before the first-use threads.
    static void Hashes(TextWriter output)
    {
        state = Seed;
        var boards = new ulong[64 * Boards];
        for (int i = 0; i < boards.Length; i++)
        {
            ulong a = Next();
            switch (i % Boards % 4)
            {
                case 0:
                    a &= Next() & Next();
                    break;
                case 1:
                    a &= Next();
                    break;
                case 3:
                    a |= Next();
                    break;
            }
            boards[i] = a;
        }
        var masks = new Dictionary<string, ulong[]>();
        masks["rook"] = Bitboards.ROOK_RELEVANT_MASK;
        masks["bishop"] = Bitboards.BISHOP_RELEVANT_MASK;
        var name = new Regex("^(Xray)?(Rook|Bishop|Queen)Attacks([A-Z]\\w*)$");
        foreach (MethodInfo method in typeof(Bitboards).GetMethods(BindingFlags.Public | BindingFlags.Static))
        {
            Match m = name.Match(method.Name);
            if (!m.Success)
            {
                continue;
            }
            var lookup = (Lookup)Delegate.CreateDelegate(typeof(Lookup), method);
            string piece = m.Groups[2].Value.ToLowerInvariant();
            ulong hash = 0xcbf29ce484222325;
            int count = 0;
            ulong[] mask;
            if (masks.TryGetValue(piece, out mask))
            {
                for (int sq = 0; sq < 64; sq++)
                {
                    ulong occ = 0;
                    do
                    {
                        hash = (hash ^ lookup(occ, sq)) * 0x100000001b3;
                        count++;
                        occ = (occ - mask[sq]) & mask[sq];
                    }
                    while (occ != 0);
                }
            }
            for (int sq = 0; sq < 64; sq++)
            {
                for (int k = 0; k < Boards; k++)
                {
                    hash = (hash ^ lookup(boards[sq * Boards + k], sq)) * 0x100000001b3;
                    count++;
                }
            }
            output.Write(string.Format(CultureInfo.InvariantCulture, "hash {0} {1} {2} {3} 0x{4:x16}\n",
                SnakeCase(m.Groups[3].Value), piece, m.Groups[1].Success ? "xrays" : "attacks", count, hash));
        }
    }

    static int Main(string[] args)
    {
#if INTRINSICS_STAND_IN
        System.Runtime.Intrinsics.X86.Bmi2.X64.Supported = !(args.Length > 0 && args[0] == "portable");
#endif
        var output = new StreamWriter(Console.OpenStandardOutput(), new UTF8Encoding(false), 1 << 16);
        if (args.Length > 0 && args[args.Length - 1] == "first-use")
        {
            FirstUse(output);
            output.Flush();
            return 0;
        }
        if (args.Length > 0 && (args[args.Length - 1] == "fill-each" || args[args.Length - 1] == "fill-all"))
        {
            FillFirst(output, args[args.Length - 1] == "fill-all");
            output.Flush();
            return 0;
        }
        Hashes(output);
#if INTRINSICS_STAND_IN
        output.Write("calls {0} {1}\n", System.Buffers.Binary.BinaryPrimitives.Calls, System.Runtime.Intrinsics.X86.Bmi2.X64.Calls);
#else
        output.Write("calls 0 0\n");
#endif
        output.Flush();
        return 0;
    }
}
