//go:build !(linux && cgo)

package main

// trimCHeap does nothing where the C library is not glibc's.
func trimCHeap() {}
