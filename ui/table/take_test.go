package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/enginetest"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestEveryTakeIsTranslated: whatever a trick's winner takes in a whole
// game of each kind (the reason's Take), the game has words for it in
// English and Japanese, and the table's sentence says it, filled in.
func TestEveryTakeIsTranslated(t *testing.T) {
	ja, en := uitest.AllWords(t, "ja"), uitest.AllWords(t, "en")
	seen := map[string]bool{}
	for _, w := range randomTrickWhys(t, 30) {
		if w.Take != "" {
			seen[w.Take] = true
		}
	}
	for _, id := range []string{"gummi.take.face_up", "gummi.take.with_facedown", "gudetama.take.nothing", "gudetama.take.final", "gudetama.take.one_played", "trip.take.own"} {
		if !seen[id] {
			t.Errorf("no trick took %s", id)
		}
	}
	for id := range seen {
		if _, ok := en["take "+id]; !ok {
			t.Errorf("en: no %q", "take "+id)
		}
		if _, ok := ja["take "+id]; !ok {
			t.Errorf("ja: no %q", "take "+id)
		}
	}
}

// randomTrickWhys plays games of every kind at random (playRandomGames)
// and returns why each of their tricks went as it did, with the game's id.
func randomTrickWhys(t *testing.T, seeds uint64) []gameWhy {
	t.Helper()
	var out []gameWhy
	playRandomGames(t, seeds, nil, func(d app.GameInfo, g engine.Game) {
		for _, tr := range g.Report().Tricks {
			for _, w := range tr.Why {
				out = append(out, gameWhy{game: d.ID, players: g.Players(), TrickWhy: w})
			}
		}
	})
	return out
}

// playRandomGames plays games of every kind at random, seeds 1..seeds at
// every table size in turn, calling step (when not nil) after each action
// and done once each game is over.
func playRandomGames(t *testing.T, seeds uint64, step, done func(app.GameInfo, engine.Game)) {
	t.Helper()
	for _, d := range app.Games() {
		for seed := uint64(1); seed <= seeds; seed++ {
			g, err := d.New(engine.Config{Game: d.ID, Players: d.MinPlayers + int(seed)%(d.MaxPlayers-d.MinPlayers+1), Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			var after func(int)
			if step != nil {
				after = func(int) { step(d, g) }
			}
			enginetest.PlayRandomly(t, g, seed, after)
			if done != nil {
				done(d, g)
			}
		}
	}
}

// gameWhy is a trick's reason with the game and table size it came from.
type gameWhy struct {
	game    string
	players int
	engine.TrickWhy
}

// TestShortReasonsFitTheirTags: the words under a winning card are shown
// whole or not at all: "highest yellow" was cut to "highest ye…" at
// 800x600. Gummi's usual reason ("highest", the card shows its colour and
// the line under the trick names it) fits every table at 800x600 in
// English and Japanese; a trick with any reason too long for its tag
// there shows none under its cards, and at 1280x800 a four-player table
// shows every reason.
func TestShortReasonsFitTheirTags(t *testing.T) {
	// Measured in the app's theme and fonts: the test app's own theme
	// measured Japanese with whatever fonts the machine had.
	newTestUI(t)
	whys := randomTrickWhys(t, 12)
	small := fyne.NewSize(MinWindow.Width-sidebarWidthFor(MinWindow.Width), MinWindow.Height)
	usual := fyne.NewSize(defaultWindow.Width-sidebarWidthFor(defaultWindow.Width), defaultWindow.Height)
	short := func(w gameWhy) string {
		return words.Trick{Game: w.game, Name: func(int) string { return "Aiko" }, Human: -1}.Short(w.TrickWhy)
	}
	fits := func(w gameWhy, felt fyne.Size) bool {
		g := layoutTable(felt, tableShape{players: w.players, hand: 12, facedown: 3, scale: 1})
		tag := newNameTag("")
		tag.set(short(w), true)
		tag.place(fyne.NewPos(0, 0), g.trickCard, g.chrome)
		return !tag.cut
	}
	for _, code := range []string{"en", "ja"} {
		setLanguage(code)
		highest := 0
		for _, w := range whys {
			if w.ID == "gummi.trick.highest_of_colour" {
				highest++
				if !fits(w, small) {
					t.Errorf("%s: Gummi's %q does not fit its tag at 800x600 with %d players", code, short(w), w.players)
				}
			}
			if w.players <= 4 && !fits(w, usual) {
				t.Errorf("%s %s: %q does not fit its tag at 1280x800 with %d players", code, w.game, short(w), w.players)
			}
			// A guided game's table of three at 800x600 ("7が切り札…" was cut).
			if w.players <= 3 && !fits(w, small) {
				t.Errorf("%s %s: %q does not fit its tag at 800x600 with %d players", code, w.game, short(w), w.players)
			}
		}
		if highest < 20 {
			t.Fatalf("%s: only %d Gummi reasons checked", code, highest)
		}
	}
	setLanguage("en")

	// A held trick on a small felt whose reasons do not all fit shows
	// none under its cards (a 5-player Trick of Trip trick).
	g := layoutTable(small, tableShape{players: 5, hand: 12, facedown: 0, scale: 1})
	v := newTrickView("trip", 5, func(s int) string { return []string{"Aiko", "Bruno", "Chloé", "Dev", "Emi"}[s] }, func() {})
	plays := []engine.PlayRecord{{Seat: 0, Card: "red7"}, {Seat: 1, Card: "trump2"}, {Seat: 2, Card: "red3"}, {Seat: 3, Card: "red9"}, {Seat: 4, Card: "blue1"}}
	tw := words.Trick{Game: "trip", Name: func(int) string { return "Aiko" }, Human: -1}
	held := tablemodel.Held{Winners: []int{0}, Why: []engine.TrickWhy{{Seat: 0, Card: "red7", ID: "trip.trick.seven_beats_trumps"}}}
	v.update(plays, held, true, tw)
	v.place(g)
	if v.whyTags[0].text.Text != "" && v.whyTags[0].bg.Visible() && v.whyTags[0].cut {
		t.Errorf("a cut reason is shown under the winning card: %q", v.whyTags[0].text.Text)
	}
	// The same trick at 1280x800 shows it whole.
	v.update(plays, held, true, tw)
	v.place(layoutTable(usual, tableShape{players: 5, hand: 12, facedown: 0, scale: 1}))
	if !v.whyTags[0].bg.Visible() || v.whyTags[0].text.Text != tw.Short(held.Why[0]) {
		t.Errorf("at 1280x800 the reason under the winning card reads %q (shown %v)", v.whyTags[0].text.Text, v.whyTags[0].bg.Visible())
	}
}

// TestReasonsSayWhatWasTaken: a held trick's reason tells a newcomer
// what its winner took and what it was worth, in either language: in
// Gummi the card face-up for its points and the rest of the colour
// face-down for 1 each; in Gudetama that a trick before the last scores
// nothing, that points are bad, and what a 1 in the last trick does.
func TestReasonsSayWhatWasTaken(t *testing.T) {
	u, _ := newTestUI(t)
	t.Cleanup(func() { setLanguage("en") })
	g := startGameAs(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 1}, "Zoe")
	d := startGameAs(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 1}, "Zoe")
	tr := startGameAs(t, u, engine.Config{Game: "trip", Players: 4, Seed: 1}, "Zoe")
	hi, only := "gummi.trick.highest_of_colour", "gummi.trick.only_of_colour"
	for _, c := range []struct {
		ts *Screen
		w  engine.TrickWhy
		en string
		ja string
	}{
		{g, engine.TrickWhy{Seat: 2, Card: "red8", ID: hi, Take: "gummi.take.with_facedown", Points: 2, Others: 2},
			"Bruno wins red with the 8, the highest red; takes it face-up (2 points) plus 2 more face-down (1 point each)",
			"Brunoが赤8で赤を取りました（赤でいちばん大きい）／表向きで2点、ほかの2枚は裏向きで1枚1点"},
		{g, engine.TrickWhy{Seat: 0, Card: "blue10", ID: hi, Take: "gummi.take.with_facedown", Points: 1, Others: 1},
			"You win blue with the 10, the highest blue; you take it face-up (1 point) plus 1 more face-down (1 point)",
			"あなたが青10で青を取りました（青でいちばん大きい）／表向きで1点、ほかの1枚は裏向きで1枚1点"},
		{g, engine.TrickWhy{Seat: 1, Card: "yellow3", ID: only, Take: "gummi.take.face_up", Points: 4},
			"Aiko wins yellow with the 3, the only yellow; takes it face-up: 4 points",
			"Aikoが黄3で黄を取りました（黄はこれだけ）／表向きで4点"},
		{d, engine.TrickWhy{Seat: 1, Card: "9", ID: "gudetama.trick.highest", Take: "gudetama.take.nothing"},
			"Aiko wins with the 9, the highest card; no points: only a round's last trick scores (the lowest total wins)",
			"Aikoの9の勝ち：いちばん大きいカード／得点なし：点が入るのはラウンド最後のトリックだけです（合計がいちばん少ない人の勝ち）"},
		{d, engine.TrickWhy{Seat: 0, Card: "9", ID: "gudetama.trick.highest", Take: "gudetama.take.final", Points: 9},
			"You win with the 9, the highest card; the last trick, so you score your winning card: 9 (bad: the lowest total wins)",
			"あなたの9の勝ち：いちばん大きいカード／最後のトリックなので、あなたは勝ったカードの9点（合計がいちばん少ない人の勝ちなので不利）"},
		{d, engine.TrickWhy{Seat: 2, Card: "12", ID: "gudetama.trick.highest", Take: "gudetama.take.one_played", Points: 12},
			"Bruno wins with the 12, the highest card; a 1 is in the last trick, so everyone scores the card they played (the lowest total wins)",
			"Brunoの12の勝ち：いちばん大きいカード／最後のトリックに1が出たので、全員が自分の出したカードを得点します（合計がいちばん少ない人の勝ち）"},
		// Trick of Trip's winner keeps its own card: after a trick of
		// four, "1 card won" must say where the rest went, and a score
		// that jumps from 5 to 21 must say why.
		{tr, engine.TrickWhy{Seat: 1, Card: "red3", ID: "trip.trick.lowest_of_led", Take: "trip.take.own", Others: 3, Points: 18},
			"Aiko wins with the red 3: no trump was played, so the lowest red wins; Aiko keeps only that card and the other 3 are discarded, so Aiko's red now scores 18 (highest number × cards won)",
			"Aikoの赤3の勝ち：切り札が出ていないので、いちばん小さい赤が勝ちます／Aikoはこのカードだけを取り、ほかの3枚は捨て札になります。Aikoの赤は18点になります（いちばん大きい数字×取った枚数）"},
		{tr, engine.TrickWhy{Seat: 0, Card: "red3", ID: "trip.trick.lowest_of_led", Take: "trip.take.own", Others: 3, Points: 18},
			"You win with the red 3: no trump was played, so the lowest red wins; you keep only that card and the other 3 are discarded, so your red now scores 18 (highest number × cards won)",
			"あなたの赤3の勝ち：切り札が出ていないので、いちばん小さい赤が勝ちます／あなたはこのカードだけを取り、ほかの3枚は捨て札になります。あなたの赤は18点になります（いちばん大きい数字×取った枚数）"},
	} {
		for _, l := range []struct{ code, want string }{{"en", c.en}, {"ja", c.ja}} {
			setLanguage(l.code)
			if got := c.ts.felt.words().Sentence(c.w); got != l.want {
				t.Errorf("%s %+v:\n got %q\nwant %q", l.code, c.w, got, l.want)
			}
		}
		setLanguage("en")
	}
	// A reason without a Take (an older host's) reads as before.
	if got := g.felt.words().Sentence(engine.TrickWhy{Seat: 2, Card: "red8", ID: hi}); strings.Contains(got, ";") {
		t.Errorf("a reason without a take: %q", got)
	}
}

// TestEveryNoteIsTranslated: every note a game's views carry in whole
// random games of each kind (engine.View.Note) has words in English and
// Japanese, and Gudetama's note of a 1 in the last trick comes up.
func TestEveryNoteIsTranslated(t *testing.T) {
	ja, en := uitest.AllWords(t, "ja"), uitest.AllWords(t, "en")
	seen := map[string]bool{}
	playRandomGames(t, 20, func(d app.GameInfo, g engine.Game) {
		for s := 0; s < g.Players(); s++ {
			if v, err := d.View(g.Observe(s)); err == nil && v.Note != "" {
				seen[v.Note] = true
			}
		}
	}, nil)
	if !seen["gudetama.note.one_played"] {
		t.Errorf("no Gudetama view noted a 1 in the last trick (notes seen %v)", seen)
	}
	for id := range seen {
		if _, ok := en["note "+id]; !ok {
			t.Errorf("en: no %q", "note "+id)
		}
		if _, ok := ja["note "+id]; !ok {
			t.Errorf("ja: no %q", "note "+id)
		}
	}
}
