// Package trip implements the rules of Trick of Trip (rules.md section 3):
// a four-round trick-taking game for 3 to 5 players where every round opens
// with a simultaneous draft (split six cards into two sets, pass the stand,
// pick a set) and lower cards win tricks while higher ones score.
package trip

import (
	"math/bits"

	"github.com/trickparty/trickparty/engine"
)

// Name is the game's id in configs, saves and the scenario contract.
const Name = "trip"

// phase is where a round stands.
type phase uint8

const (
	phaseSplit phase = iota // every seat still splitting its six cards
	phasePick               // every seat has split; picks outstanding
	phasePlay               // tricks
	phaseOver               // the game has ended
)

// fixedDeal is one round of engine.Config.Deals, parsed once in New and
// shared (read-only) by every copy of the game.
type fixedDeal struct {
	leader int  // -1 when the deal leaves it out
	draw   bool // the cards are drawn (the round opens with the draft); else they are the hands
	cards  [MaxPlayers]CardSet
	size   int // cards per seat
	all    CardSet
}

// trickRec is one completed trick of the current round.
type trickRec struct {
	leader int8
	winner int8
	// why is the rule that made winner's card win, for the trick log. A
	// game determinized from an observation keeps no log and leaves it 0.
	why   reason
	cards [MaxPlayers]Card // in play order, from the leader
}

// Game is one game of Trick of Trip. It implements engine.Game.
type Game struct {
	state
	deals []fixedDeal     // read-only after New, so copies share it
	log   engine.TrickLog // kept only by games made by New
}

// state is everything that changes during play: plain values only, so it
// copies without allocating and compares with ==.
type state struct {
	players, rounds, round int
	phase                  phase
	drafted                bool // this round opened with a draft (not a fixed "hands" deal)
	rng                    engine.RNG

	deck    CardSet // cards not in play this round and not won
	discard CardSet // cards of this round's tricks that nobody kept
	drawn   [MaxPlayers]CardSet
	sets    [MaxPlayers][2]CardSet // each seat's split, kept for the round
	picked  [MaxPlayers]int8       // set taken from the stand received, -1 before
	split   engine.SeatSet         // seats that have split
	pickd   engine.SeatSet         // seats that have picked
	hand    [MaxPlayers]CardSet
	won     [MaxPlayers]CardSet
	// roundWon[r-1][s] is what seat s won in round r (round_scores).
	roundWon [MaxRounds][MaxPlayers]CardSet

	leader, turn int // current trick's leader and the seat to play; -1 when over
	trick        [MaxPlayers]Card
	nTrick       int
	done         [maxTricks]trickRec
	nDone        int

	over    bool
	winners engine.SeatSet
}

var _ engine.Game = (*Game)(nil)

// New validates cfg and starts round 1 with its draft (or with the fixed
// hands of cfg.Deals[0]).
func New(cfg engine.Config) (*Game, error) {
	if cfg.Game != "" && cfg.Game != Name {
		return nil, engine.BadConfig("trip.New was given a %q game", cfg.Game)
	}
	n := cfg.Players
	if n < MinPlayers || n > MaxPlayers {
		return nil, engine.BadConfig("Trick of Trip is played by %d to %d players, not %d", MinPlayers, MaxPlayers, n)
	}
	rounds := cfg.Options.Rounds
	if rounds == 0 {
		rounds = MaxRounds
	}
	if rounds < 1 || rounds > MaxRounds {
		return nil, engine.BadConfig("Trick of Trip lasts 1 to %d rounds, not %d", MaxRounds, rounds)
	}
	deals, err := parseDeals(cfg.Deals, n, rounds)
	if err != nil {
		return nil, err
	}
	g := &Game{state: state{players: n, rounds: rounds, rng: engine.NewRNG(cfg.Seed)}, deals: deals, log: engine.KeepTricks()}
	leader := -1
	if len(deals) > 0 {
		leader = deals[0].leader
	}
	if leader < 0 {
		leader = g.rng.IntN(n)
	}
	g.startRound(1, leader)
	return g, nil
}

// allSeats is the set of every seat.
func (g *Game) allSeats() engine.SeatSet { return engine.SeatSet(1<<g.players - 1) }

// pass is the direction stands move this round.
func (g *Game) pass() int { return passDirection[(g.round-1)%MaxRounds] }

// receiver is the seat that receives seat s's stand this round.
func (g *Game) receiver(s int) int { return (s + g.pass() + g.players) % g.players }

// maker is the seat whose stand seat s receives this round.
func (g *Game) maker(s int) int { return (s - g.pass() + g.players) % g.players }

// Name is "trip".
func (g *Game) Name() string { return Name }

// Players is the number of seats.
func (g *Game) Players() int { return g.players }

// Round is the current round, from 1.
func (g *Game) Round() int { return g.round }

// Rounds is the number of rounds of this game.
func (g *Game) Rounds() int { return g.rounds }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Winners is the set of seats that won; empty until Over.
func (g *Game) Winners() engine.SeatSet { return g.winners }

// Score is seat's score formula over the cards it has won so far.
func (g *Game) Score(seat int) int {
	if seat < 0 || seat >= g.players {
		return 0
	}
	return score(g.won[seat])
}

// Simultaneous is true during the draft (splits, then picks).
func (g *Game) Simultaneous() bool { return g.phase == phaseSplit || g.phase == phasePick }

// ToMove is the seats that still owe a split or a pick during the draft, the
// seat to play during a trick, and nobody once the game is over.
func (g *Game) ToMove() engine.SeatSet {
	switch g.phase {
	case phaseSplit:
		return g.allSeats() &^ g.split
	case phasePick:
		return g.allSeats() &^ g.pickd
	case phasePlay:
		return engine.SeatSet(1) << uint(g.turn)
	}
	return 0
}

// Legal appends seat's legal actions to buf[:0]: the ten splits whose set 0
// holds the lowest drawn card (Apply also takes the other ten), both picks,
// or the cards it may play.
func (g *Game) Legal(seat int, buf []engine.Action) []engine.Action {
	buf = buf[:0]
	if !g.ToMove().Has(seat) {
		return buf
	}
	switch g.phase {
	case phaseSplit:
		return append(buf, legalSplits[:]...)
	case phasePick:
		return append(buf, FirstPick, FirstPick+1)
	}
	led := NoCard
	if g.nTrick > 0 {
		led = g.trick[0]
	}
	for t := legalPlays(g.hand[seat], led); t != 0; t &= t - 1 {
		buf = append(buf, engine.Action(bits.TrailingZeros64(uint64(t))))
	}
	return buf
}

// AllLegal appends to buf[:0] every action seat may take now: Legal's
// actions and, while seat still owes its split, the ten splits Legal leaves
// out (each listed split with its two sets swapped, in the same order).
// Apply accepts those too, and in the scenario notation they differ - the
// receiver's "pick 0" takes whichever set the maker wrote first - so the
// contract's "legal" lists all twenty. Search keeps to Legal: for play a
// swapped split is the same choice, and would only double the branching.
func (g *Game) AllLegal(seat int, buf []engine.Action) []engine.Action {
	buf = g.Legal(seat, buf)
	if g.phase != phaseSplit || len(buf) == 0 {
		return buf
	}
	for _, a := range legalSplits {
		buf = append(buf, FirstSplit+engine.Action(splitIndex[^splitMasks[a-FirstSplit]&(1<<DrawSize-1)]))
	}
	return buf
}

// Apply takes seat's action or refuses it with a *engine.RuleError (or an
// *engine.ConfigError when a fixed deal of the round it would start cannot
// be played), leaving the state unchanged on any error.
func (g *Game) Apply(seat int, a engine.Action) error {
	if err := engine.CheckSeat(Name, g.phase == phaseOver, seat, g.players); err != nil {
		return err
	}
	switch {
	case IsPlay(a):
		return g.applyPlay(seat, Card(a))
	case IsSplit(a):
		return g.applySplit(seat, a)
	case IsPick(a):
		return g.applyPick(seat, int(a-FirstPick))
	}
	return engine.Refuse("trip.action", "%d is not a Trick of Trip action", a)
}

// refuseDraftOver explains that a split or pick came during the tricks.
func (g *Game) refuseDraftOver() error {
	if !g.drafted {
		return engine.Refuse("trip.phase.no-draft", "there is no draft this round: play a card")
	}
	return engine.Refuse("trip.phase.draft-over", "the draft is over: play a card")
}

func (g *Game) applySplit(seat int, a engine.Action) error {
	switch {
	case g.phase == phasePlay:
		return g.refuseDraftOver()
	case g.phase == phasePick || g.split.Has(seat):
		return engine.Refuse("trip.split.done", "you have already split")
	}
	set0 := splitSet0(g.drawn[seat], splitMasks[a-FirstSplit])
	g.sets[seat] = [2]CardSet{set0, g.drawn[seat] &^ set0}
	g.split = g.split.With(seat)
	if g.split == g.allSeats() {
		g.phase = phasePick
	}
	return nil
}

func (g *Game) applyPick(seat, k int) error {
	switch {
	case g.phase == phasePlay:
		return g.refuseDraftOver()
	case g.phase == phaseSplit:
		return engine.Refuse("trip.pick.early", "wait: every player must split before anyone picks")
	case g.pickd.Has(seat):
		return engine.Refuse("trip.pick.done", "you have already picked")
	}
	g.picked[seat] = int8(k)
	g.pickd = g.pickd.With(seat)
	if g.pickd != g.allSeats() {
		return nil
	}
	// Every stand is settled: the picked set joins the unpicked own set.
	for s := 0; s < g.players; s++ {
		taken := g.picked[g.receiver(s)]
		g.hand[s] = g.sets[g.maker(s)][g.picked[s]] | g.sets[s][1-taken]
	}
	g.phase = phasePlay
	g.turn = g.leader
	return nil
}

func (g *Game) applyPlay(seat int, c Card) error {
	switch g.phase {
	case phaseSplit:
		return engine.Refuse("trip.phase.split-first", "wait: the draft comes first; split your six cards into two sets of three")
	case phasePick:
		return engine.Refuse("trip.phase.pick-first", "wait: every player must pick a set before the first trick")
	}
	if seat != g.turn {
		return engine.Refuse("trip.turn", "it is seat %d's turn, not seat %d's", g.turn, seat)
	}
	hand := g.hand[seat]
	if !hand.Has(c) {
		return engine.Refuse("trip.hold", "you do not hold %s", engine.CardArg(c.String()))
	}
	led := NoCard
	if g.nTrick > 0 {
		led = g.trick[0]
	}
	if !legalPlays(hand, led).Has(c) {
		return refusePlay(led)
	}
	if g.nTrick+1 < g.players {
		g.trick[g.nTrick] = c
		g.nTrick++
		g.hand[seat] = hand.Without(c)
		g.turn = (g.turn + 1) % g.players
		return nil
	}

	// The trick is complete: settle it, checking first that a fixed deal of
	// the round it may start can be played, so a refusal changes nothing.
	cards := g.trick
	cards[g.nTrick] = c
	wi, why := judgeTrick(cards[:g.players])
	w := (g.leader + wi) % g.players
	kept := cards[wi]
	// Every hand is the same size after a trick. The bound on tricks only
	// matters for a game determinized from a malformed observation.
	roundEnds := hand.Without(c) == 0 || g.nDone+1 == maxTricks
	var tied engine.SeatSet
	if roundEnds && g.round < g.rounds {
		after := g.won
		after[w] = after[w].With(kept)
		tied = g.lowestScores(&after)
		if err := g.checkDeal(g.round+1, &after, tied); err != nil {
			return err
		}
	}

	g.hand[seat] = hand.Without(c)
	g.won[w] = g.won[w].With(kept)
	g.roundWon[g.round-1][w] = g.roundWon[g.round-1][w].With(kept)
	for _, x := range cards[:g.players] {
		if x != kept {
			g.discard = g.discard.With(x)
		}
	}
	g.done[g.nDone] = trickRec{leader: int8(g.leader), winner: int8(w), why: why, cards: cards}
	g.nDone++
	g.nTrick = 0

	switch {
	case !roundEnds:
		g.leader, g.turn = w, w
		g.record(w)
	case g.round == g.rounds:
		g.phase = phaseOver
		g.over = true
		g.leader, g.turn = -1, -1
		g.winners = g.finalWinners()
		g.record(-1)
	default:
		next := g.chooseLeader(g.round+1, tied)
		g.record(next)
		g.startRound(g.round+1, next)
	}
	return nil
}

// lowestScores is the set of seats with the lowest score over won.
func (g *Game) lowestScores(won *[MaxPlayers]CardSet) engine.SeatSet {
	var set engine.SeatSet
	low := -1
	for s := 0; s < g.players; s++ {
		sc := score(won[s])
		switch {
		case low < 0 || sc < low:
			low, set = sc, engine.SeatSet(1)<<uint(s)
		case sc == low:
			set = set.With(s)
		}
	}
	return set
}

// chooseLeader picks round r's leader among the seats tied for the lowest
// score: the only one, the fixed deal's choice, or one at random.
func (g *Game) chooseLeader(r int, tied engine.SeatSet) int {
	if tied.Count() == 1 {
		return tied.First()
	}
	if r <= len(g.deals) && g.deals[r-1].leader >= 0 {
		return g.deals[r-1].leader
	}
	k := g.rng.IntN(tied.Count())
	for t := tied; ; t &= t - 1 {
		if k == 0 {
			return bits.TrailingZeros8(uint8(t))
		}
		k--
	}
}

// checkDeal reports why round r's fixed deal cannot start once won holds
// the won piles and tied the seats with the lowest score.
func (g *Game) checkDeal(r int, won *[MaxPlayers]CardSet, tied engine.SeatSet) error {
	if r > len(g.deals) {
		return nil
	}
	d := &g.deals[r-1]
	var all CardSet
	for s := 0; s < g.players; s++ {
		all |= won[s]
	}
	if x := d.all & all; x != 0 {
		return engine.BadConfig("round %d deals %s, which was won in an earlier round and is out of the deck", r, x.Lowest())
	}
	if d.leader < 0 || tied.Has(d.leader) {
		return nil
	}
	if tied.Count() == 1 {
		return engine.BadConfig("round %d: seat %d leads (lowest score), not seat %d", r, tied.First(), d.leader)
	}
	return engine.BadConfig("round %d: the leader must be one of seats %v (tied for the lowest score), not seat %d", r, tied.Seats(), d.leader)
}

// finalWinners: highest score, then most cards won; still tied, all share.
func (g *Game) finalWinners() engine.SeatSet {
	var set engine.SeatSet
	bestScore, bestCards := -1, -1
	for s := 0; s < g.players; s++ {
		sc, cards := score(g.won[s]), g.won[s].Count()
		switch {
		case sc > bestScore || sc == bestScore && cards > bestCards:
			bestScore, bestCards, set = sc, cards, engine.SeatSet(1)<<uint(s)
		case sc == bestScore && cards == bestCards:
			set = set.With(s)
		}
	}
	return set
}

// Clone returns an independent copy without the trick log.
func (g *Game) Clone() engine.Game { return engine.CloneGame(g, (*Game).trickLog) }

// CopyFrom makes g a copy of src without the trick log and without
// allocating; src must be a non-nil *Game (engine.Game's contract).
func (g *Game) CopyFrom(src engine.Game) { engine.CopyGame(g, src, (*Game).trickLog) }

// trickLog names the one part of the state a copy does not take.
func (g *Game) trickLog() *engine.TrickLog { return &g.log }
