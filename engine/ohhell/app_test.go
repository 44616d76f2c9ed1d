package ohhell_test

import (
	"errors"
	"strconv"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/ohhell"
)

// testBot is a bot of level whose Hard search is small enough for the
// race detector; the other levels take no budget.
func testBot(level bot.Level) (bot.Bot, error) {
	return bot.New(level, bot.Budget{Iterations: 40})
}

// human is a player who acts from the table's view alone, as the ui does:
// a bid from the prompt's legal choices, a card from the hand's legal ones.
type human struct {
	t testing.TB
	// bids counts the bids made, plays the cards played; hooked the
	// dealer's forbidden bids offered (and refused when tried).
	bids, plays, hooked int
}

// act is what the player does with v, the view at its turn; try, when
// set, is handed each action the prompt shows but does not allow, which
// must be refused with err.
func (p *human) act(v engine.View, try func(engine.Action) error) engine.Action {
	p.t.Helper()
	switch v.Phase {
	case engine.Decide:
		pr := v.Prompt
		if pr == nil || pr.Kind != ohhell.MoveBid || len(pr.Choices) == 0 {
			p.t.Fatalf("a decision without a bid prompt: %+v", v)
		}
		var legal []engine.PromptChoice
		for i, c := range pr.Choices {
			if c.Label != strconv.Itoa(i) || !ohhell.IsBid(c.Action) {
				p.t.Fatalf("choice %d of the bid prompt is %+v", i, c)
			}
			if c.Legal {
				legal = append(legal, c)
				continue
			}
			// The one choice shown but not allowed is the hooked bid.
			p.hooked++
			if try != nil {
				err := try(c.Action)
				var re *engine.RuleError
				if !errors.As(err, &re) || re.Rule != "ohhell.hook" || re.Message == "" {
					p.t.Fatalf("the hooked bid %s was answered %v", c.Label, err)
				}
			}
		}
		if len(pr.Choices)-len(legal) > 1 || len(legal) == 0 {
			p.t.Fatalf("the bid prompt allows %d of %d choices", len(legal), len(pr.Choices))
		}
		p.bids++
		// Bids of every size, a different one each time.
		return legal[p.bids%len(legal)].Action
	case engine.PlayCard:
		for _, c := range v.Hand {
			if c.Legal {
				p.plays++
				return c.Action
			}
		}
		p.t.Fatalf("no legal card in the hand %+v", v.Hand)
	default:
		p.t.Fatalf("phase %v at the player's turn", v.Phase)
	}
	return engine.NoAction
}

// turn is the player's turn at obs, its actions sent through submit:
// first the refusals - a bid beyond the hand, a card before the bids are
// in, the hooked bid - then its move. The view it acts from has the trump
// row and, once the cards are played, every seat's bid and tricks won.
func (p *human) turn(obs engine.Observation, submit func(engine.Action) error) {
	t := p.t
	t.Helper()
	v, err := app.ViewOf(obs)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Rows) != 1 || (v.Rows[0].ID != ohhell.RowTrump && v.Rows[0].ID != ohhell.RowNoTrump) {
		t.Fatalf("the view's rows %+v: no trump row", v.Rows)
	}
	if v.Phase == engine.Decide {
		o := obs.(*ohhell.Observation)
		refuse(t, submit, ohhell.BidAction(o.HandSize+1), "ohhell.bidrange")
		refuse(t, submit, ohhell.PlayAction(o.Hand.Cards()[0]), "ohhell.bidfirst")
	} else {
		for s, sv := range v.Seats {
			if len(sv.Tags) != 2 || sv.Tags[0].ID != ohhell.TagBid || sv.Tags[1].ID != ohhell.TagWon {
				t.Fatalf("seat %d's tags %+v while the cards are played", s, sv.Tags)
			}
		}
	}
	if err := submit(p.act(v, submit)); err != nil {
		t.Fatal(err)
	}
}

// checkScores: each seat's total is its exact bids' BonusPoints plus a
// point a trick, round by round from the report's piles.
func checkScores(t testing.TB, rep engine.Report, rounds int) {
	t.Helper()
	if len(rep.Piles) == 0 || len(rep.Scores) != len(rep.Piles) {
		t.Fatalf("report %+v", rep)
	}
	for s, p := range rep.Piles {
		pile, ok := p.(ohhell.Pile)
		if !ok || len(pile.Bids) != rounds || len(pile.Won) != rounds {
			t.Fatalf("seat %d's pile %#v after %d rounds", s, p, rounds)
		}
		want := 0
		for r := range pile.Bids {
			if pile.Bids[r] == pile.Won[r] {
				want += ohhell.BonusPoints + pile.Won[r]
			}
		}
		if rep.Scores[s] != want {
			t.Fatalf("seat %d scored %d, its bids %v and tricks %v make %d", s, rep.Scores[s], pile.Bids, pile.Won, want)
		}
	}
}

// TestPlaysAtAnAppTable: at a local app.Table, a human seat answers every
// bid prompt and plays every card from app.ViewOf alone, against three
// bots of each level, to the game's end. The dealer's hooked bid is shown,
// not allowed, and refused with the rule's words when tried anyway, as is
// a bid beyond the hand and a card before the bids are in; while the
// cards are played every seat's view carries its bid and tricks won.
func TestPlaysAtAnAppTable(t *testing.T) {
	hooked := 0
	for _, level := range bot.Levels {
		t.Run(string(level), func(t *testing.T) {
			cfg := engine.Config{Game: ohhell.Name, Players: 4, Seed: 11}
			rounds := ohhell.DefaultCards
			if level == bot.Hard {
				rounds = 4 // the player deals one of the four rounds
				cfg.Options.Set("cards", rounds)
			}
			tbl, err := app.NewTable(app.TableOptions{Config: cfg, NewBot: testBot,
				Seats: []app.SeatSetup{{Kind: app.Human, Name: "Ann"},
					{Kind: app.Bot, Name: "Bo", Level: level}, {Kind: app.Bot, Name: "Cy", Level: level}, {Kind: app.Bot, Name: "Di", Level: level}}})
			if err != nil {
				t.Fatal(err)
			}
			defer tbl.Close()
			events := tbl.Events()
			tbl.Start()
			p := &human{t: t}
			deadline := time.After(60 * time.Second)
			for !tbl.Over() {
				obs := tbl.Observation()
				if !obs.ToMove().Has(0) {
					select {
					case <-events:
					case <-deadline:
						t.Fatalf("the game stalled after %d moves", len(tbl.Moves()))
					}
					continue
				}
				moves := len(tbl.Moves())
				p.turn(obs, tbl.Submit)
				// The bots may have moved on since: the player's move is the
				// one after those before it.
				if all := tbl.Moves(); len(all) <= moves || all[moves].Seat != 0 {
					t.Fatalf("the player's move is not recorded after the %d before it: %v", moves, all)
				}
			}
			if tbl.Err() != nil {
				t.Fatal(tbl.Err())
			}
			if p.bids != rounds || p.plays != rounds*(rounds+1)/2 {
				t.Fatalf("the player bid %d times and played %d cards in %d rounds", p.bids, p.plays, rounds)
			}
			checkScores(t, tbl.Report(), rounds)
			v, err := app.ViewOf(tbl.Observation())
			if err != nil || !v.Over || len(v.Winners) == 0 || len(v.RoundScores) != rounds {
				t.Fatalf("the final view %+v, %v", v, err)
			}
			t.Logf("%d bids (%d hooked choices refused), %d cards; scores %v", p.bids, p.hooked, p.plays, tbl.Report().Scores)
			hooked += p.hooked
		})
	}
	if hooked == 0 {
		t.Error("the player never dealt with a hooked bid to refuse")
	}
}

// refuse submits a and wants it refused by rule.
func refuse(t testing.TB, submit func(engine.Action) error, a engine.Action, rule string) {
	t.Helper()
	err := submit(a)
	var re *engine.RuleError
	if !errors.As(err, &re) || re.Rule != rule || re.Message == "" {
		t.Fatalf("action %d was answered %v, want a refusal by %s", a, err, rule)
	}
}
