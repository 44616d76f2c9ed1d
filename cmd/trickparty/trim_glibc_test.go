//go:build linux && cgo

package main

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// rssAnonKB is the process's resident anonymous memory.
func rssAnonKB(t *testing.T) int {
	t.Helper()
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "RssAnon:" {
			kb, err := strconv.Atoi(f[1])
			if err != nil {
				t.Fatal(err)
			}
			return kb
		}
	}
	t.Fatal("no RssAnon in /proc/self/status")
	return 0
}

func TestTrimHandsFreedCHeapBack(t *testing.T) {
	const blocks, size = 1024, 16 << 10 // 16 MB in blocks below glibc's mmap threshold
	keep := churnCHeap(blocks, size)
	defer freeC(keep)
	before := rssAnonKB(t)
	trimCHeap()
	after := rssAnonKB(t)
	t.Logf("resident anonymous memory: %d KB before the trim, %d KB after", before, after)
	if freed := before - after; freed < blocks*size/1024/2 {
		t.Errorf("the trim handed back %d KB of the %d KB freed", freed, blocks*size/1024)
	}
}
