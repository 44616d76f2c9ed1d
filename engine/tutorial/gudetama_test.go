package tutorial_test

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/gudetama"
	"github.com/trickparty/trickparty/engine/scenario"
	"github.com/trickparty/trickparty/engine/tutorial"
)

// gudetamaScript is Gudetama's guided game, read and checked.
func gudetamaScript(t *testing.T) *tutorial.Script {
	t.Helper()
	s, err := tutorial.For("gudetama")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestGudetamaTutorialChecks: the script parses and plays through the
// engine (tutorial.Check), at the real game's line of 21, and its seats
// have short, distinct names.
func TestGudetamaTutorialChecks(t *testing.T) {
	s := gudetamaScript(t)
	if o := s.Scenario.Options; o != nil && o.Get("target") != 0 && o.Get("target") != gudetama.DefaultTarget {
		t.Errorf("the tutorial plays to %d, not to the real game's %d", o.Get("target"), gudetama.DefaultTarget)
	}
	seen := map[string]bool{}
	for i, n := range s.Names {
		if i != s.Learner && (seen[n] || utf8.RuneCountInString(n) > 8) {
			t.Errorf("seat %d's name %q is not short and distinct", i, n)
		}
		seen[n] = true
	}
}

// gudetamaPlay is one card played, with what the trick held before it.
type gudetamaPlay struct {
	index int // action index
	seat  int
	card  gudetama.Rank
	best  gudetama.Rank // the highest card already in the trick, 0 when leading
	low   bool          // the card was the player's lowest
}

// gudetamaRun replays the script's scenario one action at a time and
// records what the learner faced: every card played, and the learner's
// cards the engine refuses at each of their plays.
type gudetamaRun struct {
	game    engine.Game
	plays   []gudetamaPlay
	refused map[int][]gudetama.Rank // action index -> learner's cards refused there
	leads   map[int]int             // action index -> seat chosen to lead
}

func replayGudetama(t *testing.T, s *tutorial.Script) *gudetamaRun {
	t.Helper()
	g, err := games.New(s.Scenario.Config())
	if err != nil {
		t.Fatal(err)
	}
	run := &gudetamaRun{game: g, refused: map[int][]gudetama.Rank{}, leads: map[int]int{}}
	for i, m := range s.Scenario.Actions {
		o := g.Observe(m.Seat).(*gudetama.Observation)
		if lead, ok := intOf(m, gudetama.MoveLead); ok {
			run.leads[i] = lead
		} else {
			card, err := gudetama.ParseRank(m.Play)
			if err != nil {
				t.Fatalf("action %d: %v", i, err)
			}
			p := gudetamaPlay{index: i, seat: m.Seat, card: card, low: card == o.Hand[0]}
			for _, q := range o.Trick {
				p.best = max(p.best, q.Card)
			}
			run.plays = append(run.plays, p)
			if m.Seat == s.Learner {
				run.refused[i] = gudetamaRefusedCards(t, g, m.Seat, o.Hand)
			}
		}
		if err := scenario.ApplyMove(g, m); err != nil {
			t.Fatalf("action %d: %v", i, err)
		}
	}
	return run
}

// gudetamaRefusedCards lists the cards of hand that seat may not play now: those
// not among its legal actions, each of which Apply must refuse (a refusal
// leaves the game unchanged).
func gudetamaRefusedCards(t *testing.T, g engine.Game, seat int, hand []gudetama.Rank) []gudetama.Rank {
	t.Helper()
	legal := g.Legal(seat, nil)
	var out []gudetama.Rank
	for _, r := range slices.Compact(slices.Clone(hand)) {
		a, err := g.DecodeMove(engine.Move{Seat: seat, Play: r.String()})
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(legal, a) {
			continue
		}
		if g.Apply(seat, a) == nil {
			t.Fatalf("seat %d's %v is not among its legal actions, yet it was played", seat, r)
		}
		out = append(out, r)
	}
	return out
}

// TestGudetamaTutorialPlaysEveryRule: the scripted game meets every rule a
// player meets in a real game, with the learner making the decisive moves:
// a card refused by "equal or higher, or your lowest", a bot giving up its
// lowest card, the learner winning with the highest card, winning a tie by
// playing last, winning with a 14 and choosing who leads; a final trick
// scored by its winner alone, one with a 1 where everyone scores (the
// learner's 1), and the game ending past the line of 21 with the learner
// winning on the lowest total.
func TestGudetamaTutorialPlaysEveryRule(t *testing.T) {
	s := gudetamaScript(t)
	run := replayGudetama(t, s)
	g, me := run.game, s.Learner
	rep := g.Report()

	// Equal or higher, or your lowest.
	refused := false
	for _, p := range run.plays {
		if p.seat != me || p.best == 0 {
			continue
		}
		for _, r := range run.refused[p.index] {
			if r < p.best {
				refused = true
			}
		}
	}
	if !refused {
		t.Error("the learner never holds a card the engine refuses (lower than the trick's highest, not their lowest)")
	}
	botLowest := false
	for _, p := range run.plays {
		botLowest = botLowest || (p.seat != me && p.best > 0 && p.card < p.best && p.low)
	}
	if !botLowest {
		t.Error("no scripted player gives up with their lowest card under the trick's highest")
	}

	// Who wins: the learner wins by each of the reasons taught.
	want := []string{"gudetama.trick.highest", "gudetama.trick.highest_last_of_equal", "gudetama.trick.fourteen"}
	for _, id := range want {
		found := false
		for _, tr := range rep.Tricks {
			for _, w := range tr.Why {
				found = found || (w.Seat == me && w.ID == id)
			}
		}
		if !found {
			t.Errorf("the learner never wins a trick by %s", id)
		}
	}
	// The 14: the learner chooses another player, before that player leads.
	chose := false
	for i, seat := range run.leads {
		if s.Scenario.Actions[i].Seat == me && seat != me {
			chose = true
			if next := s.Scenario.Actions[i+1]; next.Seat != seat {
				t.Errorf("action %d: the learner chose seat %d to lead but seat %d leads", i, seat, next.Seat)
			}
		}
	}
	if !chose {
		t.Error("the learner never chooses who leads after a 14")
	}

	// Only the final trick scores: one round won by its winner alone, one
	// with a 1 where every seat scores its card, the 1 being the learner's.
	winnerOnly, everyone := false, false
	for r := 1; r <= len(rep.RoundScores); r++ {
		round := engine.RoundTricks(rep.Tricks, r)
		if len(round) == 0 {
			continue // a round not yet played (the game did not end)
		}
		final := round[len(round)-1]
		scores := rep.RoundScores[r-1]
		one := slices.ContainsFunc(final.Plays, func(p engine.PlayRecord) bool { return p.Card == "1" })
		for _, p := range final.Plays {
			rank, _ := gudetama.ParseRank(p.Card)
			got, wantPts := scores[p.Seat], 0
			if one || p.Seat == final.Winners[0] {
				wantPts = int(rank)
			}
			if got != wantPts {
				t.Errorf("round %d: seat %d scored %d, want %d", r, p.Seat, got, wantPts)
			}
		}
		if one {
			everyone = everyone || slices.Contains(final.Plays, engine.PlayRecord{Seat: me, Card: "1"})
		} else {
			winnerOnly = winnerOnly || (final.Winners[0] != me && scores[final.Winners[0]] > 0)
		}
	}
	if !winnerOnly {
		t.Error("no round's final trick is scored by its winner alone (a scripted player's)")
	}
	if !everyone {
		t.Error("no round ends with the learner's 1 in the final trick")
	}

	// 21 and the lowest total.
	if !g.Over() {
		t.Fatal("the tutorial's game does not end")
	}
	over := false
	for seat := range g.Players() {
		over = over || g.Score(seat) >= gudetama.DefaultTarget
		if seat != me && g.Score(seat) <= g.Score(me) {
			t.Errorf("seat %d's total %d is not above the learner's %d", seat, g.Score(seat), g.Score(me))
		}
	}
	if !over {
		t.Errorf("nobody reaches %d", gudetama.DefaultTarget)
	}
	if w := rep.Winners; len(w) != 1 || w[0] != me {
		t.Errorf("the game's winners are %v, not the learner", w)
	}
}

// TestGudetamaTutorialExplainsInTime: each rule is explained by the time
// the learner's move it decides is asked for (or, for the game's end,
// after the last action), so a script reordered or trimmed cannot leave a
// rule unsaid when it first matters.
func TestGudetamaTutorialExplainsInTime(t *testing.T) {
	s := gudetamaScript(t)
	run := replayGudetama(t, s)
	me := s.Learner
	end := len(s.Scenario.Actions)
	firstFollow, tie, one := -1, -1, -1
	for _, p := range run.plays {
		if p.seat != me {
			continue
		}
		if p.best > 0 && firstFollow < 0 {
			firstFollow = p.index
		}
		if p.best > 0 && p.card == p.best && tie < 0 {
			tie = p.index
		}
		if p.card == 1 {
			one = p.index
		}
	}
	chose := -1
	for i := range run.leads {
		if s.Scenario.Actions[i].Seat == me {
			chose = i
		}
	}
	// The learner decides which card to keep for a final trick with their
	// last play before it: the scoring is said by then. The same for the 1:
	// said by the play that keeps it.
	decides := func(before int) int {
		at := -1
		for _, p := range run.plays {
			if p.seat == me && p.index < before {
				at = p.index
			}
		}
		return at
	}
	firstFinal := decides(gudetamaActionAfterRound(s, 1) - s.Scenario.Players)
	if one >= 0 {
		one = decides(one)
	}
	rules := []struct {
		rule, phrase string
		by           int
	}{
		{"equal or higher, or your lowest", "equal to or higher", firstFollow},
		{"your lowest is always allowed", "lowest card, which is always allowed", firstFollow},
		{"the highest card wins", "highest card wins", firstFollow},
		{"equal cards: the last played wins", "last one played wins", tie},
		{"a 14's winner chooses another leader", "chooses another player to lead", chose},
		{"only the final trick scores, its winner its card", "scores the number on the card that won it", firstFinal},
		{"a 1 in the final trick: everyone scores", "every player scores the card they played", one},
		{"21 ends the game", "21 or more", end},
		{"the lowest total wins", "lowest total wins", end},
	}
	for _, r := range rules {
		if r.by < 0 {
			t.Errorf("%s: the game never gets there", r.rule)
			continue
		}
		said := false
		for _, st := range s.Steps {
			said = said || (st.At <= r.by && strings.Contains(st.Say.EN, r.phrase))
		}
		if !said {
			t.Errorf("%s: no step says %q by action %d", r.rule, r.phrase, r.by)
		}
	}
}

var (
	gudetamaPlayEN = regexp.MustCompile(`(?i)\b(?:play|lead) your (\d+)\b`)
	gudetamaPlayJA = regexp.MustCompile(`(\d+)を(?:出し|リードし)(?:ましょう|て)`)
)

// TestGudetamaTutorialNamesTheMove: each move step names the scripted
// action, in both languages: "Play your 12" / "12を出し" for a card, and
// the chosen player for a lead; every card it tells the learner to play is
// that one.
func TestGudetamaTutorialNamesTheMove(t *testing.T) {
	s := gudetamaScript(t)
	for i, st := range s.Steps {
		if !s.MoveStep(i) {
			if m := gudetamaPlayEN.FindStringSubmatch(st.Say.EN); m != nil && st.At < len(s.Scenario.Actions) {
				t.Errorf("step %d waits for Next but says %q", i, m[0])
			}
			continue
		}
		m := s.Scenario.Actions[st.At]
		if lead, ok := intOf(m, gudetama.MoveLead); ok {
			name := s.Names[lead]
			if !strings.Contains(st.Say.EN, "Choose "+name) || !strings.Contains(st.Say.JA, name+"を選") {
				t.Errorf("step %d asks for %s to lead but does not say so: %q / %q", i, name, st.Say.EN, st.Say.JA)
			}
			continue
		}
		for _, c := range []struct {
			lang, text string
			re         *regexp.Regexp
		}{{"en", st.Say.EN, gudetamaPlayEN}, {"ja", st.Say.JA, gudetamaPlayJA}} {
			found := c.re.FindAllStringSubmatch(c.text, -1)
			if len(found) == 0 {
				t.Errorf("step %d (%s) asks for the %s without naming it: %q", i, c.lang, m.Play, c.text)
			}
			for _, f := range found {
				if f[1] != m.Play {
					t.Errorf("step %d (%s) says %q, but the move is the %s", i, c.lang, f[0], m.Play)
				}
			}
		}
	}
}

// TestGudetamaTutorialScoresAreTrue: what the coach says a round scored
// and where the totals stand is what the engine scored: after each round's
// final trick, the steps name every seat that scored and its points; at
// the end, the highest total ("Bruno now has 21") and the learner's.
func TestGudetamaTutorialScoresAreTrue(t *testing.T) {
	s := gudetamaScript(t)
	g, err := scenario.Replay(&s.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	rep := g.Report()
	name := func(seat int) string {
		if seat == s.Learner {
			return "you"
		}
		return s.Names[seat]
	}
	for r, scores := range rep.RoundScores {
		at := gudetamaActionAfterRound(s, r+1)
		var said strings.Builder
		for _, st := range s.Steps {
			if st.At == at {
				said.WriteString(st.Say.EN + " ")
			}
		}
		for seat, pts := range scores {
			if pts == 0 {
				continue
			}
			re := regexp.MustCompile(fmt.Sprintf(`(?i)\b%s\b\D{0,12}\b%d\b`, regexp.QuoteMeta(name(seat)), pts))
			if !re.MatchString(said.String()) {
				t.Errorf("round %d: %s scored %d, but the steps at action %d do not say so: %q", r+1, name(seat), pts, at, said.String())
			}
		}
	}
	top := 0
	for seat := range g.Players() {
		if g.Score(seat) > g.Score(top) {
			top = seat
		}
	}
	var end strings.Builder
	for _, st := range s.Steps {
		if st.At == len(s.Scenario.Actions) {
			end.WriteString(st.Say.EN + " ")
		}
	}
	for _, want := range []string{
		fmt.Sprintf("%s now has %d", s.Names[top], g.Score(top)),
		fmt.Sprintf("you, with %d point", g.Score(s.Learner)),
	} {
		if !strings.Contains(end.String(), want) {
			t.Errorf("the end does not say %q: %q", want, end.String())
		}
	}
}

// gudetamaActionAfterRound is the index of the first action after round r's last
// card: where the coach tells that round's points.
func gudetamaActionAfterRound(s *tutorial.Script, r int) int {
	g, err := games.New(s.Scenario.Config())
	if err != nil {
		panic(err)
	}
	for i, m := range s.Scenario.Actions {
		if g.Round() > r || g.Over() {
			return i
		}
		if err := scenario.ApplyMove(g, m); err != nil {
			panic(err)
		}
	}
	return len(s.Scenario.Actions)
}

// gudetamaRetiredJA are Japanese words docs/GLOSSARY.md retires (a name takes no
// さん; いちばん, not 一番 or 最も).
var gudetamaRetiredJA = []string{"先手", "次に出す人", "トリックに勝", "トリックの勝者", "目標", "ライン", "ランク", "獲得", "さん", "一番", "最も"}

// TestGudetamaTutorialTexts: each text (a step's, its Wrong and its
// why_not answers) fits the coach panel (at most 230 characters of
// English), and the Japanese uses full-width punctuation and the
// glossary's words.
func TestGudetamaTutorialTexts(t *testing.T) {
	s := gudetamaScript(t)
	ascii := regexp.MustCompile(`[,.!?:;()"']`)
	for i, st := range s.Steps {
		texts := []tutorial.Text{st.Say, st.Wrong}
		for _, a := range st.WhyNot {
			texts = append(texts, a.Say)
		}
		for _, tx := range texts {
			if n := utf8.RuneCountInString(tx.EN); n > 230 {
				t.Errorf("step %d: %d characters of English, more than the panel's 230: %q", i, n, tx.EN)
			}
			if m := ascii.FindString(tx.JA); m != "" {
				t.Errorf("step %d: ASCII %q in Japanese: %q", i, m, tx.JA)
			}
			for _, w := range gudetamaRetiredJA {
				if strings.Contains(tx.JA, w) {
					t.Errorf("step %d: %q, a word the glossary retires: %q", i, w, tx.JA)
				}
			}
		}
	}
}

// gudetamaAllowedCards lists the cards of seat's hand it may play now.
func gudetamaAllowedCards(t *testing.T, g engine.Game, seat int, hand []gudetama.Rank) []gudetama.Rank {
	t.Helper()
	legal := g.Legal(seat, nil)
	var out []gudetama.Rank
	for _, r := range slices.Compact(slices.Clone(hand)) {
		a, err := g.DecodeMove(engine.Move{Seat: seat, Play: r.String()})
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(legal, a) {
			out = append(out, r)
		}
	}
	return out
}

// TestGudetamaTutorialAnswersEachAlternative: where the learner could play
// more than one other card, each of them has its own answer (why_not), so
// one Wrong text never has to cover different moves; and each answer
// names the card it answers, in both languages ("Your 3 is allowed…" /
// "3はいちばん…").
func TestGudetamaTutorialAnswersEachAlternative(t *testing.T) {
	s := gudetamaScript(t)
	g, err := games.New(s.Scenario.Config())
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range s.Scenario.Actions {
		if m.Seat == s.Learner && m.Play != "" {
			o := g.Observe(m.Seat).(*gudetama.Observation)
			step := -1
			for k := range s.Steps {
				if s.Steps[k].At == i && s.MoveStep(k) {
					step = k
				}
			}
			st := s.Steps[step]
			answered := map[string]bool{}
			for _, a := range st.WhyNot {
				answered[a.Move.Play] = true
				en := regexp.MustCompile(fmt.Sprintf(`(?i)\b(?:your|the) %s\b`, regexp.QuoteMeta(a.Move.Play)))
				ja := regexp.MustCompile(fmt.Sprintf(`^%s\D`, regexp.QuoteMeta(a.Move.Play)))
				if !en.MatchString(a.Say.EN) || !ja.MatchString(a.Say.JA) {
					t.Errorf("step %d: the answer to the %s does not name it: %q / %q", step, a.Move.Play, a.Say.EN, a.Say.JA)
				}
			}
			var others []string
			for _, r := range gudetamaAllowedCards(t, g, m.Seat, o.Hand) {
				if r.String() != m.Play {
					others = append(others, r.String())
				}
			}
			if len(others) > 1 {
				for _, c := range others {
					if !answered[c] {
						t.Errorf("step %d: the learner may play %v instead of the %s, but the %s has no answer of its own (why_not)", step, others, m.Play, c)
					}
				}
			}
		}
		if err := scenario.ApplyMove(g, m); err != nil {
			t.Fatal(err)
		}
	}
}

// gudetamaRoundEnd is where a round's last card has been played.
type gudetamaRoundEnd struct {
	at, round  int
	over       bool
	eliminated []int // seats the sheet marks ×
	reached    []int // seats the sheet marks ▲ (total at or over the end score)
	dealt      int   // cards each seat holds in the next round (0: none)
}

func gudetamaRoundEnds(t *testing.T, s *tutorial.Script) []gudetamaRoundEnd {
	t.Helper()
	g, err := games.New(s.Scenario.Config())
	if err != nil {
		t.Fatal(err)
	}
	target := gudetama.DefaultTarget
	if o := s.Scenario.Options; o != nil && o.Get("target") != 0 {
		target = o.Get("target")
	}
	var out []gudetamaRoundEnd
	for i, m := range s.Scenario.Actions {
		r := g.Round()
		if err := scenario.ApplyMove(g, m); err != nil {
			t.Fatal(err)
		}
		if g.Round() == r && !g.Over() {
			continue
		}
		o := g.Observe(s.Learner).(*gudetama.Observation)
		end := gudetamaRoundEnd{at: i + 1, round: r, over: g.Over(), eliminated: o.Eliminated}
		for seat := range g.Players() {
			if g.Score(seat) >= target {
				end.reached = append(end.reached, seat)
			}
		}
		if !end.over {
			end.dealt = len(o.Hand)
		}
		out = append(out, end)
	}
	return out
}

// stepsAt are the indexes of the steps at action at, in order.
func gudetamaStepsAt(s *tutorial.Script, at int) []int {
	var out []int
	for i, st := range s.Steps {
		if st.At == at {
			out = append(out, i)
		}
	}
	return out
}

var gudetamaNumberWords = map[int]string{1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}

// TestGudetamaTutorialSaysTheDeck: the first step says what the deck holds
// (63 cards, how many of each number, only two 14s), as the engine's deck
// has them; every "the deck has five 10s" is true; and the first step of
// each deal smaller than a real round's says why (this guided game deals
// small hands; a real round deals 7, fewer as scored cards leave).
func TestGudetamaTutorialSaysTheDeck(t *testing.T) {
	s := gudetamaScript(t)
	lo, hi := gudetama.Copies[1], gudetama.Copies[1]
	for r := 1; r < gudetama.NumRanks; r++ {
		lo, hi = min(lo, gudetama.Copies[r]), max(hi, gudetama.Copies[r])
	}
	top := gudetama.Copies[gudetama.NumRanks]
	first := s.Steps[0].Say
	for _, want := range []string{
		fmt.Sprintf("%d cards numbered 1 to %d", gudetama.DeckSize, gudetama.NumRanks),
		fmt.Sprintf("%s or %s of each number", gudetamaNumberWords[lo], gudetamaNumberWords[hi]),
		fmt.Sprintf("only %s %ds", gudetamaNumberWords[top], gudetama.NumRanks),
	} {
		if !strings.Contains(first.EN, want) {
			t.Errorf("the first step does not say %q: %q", want, first.EN)
		}
	}
	for _, want := range []string{
		fmt.Sprintf("1〜%dの数字のカード%d枚", gudetama.NumRanks, gudetama.DeckSize),
		fmt.Sprintf("%d枚か%d枚ずつ", lo, hi),
		fmt.Sprintf("%dだけは%d枚", gudetama.NumRanks, top),
	} {
		if !strings.Contains(first.JA, want) {
			t.Errorf("the first step does not say %q: %q", want, first.JA)
		}
	}
	copiesEN := regexp.MustCompile(`the deck has (\w+) (\d+)s\b`)
	copiesJA := regexp.MustCompile(`(\d+)は山札に(\d+)枚`)
	for i, st := range s.Steps {
		for _, m := range copiesEN.FindAllStringSubmatch(st.Say.EN, -1) {
			r, _ := strconv.Atoi(m[2])
			if r < 1 || r > gudetama.NumRanks || gudetamaNumberWords[gudetama.Copies[r]] != m[1] {
				t.Errorf("step %d says %q, but the deck has %d", i, m[0], gudetama.Copies[min(max(r, 0), gudetama.NumRanks)])
			}
		}
		for _, m := range copiesJA.FindAllStringSubmatch(st.Say.JA, -1) {
			r, _ := strconv.Atoi(m[1])
			n, _ := strconv.Atoi(m[2])
			if r < 1 || r > gudetama.NumRanks || gudetama.Copies[r] != n {
				t.Errorf("step %d says %q, but the deck has %d", i, m[0], gudetama.Copies[min(max(r, 0), gudetama.NumRanks)])
			}
		}
	}

	// Round 1's deal, then each later one.
	deals := []struct{ at, round, cards int }{{0, 1, len(s.Scenario.Deals[0].Hands[s.Learner])}}
	for _, e := range gudetamaRoundEnds(t, s) {
		if !e.over {
			deals = append(deals, struct{ at, round, cards int }{e.at, e.round + 1, e.dealt})
		}
	}
	for _, d := range deals {
		if d.cards >= gudetama.HandSize {
			continue
		}
		said := false
		for _, i := range gudetamaStepsAt(s, d.at) {
			st := s.Steps[i]
			if st.Point != tutorial.PointHand {
				continue
			}
			en := strings.Contains(st.Say.EN, fmt.Sprintf("a real round deals %d", gudetama.HandSize)) &&
				regexp.MustCompile(fmt.Sprintf(`\b%d cards\b`, d.cards)).MatchString(st.Say.EN)
			ja := strings.Contains(st.Say.JA, fmt.Sprintf("本番は%d枚", gudetama.HandSize)) &&
				strings.Contains(st.Say.JA, fmt.Sprintf("%d枚", d.cards))
			if d.round > 1 {
				en = en && strings.Contains(st.Say.EN, "small hands") && strings.Contains(st.Say.EN, "fewer once scored cards have left the deck")
				ja = ja && strings.Contains(st.Say.JA, "手札を少なく") && strings.Contains(st.Say.JA, "山札が減る")
			}
			said = said || (en && ja)
		}
		if !said {
			t.Errorf("round %d deals %d cards each, but no step about the hand at action %d says so and why (a real round deals %d)", d.round, d.cards, d.at, gudetama.HandSize)
		}
	}
}

// TestGudetamaTutorialSaysTheSheetsMarks: where a round's end puts ▲ (at
// or over the end score) on the score sheet, or × (eliminated, which the
// sheet shows only while the game goes on), the first step shown then
// says what the mark means, in both languages: Aiko's × beside 5 points
// could be read as 5 points knocking her out. Where the round ends the
// game, a step then says that ★ marks the winner, and no step speaks of a
// × outside a play-off, where the sheet shows none.
func TestGudetamaTutorialSaysTheSheetsMarks(t *testing.T) {
	s := gudetamaScript(t)
	for _, e := range gudetamaRoundEnds(t, s) {
		at := gudetamaStepsAt(s, e.at)
		if len(at) == 0 {
			t.Errorf("round %d: nothing is said at its end (action %d)", e.round, e.at)
			continue
		}
		first := s.Steps[at[0]].Say
		if len(e.eliminated) > 0 && !e.over {
			if !strings.Contains(first.EN, "× on the score sheet means eliminated") || !strings.Contains(first.EN, "above the lowest total") {
				t.Errorf("round %d: the sheet marks %v ×, but the first step then does not say what × means: %q", e.round, e.eliminated, first.EN)
			}
			if !strings.Contains(first.JA, "得点表の×は脱落") || !strings.Contains(first.JA, "いちばん少ない人より多い人") {
				t.Errorf("round %d: the sheet marks %v ×, but the first step then does not say what × means: %q", e.round, e.eliminated, first.JA)
			}
		}
		if len(e.reached) > 0 {
			if !strings.Contains(first.EN, "end score (▲)") || !strings.Contains(first.JA, "終了点数に達したら（▲）") {
				t.Errorf("round %d: the sheet marks %v ▲, but the first step then does not say what ▲ means: %q / %q", e.round, e.reached, first.EN, first.JA)
			}
		}
		if e.over {
			star := false
			for _, i := range at {
				say := s.Steps[i].Say
				star = star || strings.Contains(say.EN, "★ on the score sheet marks the winner") && strings.Contains(say.JA, "得点表の★が勝った人")
			}
			if !star {
				t.Errorf("round %d ends the game, but no step then says what ★ means", e.round)
			}
		}
	}
	for _, st := range s.Steps {
		if strings.Contains(st.Say.EN, "×") && !strings.Contains(st.Say.EN, "play on") {
			t.Errorf("a step speaks of × outside a play-off, where the sheet shows none: %q", st.Say.EN)
		}
	}
}

// TestGudetamaTutorialRoundEndsOverTheSummary: at the end of a round the
// game goes on from, the first step is the round's points (shown over the
// round's summary, "Round 1 is over"), and the steps about the new deal
// come after it (shown once Next has dealt it), the first of them naming
// the new round.
func TestGudetamaTutorialRoundEndsOverTheSummary(t *testing.T) {
	s := gudetamaScript(t)
	for _, e := range gudetamaRoundEnds(t, s) {
		if e.over {
			continue
		}
		at := gudetamaStepsAt(s, e.at)
		if len(at) < 2 {
			t.Errorf("round %d: %d steps at its end, want its points and then the new deal's", e.round, len(at))
			continue
		}
		first := s.Steps[at[0]]
		if first.Point != tutorial.PointScores ||
			!strings.HasPrefix(first.Say.EN, fmt.Sprintf("Round %d is over.", e.round)) ||
			!strings.HasPrefix(first.Say.JA, fmt.Sprintf("第%dラウンドが終わりました。", e.round)) {
			t.Errorf("round %d: the first step at its end is not its points over the summary: %q %q", e.round, first.Point, first.Say.EN)
		}
		for k, i := range at[1:] {
			st := s.Steps[i]
			if st.Point == tutorial.PointScores || st.Point == tutorial.PointNone {
				t.Errorf("step %d: after round %d's points, a step not about the new deal (%q)", i, e.round, st.Point)
			}
			if k == 0 && (!strings.HasPrefix(st.Say.EN, fmt.Sprintf("Round %d:", e.round+1)) || !strings.HasPrefix(st.Say.JA, fmt.Sprintf("第%dラウンドです。", e.round+1))) {
				t.Errorf("step %d: the new deal's first step does not name round %d: %q / %q", i, e.round+1, st.Say.EN, st.Say.JA)
			}
		}
	}
}
