package lan

import (
	"errors"
	"sync"
	"testing"
	"time"
)

// TestSaveToFailuresHeardOncePerRun: OnSaveError hears a failing SaveTo
// when saving starts to fail, not for every save after it, and again
// after a save worked in between; a table whose last save failed does
// not promise to come back.
func TestSaveToFailuresHeardOncePerRun(t *testing.T) {
	cfg := fakeCfg(2, 1, 8)
	var mu sync.Mutex
	results := []error{errors.New("disk full"), errors.New("disk full"), nil, errors.New("gone")}
	cfg.SaveTo = func([]byte) error {
		mu.Lock()
		defer mu.Unlock()
		if len(results) == 0 {
			return errors.New("still gone")
		}
		err := results[0]
		results = results[1:]
		return err
	}
	var heard []error
	cfg.OnSaveError = func(err error) { heard = append(heard, err) } // the loop's goroutine only
	h := startHost(t, cfg)
	a := join(t, h.Addr().String(), clientCfg("a"))
	waitFor(t, 5*time.Second, "start", func() bool { v := a.View(); return v != nil && v.Started })
	for range 4 {
		saveNow(h)
	}
	h.Close() // its last save fails too
	<-a.Done()
	if len(heard) != 2 || heard[0].Error() != "autosave: disk full" || heard[1].Error() != "autosave: gone" {
		t.Fatalf("heard %v, want the two runs of failures once each", heard)
	}
	if !errors.Is(a.Err(), ErrHostQuit) || errors.Is(a.Err(), ErrHostPaused) {
		t.Fatalf("the guest was told %v, want ErrHostQuit without ErrHostPaused", a.Err())
	}
}
