package table

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
)

// textRect is where a canvas text's letters are: its position and its
// measured size.
func textRect(t *canvas.Text) rect {
	return rect{t.Position(), fyne.MeasureText(t.Text, t.TextSize, t.TextStyle)}
}

// objRect is where an object lies.
func objRect(o fyne.CanvasObject) rect { return rect{o.Position(), o.Size()} }

// TestSeatPanelsKeepTheirPartsApart: at a LAN Gummi table with a turn
// timer, every seat's panel at 800x600, 1280x800 and 2560x1440 keeps its
// lines on the plate, the countdown of the seat to move in view, the
// face-down cards off the plate's text, and the won pile inside the seat's
// box with a clear gap under the plate. The face-down icons covered the
// countdown (they sat on the plate's right end) and the pile was 4 px from
// the plate.
func TestSeatPanelsKeepTheirPartsApart(t *testing.T) {
	newTestUI(t) // an app and card pictures for the panels
	for _, lng := range app.Languages {
		setLanguage(lng)
		for _, win := range gallerySizes {
			for _, who := range []app.SeatInfo{
				{SeatSetup: app.SeatSetup{Kind: app.Remote, Name: "Alexandrina Longname-Smith"}, Connected: true},
				{SeatSetup: app.SeatSetup{Kind: app.Remote, Name: "Alice"}, StandIn: bot.Normal},
				{SeatSetup: app.SeatSetup{Kind: app.Bot, Name: "Bruno", Level: bot.Random}, Thinking: true},
			} {
				checkSeatPanels(t, lng, win, who)
			}
		}
	}
	setLanguage("en")
}

func checkSeatPanels(t *testing.T, lng string, win fyne.Size, who app.SeatInfo) {
	t.Helper()
	const players = 5
	model := tablemodel.New(0, nil)
	v := engine.View{Seats: make([]engine.SeatView, players)}
	seats := make([]app.SeatInfo, players)
	for s := range seats {
		seats[s] = who
		seats[s].Seat = s
		seats[s].TurnEnds = time.Now().Add(45 * time.Second)
		v.ToMove = v.ToMove.With(s)
		v.Seats[s] = engine.SeatView{HandCount: 9, FacedownLeft: 3, Score: 27, WonHidden: 12, WonPoints: 36,
			Won: []string{"red1", "red2", "blue3", "green4", "purple5", "brown6", "yellow7", "red8", "blue9"}}
	}
	seats[0].SeatSetup = app.SeatSetup{Kind: app.Human, Name: "You"}
	model.SetSeats(seats)
	model.ShowView(v)
	// Gummi keeps its piles partly face down (HiddenPile).
	ts := &Screen{model: model, felt: newFeltArea(nil, "gummi", model, nil, nil)}
	felt := fyne.NewSize(win.Width-sidebarWidthFor(win.Width), win.Height)
	g := layoutTable(felt, tableShape{players: players, hand: 9, facedown: 3, scale: 1})
	for s := 0; s < players; s++ {
		b := newSeatBox(ts.felt.seatTable(), s)
		b.update()
		b.place(g.seat[s], g.chrome)
		where := fmt.Sprintf("%s %vx%v %q seat %d", lng, win.Width, win.Height, who.Name, s)
		plate := objRect(b.plate)
		// Inside the plate's gold ring (3 px) while it is the seat's turn:
		// a Japanese score line's foot was drawn over it.
		inner := rectAt(plate.pos.X+4*g.chrome, plate.pos.Y+3, plate.size.Width-8*g.chrome, plate.size.Height-6)
		for _, line := range []*canvas.Text{b.name, b.info, b.score} {
			if !textRect(line).within(inner) {
				t.Errorf("%s: %q runs off its plate %+v", where, line.Text, plate)
			}
			for i, fd := range b.fd {
				if objRect(fd).overlaps(textRect(line)) {
					t.Errorf("%s: face-down card %d covers %q", where, i, line.Text)
				}
			}
		}
		for i, fd := range b.fd {
			if objRect(fd).overlaps(plate) || !objRect(fd).within(g.seat[s]) {
				t.Errorf("%s: face-down card %d at %+v is on the plate %+v or out of the box", where, i, objRect(fd), plate)
			}
		}
		left := secondsLeft(ts.model.Seats()[s].TurnEnds, time.Now())
		if want := lang.L("{{.S}} s left", map[string]any{"S": left}); !strings.Contains(b.info.Text, want) {
			t.Errorf("%s: the countdown %q is not on the plate: %q", where, want, b.info.Text)
		}
		pile := append([]rect{textRect(b.wonMore), textRect(b.wonSum)}, objRect(b.won[0]), objRect(b.won[len(b.won)-1]))
		for _, p := range pile {
			if !p.within(g.seat[s]) {
				t.Errorf("%s: the pile's %+v leaves the seat's box %+v", where, p, g.seat[s])
			}
			if s != ts.model.Human() && p.pos.Y < plate.bottom()+6*g.chrome {
				t.Errorf("%s: the pile's %+v touches the plate %+v", where, p, plate)
			}
		}
	}
}

// TestHeldTrickWordsStayOnTheFelt: a Gummi trick won by three or more
// players, held at 800x600 in Japanese and English: the reasons under the
// trick stay above the status line, and the status line stays on the felt.
// With four winners the reasons ran over the status line, which ran off
// the felt under the sidebar.
func TestHeldTrickWordsStayOnTheFelt(t *testing.T) {
	for _, lng := range app.Languages {
		t.Run(lng, func(t *testing.T) {
			u, _ := newTestUI(t)
			u.prefs.Language = lng
			setLanguage(lng)
			t.Cleanup(func() { setLanguage("en") })
			if *shotsDir != "" {
				art.Rasterize = art.DrawSVG
			}
			held := 0
			for seed := uint64(1); seed < 40 && held < 3; seed++ {
				ts := startGameAs(t, u, engine.Config{Game: "gummi", Players: 5, Seed: seed}, u.prefs.Name)
				for held < 3 {
					ev, ok := nextTrick(t, ts)
					if !ok {
						break
					}
					if len(ev.Trick.Winners) < 3 {
						ts.handle(context.Background(), ev, false)
						continue
					}
					held++
					ts.holdTrick(ev)
					u.Win.Resize(fyne.NewSize(800, 600))
					checkHeldWords(t, fmt.Sprintf("seed %d, %d winners", seed, len(ts.model.Winners())), ts)
					shoot(t, u, fmt.Sprintf("held-%s-%d", lng, held))
					u.Win.Resize(fyne.NewSize(1280, 800))
					ts.releaseTrick()
				}
				u.closeTable()
			}
			if held < 3 {
				t.Fatalf("only %d tricks with three winners or more", held)
			}
		})
	}
}

func checkHeldWords(t *testing.T, where string, ts *Screen) {
	t.Helper()
	felt := rect{size: ts.felt.Size()}
	status := textRect(ts.felt.status.text)
	if ts.felt.status.text.Alignment == fyne.TextAlignCenter {
		status.pos.X += (ts.felt.status.text.Size().Width - status.size.Width) / 2
	}
	if !status.within(felt) {
		t.Errorf("%s: the status line %q at %+v leaves the felt %v", where, ts.felt.status.text.Text, status, felt.size)
	}
	for _, l := range ts.felt.trick.lines {
		if l.Text == "" {
			continue
		}
		r := textRect(l)
		if l.Alignment == fyne.TextAlignCenter {
			r.pos.X += (l.Size().Width - r.size.Width) / 2
		}
		if !r.within(felt) {
			t.Errorf("%s: %q at %+v leaves the felt", where, l.Text, r)
		}
		if r.overlaps(status) {
			t.Errorf("%s: %q at %+v runs over the status line %q at %+v", where, l.Text, r, ts.felt.status.text.Text, status)
		}
	}
}

// nextTrick plays the game on (the player's first legal action) up to its
// next finished trick and returns that event unshown; false at the end.
func nextTrick(t *testing.T, ts *Screen) (app.Event, bool) {
	t.Helper()
	deadline := time.After(20 * time.Second)
	for ts.model.View().Phase != engine.Finished {
		select {
		case f := <-uiQueue:
			f()
		case ev, ok := <-ts.run.events:
			if !ok {
				return app.Event{}, false
			}
			if ev.Kind == app.TrickCompleted {
				return ev, true
			}
			ts.handle(context.Background(), ev, false)
		case <-time.After(10 * time.Millisecond):
			if ts.model.DealHeld() {
				ts.closeSummary()
			}
			if o := ts.sess.Observation(); o != nil && o.ToMove().Has(ts.model.Human()) {
				_ = ts.sess.Submit(o.Legal(nil)[0])
			}
		case <-deadline:
			t.Fatal("the game did not go on")
		}
	}
	return app.Event{}, false
}

// TestPileTagSaysWhatThePileHolds: beside a Gummi pile, whose face-up
// cards show and whose face-down ones do not, the tag says how many
// face-down cards it holds and what the whole pile is worth, in either
// language: a tag such as "+1 · 1 won face-down" (one more face-up card
// not shown) beside cards worth more reads as a contradiction.
func TestPileTagSaysWhatThePileHolds(t *testing.T) {
	t.Cleanup(func() { setLanguage("en") })
	nine := []string{"red1", "red2", "blue3", "green4", "purple5", "brown6", "yellow7", "red8", "blue9"}
	for _, c := range []struct {
		sv     engine.SeatView
		hidden bool
		more   int
		en, ja [2]string
	}{
		{engine.SeatView{Won: nine, WonHidden: 12, WonPoints: 38}, true, 0, [2]string{"+12 face-down", "= 38 points this round"}, [2]string{"＋裏向き12枚", "このラウンド＝38点"}},
		{engine.SeatView{Won: []string{"red7"}, WonHidden: 1, WonPoints: 3}, true, 0, [2]string{"+1 face-down", "= 3 points this round"}, [2]string{"＋裏向き1枚", "このラウンド＝3点"}},
		{engine.SeatView{Won: []string{"red10"}, WonPoints: 1}, true, 0, [2]string{"= 1 point this round", ""}, [2]string{"このラウンド＝1点", ""}},
		{engine.SeatView{Won: nine, WonHidden: 2, WonPoints: 30}, true, 1, [2]string{"+1 face-up, 2 face-down", "= 30 points this round"}, [2]string{"＋表向き1枚・裏向き2枚", "このラウンド＝30点"}},
		{engine.SeatView{}, true, 0, [2]string{}, [2]string{}},
		{engine.SeatView{Won: nine}, false, 1, [2]string{"+1", ""}, [2]string{"+1", ""}},
	} {
		for _, l := range []struct {
			code string
			want [2]string
		}{{"en", c.en}, {"ja", c.ja}} {
			setLanguage(l.code)
			if a, b := pileTag(c.sv, c.hidden, c.more); a != l.want[0] || b != l.want[1] {
				t.Errorf("%s %+v: %q / %q, want %q", l.code, c.sv, a, b, l.want)
			}
		}
	}
}

// TestAGummiPileShowsEveryFaceUpCard: a Gummi seat's pile shows all the
// face-up cards it can win in a round (one a trick, twelve), so its tag
// never counts face-up cards it does not show.
func TestAGummiPileShowsEveryFaceUpCard(t *testing.T) {
	model := tablemodel.New(0, nil)
	ts := &Screen{model: model, felt: newFeltArea(nil, "gummi", model, nil, nil)}
	won := []string{"red1", "red2", "red3", "red4", "red5", "red6", "red7", "red8", "red9", "red10", "blue1", "blue2"}
	v := engine.View{Seats: []engine.SeatView{{}, {Won: won, WonHidden: 20, WonPoints: 53}}}
	ts.model.SetSeats([]app.SeatInfo{{SeatSetup: app.SeatSetup{Kind: app.Human, Name: "You"}}, {SeatSetup: app.SeatSetup{Kind: app.Bot, Name: "Aiko"}, Seat: 1}})
	ts.model.ShowView(v)
	b := newSeatBox(ts.felt.seatTable(), 1)
	b.update()
	if len(b.won) != len(won) || b.wonMore.Text != "+20 face-down" || b.wonSum.Text != "= 53 points this round" {
		t.Fatalf("the pile shows %d of %d face-up cards, tagged %q / %q", len(b.won), len(won), b.wonMore.Text, b.wonSum.Text)
	}
}

// TestManyReasonsStayReadable: five winners' sentences under a held
// trick shrank to 9 px in a 5-player game. Under a readable size they
// say only why each won (the piles' tags and the log say what was
// taken); where there is room they say it whole.
func TestManyReasonsStayReadable(t *testing.T) {
	// Five winners of a card each; four, one of whom takes a second card
	// face-down (the longest sentence).
	five := [][]string{{"red9", "red3"}, {"blue8", "blue2"}, {"yellow7", "yellow1"}, {"green6", "green2"}, {"brown5", "brown3"}}
	four := [][]string{{"red9", "red3"}, {"red8", "red2"}, {"yellow7", "yellow1"}, {"green6", "green2"}, {"brown5", "brown3"}}
	for _, c := range []struct {
		hands   [][]string
		winners int
		win     fyne.Size
	}{
		{five, 5, fyne.NewSize(800, 600)}, {five, 5, fyne.NewSize(1280, 800)}, {five, 5, fyne.NewSize(1920, 1080)},
		{four, 4, fyne.NewSize(800, 600)}, {four, 4, fyne.NewSize(1280, 800)},
	} {
		win := c.win
		t.Run(fmt.Sprintf("%d-%vx%v", c.winners, win.Width, win.Height), func(t *testing.T) {
			u, _ := newTestUI(t)
			cfg := engine.Config{Game: "gummi", Players: 5, Seed: 1, Deals: []engine.Deal{{
				Leader:   engine.IntPtr(0),
				Hands:    c.hands,
				Facedown: [][]string{{}, {}, {}, {}, {}},
			}}}
			ts := startGame(t, u, cfg)
			ev, ok := nextTrick(t, ts)
			if !ok {
				t.Fatal("no trick")
			}
			u.Win.Resize(win)
			ts.holdTrick(ev)
			ts.Render()
			if len(ts.felt.trick.full) != c.winners+1 {
				t.Fatalf("%d winners and who leads next, not %q", c.winners, ts.felt.trick.full)
			}
			for _, l := range ts.felt.trick.lines {
				if l.Text != "" && l.TextSize < readableReasons(ts.felt.geo.geo.chrome) {
					t.Errorf("%q at %.1f px", l.Text, l.TextSize)
				}
			}
			checkHeldWords(t, fmt.Sprint(win), ts)
			shoot(t, u, fmt.Sprintf("many-reasons-%d-%v", c.winners, win.Width))
			var drawn []rect
			for _, l := range ts.felt.trick.lines {
				if l.Text == "" {
					continue
				}
				r := textRect(l)
				r.pos.X += (l.Size().Width - r.size.Width) / 2
				for _, o := range drawn {
					if r.overlaps(o) {
						t.Errorf("%q at %+v runs over another reason at %+v", l.Text, r, o)
					}
				}
				drawn = append(drawn, r)
			}
			whole := strings.Contains(strings.Join(lineTexts(ts), " "), "take")
			if win.Width >= 1280 && !whole {
				t.Errorf("at %v the reasons leave out what was taken: %q", win, lineTexts(ts))
			}
		})
	}
}

func lineTexts(ts *Screen) []string {
	var out []string
	for _, l := range ts.felt.trick.lines {
		if l.Text != "" {
			out = append(out, l.Text)
		}
	}
	return out
}

// TestTheStatusKeepsTheSecondsLeft: at 800x600 in Japanese the turn's
// sentence and its seconds left did not fit the status line, and the "…"
// cut the seconds off: the seconds stay, after shorter words.
func TestTheStatusKeepsTheSecondsLeft(t *testing.T) {
	u, _ := newTestUI(t)
	setLanguage("ja")
	t.Cleanup(func() { setLanguage("en") })
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 3})
	drain(t, ts, myTurn(ts))
	u.Win.Resize(fyne.NewSize(800, 600))
	ts.model.Seats()[ts.model.Human()].TurnEnds = time.Now().Add(45 * time.Second)
	ts.Render()
	got := ts.felt.status.text.Text
	if !strings.Contains(got, "残り") || strings.Contains(got, "…") {
		t.Fatalf("the status line reads %q", got)
	}
}

// TestAnEmptyHandWithFaceDownCardsSaysSo: "You · 0 cards" read as nothing
// left to play while two face-down cards were.
func TestAnEmptyHandWithFaceDownCardsSaysSo(t *testing.T) {
	newTestUI(t)
	model := tablemodel.New(0, nil)
	ts := &Screen{model: model, felt: newFeltArea(nil, "gummi", model, nil, nil)}
	ts.model.SetSeats([]app.SeatInfo{{SeatSetup: app.SeatSetup{Kind: app.Human, Name: "You"}, Seat: 0}, {SeatSetup: app.SeatSetup{Kind: app.Bot, Name: "Aiko", Level: bot.Normal}, Seat: 1}})
	ts.model.ShowView(engine.View{Seats: []engine.SeatView{{HandCount: 0, FacedownLeft: 2}, {HandCount: 3, FacedownLeft: 1}}})
	felt := fyne.NewSize(1024, 800)
	g := layoutTable(felt, tableShape{players: 2, hand: 9, facedown: 3, scale: 1})
	for s, want := range []string{"2 face-down left", "3 cards"} {
		b := newSeatBox(ts.felt.seatTable(), s)
		b.update()
		b.place(g.seat[s], g.chrome)
		if !strings.Contains(b.info.Text, want) {
			t.Errorf("seat %d says %q, want %q in it", s, b.info.Text, want)
		}
	}
}

// TestTheFaceDownRowIsNamed: the player's Gummi face-down row is named
// over it, clear of the player's plate and within the felt, at the
// smallest and the usual window: three backs alone do not say they are
// the player's to play.
func TestTheFaceDownRowIsNamed(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 2})
	for _, size := range []fyne.Size{MinWindow, defaultWindow} {
		u.Win.Resize(size)
		ts.Render()
		if !slices.Contains(ts.felt.objs, fyne.CanvasObject(ts.felt.fdLabel)) || ts.felt.fdLabel.Text != "Your face-down row" {
			t.Fatalf("%v: the face-down row's name %q is not drawn", size, ts.felt.fdLabel.Text)
		}
		l := rect{ts.felt.fdLabel.Position(), ts.felt.fdLabel.Size()}
		first := ts.felt.fdW[0]
		plate := ts.felt.geometryFor(ts.felt.Size()).seat[ts.model.Human()]
		text := fyne.MeasureText(ts.felt.fdLabel.Text, ts.felt.fdLabel.TextSize, ts.felt.fdLabel.TextStyle)
		if l.bottom() > first.Position().Y+0.5 || l.overlaps(plate) || l.pos.Y < 0 || text.Width > l.size.Width+0.5 {
			t.Fatalf("%v: the name at %v (text %v) over the first face-down card at %v, the plate %v", size, l, text, first.Position(), plate)
		}
	}
}

// TestNoBotThinksWhileATrickIsHeld: the bot that leads next is not shown
// "thinking…" while the finished trick is still on the table (it would
// read as a bot with a card still to play in it), and is once the trick
// is taken in.
func TestNoBotThinksWhileATrickIsHeld(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 4, Seed: 3})
	next := -1
	playUntil(t, ts, func() bool {
		if !ts.model.Holding() {
			return false
		}
		for s := range ts.model.Seats() {
			if s != ts.model.Human() && ts.model.View().ToMove.Has(s) {
				next = s
			}
		}
		return next >= 0
	})
	for s := range ts.model.Seats() {
		ts.model.Seats()[s].Thinking = s != ts.model.Human()
	}
	b := ts.felt.seatW[next]
	b.update()
	if strings.Contains(b.info.Text, "thinking") {
		t.Fatalf("while the trick is held, %s's plate says %q", ts.felt.seatName(next), b.info.Text)
	}
	ts.model.Release()
	b.update()
	if !strings.Contains(b.info.Text, "thinking") {
		t.Fatalf("once the trick is taken in, %s's plate says %q", ts.felt.seatName(next), b.info.Text)
	}
}

// TestTagsLeaveTheCardCountOnThePlate: a game's words about a seat (its
// bid, the tricks it took) are said on the plate with the role and the
// card count, at the smallest window too: beside the three, the count
// gave way to them.
func TestTagsLeaveTheCardCountOnThePlate(t *testing.T) {
	newTestUI(t)
	model := tablemodel.New(0, nil)
	ts := &Screen{model: model, felt: newFeltArea(nil, "gummi", model, nil, nil)}
	ts.model.SetSeats([]app.SeatInfo{{SeatSetup: app.SeatSetup{Kind: app.Human, Name: "You"}, Seat: 0}, {SeatSetup: app.SeatSetup{Kind: app.Bot, Name: "Aiko", Level: bot.Normal}, Seat: 1}})
	tags := []engine.Tag{{ID: "x.b", N: 2}, {ID: "x.w", N: 1}}
	ts.model.ShowView(engine.View{Seats: []engine.SeatView{{HandCount: 5, Tags: tags}, {HandCount: 3, Tags: tags}}})
	for _, felt := range []fyne.Size{{Width: 580, Height: 600}, {Width: 1024, Height: 800}} {
		g := layoutTable(felt, tableShape{players: 2, hand: 9, scale: 1})
		for s, want := range [][]string{{"5 cards"}, {"Normal bot", "3 cards"}} {
			b := newSeatBox(ts.felt.seatTable(), s)
			b.place(g.seat[s], g.chrome)
			b.update()
			plate := b.info.Text + "\n" + b.score.Text
			for _, w := range append(want, "tag x.b", "tag x.w", "Score 0") {
				if !strings.Contains(plate, w) || strings.Contains(plate, "…") {
					t.Errorf("%v: seat %d's plate says %q, want %q in it, uncut", felt, s, plate, w)
				}
			}
		}
	}
}

// TestTheDraftKeepsItsInstructionWithTheSecondsLeft: at 800x600 with a turn
// timer, the Trick of Trip draft's status said only "Your turn · 54 s
// left", dropping what to do; the short instruction stays with the
// seconds, in each language.
func TestTheDraftKeepsItsInstructionWithTheSecondsLeft(t *testing.T) {
	for _, code := range []string{"en", "ja"} {
		t.Run(code, func(t *testing.T) {
			u, _ := newTestUI(t)
			setLanguage(code)
			t.Cleanup(func() { setLanguage("en") })
			ts := startGame(t, u, engine.Config{Game: "trip", Players: 4, Seed: 3})
			drain(t, ts, func() bool { return ts.model.View().Arranging() != nil })
			u.Win.Resize(fyne.NewSize(800, 600))
			ts.model.Seats()[ts.model.Human()].TurnEnds = time.Now().Add(54 * time.Second)
			ts.Render()
			got := ts.felt.status.text.Text
			want := lang.L(ts.model.View().Arranging().Incomplete)
			if !strings.Contains(got, want) || !strings.Contains(got, lang.L("{{.S}} s left", map[string]any{"S": 53})) && !strings.Contains(got, lang.L("{{.S}} s left", map[string]any{"S": 54})) {
				t.Errorf("the draft's status reads %q, want %q and the seconds left", got, want)
			}
		})
	}
}
