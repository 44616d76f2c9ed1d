package tutorial_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/scenario"
	"github.com/trickparty/trickparty/engine/trip"
	"github.com/trickparty/trickparty/engine/tutorial"
)

// Trick of Trip's guided game (engine/trip/tutorial.json): these tests fail
// when the script stops teaching one of the rules a player meets in a
// normal game, teaches it at another moment than the one where it first
// matters, asks for a card it does not name, or says a wrong score.

// The trick reasons of Trick of Trip (docs/TRICK_REASONS.md).
const (
	tripSeven     = "trip.trick.seven_beats_trumps"
	tripLowTrump  = "trip.trick.lowest_trump"
	tripLowOfLed  = "trip.trick.lowest_of_led"
	tripMaxSayLen = 230 // English characters the coach panel fits
)

// tripWalk is the script's game played action by action.
type tripWalk struct {
	s      *tutorial.Script
	g      engine.Game
	tricks []engine.TrickRecord
	// end[k] is the action index just after trick k's last card (the
	// index of the steps shown while it is held on the table); start[k]
	// the index of its first card.
	start, end []int
	// legal[i] is what the learner could do at their action i.
	legal map[int][]engine.Action
	// hand is the learner's hand once the draft is over: every card they
	// play, in order.
	hand []string
	// firstPlay is the index of the round's first card.
	firstPlay int
}

func tripWalkScript(t *testing.T) *tripWalk {
	t.Helper()
	s, err := tutorial.For("trip")
	if err != nil {
		t.Fatal(err)
	}
	sc := &s.Scenario
	g, err := games.New(sc.Config())
	if err != nil {
		t.Fatal(err)
	}
	w := &tripWalk{s: s, g: g, legal: map[int][]engine.Action{}, firstPlay: -1}
	for i, m := range sc.Actions {
		if m.Seat == s.Learner {
			w.legal[i] = g.Legal(m.Seat, nil)
			if m.Play != "" {
				w.hand = append(w.hand, m.Play)
			}
		}
		if m.Play != "" && w.firstPlay < 0 {
			w.firstPlay = i
		}
		before := len(g.Report().Tricks)
		if err := scenario.ApplyMove(g, m); err != nil {
			t.Fatalf("action %d (%+v): %v", i, m, err)
		}
		if tr := g.Report().Tricks; len(tr) > before {
			w.end = append(w.end, i+1)
			w.start = append(w.start, i+1-len(tr[len(tr)-1].Plays))
		}
	}
	w.tricks = g.Report().Tricks
	if len(w.tricks) != len(w.end) {
		t.Fatalf("%d tricks in the report, %d seen ending", len(w.tricks), len(w.end))
	}
	return w
}

// moveStep is the step that asks for the learner's action at.
func (w *tripWalk) moveStep(t *testing.T, at int) tutorial.Step {
	t.Helper()
	for i := range w.s.Steps {
		if w.s.Steps[i].At == at && w.s.MoveStep(i) {
			return w.s.Steps[i]
		}
	}
	t.Fatalf("no move step asks for action %d", at)
	return tutorial.Step{}
}

// firstSaying is the index (At) of the first step whose English says
// phrase (case-insensitive), -1 if none does.
func (w *tripWalk) firstSaying(phrase string) int {
	for _, st := range w.s.Steps {
		if strings.Contains(strings.ToLower(st.Say.EN), strings.ToLower(phrase)) {
			return st.At
		}
	}
	return -1
}

// firstTrick is the index of the first trick for which ok holds, -1 if none.
func (w *tripWalk) firstTrick(ok func(k int, tr engine.TrickRecord) bool) int {
	for k, tr := range w.tricks {
		if ok(k, tr) {
			return k
		}
	}
	return -1
}

// taughtAt checks that phrase is first said while trick k is played or
// held on the table: the moment the rule it names first matters.
func (w *tripWalk) taughtAt(t *testing.T, rule, phrase string, k int) {
	t.Helper()
	if k < 0 {
		t.Errorf("%s: no trick of the script shows it", rule)
		return
	}
	at := w.firstSaying(phrase)
	if at < w.start[k] || at > w.end[k] {
		t.Errorf("%s: first said (%q) at action %d, but it first matters in trick %d (actions %d..%d)", rule, phrase, at, k+1, w.start[k], w.end[k])
	}
}

func tripDescriptor(t *testing.T) *engine.Descriptor {
	t.Helper()
	d, ok := games.Lookup("trip")
	if !ok {
		t.Fatal("no game trip")
	}
	return d
}

func tripIsTrump(card string) bool { return strings.HasPrefix(card, "trump") }

// tripSuit and tripRank split a card name ("blue10" -> "blue", 10).
func tripSuit(card string) string { return strings.TrimRight(card, "0123456789") }

func tripRank(card string) int {
	var r int
	fmt.Sscan(strings.TrimLeft(card, "abcdefghijklmnopqrstuvwxyz"), &r)
	return r
}

// tripJASuits are the suits' Japanese names (ui/translations/ja.json, and
// trump, Trip's own, in engine/trip/words.ja.json).
var tripJASuits = map[string]string{"red": "赤", "blue": "青", "green": "緑", "yellow": "黄", "trump": "切り札"}

// tripNames reports whether text names card as the interface says it:
// "blue 2" in English, "青2" in Japanese, not followed by another digit.
func tripNames(text, card, language string) bool {
	words := tripSuit(card) + " " + fmt.Sprint(tripRank(card))
	if language == "ja" {
		words = tripJASuits[tripSuit(card)] + fmt.Sprint(tripRank(card))
	}
	return regexp.MustCompile(`(?i)` + regexp.QuoteMeta(words) + `([^0-9]|$)`).MatchString(text)
}

func TestTripTutorialPlaysThrough(t *testing.T) {
	w := tripWalkScript(t)
	if !w.g.Over() {
		t.Fatal("the scripted game does not reach its end")
	}
	if len(w.tricks) != len(w.hand) || len(w.hand) != 6 {
		t.Errorf("%d tricks and %d cards in the learner's hand: a drafted round is 6 of each", len(w.tricks), len(w.hand))
	}
	// Each of the learner's actions is among Legal's (the app offers and
	// highlights those; a split with its sets swapped is only in AllLegal).
	g, err := games.New(w.s.Scenario.Config())
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range w.s.Scenario.Actions {
		a, err := g.DecodeMove(m)
		if err != nil {
			t.Fatalf("action %d: %v", i, err)
		}
		if m.Seat == w.s.Learner && !slices.Contains(g.Legal(m.Seat, nil), a) {
			t.Errorf("the learner's action %d (%+v) is not among Legal's", i, m)
		}
		if err := g.Apply(m.Seat, a); err != nil {
			t.Fatalf("action %d: %v", i, err)
		}
	}
	for i, n := range w.s.Names {
		for j := i + 1; j < len(w.s.Names); j++ {
			if n == w.s.Names[j] {
				t.Errorf("seats %d and %d are both called %q", i, j, n)
			}
		}
	}
}

// The round opens with the draft, and the learner makes both of its
// choices: the split and the pick, each named card by card.
func TestTripTutorialTeachesTheDraft(t *testing.T) {
	w := tripWalkScript(t)
	sc := &w.s.Scenario
	n, me := sc.Players, w.s.Learner
	if len(sc.Deals) == 0 || len(sc.Deals[0].Draw) == 0 {
		t.Fatal("round 1 gives hands: the draft is never played")
	}
	receiver, maker := (me+1)%n, (me+n-1)%n // round 1: stands go left
	var mySplit, makerSplit [][]string
	myPick, receiverPick := -1, -1
	for i, m := range sc.Actions {
		split := setsOf(m, trip.MoveSplit)
		pick, picked := intOf(m, trip.MovePick)
		switch {
		case split != nil && m.Seat == me:
			mySplit = split
			st := w.moveStep(t, i)
			for _, c := range split[0] {
				if !tripNames(st.Say.EN, c, "en") || !tripNames(st.Say.JA, c, "ja") {
					t.Errorf("the split step does not name %s of the first set: %q / %q", c, st.Say.EN, st.Say.JA)
				}
			}
			if !strings.Contains(st.Say.EN, "left") || !strings.Contains(st.Say.JA, "左") {
				t.Errorf("the split step does not say which slot takes the first set (the split's set 0 is the stand's left slot): %q", st.Say.EN)
			}
		case split != nil && m.Seat == maker:
			makerSplit = split
		case picked && m.Seat == me:
			myPick = pick
			st := w.moveStep(t, i)
			if makerSplit == nil {
				t.Fatal("the learner picks before the stand they receive was split")
			}
			for _, c := range makerSplit[myPick] {
				if !tripNames(st.Say.EN, c, "en") || !tripNames(st.Say.JA, c, "ja") {
					t.Errorf("the pick step does not name %s of the set to pick: %q / %q", c, st.Say.EN, st.Say.JA)
				}
			}
		case picked && m.Seat == receiver:
			receiverPick = pick
		}
	}
	if mySplit == nil || myPick < 0 || receiverPick < 0 {
		t.Fatal("the learner does not split and pick, or their stand is never picked from")
	}
	// The hand is the set picked plus the own set that came back.
	want := append(slices.Clone(makerSplit[myPick]), mySplit[1-receiverPick]...)
	slices.Sort(want)
	got := slices.Sorted(slices.Values(w.hand))
	if !slices.Equal(got, want) {
		t.Errorf("the learner plays %v, not the set picked and the set that came back %v", got, want)
	}
	// Before the first card, the coach says which set came back.
	said := false
	for _, st := range w.s.Steps {
		if st.At == w.firstPlay && strings.Contains(st.Say.EN, "came back") {
			said = true
			for _, c := range mySplit[1-receiverPick] {
				if !tripNames(st.Say.EN, c, "en") || !tripNames(st.Say.JA, c, "ja") {
					t.Errorf("the step after the draft does not name %s, which came back: %q", c, st.Say.EN)
				}
			}
		}
	}
	if !said {
		t.Errorf("no step at action %d (after the draft) says which set came back", w.firstPlay)
	}
	if at := w.firstSaying("travel at once"); at <= 0 || at > w.firstPlay {
		t.Errorf("the stands travelling at once is said at action %d, not during the draft", at)
	}
}

// Every rule of a trick is met in the script, taught by the coach in the
// trick where it first matters, mostly through the learner's own move.
func TestTripTutorialTeachesEachTrickRule(t *testing.T) {
	w := tripWalkScript(t)
	me := w.s.Learner
	seen := map[string]bool{}
	for _, tr := range w.tricks {
		if len(tr.Why) != 1 || len(tr.Winners) != 1 {
			t.Fatalf("a trick with %d winners and %d reasons", len(tr.Winners), len(tr.Why))
		}
		seen[tr.Why[0].ID] = true
	}
	for _, r := range tripDescriptor(t).TrickReasons {
		if !seen[r.ID] {
			t.Errorf("no trick of the script is won by %s", r.ID)
		}
	}
	// playOf is the learner's card in trick k and its action index.
	playOf := func(k int) (string, int) {
		for j, p := range w.tricks[k].Plays {
			if p.Seat == me {
				return p.Card, w.start[k] + j
			}
		}
		return "", -1
	}
	// heldAt is what the learner held when playing in trick k.
	heldAt := func(k int) []string { return w.hand[k:] }
	led := func(k int) string { return w.tricks[k].Plays[0].Card }

	// The lowest card of the led suit: the first trick, won by the learner.
	k := w.firstTrick(func(_ int, tr engine.TrickRecord) bool { return tr.Why[0].ID == tripLowOfLed })
	if k != 0 || w.tricks[0].Winners[0] != me {
		t.Errorf("the first trick is not the learner's win by the lowest card of the led suit")
	}
	w.taughtAt(t, "lowest of the led suit", "lowest card of the led suit", k)

	// Must follow: the learner holds the led suit and cards they may not play.
	k = w.firstTrick(func(k int, tr engine.TrickRecord) bool {
		_, at := playOf(k)
		return at >= 0 && len(w.legal[at]) < len(heldAt(k)) && !tripIsTrump(led(k))
	})
	w.taughtAt(t, "must follow", "follow", k)

	// The winner keeps only their own card: said, pointing at the piles,
	// while the first trick is held.
	kept := false
	for _, st := range w.s.Steps {
		if st.At == w.end[0] && st.Point == tutorial.PointPiles && strings.Contains(st.Say.EN, "keeps only") {
			kept = true
		}
	}
	if !kept {
		t.Error("no step points at the piles after the first trick to say the winner keeps only their own card")
	}

	// A trump lead must be followed with a trump: a trump led, and others
	// made to play theirs.
	k = w.firstTrick(func(_ int, tr engine.TrickRecord) bool {
		trumps := 0
		for _, p := range tr.Plays {
			if tripIsTrump(p.Card) {
				trumps++
			}
		}
		return tripIsTrump(tr.Plays[0].Card) && trumps >= 2
	})
	w.taughtAt(t, "trump lead", "trump is led", k)

	// The lowest trump wins, among several.
	k = w.firstTrick(func(_ int, tr engine.TrickRecord) bool {
		trumps := 0
		for _, p := range tr.Plays {
			if tripIsTrump(p.Card) {
				trumps++
			}
		}
		return tr.Why[0].ID == tripLowTrump && trumps >= 2
	})
	w.taughtAt(t, "lowest trump", "lowest trump", k)

	// A trump is allowed even when the learner could follow: they play one,
	// holding the led suit, and win with it.
	k = w.firstTrick(func(k int, tr engine.TrickRecord) bool {
		c, _ := playOf(k)
		if !tripIsTrump(c) || tripIsTrump(led(k)) || tr.Winners[0] != me {
			return false
		}
		return slices.ContainsFunc(heldAt(k), func(h string) bool { return tripSuit(h) == tripSuit(led(k)) })
	})
	w.taughtAt(t, "trump while following", "even when you can follow", k)
	if k >= 0 {
		c, at := playOf(k)
		if st := w.moveStep(t, at); !tripNames(st.Say.EN, c, "en") {
			t.Errorf("the step asking for the trump while following does not name %s: %q", c, st.Say.EN)
		}
	}

	// The first 7 beats the trumps: the learner's 7, played after a trump,
	// takes the trick from the best trump of the game.
	k = w.firstTrick(func(k int, tr engine.TrickRecord) bool {
		c, at := playOf(k)
		if tr.Why[0].ID != tripSeven || tr.Winners[0] != me || tripRank(c) != 7 {
			return false
		}
		for _, p := range tr.Plays[:at-w.start[k]] {
			if tripIsTrump(p.Card) {
				return true
			}
		}
		return false
	})
	w.taughtAt(t, "the 7", "first 7", k)

	// A high card wins only as the one card of the led suit: the learner
	// wins a trick with a 10 or more, nothing else of its suit and no trump
	// in it.
	k = w.firstTrick(func(k int, tr engine.TrickRecord) bool {
		c := tr.Why[0].Card
		if tr.Winners[0] != me || tr.Why[0].ID != tripLowOfLed || tripRank(c) < 10 {
			return false
		}
		for _, p := range tr.Plays {
			if p.Card != c && (tripIsTrump(p.Card) || tripSuit(p.Card) == tripSuit(c)) {
				return false
			}
		}
		return true
	})
	if k < 0 {
		t.Error("the learner never wins with a high card, the way points are made")
	}
}

// Every card the learner is asked to play is named by its move step, in
// both languages, and a move step with a choice says why the others are not
// the one.
func TestTripTutorialNamesEveryCardToPlay(t *testing.T) {
	w := tripWalkScript(t)
	for i, m := range w.s.Scenario.Actions {
		if m.Seat != w.s.Learner || m.Play == "" {
			continue
		}
		st := w.moveStep(t, i)
		if !tripNames(st.Say.EN, m.Play, "en") || !tripNames(st.Say.JA, m.Play, "ja") {
			t.Errorf("action %d plays %s, but its step does not name it: %q / %q", i, m.Play, st.Say.EN, st.Say.JA)
		}
		for _, word := range []string{"Play your", "Lead your", "lead your"} {
			if strings.Contains(st.Say.EN, word) && !strings.Contains(st.Say.EN, word+" "+tripSuit(m.Play)+" "+fmt.Sprint(tripRank(m.Play))) {
				t.Errorf("action %d plays %s, but its step says %q another card: %q", i, m.Play, word, st.Say.EN)
			}
		}
		if len(w.legal[i]) > 1 && st.Wrong.EN == "" {
			t.Errorf("action %d has %d choices and no word on the others", i, len(w.legal[i]))
		}
	}
}

// The scoring steps say every seat's score line by line, as the score
// sheet has it, and who won.
func TestTripTutorialScoresAreTrue(t *testing.T) {
	w := tripWalkScript(t)
	sc := &w.s.Scenario
	var en, ja string
	for _, st := range w.s.Steps {
		if st.At == len(sc.Actions) {
			en += st.Say.EN + "\n"
			ja += st.Say.JA + "\n"
		}
	}
	b := tripDescriptor(t).Breakdown(w.tricks, sc.Players, w.g.Round())
	for seat, lines := range b.Seats {
		for _, l := range lines {
			if len(l.Factors) != 2 {
				t.Fatalf("seat %d: a line of %d factors", seat, len(l.Factors))
			}
			if s := fmt.Sprintf("%d × %d = %d", l.Factors[0], l.Factors[1], l.Points); !strings.Contains(en, s) {
				t.Errorf("seat %d's %s line %q is not said in English:\n%s", seat, l.Suit, s, en)
			}
			if s := fmt.Sprintf("%d×%d枚で%d点", l.Factors[0], l.Factors[1], l.Points); !strings.Contains(ja, s) {
				t.Errorf("seat %d's %s line %q is not said in Japanese:\n%s", seat, l.Suit, s, ja)
			}
		}
		total := w.g.Score(seat)
		if len(lines) == 0 || engine.Total(lines) != total {
			t.Errorf("seat %d: score %d, lines %v", seat, total, lines)
		}
		if !strings.Contains(en, fmt.Sprintf("%d points", total)) || !strings.Contains(ja, fmt.Sprintf("%d点", total)) {
			t.Errorf("seat %d's total, %d, is not said", seat, total)
		}
		if seat != w.s.Learner && !strings.Contains(en, w.s.Names[seat]) {
			t.Errorf("the scoring does not name %s", w.s.Names[seat])
		}
	}
	if w.g.Winners().Has(w.s.Learner) != strings.Contains(en, "you win") {
		t.Errorf("the learner's win (%v) and the coach's words disagree:\n%s", w.g.Winners().Has(w.s.Learner), en)
	}
	last := w.s.Steps[len(w.s.Steps)-1]
	if !strings.Contains(last.Say.EN, "four rounds") {
		t.Errorf("the last step does not say what a real game adds: %q", last.Say.EN)
	}
}

// The coach's texts fit the panel and follow the glossary's style.
func TestTripTutorialTextsFit(t *testing.T) {
	w := tripWalkScript(t)
	halfWidth := regexp.MustCompile(`[:;!?(),]`)
	retired := []string{"さん", "獲得", "分割", "先手", "一番", "最も", "最初に出されたスート", "トリックに勝", "ランク"}
	for i, st := range w.s.Steps {
		texts := []tutorial.Text{st.Say, st.Wrong}
		for _, a := range st.WhyNot {
			texts = append(texts, a.Say)
		}
		for _, tx := range texts {
			if n := utf8.RuneCountInString(tx.EN); n > tripMaxSayLen {
				t.Errorf("step %d: %d characters of English, more than the panel fits (%d): %q", i, n, tripMaxSayLen, tx.EN)
			}
			if halfWidth.MatchString(tx.JA) {
				t.Errorf("step %d: half-width punctuation in Japanese: %q", i, tx.JA)
			}
			for _, r := range retired {
				if strings.Contains(tx.JA, r) {
					t.Errorf("step %d: %q is not the glossary's word: %q", i, r, tx.JA)
				}
			}
			if strings.Contains(tx.EN, "take the set") || strings.Contains(tx.EN, "takes one set") {
				t.Errorf("step %d: a set is picked, not taken: %q", i, tx.EN)
			}
		}
	}
}

// The split the script needs is one of many sensible ones: its Wrong says
// so (any split is allowed in a real game, this game needs this one) and
// names both sets, rather than give a reason another split may not deserve
// ("each set then holds a 2" was said to a split with a 2 in each set).
func TestTripTutorialSplitWrongIsHonest(t *testing.T) {
	w := tripWalkScript(t)
	for i, m := range w.s.Scenario.Actions {
		split := setsOf(m, trip.MoveSplit)
		if m.Seat != w.s.Learner || split == nil {
			continue
		}
		st := w.moveStep(t, i)
		if !strings.Contains(st.Wrong.EN, "Any split is allowed in a real game") || !strings.Contains(st.Wrong.JA, "どう分けても構いません") {
			t.Errorf("the split's Wrong does not say that any split is allowed in a real game: %q / %q", st.Wrong.EN, st.Wrong.JA)
		}
		for _, set := range split {
			for _, c := range set {
				if !tripNames(st.Wrong.EN, c, "en") || !tripNames(st.Wrong.JA, c, "ja") {
					t.Errorf("the split's Wrong does not name %s: %q / %q", c, st.Wrong.EN, st.Wrong.JA)
				}
			}
		}
		if strings.Contains(st.Wrong.EN, "each set then holds") || strings.Contains(st.Wrong.EN, "because") {
			t.Errorf("the split's Wrong gives a reason another split may share: %q", st.Wrong.EN)
		}
	}
}

// Each time the learner's score changes (it shows by their name as soon
// as a trick is won), a note on that trick says the new score and the
// line of the suit won, as the score sheet has it; the first one teaches
// the formula, and a jump bigger than the card's own number (the blue 10
// raising the blue line from 2 × 1 to 10 × 2) says from what to what.
func TestTripTutorialSaysTheScoreAsItChanges(t *testing.T) {
	w := tripWalkScript(t)
	sc := &w.s.Scenario
	me := w.s.Learner
	d := tripDescriptor(t)
	score := 0
	first := true
	for k, tr := range w.tricks {
		if tr.Winners[0] != me {
			continue
		}
		won := tr.Why[0].Card
		b := d.Breakdown(w.tricks[:k+1], sc.Players, tr.Round)
		now := engine.Total(b.Seats[me])
		if now == score {
			continue
		}
		var en, ja string
		for i, st := range w.s.Steps {
			if st.At == w.end[k] && !w.s.MoveStep(i) {
				en += st.Say.EN + "\n"
				ja += st.Say.JA + "\n"
			}
		}
		if !strings.Contains(en, fmt.Sprintf("%d points", now)) || !strings.Contains(ja, fmt.Sprintf("%d点", now)) {
			t.Errorf("trick %d takes the learner's score from %d to %d, and no note on it says %d:\n%s%s", k+1, score, now, now, en, ja)
		}
		for _, l := range b.Seats[me] {
			if !slices.Contains(l.Cards, won) {
				continue
			}
			if s := fmt.Sprintf("%d × %d = %d", l.Factors[0], l.Factors[1], l.Points); !strings.Contains(en, s) {
				t.Errorf("trick %d: the %s line %q is not said:\n%s", k+1, l.Suit, s, en)
			}
			if s := fmt.Sprintf("%d×%d枚", l.Factors[0], l.Factors[1]); !strings.Contains(ja, s) {
				t.Errorf("trick %d: the %s line %q is not said in Japanese:\n%s", k+1, l.Suit, s, ja)
			}
		}
		if first {
			for _, phrase := range []string{"highest number", "number of cards you won", "count as one suit"} {
				if !strings.Contains(en, phrase) {
					t.Errorf("the learner's score first changes in trick %d, and the formula (%q) is not taught there:\n%s", k+1, phrase, en)
				}
			}
			for _, phrase := range []string{"いちばん大きい数字", "取った枚数", "1つのスート"} {
				if !strings.Contains(ja, phrase) {
					t.Errorf("the learner's score first changes in trick %d, and the formula (%q) is not taught there in Japanese:\n%s", k+1, phrase, ja)
				}
			}
			first = false
		}
		if now-score != tripRank(won) {
			if !strings.Contains(en, fmt.Sprintf("from %d to %d", score, now)) || !strings.Contains(ja, fmt.Sprintf("%d点から%d点", score, now)) {
				t.Errorf("trick %d raises the score by %d with a %d: the jump from %d to %d is not explained:\n%s%s", k+1, now-score, tripRank(won), score, now, en, ja)
			}
		}
		score = now
	}
	if first {
		t.Error("the learner never scores")
	}
}

// Each particular answer (why_not) speaks of its own card and of no other
// card of the learner's hand than the one asked for ("Your blue 10 would
// lose" was said to a trump 3). Where the learner must follow but may
// trump, the step says both, and each of its alternatives gets its own
// answer; where they are asked to lead one trump of two, the other is
// answered.
func TestTripTutorialAnswersEachAlternative(t *testing.T) {
	w := tripWalkScript(t)
	me := w.s.Learner
	plays, followOrTrump := 0, false
	for i, m := range w.s.Scenario.Actions {
		if m.Seat != me || m.Play == "" {
			continue
		}
		held := w.hand[plays:]
		plays++
		st := w.moveStep(t, i)
		answered := map[string]bool{}
		for _, a := range st.WhyNot {
			answered[a.Move.Play] = true
			if !tripNames(a.Say.EN, a.Move.Play, "en") || !tripNames(a.Say.JA, a.Move.Play, "ja") {
				t.Errorf("action %d: the answer to %s does not name it: %q / %q", i, a.Move.Play, a.Say.EN, a.Say.JA)
			}
			for _, c := range held {
				if c != a.Move.Play && c != m.Play && (tripNames(a.Say.EN, c, "en") || tripNames(a.Say.JA, c, "ja")) {
					t.Errorf("action %d: the answer to %s speaks of %s, another card: %q", i, a.Move.Play, c, a.Say.EN)
				}
			}
		}
		k := plays - 1
		led := w.tricks[k].Plays[0]
		if led.Seat == me {
			if tripIsTrump(m.Play) {
				for _, c := range held {
					if tripIsTrump(c) && c != m.Play && !answered[c] {
						t.Errorf("action %d leads %s: leading %s instead has no answer of its own", i, m.Play, c)
					}
				}
			}
			continue
		}
		canFollow := slices.ContainsFunc(held, func(c string) bool { return tripSuit(c) == tripSuit(led.Card) })
		canTrump := slices.ContainsFunc(held, tripIsTrump)
		if tripIsTrump(led.Card) || !canFollow || !canTrump {
			continue
		}
		if strings.Contains(st.Say.EN, "must follow") && !strings.Contains(st.Say.EN, "or play a trump") {
			t.Errorf("action %d: the step says to follow while a trump is allowed too, and does not say so: %q", i, st.Say.EN)
		}
		if !followOrTrump {
			// The first such trick: every alternative in its own words.
			followOrTrump = true
			for _, a := range w.legal[i] {
				if c := w.g.EncodeMove(me, a).Play; c != m.Play && !answered[c] {
					t.Errorf("action %d (follow or trump): %s has no answer of its own", i, c)
				}
			}
		}
	}
	if !followOrTrump {
		t.Error("the learner never has to follow while holding a trump")
	}
}

// The first leader of a game is drawn at random: said when the first card
// is due, so nobody wonders why that player leads.
func TestTripTutorialSaysTheFirstLeaderIsRandom(t *testing.T) {
	w := tripWalkScript(t)
	for _, st := range w.s.Steps {
		if st.At == w.firstPlay && strings.Contains(st.Say.EN, "at random") && strings.Contains(st.Say.JA, "ランダム") &&
			strings.Contains(st.Say.EN, w.s.Names[w.tricks[0].Leader]) {
			return
		}
	}
	t.Errorf("no step at action %d says that the first leader (%s) is drawn at random", w.firstPlay, w.s.Names[w.tricks[0].Leader])
}

// The marks on the cards are named where they first matter: the compass
// of the trumps by the first step that says what trumps do (before the
// first card is played), the postage stamp of the 7s when the learner
// plays their 7 on a trump.
func TestTripTutorialNamesTheCardMarks(t *testing.T) {
	w := tripWalkScript(t)
	compass := -1
	for _, st := range w.s.Steps {
		if strings.Contains(st.Say.EN, "compass") && strings.Contains(st.Say.JA, "コンパス") {
			compass = st.At
			break
		}
	}
	if trumps := w.firstSaying("beat the cards of the suits"); compass < 0 || compass > w.firstPlay || trumps < 0 || compass > trumps {
		t.Errorf("the trumps' compass is first named at action %d: not before the first card (%d) nor where trumps are first explained", compass, w.firstPlay)
	}
	seven := false
	for i, m := range w.s.Scenario.Actions {
		if m.Seat != w.s.Learner || tripRank(m.Play) != 7 || tripIsTrump(m.Play) {
			continue
		}
		st := w.moveStep(t, i)
		if !strings.Contains(st.Say.EN, "postage stamp") || !strings.Contains(st.Say.JA, "切手") {
			t.Errorf("the learner plays %s, and its step does not name the stamp every 7 carries: %q / %q", m.Play, st.Say.EN, st.Say.JA)
		}
		seven = true
		break
	}
	if !seven {
		t.Error("the learner never plays a 7")
	}
}
