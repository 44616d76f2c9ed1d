/*
 * Test equipment for tests/windows.sh, never shipped: Debian 12's Wine 8 has
 * no bcryptprimitives.dll, and the Go runtime (>= 1.22) aborts at start-up
 * without its ProcessPrng. This stand-in provides that one function on top
 * of advapi32's RtlGenRandom, which Wine does have (exported under its
 * real name, SystemFunction036). Built with mingw-w64 at test time and put
 * in the test's own Wine prefix only.
 */
#include <windows.h>

/* RtlGenRandom's real name; ntsecapi.h only declares it behind a macro. */
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

/* ProcessPrng fills data with len random bytes. Windows documents that it
 * always succeeds; RtlGenRandom takes a ULONG, so larger requests are cut. */
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	while (len > 0) {
		ULONG n = len > 0x40000000 ? 0x40000000 : (ULONG)len;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}
