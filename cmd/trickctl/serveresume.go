package main

import (
	"errors"
	"flag"
	"fmt"
	"time"

	"github.com/trickparty/trickparty/lan"
)

// openServeTable hosts serve's table: a new one, or the one saved at
// resume (saved to cfg.SavePath, or back to resume). A resumed table keeps
// its saved turn timer unless --turn-timer was given (timerGiven).
func openServeTable(cfg lan.HostConfig, resume string, timerGiven bool) (*lan.Host, error) {
	if resume == "" {
		return lan.NewHost(cfg)
	}
	s, err := lan.LoadSave(resume)
	if err == nil {
		if cfg.SavePath == "" {
			cfg.SavePath = resume
		}
		if timerGiven {
			s.TurnTimerMs = cfg.TurnTimer.Milliseconds()
		}
		var h *lan.Host
		if h, err = lan.Resume(s, cfg); err == nil {
			return h, nil
		}
	}
	if errors.Is(err, lan.ErrDamagedSave) {
		return nil, keepDamagedSave(resume, err)
	}
	return nil, err
}

// keepDamagedSave moves the damaged save at path aside, so no later
// --save to the same path overwrites it, and says where it went. A save a
// running table holds is left where it is.
func keepDamagedSave(path string, damage error) error {
	lock, err := lan.LockSave(path)
	if err != nil {
		return fmt.Errorf("%w (the save stays where it is: %v)", damage, err)
	}
	defer lock.Unlock()
	aside, err := lan.MoveAside(path, time.Now())
	if err != nil {
		return fmt.Errorf("%w (the save stays where it is: %v)", damage, err)
	}
	return fmt.Errorf("%w\nthe damaged save was kept as %s", damage, aside)
}

// flagGiven reports whether name was set on the command line, as opposed
// to left at its default.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}
