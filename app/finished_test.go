package app

import (
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
)

// finishedGame plays a whole Gudetama game with Normal bots.
func finishedGame(t *testing.T, seed uint64) FinishedGame {
	t.Helper()
	cfg := engine.Config{Game: "gudetama", Players: 3, Seed: seed}
	g, err := games.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := bot.New(bot.Normal, bot.Budget{})
	rng := engine.NewRNG(seed)
	var moves []engine.Move
	for !g.Over() {
		seat := g.ToMove().First()
		a := b.Choose(g.Observe(seat), &rng)
		moves = append(moves, g.EncodeMove(seat, a))
		if err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
	seats := []SeatSetup{{Kind: Human, Name: "Ann"}, {Kind: Bot, Level: bot.Normal}, {Kind: Bot, Level: bot.Hard}}
	return FinishedGame{When: time.Unix(int64(seed), 0).UTC(), Save: Save{Format: SaveFormat, Config: cfg, Seats: seats, Moves: moves},
		Human: 0, Score: g.Score(0), Won: g.Winners().Has(0)}
}

func TestFinishedGamesKeepTheNewest(t *testing.T) {
	store := &MemStorage{}
	if got, err := Finished(store); err != nil || len(got) != 0 {
		t.Fatalf("nothing kept yet: %v, %v", got, err)
	}
	for seed := uint64(1); seed <= KeptGames+3; seed++ {
		if err := KeepFinished(store, finishedGame(t, seed)); err != nil {
			t.Fatal(err)
		}
	}
	got, err := Finished(store)
	if err != nil || len(got) != KeptGames {
		t.Fatalf("%d kept (%v), want %d", len(got), err, KeptGames)
	}
	if got[0].When.Unix() != KeptGames+3 || got[KeptGames-1].When.Unix() != 4 {
		t.Fatalf("kept %v .. %v, want the newest first", got[0].When, got[KeptGames-1].When)
	}
	if rec := got[0].Record(); rec.Config.Seed != KeptGames+3 || len(rec.Moves) == 0 {
		t.Fatalf("record %+v", rec.Config)
	}
}

func TestFinishedGamesRefuseWhatCannotBeReviewed(t *testing.T) {
	store := &MemStorage{}
	good := finishedGame(t, 7)
	unfinished := good
	unfinished.Save.Moves = good.Save.Moves[:len(good.Save.Moves)-1]
	if err := KeepFinished(store, unfinished); err == nil || !strings.Contains(err.Error(), "did not finish") {
		t.Fatalf("unfinished game kept: %v", err)
	}
	// Seats that do not match the game would leave the review without
	// names for them.
	noSeats := good
	noSeats.Save.Seats = good.Save.Seats[:1]
	if err := KeepFinished(store, noSeats); err == nil {
		t.Fatal("a game with one seat for three players kept")
	}
	wrongHuman := good
	wrongHuman.Human = 2
	if err := KeepFinished(store, wrongHuman); err == nil || !strings.Contains(err.Error(), "not the player's") {
		t.Fatalf("a game whose player sits in a bot's seat kept: %v", err)
	}
	if err := KeepFinished(store, good); err != nil {
		t.Fatal(err)
	}
	// A game altered on disk is dropped with an error; the others stay.
	data, _ := store.Read(FinishedName)
	forged := strings.Replace(string(data), `"seed":7`, `"seed":8`, 1)
	_ = store.Write(FinishedName, []byte(`[`+forged[1:len(forged)-1]+`,`+string(data[1:])))
	got, err := Finished(store)
	if err == nil || len(got) != 1 || got[0].Save.Config.Seed != 7 {
		t.Fatalf("forged game: %d kept, %v", len(got), err)
	}
	_ = store.Write(FinishedName, []byte("{not json"))
	if got, err := Finished(store); err == nil || len(got) != 0 {
		t.Fatalf("damaged file: %v, %v", got, err)
	}
	if err := KeepFinished(store, good); err != nil {
		t.Fatalf("a damaged file blocks keeping new games: %v", err)
	}
}
