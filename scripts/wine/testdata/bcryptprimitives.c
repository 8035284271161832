// A stand-in bcryptprimitives.dll for the wine test only (scripts/wine/wine_test.go), never
// shipped: Go 1.24 and newer fill their random numbers through ProcessPrng, which
// Debian's wine 8 does not have. This one answers it with RtlGenRandom
// (SystemFunction036 in advapi32), which wine does have.
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
	while (length > 0) {
		ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		length -= n;
	}
	return TRUE;
}
