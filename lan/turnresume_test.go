package lan

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestResumeKeepsTheSavedTurnTimer: a resumed table keeps its saved timer,
// off included, whatever timer the config carries; a caller changes it
// only through the save.
func TestResumeKeepsTheSavedTurnTimer(t *testing.T) {
	for _, saved := range []time.Duration{0, 5 * time.Second} {
		doc := strings.Replace(goodSave, `"format":1,`, `"format":1,"turn_timer_ms":`+itoa(saved.Milliseconds())+`,`, 1)
		s, err := ParseSave([]byte(doc))
		if err != nil {
			t.Fatal(err)
		}
		cfg := fakeCfg(2, 0, 3)
		cfg.TurnTimer = time.Minute // a caller's default must not win
		r, err := Resume(s, cfg)
		if err != nil {
			t.Fatal(err)
		}
		got := r.cfg.TurnTimer
		r.Close()
		if got != saved {
			t.Errorf("saved %v, resumed with %v", saved, got)
		}
	}
	s, _ := ParseSave([]byte(goodSave))
	s.TurnTimerMs = 30000
	r, err := Resume(s, fakeCfg(2, 0, 3))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if r.cfg.TurnTimer != 30*time.Second {
		t.Errorf("a changed timer resumed as %v", r.cfg.TurnTimer)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// TestResumeContinuesTheSavedCountdown: seat 0 was due with 20 s of its
// 60 s left; once its players are back, the resumed table gives it what
// was left, not a fresh minute.
func TestResumeContinuesTheSavedCountdown(t *testing.T) {
	doc := strings.Replace(goodSave, `"format":1,`, `"format":2,"turn_timer_ms":60000,`, 1)
	doc = strings.Replace(doc, `"token":"t0"`, `"token":"t0","turn_left_ms":20000`, 1)
	s, err := ParseSave([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Resume(s, fakeCfg(2, 0, 3))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for i, name := range []string{"a", "b"} {
		c := clientCfg(name)
		c.Token = s.Seats[i].Token
		join(t, r.Addr().String(), c)
	}
	waitFor(t, 5*time.Second, "the countdown", func() bool { return r.Seats()[0].TurnLeftMs > 0 })
	seats := r.Seats()
	// Anything above half the saved time is the countdown going on; a
	// fresh timer would show up to 60 s.
	if left := seats[0].TurnLeftMs; left <= 10000 || left > 20000 {
		t.Errorf("seat 0 resumed with %d ms left, want a little under 20000", left)
	}
	if left := seats[1].TurnLeftMs; left != 0 {
		t.Errorf("seat 1, not due, has %d ms", left)
	}
}

// TestSaveKeepsEachSeatsTimeLeft: the save written when the host closes
// holds the due seat's time left and none for the others.
func TestSaveKeepsEachSeatsTimeLeft(t *testing.T) {
	cfg := fakeCfg(2, 1, 2)
	cfg.TurnTimer = time.Minute
	cfg.SavePath = t.TempDir() + "/table.json"
	h := startHost(t, cfg)
	a := join(t, h.Addr().String(), clientCfg("a"))
	waitFor(t, 5*time.Second, "seat 0's turn", func() bool {
		v := a.View()
		return v != nil && v.Started && v.Seats[0].TurnLeftMs > 0
	})
	h.Close()
	s, err := LoadSave(cfg.SavePath)
	if err != nil {
		t.Fatal(err)
	}
	if left := s.Seats[0].TurnLeftMs; left <= 0 || left > 60000 {
		t.Errorf("seat 0 saved with %d ms left of 60000", left)
	}
	if left := s.Seats[1].TurnLeftMs; left != 0 {
		t.Errorf("the bot seat saved with %d ms left", left)
	}
}
