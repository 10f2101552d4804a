// The C# bench of bench/csharp.py, built with tests/perft/Perft.cs and
// generated/Bitboards.cs (mcs -optimize+ -main:CsharpBench) and run by mono:
//
//   perft FEN DEPTH   counts the perft once at depth 4 (the warm-up: mono compiles
//                     each method once, at its first call, and never again), then
//                     at DEPTH; prints the nodes and the CPU seconds of that count
//   init              prints the seconds the type initializer of Bitboards takes
//                     (every table copied from the assembly's data), the first
//                     thing the process does
//   sliders-init      the same, then the seconds of the type initializer of each
//                     nested class of the slider techniques' packed tables
//                     (MagicAttacksTables, ...: each fills its group, JIT included), one
//                     "NAME SECONDS" pair each, on one line after the class's
//   layout ROUNDS     prints the nanoseconds of one lookup of BETWEEN laid out
//                     flat (ulong[], [frm * 64 + to], as the class has it), jagged
//                     (ulong[][]) and multi-dimensional (ulong[,]), the same values,
//                     over 4096 random square pairs, ROUNDS times, after a warm-up;
//                     the three in turn five times, the least time of each
using System;
using System.Diagnostics;
using System.Globalization;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Text;

static class CsharpBench
{
    static double CpuSeconds()
    {
        return Process.GetCurrentProcess().TotalProcessorTime.TotalSeconds;
    }

    static ulong Flat(ulong[] t, int[] a, int[] b, int rounds)
    {
        ulong x = 0;
        for (int r = 0; r < rounds; r++)
        {
            for (int i = 0; i < a.Length; i++)
            {
                x += t[a[i] * 64 + b[i]];
            }
        }
        return x;
    }

    static ulong Jagged(ulong[][] t, int[] a, int[] b, int rounds)
    {
        ulong x = 0;
        for (int r = 0; r < rounds; r++)
        {
            for (int i = 0; i < a.Length; i++)
            {
                x += t[a[i]][b[i]];
            }
        }
        return x;
    }

    static ulong Multi(ulong[,] t, int[] a, int[] b, int rounds)
    {
        ulong x = 0;
        for (int r = 0; r < rounds; r++)
        {
            for (int i = 0; i < a.Length; i++)
            {
                x += t[a[i], b[i]];
            }
        }
        return x;
    }

    static void Layout(int rounds)
    {
        ulong[] flat = Bitboards.BETWEEN;
        var jagged = new ulong[64][];
        var multi = new ulong[64, 64];
        for (int i = 0; i < 64; i++)
        {
            jagged[i] = new ulong[64];
            for (int j = 0; j < 64; j++)
            {
                jagged[i][j] = flat[i * 64 + j];
                multi[i, j] = flat[i * 64 + j];
            }
        }
        var rng = new Random(2024);
        int[] a = new int[4096], b = new int[4096];
        for (int i = 0; i < a.Length; i++)
        {
            a[i] = rng.Next(64);
            b[i] = rng.Next(64);
        }
        ulong sums = Flat(flat, a, b, 10) + Jagged(jagged, a, b, 10) + Multi(multi, a, b, 10); // the warm-up
        double lookups = (double)rounds * a.Length;
        double[] best = { double.MaxValue, double.MaxValue, double.MaxValue };
        for (int pass = 0; pass < 5; pass++) // the three in turn, five times: the least time of each
        {
            for (int k = 0; k < 3; k++)
            {
                var watch = Stopwatch.StartNew();
                sums += k == 0 ? Flat(flat, a, b, rounds) : k == 1 ? Jagged(jagged, a, b, rounds) : Multi(multi, a, b, rounds);
                best[k] = Math.Min(best[k], watch.Elapsed.TotalSeconds);
            }
        }
        Console.Write(string.Format(CultureInfo.InvariantCulture, "{0:R} {1:R} {2:R} {3}\n",
            best[0] / lookups * 1e9, best[1] / lookups * 1e9, best[2] / lookups * 1e9, sums));
    }

    static int Main(string[] args)
    {
        if (args.Length == 1 && args[0] == "init")
        {
            var watch = Stopwatch.StartNew();
            RuntimeHelpers.RunClassConstructor(typeof(Bitboards).TypeHandle);
            double seconds = watch.Elapsed.TotalSeconds;
            Console.Write(string.Format(CultureInfo.InvariantCulture, "{0:R} {1}\n", seconds, Bitboards.KNIGHT_ATTACKS[0]));
            return 0;
        }
        if (args.Length == 1 && args[0] == "sliders-init")
        {
            var line = new StringBuilder();
            var watch = Stopwatch.StartNew();
            RuntimeHelpers.RunClassConstructor(typeof(Bitboards).TypeHandle);
            line.Append(watch.Elapsed.TotalSeconds.ToString("R", CultureInfo.InvariantCulture));
            foreach (Type nested in typeof(Bitboards).GetNestedTypes(BindingFlags.NonPublic))
            {
                if (nested.Name.EndsWith("Tables", StringComparison.Ordinal))
                {
                    watch = Stopwatch.StartNew();
                    RuntimeHelpers.RunClassConstructor(nested.TypeHandle);
                    line.Append(' ').Append(nested.Name).Append(' ');
                    line.Append(watch.Elapsed.TotalSeconds.ToString("R", CultureInfo.InvariantCulture));
                }
            }
            Console.Write(line.Append('\n').ToString());
            return 0;
        }
        if (args.Length == 2 && args[0] == "layout")
        {
            Layout(int.Parse(args[1], CultureInfo.InvariantCulture));
            return 0;
        }
        if (args.Length == 3 && args[0] == "perft")
        {
            Perft.Run(args[1], 4);
            double before = CpuSeconds();
            ulong nodes = Perft.Run(args[1], int.Parse(args[2], CultureInfo.InvariantCulture));
            double seconds = CpuSeconds() - before;
            Console.Write(string.Format(CultureInfo.InvariantCulture, "{0} {1:R}\n", nodes, seconds));
            return 0;
        }
        Console.Error.Write("usage: CsharpBench.exe perft FEN DEPTH | init | sliders-init | layout ROUNDS\n");
        return 2;
    }
}
