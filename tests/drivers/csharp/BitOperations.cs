// A stand-in for System.Numerics.BitOperations of .NET Core 3.0 and later, which
// mono's class library lacks: built with the generated class and
// -define:NETCOREAPP3_0_OR_GREATER, it lets mono compile and run the .NET Core
// branch of Generated/Bitboards.cs (tests/drivers/csharp/build.py), as clang's MSVC
// mode runs the C header's MSVC branch. Its two methods are written here
// independently, bit by bit, and count their calls (Calls), so that the driver's
// `bit_scans` command shows which branch a build took.
namespace System.Numerics
{
    public static class BitOperations
    {
        public static int Calls;

        // Returns the number of trailing zero bits of value; 64 for 0, as .NET's.
        public static int TrailingZeroCount(ulong value)
        {
            Calls++;
            int count = 0;
            while (count < 64 && ((value >> count) & 1) == 0)
            {
                count++;
            }
            return count;
        }

        // Returns the number of set bits of value.
        public static int PopCount(ulong value)
        {
            Calls++;
            int count = 0;
            for (int bit = 0; bit < 64; bit++)
            {
                count += (int)((value >> bit) & 1);
            }
            return count;
        }
    }
}
