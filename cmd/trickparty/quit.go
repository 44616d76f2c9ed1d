package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/pprof"
	"sync"
	"syscall"
	"time"
)

// quitGrace is how long the app may take to end once asked to quit.
const quitGrace = 5 * time.Second

// quitRequests is closed when the app is asked to quit: by SIGTERM (a
// desktop session ending, CI) or an interrupt, which Fyne also turns into
// Quit, or by the window closing.
type quitRequests struct {
	once sync.Once
	ch   chan struct{}
}

func newQuitRequests() *quitRequests {
	q := &quitRequests{ch: make(chan struct{})}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM, os.Interrupt)
	go func() {
		<-sig
		q.request()
	}()
	return q
}

func (q *quitRequests) request() { q.once.Do(func() { close(q.ch) }) }

// watchQuit ends the process if it is still running grace after a quit
// was asked for. Fyne's quit tears down GLFW and then waits for its event
// queue; once, in CI, the app was still alive minutes after SIGTERM (not
// reproduced since). The game is saved after every move, so nothing is
// lost by exiting; every goroutine's stack goes to w first, so a hang
// says where it was.
func watchQuit(quit <-chan struct{}, grace time.Duration, w io.Writer, exit func(int)) {
	<-quit
	time.Sleep(grace)
	fmt.Fprintf(w, "trickparty: still running %v after being asked to quit; exiting anyway. Goroutines:\n", grace)
	_ = pprof.Lookup("goroutine").WriteTo(w, 2)
	exit(0)
}
