package app

import (
	"context"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// SeatKind says who plays a seat.
type SeatKind string

// The kinds of seat.
const (
	// Human is the person at this computer.
	Human SeatKind = "human"
	// Bot is a computer player running in this process.
	Bot SeatKind = "bot"
	// Remote is a person at another computer (LAN play).
	Remote SeatKind = "remote"
	// RemoteBot is a computer player of a LAN table: one the host seats,
	// or one that joined over the network (SeatInfo.Joined).
	RemoteBot SeatKind = "remote-bot"
)

// SeatSetup is how a seat is filled; saves store it so a resumed game has
// the same opponents.
type SeatSetup struct {
	Kind  SeatKind  `json:"kind"`
	Name  string    `json:"name"`
	Level bot.Level `json:"level,omitempty"`
}

// SeatInfo is what the user interface shows about a seat besides the
// observation: its name, who plays it and whether it is connected.
type SeatInfo struct {
	SeatSetup
	// Seat is the seat number, 0..players-1.
	Seat int
	// Connected is false while a remote player is away; local seats are
	// always connected.
	Connected bool
	// StandIn is the level of the bot playing for this seat's person
	// while they are away or their turn timer ran out; empty otherwise.
	StandIn bot.Level
	// Joined is true for a RemoteBot that joined the table over the
	// network (trickctl join) rather than one the host seats.
	Joined bool
	// Host is true for the seat of the person hosting a LAN table.
	Host bool
	// Awaited is true while a resumed LAN table waits for this seat's
	// person to come back: nobody plays the seat meanwhile, and the game
	// stops at its turn until they are back or the host goes on without
	// them (LANTable.StartWithout).
	Awaited bool
	// Thinking is true while a bot of this seat is choosing.
	Thinking bool
	// TurnEnds is when this seat's turn timer runs out, on this
	// computer's clock (zero: no timer runs for it).
	TurnEnds time.Time
	// TurnRuns is when its clock starts to run (zero, or past: it runs):
	// until then every table holds the finished trick or round before
	// the turn, and the clock stands at TurnEnds-TurnRuns, the timer.
	TurnRuns time.Time
}

// EventKind tells the events of a session apart.
type EventKind int

// The kinds of event, in the order they happen around one action.
const (
	// ActionApplied: Seat acted; Move is its public notation (a Trick of
	// Trip split or pick is stripped of its cards: others must not see them).
	ActionApplied EventKind = iota + 1
	// TrickCompleted: Trick holds the finished trick.
	TrickCompleted
	// RoundOver: Round ended, Scores are the totals after it and
	// RoundScores its own points.
	RoundOver
	// GameOver: Winners and final Scores are set.
	GameOver
	// SeatsChanged: a seat's connection or thinking state changed.
	SeatsChanged
	// BotFailed: the bot of Seat failed to decide (Err says how); its
	// first legal move is played for it and the game goes on.
	BotFailed
	// SaveFailed: the game could not be saved (Err); play goes on, but
	// it cannot be continued after the app closes. Sent once per session.
	SaveFailed
	// ActionRefused: an action sent with Send was refused by the host, or
	// not answered in time (Err says which, in the host's words).
	ActionRefused
	// TurnTimedOut: the session seat's turn timer ran out and the table's
	// stand-in bot played that turn (its ActionApplied came before).
	TurnTimedOut
	// Undone: the player took back their last move and the bots' moves
	// after it (Table.Undo); Obs is the game as it now stands, and the
	// events before this one tell a line of play that no longer is.
	Undone
)

// Event is one thing that happened at the table. Obs is the human seat's
// observation right after it, so a user interface that animates events one
// by one at its own pace can redraw exactly the state of that moment.
type Event struct {
	Kind EventKind
	// Seq numbers the session's events from 1, so a consumer can tell
	// whether it missed any.
	Seq int
	// Seat acted (ActionApplied) or changed (SeatsChanged); -1 otherwise.
	Seat int
	// Move is the public notation of the action (ActionApplied).
	Move engine.Move
	// Verb is the kind of action even when Move is stripped
	// (ActionApplied).
	Verb engine.MoveKind
	// Card names the card the action put on the table, when it played one
	// (a Gummi face-down card is named as it is revealed).
	Card string
	// Round is the round the event belongs to.
	Round int
	// Trick is the completed trick (TrickCompleted).
	Trick *engine.TrickRecord
	// Scores are every seat's running totals after the event.
	Scores []int
	// RoundScores are the points of the round that just ended (RoundOver).
	RoundScores []int
	// Winners are the winning seats (GameOver).
	Winners []int
	// Obs is the human seat's observation after the event.
	Obs engine.Observation
	// Err is what went wrong (BotFailed, SaveFailed, ActionRefused).
	Err error
	// TimedOut: Seat's turn timer ran out and a stand-in bot took this
	// action for its player (ActionApplied at a LAN table).
	TimedOut bool
	// StoodIn: a bot played this action for a person who is away, their
	// connection lost (ActionApplied at a LAN table).
	StoodIn bool
}

// Hint is the Hard bot's advice for the human seat.
type Hint struct {
	Action engine.Action
	// Move is the action's notation, for showing it ("play red9").
	Move engine.Move
	// Measure says what Value is: the chance to win the game, or the
	// points expected by the end of the round (signed so more is better:
	// negative where points count against the player).
	Measure bot.Measure
	Value   float64
	// Same are the other moves the hint counts as good as Move, and
	// SameActions their actions, so the table marks them all: every other
	// face-down card when Move plays one, and any move valued less than a
	// noticeable difference below it (review.Noticeable).
	Same        []engine.Move
	SameActions []engine.Action
	// Next is the best move that is neither Move nor one of Same (nil
	// when there is none) and NextValue its value, so a player sees why
	// the hint is better.
	Next      *engine.Move
	NextValue float64
	// Effect is what the move is expected to do (the trick it wins or
	// loses, the set that comes back), nil when it could not be played
	// on; NextEffect the same of Next.
	Effect, NextEffect *bot.Effect
}

// Session is a game as one person at one computer takes part in it: what
// that person's seat may see, who sits where, submitting that seat's
// actions and hearing what happens. The local Table implements it; a LAN
// client implements it over the network, so the user interface does not
// care which it plays.
type Session interface {
	// Config is the game's configuration (a remote session may zero Seed
	// and Deals, which players must not know).
	Config() engine.Config
	// Seat is the seat this session plays.
	Seat() int
	// Seats describes every seat, in seat order.
	Seats() []SeatInfo
	// Observation is the session seat's current view of the game.
	Observation() engine.Observation
	// Submit plays an action for the session's seat. An illegal action is
	// refused with the engine's *engine.RuleError, and nothing changes.
	Submit(a engine.Action) error
	// Send is Submit for a user interface: it never waits on a network.
	// What is known at once is returned (not your turn, not connected);
	// an action the host refuses later, or does not answer in time, comes
	// back as an ActionRefused event, and an accepted one as its
	// ActionApplied event.
	Send(a engine.Action) error
	// Hint asks the Hard bot for the session seat's best action, judged
	// only from its own observation. It blocks (call it off the UI
	// goroutine) until done or ctx ends.
	Hint(ctx context.Context) (Hint, error)
	// Subscribe returns the session seat's observation now and a channel
	// receiving every later event, in order, never dropping one (it is
	// buffered without bound); the two are taken atomically, so the
	// snapshot plus the events are the whole story. The channel is closed
	// when the session closes, after every event before the close; a
	// subscriber that stops reading earlier calls Drain on it.
	Subscribe() (engine.Observation, <-chan Event)
	// Close stops the session (bots stop thinking, the remote link closes).
	Close() error
	// Storyteller tells the game's events so far (story.go).
	Storyteller
}

// Clocked is a session whose table runs a turn timer (a LAN table): the
// host holds a finished trick, and a round's end, for every table alike
// for its reading time and then starts the next turn's clock. A table
// must not hold longer for its own player, or it shows a turn whose time
// is already running out - or already played by a bot.
type Clocked interface {
	// ReadingHolds are the host's holds after a trick and after a round
	// (0, 0: no turn timer).
	ReadingHolds() (trick, round time.Duration)
}

// TrickHistory is a session that can tell every trick of the game so far,
// all rounds, as the public record (a local table, which also knows those
// played before the app was last closed). A user interface asks it once,
// right after Subscribe, then follows TrickCompleted events.
type TrickHistory interface {
	Tricks() []engine.TrickRecord
}
