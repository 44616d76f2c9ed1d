package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestArenaCommandJSON(t *testing.T) {
	var out, errb bytes.Buffer
	code := dispatch([]string{"arena", "--game", "gudetama", "--players", "3", "--seats", "normal,random,random",
		"--games", "6", "--seed", "2", "--json"}, nil, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var res struct {
		Bots []struct {
			Name      string     `json:"name"`
			Games     int        `json:"games"`
			WinRate   float64    `json:"win_rate"`
			CI95      [2]float64 `json:"ci95"`
			MeanScore float64    `json:"mean_score"`
		} `json:"bots"`
	}
	dec := json.NewDecoder(&out)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&res); err != nil {
		t.Fatalf("output is not the arena JSON object: %v", err)
	}
	if dec.More() {
		t.Fatal("more than one JSON value on stdout")
	}
	if len(res.Bots) != 2 || res.Bots[0].Name != "normal" || res.Bots[0].Games != 6 || res.Bots[1].Games != 12 {
		t.Fatalf("unexpected bots %+v", res.Bots)
	}
	total := res.Bots[0].WinRate*6 + res.Bots[1].WinRate*12
	if total < 5.999 || total > 6.001 {
		t.Fatalf("win shares add up to %v games, want 6", total)
	}
	if errb.Len() != 0 {
		t.Fatalf("stderr is not a terminal, yet got %q", errb.String())
	}
}

func TestArenaCommandErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--seats", "hard,normal"},               // 2 levels for 4 players
		{"--seats", "hard,normal,normal,wizard"}, // unknown level
		{"--game", "chess", "--seats", "random,random,random,random"},
		{"--iterations", "-5"},
		{"--think", "0s"},
		{"extra"},
		{"--seats", "strong,hard,hard,hard", "--iterations", "10"}, // no --strong-iterations
	} {
		var out, errb bytes.Buffer
		code := dispatch(append([]string{"arena", "--games", "4"}, args...), nil, &out, &errb)
		if code == 0 || errb.Len() == 0 || strings.TrimSpace(out.String()) != "" {
			t.Errorf("arena %v: exit %d, stderr %q, stdout %q", args, code, errb.String(), out.String())
		}
	}
}

// A strong seat is a hard bot with its own budget, listed apart from hard.
func TestArenaStrongSeat(t *testing.T) {
	var out, errb bytes.Buffer
	code := dispatch([]string{"arena", "--game", "gudetama", "--games", "4", "--seats", "strong,hard,hard,hard",
		"--iterations", "20", "--strong-iterations", "80", "--workers", "1"}, nil, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	for _, want := range []string{"strong budget 80 iterations", "\nstrong ", "\nhard "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}
