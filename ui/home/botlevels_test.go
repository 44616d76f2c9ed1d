package home

import (
	"slices"
	"testing"

	"github.com/trickparty/trickparty/engine/bot"
)

// TestBotLevels: one level for all the bots, each bot's own by the
// dialog, a placeholder when they differ, and a bot the player count
// takes away and gives back keeps its level.
func TestBotLevels(t *testing.T) {
	b := NewBotLevels(newTestApp(t), []bot.Level{bot.Hard, bot.Easy})
	changes := 0
	b.OnChange = func() { changes++ }
	// "random" alone read as a random level, not random moves.
	if !slices.Contains(b.all.Options, "random moves") {
		t.Errorf("the levels offered are %q", b.all.Options)
	}
	b.SetBots(3)
	if want := []bot.Level{bot.Hard, bot.Easy, bot.Normal}; !slices.Equal(b.levels, want) {
		t.Fatalf("three bots after a last choice of two: %v, want %v", b.levels, want)
	}
	if b.all.Selected != "" {
		t.Errorf("bots of different levels show %q, want the placeholder", b.all.Selected)
	}
	b.all.SetSelected("easy")
	if want := []bot.Level{bot.Easy, bot.Easy, bot.Easy}; !slices.Equal(b.levels, want) || changes != 1 {
		t.Fatalf("after easy for all: %v (%d changes)", b.levels, changes)
	}
	b.SetBots(5)
	if want := slices.Repeat([]bot.Level{bot.Easy}, 5); !slices.Equal(b.levels, want) || b.all.Selected != "easy" {
		t.Fatalf("two more bots join the easy ones as %v, shown %q", b.levels, b.all.Selected)
	}
	b.setEach([]bot.Level{bot.Random, bot.Easy, bot.Easy, bot.Easy, bot.Hard})
	if b.all.Selected != "" {
		t.Errorf("after setting each, the select shows %q", b.all.Selected)
	}
	b.SetBots(2)
	b.SetBots(5)
	if want := []bot.Level{bot.Random, bot.Easy, bot.Easy, bot.Easy, bot.Hard}; !slices.Equal(b.levels, want) {
		t.Fatalf("bots taken away and given back: %v, want %v", b.levels, want)
	}
}
