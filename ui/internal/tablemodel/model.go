// Package tablemodel is the table as the player sees it, paced: what is
// shown now, the finished trick held up with why it was won, the next
// round's deal held back, the player's action awaiting the table's answer,
// what the player may do now, and the player's own arrangement of the
// hand and of the draft's stand; and the game so far (Record: the tricks,
// each round's totals, who was out). It knows nothing of drawing (no Fyne):
// the table screen draws it and asks it what the player may do, and tests
// read it directly by feeding it a session's events.
//
// It is fed the events at the pace they are shown (the screen's pump), so
// it can lag the live session: that is the point. The live session is
// read only when an action is sent (Sent), to learn whether the table
// took it at once.
package tablemodel

import (
	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"slices"
)

// Pending is the state of the player's last action.
type Pending int

// The states of the player's last action.
const (
	// None: nothing sent awaits its event.
	None Pending = iota
	// Sent: sent, the table has not answered yet (a LAN host).
	Sent
	// Taken: the table took it (a local table answers at once); its event
	// has not been shown yet.
	Taken
)

// Held is a finished trick kept on the table until it is taken in.
type Held struct {
	// Winners are the seats that won it; empty while the trick's last card
	// lies on the table and the trick's result is not shown yet.
	Winners []int
	// Why is why each winner won (the reasons under the trick).
	Why []engine.TrickWhy
	// Leader is who leads next (nil: not known, or the game is over).
	Leader *int
	// NextRound is the round Leader leads when the trick ended its round
	// (0: the trick's round goes on).
	NextRound int
	// WinnerOut: the trick's one winner is out of the game from NextRound
	// on, so the lead passes to another (Gudetama's play-off): the table
	// says why someone else leads.
	WinnerOut bool
	// GameWinners are the game's winners when the trick ended the game
	// (empty otherwise), so the table says who won under its last trick,
	// not only "click to go on".
	GameWinners []int
}

// Model is the paced table of one seat. Its zero value is not ready: use
// New.
type Model struct {
	human int
	// less orders cards in the hand (the art's suit and rank).
	less func(a, b string) bool

	obs  engine.Observation
	view engine.View
	// next is the next round's deal, held back while the last trick and
	// the round summary are on the table.
	next engine.Observation

	// shown is the trick on the table; it lags the view while a finished
	// trick is held.
	shown   []engine.PlayRecord
	holding bool
	held    Held
	// taken are the seats as the finished trick leaves them (piles and
	// scores), shown once TrickDone says who won: the view keeps them as
	// they were while the trick's last card is still on its way.
	taken []engine.SeatView

	pending Pending
	// card names the card widget of the action pending, "" for an action
	// that is not a card's (a lead, a split, a pick).
	card string
	// seats are every seat's description (names, who plays them, turn
	// clocks) as last told (SetSeats).
	seats []app.SeatInfo
	// chooser is the seat that chose this seat to lead (a Gudetama 14),
	// until a card is played: -1 for none.
	chooser int

	// order is the player's own order of the hand; slots are the cards
	// placed in the slots of the arrangement asked for (the draft's
	// stand), one list a slot.
	order []string
	slots [][]string
}

// New is the model of seat human's table (human -1: a spectator). less
// orders the cards dealt into the hand.
func New(human int, less func(a, b string) bool) *Model {
	if less == nil {
		less = func(a, b string) bool { return a < b }
	}
	return &Model{human: human, less: less, chooser: -1}
}

// Human is the seat the model shows the table of.
func (m *Model) Human() int { return m.human }

// Observe shows an observation as it is (the table's first snapshot).
func (m *Model) Observe(obs engine.Observation) error {
	if err := m.setObservation(obs); err != nil {
		return err
	}
	m.syncTrick()
	return nil
}

// Reset shows obs as a table just opened on it would: no trick held, no
// deal held back, nothing pending, the draft's slots empty. The player
// took moves back (app.Undone) and the table is the game as it now
// stands; the player's order of the hand is kept for the cards still in
// it.
func (m *Model) Reset(obs engine.Observation) error {
	if _, err := app.ViewOf(obs); err != nil {
		return err
	}
	m.next, m.holding, m.held, m.taken = nil, false, Held{}, nil
	m.pending, m.card, m.chooser = None, "", -1
	m.slots = nil
	return m.Observe(obs)
}

// setObservation makes obs the shown view, keeping the trick as it is.
// A view that cannot be read leaves the table as it was.
func (m *Model) setObservation(obs engine.Observation) error {
	v, err := app.ViewOf(obs)
	if err != nil {
		return err
	}
	m.obs, m.view, m.taken = obs, v, nil
	m.afterView()
	return nil
}

// ShowView shows a view without its observation: the pictures of the
// rules and tests set a table up this way.
func (m *Model) ShowView(v engine.View) {
	m.view = v
	m.afterView()
}

// afterView keeps the player's arrangement in step with a new view.
func (m *Model) afterView() {
	switch a := m.view.Arranging(); {
	case a == nil:
		m.slots = nil
	case len(m.slots) != len(a.Slots):
		m.slots = make([][]string, len(a.Slots))
	}
	m.syncOrder()
}

// decision is the game's declaration of the kind of move m; false for a
// play, a move that names nothing, or a game this version does not know.
func (m *Model) decision(mv engine.Move) (engine.DecisionSpec, bool) {
	d, ok := app.LookupGame(m.view.Game)
	if !ok || mv.Play != "" {
		return engine.DecisionSpec{}, false
	}
	return d.Decision(mv.Kind())
}

// rowPlace is the place in its row of the card a move plays from one of
// the seat's rows (Gummi's face-down card); false for any other move.
func (m *Model) rowPlace(mv engine.Move) (int, bool) {
	spec, ok := m.decision(mv)
	if !ok || !spec.PlaysACard || spec.Value != engine.ValueRow {
		return 0, false
	}
	p, err := mv.Int()
	return p, err == nil
}

// namesSeat is the seat a move's choice names, with words for that seat
// (a Gudetama lead); false for any other move.
func (m *Model) namesSeat(mv engine.Move) (int, bool) {
	spec, ok := m.decision(mv)
	if !ok || spec.Value != engine.ValueSeat || spec.DoneYou == "" {
		return 0, false
	}
	s, err := mv.Int()
	return s, err == nil
}

// Applied shows an action. The trick so far shows; when the action
// finished the trick, its cards lie as played until TrickDone says who
// won. When it ended the round, the next round's deal waits (Deal) and the
// view stays the round's, without the card just played. An observation
// that cannot be read is returned, and the view stays as it was.
func (m *Model) Applied(ev app.Event) error {
	if ev.Seat == m.human {
		m.pending, m.card = None, ""
	}
	chose, names := m.namesSeat(ev.Move)
	switch {
	case names && chose == m.human && ev.Seat != m.human:
		m.chooser = ev.Seat
	case ev.Card != "":
		m.chooser = -1
	}
	var err error
	before := m.view.Seats
	if v, verr := app.ViewOf(ev.Obs); verr == nil && v.Round != ev.Round && v.Phase != engine.Finished {
		m.next = ev.Obs
		m.forgetPlayed(ev)
	} else {
		err = m.setObservation(ev.Obs)
	}
	switch {
	case ev.Card == "", len(m.view.Trick) > 0 && m.next == nil:
		m.syncTrick()
	default:
		_, fromRow := m.rowPlace(ev.Move)
		m.shown = append(m.shown, engine.PlayRecord{Seat: ev.Seat, Card: ev.Card, Facedown: fromRow})
		m.holding, m.held = true, Held{}
		if m.next == nil && err == nil && len(before) == len(m.view.Seats) {
			// The piles and scores change when the table says who won,
			// not before: they moved a second ahead of the words.
			m.taken = m.view.Seats
			m.view.Seats = wonAsBefore(m.view.Seats, before)
		}
	}
	return err
}

// wonAsBefore is seats with what each had won, and its score, as before.
func wonAsBefore(seats, before []engine.SeatView) []engine.SeatView {
	out := append([]engine.SeatView(nil), seats...)
	for s := range out {
		out[s].Won, out[s].WonHidden, out[s].WonPoints = before[s].Won, before[s].WonHidden, before[s].WonPoints
		out[s].Score = before[s].Score
	}
	return out
}

// forgetPlayed takes the round's last card out of the view that stays on
// the table until the next deal.
func (m *Model) forgetPlayed(ev app.Event) {
	if ev.Card == "" {
		return
	}
	v := &m.view
	if ev.Seat >= 0 && ev.Seat < len(v.Seats) && v.Seats[ev.Seat].HandCount > 0 {
		v.Seats = append([]engine.SeatView(nil), v.Seats...)
		v.Seats[ev.Seat].HandCount--
	}
	if ev.Seat != m.human {
		return
	}
	v.Phase = engine.Waiting
	for i, c := range v.Hand {
		if c.Name == ev.Card {
			v.Hand = append(v.Hand[:i:i], v.Hand[i+1:]...)
			break
		}
	}
	if p, ok := m.rowPlace(ev.Move); ok {
		v.Rows = append([]engine.CardRow(nil), v.Rows...)
		for i, r := range v.Rows {
			if r.Choosable() && p >= 0 && p < len(r.Cards) {
				r.Cards = append([]engine.RowCard(nil), r.Cards...)
				r.Cards[p].Played = true
				v.Rows[i] = r
				break
			}
		}
	}
	m.syncOrder()
}

// TrickDone holds a finished trick on the table with its winners, why
// they won and who leads next. A trick that ended its round is scored at
// once from the next deal's observation: the lines under it say what it
// scored, and the score sheet, the seats and who plays now agree with
// them while it is held (they showed the round before its last trick).
func (m *Model) TrickDone(tr engine.TrickRecord) {
	m.shown = append(m.shown[:0], tr.Plays...)
	m.holding = true
	m.held = Held{Winners: tr.Winners, Why: tr.Why, Leader: tr.NextLeader}
	if m.view.Over {
		m.held.GameWinners = m.view.Winners
	}
	if m.taken != nil {
		m.view.Seats, m.taken = m.taken, nil
	}
	if m.next == nil {
		return
	}
	if nv, err := app.ViewOf(m.next); err == nil {
		totals := make([]int, len(nv.Seats))
		for s, seat := range nv.Seats {
			totals[s] = seat.Score
		}
		var round []int
		if tr.Round >= 1 && tr.Round <= len(nv.RoundScores) {
			round = nv.RoundScores[tr.Round-1]
		}
		m.scoreRound(tr.Round, totals, round)
		m.held.NextRound = nv.Round
		if w := tr.Winners; len(w) == 1 && w[0] >= 0 && w[0] < len(nv.Seats) {
			m.held.WinnerOut = nv.Seats[w[0]].Eliminated
		}
		if pilesGoOn(m.view.Seats, nv.Seats) {
			// The game keeps its piles from round to round (Trick of
			// Trip, Gudetama's scored cards): the piles show what the
			// round's last trick gave while it is held, as after any other
			// trick ("8 cards won" stayed beside a score that counted the
			// ninth). A game that starts its piles again (Gummi) keeps
			// them as they were.
			for s := range m.view.Seats {
				m.view.Seats[s].Won, m.view.Seats[s].WonHidden = nv.Seats[s].Won, nv.Seats[s].WonHidden
				m.view.Seats[s].WonPoints = nv.Seats[s].WonPoints
			}
		} else if len(round) == len(m.view.Seats) {
			m.view.Seats = pilesAfter(m.view.Seats, tr.Why, round)
		}
		if len(nv.Seats) == len(m.view.Seats) {
			// The game's words about each seat as the next view has them:
			// those shown were said before the last trick ("took 1" beside
			// a score that counted the second trick). After the game's
			// last trick they count it; a new deal has none yet.
			m.view.Seats = slices.Clone(m.view.Seats)
			for s := range m.view.Seats {
				m.view.Seats[s].Tags = nv.Seats[s].Tags
			}
		}
	}
}

// pilesAfter are the piles of a game that starts them again each round
// (Gummi) as its last trick left them, while that trick is held: each
// winner takes what its reason says (the card face-up, Others more
// face-down), and the piles are worth the round's points. The next deal
// no longer has them, and "= 29 points this round" stood beside a score
// that already counted the last trick's 2.
func pilesAfter(seats []engine.SeatView, why []engine.TrickWhy, round []int) []engine.SeatView {
	out := append([]engine.SeatView(nil), seats...)
	for _, w := range why {
		if w.Take == "" || w.Seat < 0 || w.Seat >= len(out) {
			continue
		}
		out[w.Seat].Won = append(slices.Clone(out[w.Seat].Won), w.Card)
		out[w.Seat].WonHidden += w.Others
	}
	for s := range out {
		out[s].WonPoints = round[s]
	}
	return out
}

// pilesGoOn reports whether every seat's pile in next still holds what it
// holds now: the piles were kept into the next deal.
func pilesGoOn(now, next []engine.SeatView) bool {
	if len(now) != len(next) {
		return false
	}
	for s := range now {
		if len(next[s].Won) < len(now[s].Won) || next[s].WonHidden < now[s].WonHidden {
			return false
		}
		for _, c := range now[s].Won {
			if !slices.Contains(next[s].Won, c) {
				return false
			}
		}
	}
	return true
}

// Release takes the held trick in: the table shows the view's trick.
func (m *Model) Release() {
	m.holding, m.held = false, Held{}
	m.syncTrick()
}

// ScoreRound writes a finished round's result into the view that stays on
// the table under the round summary, so what is shown agrees with it.
func (m *Model) ScoreRound(ev app.Event) {
	m.scoreRound(ev.Round, ev.Scores, ev.RoundScores)
}

// scoreRound writes round's points (none: left as shown) and the totals
// after it into the view, where nobody is to play any more.
func (m *Model) scoreRound(round int, totals, points []int) {
	v := &m.view
	v.Seats = append([]engine.SeatView(nil), v.Seats...)
	for s := range v.Seats {
		if s < len(totals) {
			v.Seats[s].Score = totals[s]
		}
	}
	if r := round - 1; r >= 0 && r < len(v.RoundScores) && len(points) > 0 {
		v.RoundScores = append([][]int(nil), v.RoundScores...)
		v.RoundScores[r] = points
	}
	v.Phase = engine.Waiting
	v.ToMove = 0
}

// Deal shows the next round's deal held back since the round ended; false
// when none waits.
func (m *Model) Deal() (bool, error) {
	obs := m.next
	if obs == nil {
		return false, nil
	}
	m.next = nil
	err := m.setObservation(obs)
	m.syncTrick()
	return true, err
}

// GameOver shows the game's final observation; nothing is pending any
// more.
func (m *Model) GameOver(obs engine.Observation) error {
	m.next = nil
	err := m.setObservation(obs)
	m.syncTrick()
	m.pending, m.card = None, ""
	return err
}

// syncTrick shows the view's trick (no finished trick is held).
func (m *Model) syncTrick() {
	if m.next != nil {
		// The round is over; its view's trick is from before the last card.
		m.shown = m.shown[:0]
		m.held.Winners = nil
		return
	}
	m.shown = append(m.shown[:0], m.view.Trick...)
	m.held.Winners = nil
}

// Sent records that the player sent an action; live is the session's
// observation right after: a table that no longer asks this seat took
// the action already.
func (m *Model) Sent(live engine.Observation) {
	m.pending, m.card = Sent, ""
	if live == nil || !live.ToMove().Has(m.human) {
		m.pending = Taken
	}
}

// SentCard records that the player played the card named (the table's
// name of its widget: a card, or a face-down place) as Sent does.
func (m *Model) SentCard(live engine.Observation, card string) {
	m.Sent(live)
	m.card = card
}

// PendingCard names the card played and awaiting its event, "" for none.
func (m *Model) PendingCard() string { return m.card }

// Refused forgets the action the table refused.
func (m *Model) Refused() { m.pending, m.card = None, "" }

// SetSeats keeps every seat's description as the session tells it now.
func (m *Model) SetSeats(seats []app.SeatInfo) { m.seats = seats }

// Seats are every seat's description as last set (nil before).
func (m *Model) Seats() []app.SeatInfo { return m.seats }

// Observation is the shown observation (the next deal's is held back).
func (m *Model) Observation() engine.Observation { return m.obs }

// View is the shown view. Its slices are the model's: read them only.
func (m *Model) View() engine.View { return m.view }

// Shown is the trick on the table, in play order: the view's, or the held
// one. Read it only.
func (m *Model) Shown() []engine.PlayRecord { return m.shown }

// ChosenToLeadBy is the seat that chose this seat to lead the trick it
// is to lead now (a Gudetama 14), if one did, so the table says it, not
// only the log, and the player knows why they lead.
func (m *Model) ChosenToLeadBy() (int, bool) { return m.chooser, m.chooser >= 0 }

// Held is the finished trick kept on the table, if one is.
func (m *Model) Held() (Held, bool) { return m.held, m.holding }

// Holding reports whether a finished trick is kept on the table.
func (m *Model) Holding() bool { return m.holding }

// Winners are the held trick's winners (none while its result is not
// shown yet).
func (m *Model) Winners() []int { return m.held.Winners }

// GameWinners are the game's winners as the table marks them on the
// seats and the score sheet: none until the game is over and its last
// trick has been taken in (Release). While that trick is held, the seats
// may still show the scores from before it, and a winner named beside
// them read as a result that the trick then changed.
func (m *Model) GameWinners() []int {
	if !m.view.Over || m.holding {
		return nil
	}
	return m.view.Winners
}

// DealHeld reports whether the round is over and its next deal waits.
func (m *Model) DealHeld() bool { return m.next != nil }

// Pending is the state of the player's last action.
func (m *Model) Pending() Pending { return m.pending }

// Busy reports whether an action sent awaits its event.
func (m *Model) Busy() bool { return m.pending != None }

// Answered reports whether the table answered the action sent (or none
// awaits an answer).
func (m *Model) Answered() bool { return m.pending != Sent }

// Turn is what the shown table asks the player to do: the view's phase,
// or Waiting while their action awaits its event or the round is over.
func (m *Model) Turn() engine.Phase {
	if m.pending != None || m.next != nil {
		return engine.Waiting
	}
	return m.view.Phase
}

// Asked reports whether the table waits for the player now: it asks
// something and no finished trick is in the way.
func (m *Model) Asked() bool {
	p := m.Turn()
	return p != engine.Waiting && p != engine.Finished && !m.holding
}

// MayPlay reports whether the player may play a card now.
func (m *Model) MayPlay() bool { return m.Turn() == engine.PlayCard && !m.holding }

// MayChoose reports whether the player may answer a prompt with choices
// now (who leads next, a set to pick).
func (m *Model) MayChoose() bool {
	return m.Turn() == engine.Decide && m.view.Choosing() != nil && !m.holding
}

// Allowed are the actions the player may take now: the legal cards of
// the hand and of its rows (the face-down row), or the prompt's legal
// choices (who leads, the sets to pick). An arrangement is made of the
// slots (Sets); it is not listed.
func (m *Model) Allowed() []engine.Action {
	var out []engine.Action
	v := &m.view
	switch {
	case m.MayPlay():
		for _, c := range v.Hand {
			if c.Legal {
				out = append(out, c.Action)
			}
		}
		for _, r := range v.Rows {
			for _, c := range r.Cards {
				if c.Legal && !c.Played && c.Action != engine.NoAction {
					out = append(out, c.Action)
				}
			}
		}
	case m.MayChoose():
		for _, c := range v.Prompt.Choices {
			if c.Legal {
				out = append(out, c.Action)
			}
		}
	}
	return out
}

// Card is the hand's card of that name.
func (m *Model) Card(name string) (engine.CardView, bool) {
	for _, c := range m.view.Hand {
		if c.Name == name {
			return c, true
		}
	}
	return engine.CardView{}, false
}

// RowAction is the action playing the card at pos of the seat's row of
// cards to play from (the face-down row).
func (m *Model) RowAction(pos int) engine.Action {
	if r, ok := m.PlayRow(); ok && pos >= 0 && pos < len(r.Cards) {
		return r.Cards[pos].Action
	}
	return engine.NoAction
}

// PlayRow is the seat's row of cards it may play from beside its hand
// (Gummi's face-down row); false when it has none.
func (m *Model) PlayRow() (engine.CardRow, bool) { return PlayRow(m.view) }

// PlayRow is v's row of cards to play from beside the hand (Gummi's
// face-down row); false when it has none.
func PlayRow(v engine.View) (engine.CardRow, bool) {
	for _, r := range v.Rows {
		if r.Choosable() {
			return r, true
		}
	}
	return engine.CardRow{}, false
}
