// Stand-ins for the .NET Core 3.0 and later APIs the slider techniques of
// Generated/Bitboards.cs call on that branch, which mono's class library lacks:
// BinaryPrimitives.ReverseEndianness (the hyperbola byte swap) and BMI2's
// ParallelBitExtract and ParallelBitDeposit (PEXT and 16-bit PEXT), as
// BitOperations.cs stands in for the bit scans. Each is written here
// independently, bit by bit or byte by byte, and counts its calls (Calls), so
// that the sliders driver shows which branch a build took. Bmi2.X64.IsSupported
// is what Supported says (true unless the driver sets it false), so that one
// build runs both the intrinsic and the portable path of the .NET Core branch.
namespace System.Buffers.Binary
{
    public static class BinaryPrimitives
    {
        public static int Calls;

        // Returns value with its eight bytes in reverse order.
        public static ulong ReverseEndianness(ulong value)
        {
            Calls++;
            ulong result = 0;
            for (int k = 0; k < 8; k++)
            {
                result |= ((value >> (8 * k)) & 0xFF) << (56 - 8 * k);
            }
            return result;
        }
    }
}

namespace System.Runtime.Intrinsics.X86
{
    public static class Bmi2
    {
        public static class X64
        {
            public static bool Supported = true;
            public static int Calls;

            public static bool IsSupported
            {
                get { return Supported; }
            }

            // Returns the bits of value under the set bits of mask, packed from bit 0.
            public static ulong ParallelBitExtract(ulong value, ulong mask)
            {
                Calls++;
                ulong result = 0;
                int k = 0;
                for (int bit = 0; bit < 64; bit++)
                {
                    if (((mask >> bit) & 1) != 0)
                    {
                        result |= ((value >> bit) & 1) << k;
                        k++;
                    }
                }
                return result;
            }

            // Returns bit k of value put at the k-th lowest set bit of mask, for each k.
            public static ulong ParallelBitDeposit(ulong value, ulong mask)
            {
                Calls++;
                ulong result = 0;
                int k = 0;
                for (int bit = 0; bit < 64; bit++)
                {
                    if (((mask >> bit) & 1) != 0)
                    {
                        result |= ((value >> k) & 1) << bit;
                        k++;
                    }
                }
                return result;
            }
        }
    }
}
