package app

import (
	"testing"
	"time"
)

func TestRejoinKeptAndExpires(t *testing.T) {
	p := &MemPrefs{}
	now := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
	if _, ok := LoadRejoin(p, now); ok {
		t.Fatal("a seat offered before any was kept")
	}
	r := Rejoin{Addr: "192.168.1.20:41234", Table: "Friday", Game: "gummi", Players: 4, Seat: 2, Code: "ABCD23", Token: "t0k3n", Saved: now}
	SaveRejoin(p, r)
	got, ok := LoadRejoin(p, now.Add(time.Hour))
	if !ok || got != r {
		t.Fatalf("kept %+v, read %+v (%v)", r, got, ok)
	}
	if _, ok := LoadRejoin(p, now.Add(RejoinFor+time.Minute)); ok {
		t.Fatal("a seat kept longer than RejoinFor is still offered")
	}
	if _, ok := LoadRejoin(p, now.Add(-time.Hour)); ok {
		t.Fatal("a seat saved in the future (clock changed) is offered")
	}
	ClearRejoin(p)
	if _, ok := LoadRejoin(p, now); ok {
		t.Fatal("a cleared seat is still offered")
	}
}

func TestRejoinDamagedOrInvalidReadsAsNone(t *testing.T) {
	now := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
	good := Rejoin{Addr: "10.0.0.5:5000", Table: "Club", Game: "trip", Players: 3, Seat: 0, Code: "ZZZZ99", Token: "abc", Saved: now}
	for name, raw := range map[string]string{
		"not json":   "{seat",
		"wrong type": `{"addr":5}`,
		"empty":      `{}`,
	} {
		p := &MemPrefs{}
		p.SetString(rejoinKey, raw)
		if r, ok := LoadRejoin(p, now); ok {
			t.Errorf("%s: read %+v", name, r)
		}
	}
	for name, mutate := range map[string]func(*Rejoin){
		"no port":       func(r *Rejoin) { r.Addr = "10.0.0.5" },
		"no token":      func(r *Rejoin) { r.Token = "" },
		"no code":       func(r *Rejoin) { r.Code = "" },
		"seat too high": func(r *Rejoin) { r.Seat = 3 },
		"negative seat": func(r *Rejoin) { r.Seat = -1 },
		"no table":      func(r *Rejoin) { r.Table = " " },
	} {
		p := &MemPrefs{}
		SaveRejoin(p, good)
		r := good
		mutate(&r)
		SaveRejoin(p, r)
		if got, ok := LoadRejoin(p, now); ok {
			t.Errorf("%s: saving an invalid seat kept %+v", name, got)
		}
	}
}
