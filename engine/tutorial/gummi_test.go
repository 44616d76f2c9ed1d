package tutorial_test

// Gummi Trick's guided first game (engine/gummi/tutorial.json): it parses
// and checks, it makes every rule of a normal game happen (most of them by
// the learner's own move), and what the coach says matches the game it
// scripts: the cards it asks for, the scores it quotes.
//
// Helpers here start with "gummi": the other games' tutorial tests share
// this package.

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/gummi"
	"github.com/trickparty/trickparty/engine/scenario"
	"github.com/trickparty/trickparty/engine/tutorial"
)

func gummiScript(t *testing.T) *tutorial.Script {
	t.Helper()
	s, err := tutorial.For("gummi")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestGummiTutorialParses(t *testing.T) {
	s := gummiScript(t)
	sc := &s.Scenario
	if sc.Game != "gummi" {
		t.Fatalf("the script plays %q", sc.Game)
	}
	// The basic game: one round.
	if sc.Options == nil || sc.Options.Get("rounds") != 1 || len(sc.Deals) != 1 {
		t.Errorf("the tutorial should be the basic game of one dealt round, got options %+v and %d deals", sc.Options, len(sc.Deals))
	}
	// About five minutes.
	if n := len(s.Steps); n < 15 || n > 35 {
		t.Errorf("%d steps: a first game should take 15 to 35", n)
	}
}

// gummiPlay is one card played in the tutorial, as the test follows it.
type gummiPlay struct {
	action   int // index in the scenario's actions
	seat     int
	card     string // the card, a face-down one as revealed
	colour   string
	facedown bool
	// The trick so far when it was played: the colours in the order they
	// came, and whether this seat was leading.
	before  []string
	leading bool
	// The seat's hand (not its face-down row) just before it played, and
	// how many actions were legal.
	hand  []string
	legal int
}

// gummiTrick is one finished trick of the tutorial.
type gummiTrick struct {
	plays  []gummiPlay
	record engine.TrickRecord
}

var gummiCardName = regexp.MustCompile(`^([a-z]+)(\d+)$`)

func gummiColour(t *testing.T, card string) string {
	t.Helper()
	m := gummiCardName.FindStringSubmatch(card)
	if m == nil {
		t.Fatalf("%q is not a Gummi card name", card)
	}
	return m[1]
}

// gummiReplay plays the script's scenario action by action and returns its
// tricks with what each seat held and could do at each card, and the game
// at the end.
func gummiReplay(t *testing.T, s *tutorial.Script) ([]gummiTrick, engine.Game) {
	t.Helper()
	sc := &s.Scenario
	g, err := scenario.Replay(&scenario.Scenario{Game: sc.Game, Players: sc.Players, Options: sc.Options, Seed: sc.Seed, Deals: sc.Deals})
	if err != nil {
		t.Fatal(err)
	}
	deal := sc.Deals[0]
	hands := make([][]string, sc.Players)
	for i := range hands {
		hands[i] = slices.Clone(deal.Hands[i])
	}
	var tricks []gummiTrick
	var cur []gummiPlay
	var buf []engine.Action
	for i, m := range sc.Actions {
		p := gummiPlay{action: i, seat: m.Seat, hand: slices.Clone(hands[m.Seat]), leading: len(cur) == 0}
		for _, q := range cur {
			if !slices.Contains(p.before, q.colour) {
				p.before = append(p.before, q.colour)
			}
		}
		buf = g.Legal(m.Seat, buf)
		p.legal = len(buf)
		if fd, ok := intOf(m, gummi.MoveFacedown); ok {
			p.card, p.facedown = deal.Facedown[m.Seat][fd], true
		} else {
			p.card = m.Play
			k := slices.Index(hands[m.Seat], m.Play)
			if k < 0 {
				t.Fatalf("action %d: seat %d plays %s, which it was not dealt", i, m.Seat, m.Play)
			}
			hands[m.Seat] = slices.Delete(hands[m.Seat], k, k+1)
		}
		p.colour = gummiColour(t, p.card)
		if err := scenario.ApplyMove(g, m); err != nil {
			t.Fatalf("action %d: %v", i, err)
		}
		cur = append(cur, p)
		if len(cur) == sc.Players {
			recs := g.Report().Tricks
			tricks = append(tricks, gummiTrick{plays: cur, record: recs[len(recs)-1]})
			cur = nil
		}
	}
	if cur != nil {
		t.Fatalf("the script stops in the middle of a trick")
	}
	return tricks, g
}

// gummiWhy is the reason seat won trick tr with, "" when it won nothing.
func gummiWhy(tr gummiTrick, seat int) string {
	for _, w := range tr.record.Why {
		if w.Seat == seat {
			return w.ID
		}
	}
	return ""
}

func gummiHolds(hand []string, colours ...string) bool {
	for _, c := range hand {
		if slices.Contains(colours, gummiCardName.FindStringSubmatch(c)[1]) {
			return true
		}
	}
	return false
}

// TestGummiTutorialTeachesEveryRule: each rule a player meets in a normal
// game happens in the scripted round, the learner's own moves making the
// decisive ones. If the script changes so that one no longer happens, the
// coach's lesson about it is no longer shown by the game.
func TestGummiTutorialTeachesEveryRule(t *testing.T) {
	s := gummiScript(t)
	tricks, g := gummiReplay(t, s)
	me := s.Learner

	// A situation is found in some trick: which trick, -1 for none.
	find := func(match func(tr gummiTrick, p gummiPlay) bool) int {
		for k, tr := range tricks {
			for _, p := range tr.plays {
				if match(tr, p) {
					return k
				}
			}
		}
		return -1
	}
	type lesson struct {
		name  string
		match func(tr gummiTrick, p gummiPlay) bool
	}
	lessons := []lesson{
		{"the learner follows the colour led, choosing among cards of it, and wins it with the highest",
			func(tr gummiTrick, p gummiPlay) bool {
				if p.seat != me || p.leading || p.facedown || p.colour != p.before[0] {
					return false
				}
				n := 0
				for _, c := range p.hand {
					if gummiColour(t, c) == p.colour {
						n++
					}
				}
				return n > 1 && gummiWhy(tr, me) == "gummi.trick.highest_of_colour"
			}},
		{"the learner follows a later colour of the trick by the colour order, holding a colour played after it",
			func(tr gummiTrick, p gummiPlay) bool {
				k := slices.Index(p.before, p.colour)
				return p.seat == me && !p.facedown && k > 0 && !gummiHolds(p.hand, p.before[:k]...) && gummiHolds(p.hand, p.before[k+1:]...)
			}},
		{"a scripted seat holds none of the colours played and wins a new colour alone",
			func(tr gummiTrick, p gummiPlay) bool {
				return p.seat != me && !p.leading && !p.facedown && !gummiHolds(p.hand, p.before...) &&
					gummiWhy(tr, p.seat) == "gummi.trick.only_of_colour"
			}},
		{"the learner holds none of the colours played, may play any of several cards, and wins a new colour alone",
			func(tr gummiTrick, p gummiPlay) bool {
				return p.seat == me && !p.leading && !p.facedown && !gummiHolds(p.hand, p.before...) && p.legal > 1 &&
					gummiWhy(tr, me) == "gummi.trick.only_of_colour"
			}},
		{"the learner leads a 10, which nothing beats",
			func(tr gummiTrick, p gummiPlay) bool {
				return p.seat == me && p.leading && strings.HasSuffix(p.card, "10") && gummiWhy(tr, me) != ""
			}},
		{"a scripted seat plays a face-down card before the learner does",
			func(tr gummiTrick, p gummiPlay) bool {
				if p.seat == me || !p.facedown {
					return false
				}
				mine := find(func(_ gummiTrick, q gummiPlay) bool { return q.seat == me && q.facedown })
				return mine < 0 || tr.plays[0].action < tricks[mine].plays[0].action
			}},
		{"a face-down card brings a new colour that a later seat, holding none of the earlier ones, then must play",
			func(tr gummiTrick, p gummiPlay) bool {
				if !p.facedown || slices.Contains(p.before, p.colour) {
					return false
				}
				for _, q := range tr.plays {
					if q.action > p.action && !q.facedown && q.colour == p.colour && !gummiHolds(q.hand, p.before...) {
						return true
					}
				}
				return false
			}},
		{"the learner plays a face-down card instead of a hand card of a colour it must follow, and it wins",
			func(tr gummiTrick, p gummiPlay) bool {
				return p.seat == me && p.facedown && !p.leading && gummiHolds(p.hand, p.before...) && gummiWhy(tr, me) != ""
			}},
		{"a trick with three or more winners, the learner among them",
			func(tr gummiTrick, p gummiPlay) bool {
				return len(tr.record.Winners) >= 3 && gummiWhy(tr, me) != ""
			}},
		{"the learner wins a colour with a card worth 4 points (a 1, 2 or 3)",
			func(tr gummiTrick, p gummiPlay) bool {
				c, err := gummi.ParseCard(p.card)
				return err == nil && p.seat == me && gummiWhy(tr, me) != "" && c.Points() == 4
			}},
	}
	for _, l := range lessons {
		if find(l.match) < 0 {
			t.Errorf("the tutorial no longer shows: %s", l.name)
		}
	}

	// Every reason a Gummi trick is won by occurs, won by the learner.
	for _, id := range []string{"gummi.trick.highest_of_colour", "gummi.trick.only_of_colour"} {
		if find(func(tr gummiTrick, _ gummiPlay) bool { return gummiWhy(tr, me) == id }) < 0 {
			t.Errorf("the learner never wins a colour by %s", id)
		}
	}
	// The lead moves (the winner who played latest leads): the learner
	// plays first, in the middle and last, and so meets each situation.
	positions := map[int]bool{}
	for _, tr := range tricks {
		for i, p := range tr.plays {
			if p.seat == me {
				positions[i] = true
			}
		}
	}
	if len(positions) < 3 {
		t.Errorf("the learner plays from only %d positions in a trick", len(positions))
	}

	// The round ends when every card is played, and is scored: face-up
	// cards by their points, face-down cards 1 each.
	if !g.Over() {
		t.Fatalf("the game is not over after the script's last action")
	}
	rep := g.Report()
	pile, ok := rep.Piles[me].(gummi.Pile)
	if !ok {
		t.Fatalf("pile is a %T", rep.Piles[me])
	}
	if len(pile.Faceup) == 0 || len(pile.Facedown) == 0 {
		t.Errorf("the learner's pile should hold cards face-up and face-down: %+v", pile)
	}
	want := len(pile.Facedown)
	for _, name := range pile.Faceup {
		c, err := gummi.ParseCard(name)
		if err != nil {
			t.Fatal(err)
		}
		want += c.Points()
	}
	if got := g.Score(me); got != want {
		t.Errorf("the learner scores %d, their pile %d", got, want)
	}
	if !g.Winners().Has(me) {
		t.Errorf("a first game the learner loses is a sad one: the winners are %v", g.Winners().Seats())
	}
}

// gummiColours are the colours' names in the coach's English and Japanese.
var gummiColours = map[string]string{"赤": "red", "青": "blue", "黄": "yellow", "緑": "green", "茶": "brown", "紫": "purple"}

var (
	gummiAskEN = regexp.MustCompile(`\b(?:[Pp]lay|[Ll]ead) (?:your|the) (face-down card|(?:red|blue|yellow|green|brown|purple) \d+)`)
	gummiAskJA = regexp.MustCompile(`(伏せ札|(?:赤|青|黄|緑|茶|紫)\d+)を(?:出し|リードし)てください`)
)

// gummiAsked is each action the text tells the player to take ("play your
// red 8", "赤8を出してください"), in scenario notation: a card name or
// "facedown".
func gummiAsked(text, language string) []string {
	var out []string
	if language == "ja" {
		for _, m := range gummiAskJA.FindAllStringSubmatch(text, -1) {
			if m[1] == "伏せ札" {
				out = append(out, "facedown")
				continue
			}
			col, size := utf8.DecodeRuneInString(m[1])
			out = append(out, gummiColours[string(col)]+m[1][size:])
		}
		return out
	}
	for _, m := range gummiAskEN.FindAllStringSubmatch(text, -1) {
		if m[1] == "face-down card" {
			out = append(out, "facedown")
			continue
		}
		out = append(out, strings.ReplaceAll(m[1], " ", ""))
	}
	return out
}

// TestGummiTutorialAsksForTheScriptedMove: each move step tells the learner
// to play the card the scenario plays, in both languages, and so do its
// Wrong text and its why_not answers when they name one; no other step
// tells them to play anything.
func TestGummiTutorialAsksForTheScriptedMove(t *testing.T) {
	s := gummiScript(t)
	for i, st := range s.Steps {
		var want string
		if s.MoveStep(i) {
			m := s.Scenario.Actions[st.At]
			want = m.Play
			if m.Kind() == gummi.MoveFacedown {
				want = "facedown"
			}
		}
		for _, lang := range []string{"en", "ja"} {
			say := gummiAsked(st.Say.In(lang), lang)
			if want != "" && len(say) == 0 {
				t.Errorf("step %d (%s) waits for %s but does not say to play it: %q", i, lang, want, st.Say.In(lang))
			}
			others := gummiAsked(st.Wrong.In(lang), lang)
			for _, w := range st.WhyNot {
				others = append(others, gummiAsked(w.Say.In(lang), lang)...)
			}
			for _, a := range append(say, others...) {
				if want == "" {
					t.Errorf("step %d (%s) waits for Next but tells the player to play %s", i, lang, a)
				} else if a != want {
					t.Errorf("step %d (%s) asks for %s, the script plays %s", i, lang, a, want)
				}
			}
		}
	}
}

// TestGummiTutorialQuotesTheRightScores: wherever the coach gives a score
// ("you 4", "Aiko 11"; "あなたは4点", "Aikoは11点"), it is that seat's score
// at that moment of the scripted game; the last steps give everyone's final
// score.
func TestGummiTutorialQuotesTheRightScores(t *testing.T) {
	s := gummiScript(t)
	sc := &s.Scenario
	// scores[k] are the scores once k actions are played.
	g, err := scenario.Replay(&scenario.Scenario{Game: sc.Game, Players: sc.Players, Options: sc.Options, Seed: sc.Seed, Deals: sc.Deals})
	if err != nil {
		t.Fatal(err)
	}
	scores := make([][]int, 0, len(sc.Actions)+1)
	snapshot := func() {
		row := make([]int, sc.Players)
		for seat := range row {
			row[seat] = g.Score(seat)
		}
		scores = append(scores, row)
	}
	snapshot()
	for _, m := range sc.Actions {
		if err := scenario.ApplyMove(g, m); err != nil {
			t.Fatal(err)
		}
		snapshot()
	}

	names := map[string][]string{"en": slices.Clone(s.Names), "ja": make([]string, sc.Players)}
	names["en"][s.Learner] = "you"
	copy(names["ja"], s.Names)
	names["ja"][s.Learner] = "あなた"
	quoted := func(text, lang string, seat int) (int, bool) {
		// "you 4", "you 4 points", but not "gives you 9 cards".
		pat := `(?:^|[^\pL])` + regexp.QuoteMeta(names[lang][seat]) + ` (\d+)(?: (\pL+))?`
		if lang == "ja" {
			pat = regexp.QuoteMeta(names[lang][seat]) + `は?(\d+)(点)`
		}
		for _, m := range regexp.MustCompile(pat).FindAllStringSubmatch(text, -1) {
			if m[2] == "" || m[2] == "点" || strings.HasPrefix(m[2], "point") {
				n, _ := strconv.Atoi(m[1])
				return n, true
			}
		}
		return 0, false
	}
	final := map[string]int{}
	for i, st := range s.Steps {
		for _, lang := range []string{"en", "ja"} {
			for seat := range sc.Players {
				n, ok := quoted(st.Say.In(lang), lang, seat)
				if !ok {
					continue
				}
				if want := scores[st.At][seat]; n != want {
					t.Errorf("step %d (%s) gives %s %d points; the score sheet says %d", i, lang, names[lang][seat], n, want)
				}
				if st.At == len(sc.Actions) {
					final[fmt.Sprint(lang, seat)]++
				}
			}
		}
	}
	for _, lang := range []string{"en", "ja"} {
		for seat := range sc.Players {
			if final[fmt.Sprint(lang, seat)] == 0 {
				t.Errorf("the end (%s) never gives %s's final score", lang, names[lang][seat])
			}
		}
	}
}

// gummiRetiredJA are words docs/GLOSSARY.md retired that a Gummi coach
// would be tempted to use: names take no さん, the row is 伏せ札 and cards
// won are 取ったカード (not 山), a player takes (取る) a colour rather than
// wins (勝つ) a trick, いちばん is the one "most".
var gummiRetiredJA = []string{"さん", "山", "獲得", "裏向きのカード", "裏向きの列", "トリックに勝", "トリックの勝者", "先手", "次に出す人", "一番", "最も"}

// TestGummiTutorialTexts: each step fits the coach panel, Japanese uses
// full-width punctuation, and the coach calls every scripted seat by its
// name.
func TestGummiTutorialTexts(t *testing.T) {
	s := gummiScript(t)
	named := map[string]bool{}
	for i, st := range s.Steps {
		texts := []tutorial.Text{st.Say, st.Wrong}
		for _, w := range st.WhyNot {
			texts = append(texts, w.Say)
		}
		for _, tx := range texts {
			if n := utf8.RuneCountInString(tx.EN); n > 230 {
				t.Errorf("step %d: %d characters of English, more than the coach panel shows well (230)", i, n)
			}
			if n := utf8.RuneCountInString(tx.JA); n > 110 {
				t.Errorf("step %d: %d characters of Japanese, more than the coach panel shows well (110)", i, n)
			}
			if strings.ContainsAny(tx.JA, ",.!?:;()") {
				t.Errorf("step %d: Japanese with half-width punctuation: %q", i, tx.JA)
			}
			for _, w := range gummiRetiredJA {
				if strings.Contains(tx.JA, w) {
					t.Errorf("step %d: Japanese uses %q, a word docs/GLOSSARY.md retired: %q", i, w, tx.JA)
				}
			}
			for _, n := range s.Names {
				if n != "" && strings.Contains(tx.EN, n) && strings.Contains(tx.JA, n) {
					named[n] = true
				}
			}
		}
	}
	for seat, n := range s.Names {
		if n != "" && !named[n] {
			t.Errorf("the coach never names seat %d, %s, in both languages", seat, n)
		}
	}
}

// TestGummiTutorialExplainsInTime: the coach speaks about every finished
// trick while it is still on the table (a Next step pointing at the trick
// at the index just after its last card), and the learner's face-down move
// is asked for pointing at the face-down row.
func TestGummiTutorialExplainsInTime(t *testing.T) {
	s := gummiScript(t)
	sc := &s.Scenario
	for end := sc.Players; end <= len(sc.Actions); end += sc.Players {
		said := false
		for i, st := range s.Steps {
			if st.At == end && !s.MoveStep(i) && st.Point == tutorial.PointTrick {
				said = true
			}
		}
		if !said {
			t.Errorf("the trick ending with action %d is not explained while it is on the table", end-1)
		}
	}
	for i, st := range s.Steps {
		if s.MoveStep(i) && sc.Actions[st.At].Kind() == gummi.MoveFacedown && st.Point != tutorial.PointFacedown {
			t.Errorf("step %d asks for a face-down card pointing at %q", i, st.Point)
		}
	}
}

// gummiAtLearnerMoves plays the script and calls f at each of the
// learner's actions, before it is applied, with the game as it stands,
// the move step's index and the learner's legal actions.
func gummiAtLearnerMoves(t *testing.T, s *tutorial.Script, f func(g engine.Game, step int, legal []engine.Action)) {
	t.Helper()
	sc := &s.Scenario
	g, err := scenario.Replay(&scenario.Scenario{Game: sc.Game, Players: sc.Players, Options: sc.Options, Seed: sc.Seed, Deals: sc.Deals})
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range sc.Actions {
		if m.Seat == s.Learner {
			step := -1
			for k := range s.Steps {
				if s.Steps[k].At == i && s.MoveStep(k) {
					step = k
				}
			}
			if step < 0 {
				t.Fatalf("action %d is the learner's but no step asks for it", i)
			}
			f(g, step, g.Legal(m.Seat, nil))
		}
		if err := scenario.ApplyMove(g, m); err != nil {
			t.Fatalf("action %d: %v", i, err)
		}
	}
}

// TestGummiTutorialAnswersEachOtherMove: at every move step, each other
// legal move (the other card of the colour, the face-down card...) has its
// own answer (why_not), so the coach never answers one move with a text
// written for another.
func TestGummiTutorialAnswersEachOtherMove(t *testing.T) {
	s := gummiScript(t)
	gummiAtLearnerMoves(t, s, func(g engine.Game, step int, legal []engine.Action) {
		st := s.Steps[step]
		want, err := g.DecodeMove(s.Scenario.Actions[st.At])
		if err != nil {
			t.Fatal(err)
		}
		answered := map[engine.Action]bool{}
		for _, w := range st.WhyNot {
			a, err := g.DecodeMove(w.Move)
			if err != nil {
				t.Fatalf("step %d: %v", step, err)
			}
			answered[a] = true
		}
		for _, a := range legal {
			if a != want && !answered[a] {
				m := g.EncodeMove(s.Learner, a)
				what := m.Play
				if fd, ok := intOf(m, gummi.MoveFacedown); ok {
					what = fmt.Sprintf("face-down card %d", fd)
				}
				t.Errorf("step %d: the learner may also play %s, answered only by the general Wrong text", step, what)
			}
		}
	})
}

// TestGummiTutorialTeachesTheColourOrderBeforeARefusal: wherever the rules
// would refuse one of the learner's hand cards, the coach has already said
// (at that step or before) the rule the refusal gives, in its words: the
// first (earliest) colour of the trick that you hold.
func TestGummiTutorialTeachesTheColourOrderBeforeARefusal(t *testing.T) {
	s := gummiScript(t)
	said := map[string]int{"en": -1, "ja": -1}
	words := map[string]string{"en": "first colour of the trick that you hold", "ja": "持っている中でいちばん先に出た色"}
	for i, st := range s.Steps {
		for lang, w := range words {
			if said[lang] < 0 && strings.Contains(st.Say.In(lang), w) {
				said[lang] = i
			}
		}
	}
	refused := false
	gummiAtLearnerMoves(t, s, func(g engine.Game, step int, legal []engine.Action) {
		obs := g.Observe(s.Learner)
		v, ok := obs.(*gummi.Observation)
		if !ok {
			t.Fatalf("observation is a %T", obs)
		}
		for _, c := range v.Hand {
			a, err := g.DecodeMove(engine.Move{Seat: s.Learner, Play: c.String()})
			if err != nil {
				t.Fatal(err)
			}
			if slices.Contains(legal, a) {
				continue
			}
			refused = true
			for lang, w := range words {
				if said[lang] < 0 || said[lang] > step {
					t.Errorf("step %d (%s): the rules would refuse %s with the earliest colour of the trick held, which the coach has not said yet (%q)", step, lang, c, w)
				}
			}
			return
		}
	})
	if !refused {
		t.Errorf("the learner never meets the colour order: no hand card is ever refused")
	}
}

// TestGummiTutorialExplainsTheCardSymbols: the coin in a card's corner
// shows its points, one pip per point: said when the hand is shown, and
// again with the points table.
func TestGummiTutorialExplainsTheCardSymbols(t *testing.T) {
	s := gummiScript(t)
	symbols := map[string][]string{"en": {"coin", "pip"}, "ja": {"コイン", "つぶ"}}
	hand, table := -1, -1
	for i, st := range s.Steps {
		if hand < 0 && st.Point == tutorial.PointHand {
			hand = i
		}
		if table < 0 && strings.Contains(st.Say.EN, "1-3 are worth 4 points") {
			table = i
		}
	}
	if hand < 0 || table < 0 {
		t.Fatalf("no hand step (%d) or no points table (%d)", hand, table)
	}
	for _, i := range []int{hand, table} {
		for lang, ws := range symbols {
			for _, w := range ws {
				if !strings.Contains(s.Steps[i].Say.In(lang), w) {
					t.Errorf("step %d (%s) does not say %q: the coin's pips are the card's points", i, lang, w)
				}
			}
		}
	}
}

// gummiCardWords is a card as the coach says it: "blue 1", "青1".
func gummiCardWords(t *testing.T, card, lang string) string {
	t.Helper()
	m := gummiCardName.FindStringSubmatch(card)
	if lang == "en" {
		return m[1] + " " + m[2]
	}
	for ja, en := range gummiColours {
		if en == m[1] {
			return ja + m[2]
		}
	}
	t.Fatalf("no Japanese colour for %s", card)
	return ""
}

// TestGummiTutorialNamesFacedownCardsAsTheTagsDo: a card played from a
// face-down row is tagged so on the table ("3. Chloé · face-down",
// "3．Chloé・伏せ札"); while it lies there, a step that names it says it
// came face-down, in the tag's word.
func TestGummiTutorialNamesFacedownCardsAsTheTagsDo(t *testing.T) {
	s := gummiScript(t)
	tricks, _ := gummiReplay(t, s)
	tag := map[string]string{"en": "face-down", "ja": "伏せ札"}
	for _, tr := range tricks {
		end := tr.plays[len(tr.plays)-1].action + 1
		for _, p := range tr.plays {
			if !p.facedown {
				continue
			}
			for i, st := range s.Steps {
				if st.At <= p.action || st.At > end {
					continue
				}
				for lang, w := range tag {
					text := st.Say.In(lang)
					if strings.Contains(text, gummiCardWords(t, p.card, lang)) && !strings.Contains(text, w) {
						t.Errorf("step %d (%s) names %s, played face-down, without %q as its tag says: %q", i, lang, p.card, w, text)
					}
				}
			}
		}
	}
}

// TestGummiTutorialEnds: the end says the tie-break decides only a tie for
// the win (the standings list equal totals below the winner in seat order),
// and tells of the advanced game the home screen offers, by its menu
// choice's words.
func TestGummiTutorialEnds(t *testing.T) {
	s := gummiScript(t)
	n := len(s.Scenario.Actions)
	tie, advanced := false, false
	for i, st := range s.Steps {
		if st.At != n {
			continue
		}
		if en, ja := st.Say.EN, st.Say.JA; strings.Contains(en, "tie") || strings.Contains(ja, "同点") {
			tie = true
			if !strings.Contains(en, "tie for the win") || !strings.Contains(ja, "いちばん高い合計が同点") {
				t.Errorf("step %d says the tie-break without saying it decides the win only: %q / %q", i, en, ja)
			}
		}
		if strings.Contains(st.Say.EN, `"3 rounds (advanced)"`) && strings.Contains(st.Say.EN, "advanced game") &&
			strings.Contains(st.Say.JA, "「3ラウンド（上級ゲーム）」") {
			advanced = true
		}
	}
	if !tie {
		t.Errorf("the end never says how a tie for the win is broken")
	}
	if !advanced {
		t.Errorf("the end never tells of the advanced game (3 rounds) in both languages")
	}
}

// TestGummiTutorialSaysWhatATrickIsBeforeUsingTheWord: the first step
// that speaks of a trick or its leader says what each is, in both
// languages: the learner never meets "leader" or "trick" unexplained.
func TestGummiTutorialSaysWhatATrickIsBeforeUsingTheWord(t *testing.T) {
	s := gummiScript(t)
	for _, c := range []struct {
		lang          string
		text          func(tutorial.Text) string
		words, define []string
	}{
		{"en", func(x tutorial.Text) string { return x.EN }, []string{"trick", "lead"}, []string{"A trick is", "is the leader"}},
		{"ja", func(x tutorial.Text) string { return x.JA }, []string{"トリック", "リード"}, []string{"「トリック」", "「リード」"}},
	} {
		for i, st := range s.Steps {
			say := strings.ReplaceAll(c.text(st.Say), "グミトリック", "") // the game's name
			if !strings.Contains(say, c.words[0]) && !strings.Contains(say, c.words[1]) {
				continue
			}
			for _, d := range c.define {
				if !strings.Contains(say, d) {
					t.Errorf("%s: step %d speaks of a trick without saying %q: %q", c.lang, i+1, d, say)
				}
			}
			break
		}
	}
}
