package highcard

import (
	"errors"
	"fmt"

	"github.com/trickparty/trickparty/engine"
)

// Observation is what a seat sees: its hand, the other's card count, the
// card led and the cards gone. It implements engine.Observation and
// round-trips through encoding/json.
type Observation struct {
	engine.Viewpoint
	Hand  uint16 `json:"hand"`
	Other int    `json:"other"`
	// Turn is the seat due to play, -1 once the game is over.
	Turn   int          `json:"turn"`
	Lead   int          `json:"lead"`
	Played Card         `json:"played"` // 0 when no card is led
	Points [Players]int `json:"points"`
	// Out are the cards played in finished tricks (not those never dealt,
	// which nobody sees).
	Out uint16 `json:"out"`
	// Last is the last finished trick, the card led and the card that
	// followed (zeros before the first), and LastLead the seat that led it.
	Last     [2]Card `json:"last"`
	LastLead int     `json:"last_lead"`
}

// Observe is what seat sees.
func (g *Game) Observe(seat int) engine.Observation {
	o := &Observation{Viewpoint: engine.Viewpoint{Viewer: seat, NumPlayers: Players, Round: 1},
		Hand: g.hands[seat], Other: count(g.hands[1-seat]), Turn: g.turn, Lead: g.lead,
		Played: g.played, Points: g.points, Out: g.out, Last: g.last, LastLead: g.lastLead}
	if g.Over() {
		o.Turn = -1
	}
	return o
}

func (o *Observation) GameName() string { return Name }

// ToMove is the seat due to play, none once the game is over.
func (o *Observation) ToMove() engine.SeatSet {
	if o.Turn < 0 || o.Turn >= Players {
		return 0
	}
	return engine.SeatsOf(o.Turn)
}

// Legal lists the cards the observer may play.
func (o *Observation) Legal(buf []engine.Action) []engine.Action {
	if o.Turn != o.Viewer || o.Viewer < 0 || o.Viewer >= Players {
		return buf[:0]
	}
	g := Game{state: state{turn: o.Turn, played: o.Played}}
	g.hands[o.Viewer] = o.Hand
	return g.Legal(o.Viewer, buf)
}

// Validate says what is wrong with an observation a peer or a save gave,
// one no game of High Card could show: nil when a game could.
func (o *Observation) Validate() error {
	if err := o.CheckShape(Players, Players); err != nil {
		return err
	}
	if o.Round != 1 {
		return fmt.Errorf("observation: round %d of a one-round game", o.Round)
	}
	if o.Lead < 0 || o.Lead >= Players || o.Turn < -1 || o.Turn >= Players {
		return fmt.Errorf("observation: lead %d, turn %d", o.Lead, o.Turn)
	}
	if o.Hand&^allCards != 0 || o.Out&^allCards != 0 || o.Hand&o.Out != 0 || count(o.Out)%2 != 0 {
		return errors.New("observation: the hand and the cards out are no sets of cards")
	}
	if o.Played != 0 && (!o.Played.Valid() || (o.Hand|o.Out)&o.Played.bit() != 0) {
		return fmt.Errorf("observation: card %d led", o.Played)
	}
	if o.Points[0] < 0 || o.Points[1] < 0 || o.Points[0]+o.Points[1] != count(o.Out)/2 {
		return fmt.Errorf("observation: points %v for %d tricks", o.Points, count(o.Out)/2)
	}
	if err := checkLast(o.Last, o.LastLead, o.Lead, o.Out); err != nil {
		return fmt.Errorf("observation: %v", err)
	}
	// hands are dealt alike, and only the leader's is one short mid-trick
	mine, led := count(o.Hand), 0
	if o.Played != 0 {
		led = 1
	}
	if o.Lead == o.Viewer {
		mine += led
	}
	others := o.Other
	if o.Lead != o.Viewer {
		others += led
	}
	if o.Other < 0 || mine != others || 2*mine+count(o.Out) > Cards {
		return fmt.Errorf("observation: %d cards in hand, %d in the other's", count(o.Hand), o.Other)
	}
	switch {
	case o.Turn < 0 && mine != 0, o.Turn >= 0 && mine == 0:
		return fmt.Errorf("observation: turn %d with %d cards each", o.Turn, mine)
	case o.Turn >= 0 && o.Played == 0 && o.Turn != o.Lead, o.Turn >= 0 && o.Played != 0 && o.Turn == o.Lead:
		return fmt.Errorf("observation: turn %d, lead %d, card led %d", o.Turn, o.Lead, o.Played)
	}
	return nil
}

// checkLast: the last trick is two cards out, led by a seat of the table,
// and its winner leads now; before the first trick it is none.
func checkLast(last [2]Card, lastLead, lead int, out uint16) error {
	if out == 0 {
		if last != [2]Card{} || lastLead != 0 {
			return fmt.Errorf("a last trick %v before any trick", last)
		}
		return nil
	}
	if !last[0].Valid() || !last[1].Valid() || last[0] == last[1] || out&(last[0].bit()|last[1].bit()) != last[0].bit()|last[1].bit() {
		return fmt.Errorf("a last trick %v of cards not out", last)
	}
	if lastLead < 0 || lastLead >= Players {
		return fmt.Errorf("a last trick led by seat %d", lastLead)
	}
	if winner, _ := trickWinner(lastLead, last); winner != lead {
		return fmt.Errorf("seat %d leads after seat %d won the last trick", lead, winner)
	}
	return nil
}
