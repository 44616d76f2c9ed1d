package main

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"
)

// lockedBuffer is written by the watchdog's goroutine and read by the test.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func TestWatchQuitExitsAfterTheGraceWithTheStacks(t *testing.T) {
	q := &quitRequests{ch: make(chan struct{})}
	var out lockedBuffer
	exited := make(chan int, 1)
	go watchQuit(q.ch, 10*time.Millisecond, &out, func(code int) { exited <- code })
	q.request()
	q.request() // a second request (window closed after SIGTERM) is harmless
	select {
	case code := <-exited:
		if code != 0 {
			t.Errorf("exit code %d, want 0", code)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the watchdog never ended the process")
	}
	got := out.String()
	for _, want := range []string{"still running 10ms after being asked to quit", "goroutine ", "watchQuit"} {
		if !strings.Contains(got, want) {
			t.Errorf("the watchdog's report lacks %q:\n%s", want, got)
		}
	}
}

func TestWatchQuitWaitsForAQuitAndTheGrace(t *testing.T) {
	exited := make(chan int, 2)
	never := make(chan struct{})
	go watchQuit(never, 0, &lockedBuffer{}, func(code int) { exited <- code })
	asked := &quitRequests{ch: make(chan struct{})}
	go watchQuit(asked.ch, time.Hour, &lockedBuffer{}, func(code int) { exited <- code })
	asked.request()
	time.Sleep(50 * time.Millisecond)
	select {
	case <-exited:
		t.Fatal("the watchdog ended a process that was not asked to quit, or before its grace")
	default:
	}
}
