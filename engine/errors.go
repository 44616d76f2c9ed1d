package engine

import (
	"fmt"
	"strings"
)

// RuleError is why an action was refused, in words a player understands
// ("must play yellow: it is the earliest colour in this trick that you hold").
// Rule is a stable key for translations and tests, such as "gummi.priority":
// one rule id per message, so that a translation keyed by the id, filled
// with Args, says the same thing as Message.
type RuleError struct {
	Rule    string
	Message string
	// Args are the message's parameters in order: numbers, and CardArg,
	// CardsArg or SuitArg for what a player reads in their own words.
	Args []any
}

func (e *RuleError) Error() string { return e.Message }

// Refuse builds a RuleError with a formatted message.
func Refuse(rule, format string, args ...any) *RuleError {
	return &RuleError{Rule: rule, Message: fmt.Sprintf(format, args...), Args: args}
}

// CardArg is a refusal's parameter naming a card (its name in the
// notation), so an interface can say the card in its own words.
type CardArg string

// CardsArg is a refusal's parameter naming several cards.
type CardsArg []string

func (c CardsArg) String() string { return strings.Join(c, " ") }

// SuitArg is a refusal's parameter naming a suit or colour (the name a
// card face gives as CardFace.SuitName, a translation key).
type SuitArg string

// CheckSeat refuses any action of seat when the game is over or seat is not
// at the table: the checks every game makes first, under the rule ids
// game+".over" and game+".seat". The legal case is small enough to inline
// into Apply, which searches call millions of times.
func CheckSeat(game string, over bool, seat, players int) error {
	if !over && uint(seat) < uint(players) {
		return nil
	}
	return refuseSeat(game, over, seat, players)
}

// CheckTurn is CheckSeat for a game where one seat acts at a time, and
// refuses a seat whose turn it is not (rule id game+".turn").
func CheckTurn(game string, over bool, seat, players, turn int) error {
	if !over && seat == turn && uint(seat) < uint(players) {
		return nil
	}
	return refuseTurn(game, over, seat, players, turn)
}

func refuseTurn(game string, over bool, seat, players, turn int) error {
	if err := refuseSeat(game, over, seat, players); err != nil {
		return err
	}
	return Refuse(game+".turn", "it is seat %d's turn, not seat %d's", turn, seat)
}

func refuseSeat(game string, over bool, seat, players int) error {
	if over {
		return Refuse(game+".over", "the game is over")
	}
	if seat < 0 || seat >= players {
		return Refuse(game+".seat", "there is no seat %d at this table of %d", seat, players)
	}
	return nil
}

// ConfigError reports a game configuration (options, fixed deal) that cannot
// be played, such as a card dealt twice.
type ConfigError struct {
	Message string
}

func (e *ConfigError) Error() string { return e.Message }

// BadConfig builds a ConfigError with a formatted message.
func BadConfig(format string, args ...any) *ConfigError {
	return &ConfigError{Message: fmt.Sprintf(format, args...)}
}
