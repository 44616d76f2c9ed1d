package main

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestWatchQuitExitsAfterTheGraceWithTheStacks(t *testing.T) {
	q := &quitRequests{ch: make(chan struct{})}
	// Read only after exit is called, which follows the write: no race.
	var out bytes.Buffer
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
	go watchQuit(never, 0, &bytes.Buffer{}, func(code int) { exited <- code })
	asked := &quitRequests{ch: make(chan struct{})}
	go watchQuit(asked.ch, time.Hour, &bytes.Buffer{}, func(code int) { exited <- code })
	asked.request()
	time.Sleep(50 * time.Millisecond)
	select {
	case <-exited:
		t.Fatal("the watchdog ended a process that was not asked to quit, or before its grace")
	default:
	}
}
