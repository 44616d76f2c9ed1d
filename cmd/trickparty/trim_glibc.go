//go:build linux && cgo

package main

/*
#include <malloc.h>
#include <stdlib.h>

// churn_heap leaves n blocks of size bytes freed below a live one: the
// shape a GL driver's freed textures leave in the heap (for the test).
static void *churn_heap(int n, int size) {
	void **blocks = malloc(sizeof(void *) * n);
	for (int i = 0; i < n; i++) {
		blocks[i] = malloc(size);
		for (int j = 0; j < size; j += 4096) ((char *)blocks[i])[j] = 1;
	}
	void *keep = malloc(64);
	for (int i = 0; i < n; i++) free(blocks[i]);
	free(blocks);
	return keep;
}
*/
import "C"

import "unsafe"

// trimCHeap returns the C heap's free pages to the system (glibc's
// malloc_trim also releases free pages in the middle of the heap).
func trimCHeap() { C.malloc_trim(0) }

// churnCHeap frees n blocks of size bytes under one it keeps, which it
// returns for the caller to free.
func churnCHeap(n, size int) unsafe.Pointer {
	return unsafe.Pointer(C.churn_heap(C.int(n), C.int(size)))
}

func freeC(p unsafe.Pointer) { C.free(p) }
