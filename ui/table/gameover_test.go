package table

import (
	"context"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
)

// TestTheGameEndSaysWhoWon: at a game's end the status line names the
// winner, the winner's plate and score-sheet row are marked, and nobody
// is "eliminated": Gudetama's end leaves every seat but the winner out,
// and "eliminated" on every other plate would read as something gone
// wrong. In every game, in English and in Japanese.
func TestTheGameEndSaysWhoWon(t *testing.T) {
	for _, game := range []string{"gudetama", "gummi"} {
		for _, code := range []string{"en", "ja"} {
			t.Run(game+"-"+code, func(t *testing.T) {
				u := testUIIn(t, code)
				cfg := engine.Config{Game: game, Players: 4, Seed: 3}
				ts := startGame(t, u, cfg)
				playUntil(t, ts, func() bool { return ts.model.View().Over })
				drain(t, ts, func() bool { return !ts.model.Holding() })
				u.Win.Resize(fyne.NewSize(800, 600))
				ts.Render()
				u.Win.Content().Refresh()
				// Every row, the winner's too, at the smallest window:
				// the winner's row is never scrolled away.
				if sb := ts.panel.side; sb.sheet.Size().Height < sb.sheetH {
					t.Errorf("the sheet is %v of the %v its rows need", sb.sheet.Size().Height, sb.sheetH)
				}
				shoot(t, u, "gameover-"+game+"-"+code)
				v := ts.model.View()
				if len(v.Winners) == 0 {
					t.Fatal("the game is over with no winner")
				}
				w := v.Winners[0]
				wantStatus := "Game over: " + ts.felt.seatName(w) + " won"
				if code == "ja" {
					wantStatus = "ゲーム終了：" + ts.felt.seatName(w) + "の勝ち"
				}
				if w == ts.model.Human() {
					wantStatus = strings.Replace(wantStatus, ts.felt.seatName(w), map[string]string{"en": "you", "ja": "あなた"}[code], 1)
				}
				if len(v.Winners) == 1 && ts.felt.status.full != wantStatus {
					t.Errorf("the status reads %q, want %q", ts.felt.status.full, wantStatus)
				}
				wonWords := map[string]string{"en": "won the game", "ja": "優勝"}[code]
				for _, b := range ts.felt.seatW {
					won := slices.Contains(v.Winners, b.seat)
					if got := b.info.Text == wonWords; got != won {
						t.Errorf("seat %d (winner %v): its plate says %q", b.seat, won, b.info.Text)
					}
					if strings.Contains(b.info.Text, map[string]string{"en": "eliminated", "ja": "脱落"}[code]) {
						t.Errorf("seat %d's plate says %q at the game's end", b.seat, b.info.Text)
					}
				}
				for s := range v.Seats {
					total := ts.panel.side.cells[s+1][len(ts.panel.side.cells[s+1])-1]
					if strings.Contains(total, "★") != slices.Contains(v.Winners, s) || strings.Contains(total, "×") {
						t.Errorf("seat %d's total reads %q (winners %v)", s, total, v.Winners)
					}
				}
				if !strings.Contains(ts.panel.side.legend.Text(), "★") {
					t.Errorf("the legend %q does not say what ★ is", ts.panel.side.legend.Text())
				}
			})
		}
	}
}

// TestNoWinnerBeforeTheLastTrickIsScored: while the game's last trick is
// on the table, no plate says "won the game" and no total has its ★: the
// plates showed the scores from before that trick, and a winner named
// beside them (19★ beside another's 21) read as a wrong result until the
// trick was scored. Once it is taken in, the winners are marked, and only
// they.
func TestNoWinnerBeforeTheLastTrickIsScored(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 3})
	marked := func() (plates, sheet []int) {
		ts.Render()
		for _, b := range ts.felt.seatW {
			if b.info.Text == "won the game" {
				plates = append(plates, b.seat)
			}
		}
		for s := range ts.model.View().Seats {
			row := ts.panel.side.cells[s+1]
			if strings.Contains(row[len(row)-1], "★") {
				sheet = append(sheet, s)
			}
		}
		return plates, sheet
	}
	playUntil(t, ts, func() bool { return ts.model.View().Over })
	if !ts.model.Holding() {
		t.Fatal("the game's last card is not held on the table")
	}
	if p, s := marked(); len(p)+len(s) > 0 {
		t.Errorf("the last card is on the table, and winners are marked: plates %v, sheet %v", p, s)
	}
	// The trick's result held on the table, its points on the sheet.
	for held := false; !held; {
		ev := <-ts.run.events
		if ev.Kind != app.TrickCompleted {
			ts.handle(context.Background(), ev, false)
			continue
		}
		ts.carry(tablemodel.Step{Kind: tablemodel.Hold, Event: ev})
		held = true
		if p, s := marked(); len(p)+len(s) > 0 {
			t.Errorf("the last trick is held, and winners are marked: plates %v, sheet %v", p, s)
		}
		ts.carry(tablemodel.Step{Kind: tablemodel.Release, Event: ev})
	}
	want := ts.model.View().Winners
	if len(want) == 0 {
		t.Fatal("the game is over with no winner")
	}
	p, s := marked()
	slices.Sort(p)
	if !slices.Equal(p, want) || !slices.Equal(s, want) {
		t.Errorf("after the last trick, plates %v and sheet %v are marked; the winners are %v", p, s, want)
	}
	// The winners have the highest score shown (Gummi: most points win).
	v := ts.model.View()
	for s := range v.Seats {
		if v.Seats[s].Score > v.Seats[want[0]].Score {
			t.Errorf("seat %d has %d, more than the winner's %d", s, v.Seats[s].Score, v.Seats[want[0]].Score)
		}
	}
}
