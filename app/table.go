package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
)

// TableOptions set up a local table.
type TableOptions struct {
	// Config is the game to play.
	Config engine.Config
	// Seats fills every seat; at most one may be Human (the session's seat).
	// Remote seats belong to a LAN host, not to a local table.
	Seats []SeatSetup
	// Moves are applied before play starts (resuming a save); each is
	// checked like a live action.
	Moves []engine.Move
	// Store and SaveName, when set, receive an autosave after every action.
	Store    Storage
	SaveName string
	// Trace, when set, receives one JSON line per applied action.
	Trace io.Writer
	// HintBudget bounds the hint search (default bot.DefaultBudget).
	HintBudget bot.Budget
	// NewBot builds the bot of a Bot seat (default: bot.New at
	// bot.DefaultBudget).
	NewBot func(bot.Level) (bot.Bot, error)
}

// Table is a local game: a human seat and bot seats around one engine.Game.
// Bots think in their own goroutines on their own observation; the table
// never waits on a clock, it only waits for the human. It implements
// Session for the human seat.
type Table struct {
	cfg   engine.Config
	seats []SeatSetup
	human int

	store    Storage
	saveName string
	trace    io.Writer
	budget   bot.Budget

	mu        sync.Mutex
	game      engine.Game
	moves     []engine.Move
	bots      []bot.Bot
	thinking  []bool
	tricks    int
	round     int
	story     story
	audience  audience
	closed    bool
	started   bool
	saveErr   error
	traceErr  error
	botErr    error
	wg        sync.WaitGroup
	botRounds uint64
	// undos counts the moves the player took back (Undo); gen counts the
	// lines of play, so a bot that chose in one taken back plays nothing.
	undos int
	gen   uint64
	// undoRound remembers, for the moves as they were (their number and
	// gen), whether the player's last move was made in this round.
	undoRound struct {
		moves int
		gen   uint64
		same  bool
	}
	// applied, when set, hears the number of moves after each one, under
	// the table's lock (a tutorial paces its script by it).
	applied func(moves int)
}

var _ Session = (*Table)(nil)

// NewTable builds the game, replays opts.Moves and starts the bots that are
// due to act. A move that does not replay is reported with its index.
func NewTable(opts TableOptions) (*Table, error) {
	if len(opts.Seats) != opts.Config.Players {
		return nil, fmt.Errorf("the table has %d seats but the game is for %d players", len(opts.Seats), opts.Config.Players)
	}
	t := &Table{
		cfg: opts.Config, seats: append([]SeatSetup(nil), opts.Seats...), human: -1,
		store: opts.Store, saveName: opts.SaveName, trace: opts.Trace, budget: opts.HintBudget,
	}
	if t.budget == (bot.Budget{}) {
		t.budget = bot.DefaultBudget
	}
	if opts.NewBot == nil {
		opts.NewBot = newBot
	}
	t.bots = make([]bot.Bot, len(t.seats))
	t.thinking = make([]bool, len(t.seats))
	for i, s := range t.seats {
		switch s.Kind {
		case Human:
			if t.human >= 0 {
				return nil, fmt.Errorf("seats %d and %d are both human; a local table has one", t.human, i)
			}
			t.human = i
		case Bot:
			if !validLevel(s.Level) {
				return nil, fmt.Errorf("seat %d has unknown bot level %q", i, s.Level)
			}
			b, err := opts.NewBot(s.Level)
			if err != nil {
				return nil, fmt.Errorf("seat %d: %w", i, err)
			}
			t.bots[i] = b
		case Remote:
			return nil, fmt.Errorf("seat %d is remote: remote players join a LAN host, not a local table", i)
		default:
			return nil, fmt.Errorf("seat %d has unknown kind %q", i, s.Kind)
		}
	}
	g, err := Replay(opts.Config, opts.Moves)
	if err != nil {
		return nil, err
	}
	t.game = g
	t.moves = append([]engine.Move(nil), opts.Moves...)
	t.tricks = len(g.Report().Tricks)
	t.round = g.Round()
	t.story.seen(g.Over())
	return t, nil
}

// Start lets the bots play. A new table waits for it, so the user interface
// can subscribe first and miss nothing.
func (t *Table) Start() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.started && len(t.moves) == 0 {
		// A new game takes the saved game's place as it starts, as the
		// player agreed: until its first move the old save stayed, and
		// Continue went back to the game they had given up.
		t.autosaveLocked()
	}
	t.started = true
	t.scheduleBots()
}

// Replay builds cfg's game and applies moves in order, checking each as a
// live action would be checked.
func Replay(cfg engine.Config, moves []engine.Move) (engine.Game, error) {
	g, _, err := replayRounds(cfg, moves)
	return g, err
}

// replayRounds is Replay, and how many of the moves were made in the
// round the game ends in (0: that round is dealt and nothing more).
func replayRounds(cfg engine.Config, moves []engine.Move) (engine.Game, int, error) {
	g, err := games.New(cfg)
	if err != nil {
		return nil, 0, err
	}
	inRound := 0
	for i, m := range moves {
		if m.Seat < 0 || m.Seat >= g.Players() {
			return nil, 0, fmt.Errorf("move %d: there is no seat %d", i+1, m.Seat)
		}
		if !g.ToMove().Has(m.Seat) {
			return nil, 0, fmt.Errorf("move %d: seat %d is not due to act", i+1, m.Seat)
		}
		a, err := g.DecodeMove(m)
		if err != nil {
			return nil, 0, fmt.Errorf("move %d: %w", i+1, err)
		}
		round := g.Round()
		if err := g.Apply(m.Seat, a); err != nil {
			return nil, 0, fmt.Errorf("move %d: %w", i+1, err)
		}
		if inRound++; g.Round() != round {
			inRound = 0
		}
	}
	return g, inRound, nil
}

// Config implements Session.
func (t *Table) Config() engine.Config { return t.cfg }

// Seat implements Session: the human seat, or -1 at a table of bots only.
func (t *Table) Seat() int { return t.human }

// viewSeat is the seat whose observation events carry.
func (t *Table) viewSeat() int {
	if t.human >= 0 {
		return t.human
	}
	return 0
}

// Seats implements Session.
func (t *Table) Seats() []SeatInfo {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := make([]SeatInfo, len(t.seats))
	for i, s := range t.seats {
		out[i] = SeatInfo{SeatSetup: s, Seat: i, Connected: true, Thinking: t.thinking[i]}
	}
	return out
}

// Observation implements Session.
func (t *Table) Observation() engine.Observation {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.game.Observe(t.viewSeat())
}

// Tricks returns every completed trick of the game so far.
func (t *Table) Tricks() []engine.TrickRecord {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]engine.TrickRecord(nil), t.game.Report().Tricks...)
}

var _ TrickHistory = (*Table)(nil)

// Moves returns the moves applied so far (the save's content).
func (t *Table) Moves() []engine.Move {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]engine.Move(nil), t.moves...)
}

// Over reports whether the game has ended.
func (t *Table) Over() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.game.Over()
}

// Report is the public record of the game so far.
func (t *Table) Report() engine.Report {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.game.Report()
}

// Err reports the first autosave, trace or bot failure, if any: play goes
// on without them, and the user interface may show it.
func (t *Table) Err() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return errors.Join(t.saveErr, t.traceErr, t.botErr)
}

// Save returns the game as a save file.
func (t *Table) Save() *Save {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.saveLocked()
}

func (t *Table) saveLocked() *Save {
	return &Save{Format: SaveFormat, App: Version, Config: t.cfg, Seats: append([]SeatSetup(nil), t.seats...), Moves: append([]engine.Move(nil), t.moves...), Undos: t.undos}
}

// Submit implements Session.
func (t *Table) Submit(a engine.Action) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return errors.New("the table is closed")
	}
	if t.human < 0 {
		return errors.New("no human seat at this table")
	}
	if !t.game.ToMove().Has(t.human) {
		return &engine.RuleError{Rule: "turn", Message: "it is not your turn"}
	}
	return t.applyLocked(t.human, a)
}

// Send implements Session: a local table answers at once, so it is Submit.
func (t *Table) Send(a engine.Action) error { return t.Submit(a) }

// Hint implements Session.
func (t *Table) Hint(ctx context.Context) (Hint, error) {
	t.mu.Lock()
	if t.human < 0 || !t.game.ToMove().Has(t.human) {
		t.mu.Unlock()
		return Hint{}, errors.New("it is not your turn")
	}
	obs := t.game.Observe(t.human)
	rng := engine.NewRNG(t.cfg.Seed ^ uint64(len(t.moves))*0x9e3779b97f4a7c15 ^ 0x68696e74)
	probe := t.game.Clone()
	t.mu.Unlock()
	return hintFrom(ctx, obs, t.budget, &rng, func(a engine.Action) engine.Move { return probe.EncodeMove(t.human, a) })
}

// Subscribe implements Session.
func (t *Table) Subscribe() (engine.Observation, <-chan Event) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.game.Observe(t.viewSeat()), t.audience.join(t.closed)
}

// Events subscribes without the snapshot (tests, trace tools).
func (t *Table) Events() <-chan Event {
	_, ch := t.Subscribe()
	return ch
}

// Close implements Session: bots stop (a bot mid-thought finishes but its
// move is dropped) and event channels close.
func (t *Table) Close() error {
	if t.stop() {
		t.wg.Wait()
	}
	return nil
}

// stop closes the table without waiting for the bots; false if it was
// closed already.
func (t *Table) stop() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return false
	}
	t.closed = true
	t.audience.end()
	return true
}

// check says whether the human seat may play a now, changing nothing: the
// engine's refusal, or nil.
func (t *Table) check(a engine.Action) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.human < 0 || !t.game.ToMove().Has(t.human) {
		return &engine.RuleError{Rule: "turn", Message: "it is not your turn"}
	}
	return t.game.Clone().Apply(t.human, a)
}

// encode writes the human seat's action a in the scenario notation.
func (t *Table) encode(a engine.Action) engine.Move {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.game.EncodeMove(t.human, a)
}

// traceLine is one line of the --trace file.
type traceLine struct {
	Seat  int         `json:"seat"`
	Move  engine.Move `json:"move"`
	Round int         `json:"round"`
}

// applyLocked applies seat's action, records it and tells subscribers what
// happened. The caller holds t.mu.
func (t *Table) applyLocked(seat int, a engine.Action) error {
	round := t.game.Round()
	move, step, err := localStep(t.game, seat, a, t.viewSeat(), &t.tricks)
	if err != nil {
		return err
	}
	t.moves = append(t.moves, move)
	if t.applied != nil {
		t.applied(len(t.moves))
	}
	if t.trace != nil && t.traceErr == nil {
		line, _ := json.Marshal(traceLine{Seat: seat, Move: move, Round: round})
		if _, err := t.trace.Write(append(line, '\n')); err != nil {
			t.traceErr = fmt.Errorf("trace: %w", err)
		}
	}
	t.autosaveLocked()
	for _, e := range t.story.tell(step) {
		t.emitLocked(e)
	}
	if t.game.Over() && t.store != nil && t.saveName != "" {
		// A finished game is nothing to continue.
		if err := t.store.Remove(t.saveName); err != nil && !isNotExist(err) {
			t.saveFailedLocked(err)
		}
	}
	t.scheduleBots()
	return nil
}

func (t *Table) autosaveLocked() {
	if t.store == nil || t.saveName == "" {
		return
	}
	data, err := t.saveLocked().Encode()
	if err == nil {
		err = t.store.Write(t.saveName, data)
	}
	if err != nil {
		t.saveFailedLocked(err)
	}
}

// saveFailedLocked keeps the first autosave error (Err) and tells the
// subscribers once; later failures say nothing new.
func (t *Table) saveFailedLocked(err error) {
	if t.saveErr != nil {
		return
	}
	t.saveErr = fmt.Errorf("autosave: %w", err)
	t.emitLocked(Event{Kind: SaveFailed, Seat: -1, Round: t.game.Round(), Err: t.saveErr})
}

func (t *Table) emitLocked(e Event) { t.audience.send(e) }

// scheduleBots starts a thinking goroutine for every bot seat due to act
// that is not already thinking. The caller holds t.mu.
func (t *Table) scheduleBots() {
	if t.closed || !t.started || t.game.Over() {
		return
	}
	changed := false
	for _, seat := range t.game.ToMove().Seats() {
		b := t.bots[seat]
		if b == nil || t.thinking[seat] {
			continue
		}
		t.thinking[seat] = true
		changed = true
		obs := t.game.Observe(seat)
		t.botRounds++
		rng := engine.NewRNG(t.cfg.Seed*0x2545f4914f6cdd1d ^ uint64(seat+1)<<48 ^ t.botRounds)
		t.wg.Add(1)
		go t.think(seat, b, obs, rng, len(t.moves), t.gen)
	}
	if changed {
		t.emitLocked(Event{Kind: SeatsChanged, Seat: -1, Round: t.game.Round()})
	}
}

// ErrNothingToUndo is Undo's answer when the player has no move to take
// back: none made yet, the game is over, or taking it back would show
// what the rules hide (a face-down card played, a new deal seen).
var ErrNothingToUndo = errors.New("there is no move of yours to take back")

// CanUndo reports whether Undo would take a move back now.
func (t *Table) CanUndo() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return !t.closed && !t.game.Over() && t.undoPointLocked() >= 0
}

// Undos is how many times the player took moves back in this game (a
// resumed game's count included).
func (t *Table) Undos() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.undos
}

// lastHumanMoveLocked is the index of the human seat's last move, -1 when
// it has made none.
func (t *Table) lastHumanMoveLocked() int {
	if t.human < 0 {
		return -1
	}
	for i := len(t.moves) - 1; i >= 0; i-- {
		if t.moves[i].Seat == t.human {
			return i
		}
	}
	return -1
}

// undoPointLocked is the index of the move Undo takes back from (the
// player's last), or -1 when it may not be taken back fairly: the player
// has made none; or it was made in an earlier round (the deal seen since
// would be dealt again, known); or it played a card the player had not
// seen (a face-down card: taken back, it would lie face down again, known
// to its owner, whom the rules keep from knowing it).
func (t *Table) undoPointLocked() int {
	k := t.lastHumanMoveLocked()
	if k < 0 {
		return -1
	}
	m := t.moves[k]
	if d, ok := games.Lookup(t.cfg.Game); ok && m.Play == "" && d.PlaysACard(m.Kind()) {
		return -1
	}
	if t.undoRound.moves != len(t.moves) || t.undoRound.gen != t.gen {
		before, err := Replay(t.cfg, t.moves[:k])
		t.undoRound.same = err == nil && before.Round() == t.game.Round()
		t.undoRound.moves, t.undoRound.gen = len(t.moves), t.gen
	}
	if !t.undoRound.same {
		return -1
	}
	return k
}

// Undo takes back the player's last move and every bot's move after it:
// the game is built again from its config and the moves before, which is
// the same game as one where the moves taken back were never made (a game
// is a pure function of its seed and actions). The autosave follows, and
// subscribers hear an Undone event with the game as it now stands (the
// event returned). A finished game, a table without a human seat or one
// where the player has not moved yet has nothing to undo
// (ErrNothingToUndo). Bots still choosing in the line taken back play
// nothing.
func (t *Table) Undo() (Event, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return Event{}, errors.New("the table is closed")
	}
	k := t.undoPointLocked()
	if t.game.Over() || k < 0 {
		return Event{}, ErrNothingToUndo
	}
	g, err := Replay(t.cfg, t.moves[:k])
	if err != nil {
		// Every move was checked when it was made: this cannot happen,
		// and the game stays as it was if it does.
		return Event{}, fmt.Errorf("taking the move back: %w", err)
	}
	t.game = g
	t.moves = append([]engine.Move(nil), t.moves[:k]...)
	t.tricks = len(g.Report().Tricks)
	t.round = g.Round()
	t.story = story{}
	t.story.seen(g.Over())
	t.undos++
	t.gen++
	t.autosaveLocked()
	ev := Event{Kind: Undone, Seat: t.human, Round: g.Round(), Scores: g.Report().Scores, Obs: g.Observe(t.viewSeat())}
	t.emitLocked(ev)
	ev.Seq = t.audience.seq
	t.scheduleBots()
	return ev, nil
}

// DealAgain is the table's game to play again from its start: the same
// config, so the same seed and deals, and the same seats.
func (t *Table) DealAgain() (engine.Config, []SeatSetup) {
	cfg := t.cfg
	cfg.Deals = append([]engine.Deal(nil), t.cfg.Deals...)
	return cfg, append([]SeatSetup(nil), t.seats...)
}

// think runs one bot decision off the table's lock and applies it. A move
// refused only because the game moved on under the bot (another seat acted
// during a simultaneous phase) is thought again; a bot that fails (panics,
// finds no move, or picks an illegal one on a current observation) gets its
// first legal move played for it, the error kept (Err) and told to the
// player (BotFailed), so the game never stalls.
func (t *Table) think(seat int, b bot.Bot, obs engine.Observation, rng engine.RNG, version int, gen uint64) {
	defer t.wg.Done()
	a, err := bot.ChooseSafely(b, obs, &rng)
	t.mu.Lock()
	defer t.mu.Unlock()
	t.thinking[seat] = false
	if gen != t.gen {
		// The player took back the moves this choice was made after: the
		// seat thinks again from the game as it now stands.
		t.scheduleBots()
		return
	}
	if t.closed || !t.game.ToMove().Has(seat) {
		return
	}
	if err == nil {
		err = t.applyLocked(seat, a)
		if err == nil {
			return
		}
		if len(t.moves) != version {
			t.scheduleBots()
			return
		}
		err = fmt.Errorf("the %s bot chose an illegal move: %w", b.Level(), err)
	}
	err = fmt.Errorf("bot at seat %d: %w", seat, err)
	if t.botErr == nil {
		t.botErr = err
	}
	t.emitLocked(Event{Kind: BotFailed, Seat: seat, Round: t.game.Round(), Err: err})
	if fb := bot.Fallback(t.game, seat); fb != engine.NoAction {
		_ = t.applyLocked(seat, fb) // legal by construction
	}
}
