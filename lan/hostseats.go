package lan

import (
	"crypto/hmac"
	"fmt"
	"strings"
	"time"

	"github.com/trickparty/trickparty/engine/bot"
)

// Loop-goroutine methods: they own h.seats and h.game.

// join assigns a seat to a new authenticated connection.
func (h *Host) join(p *peer, name, token string, asBot bot.Level) *Msg {
	seat := -1
	if token != "" {
		if seat = h.tokenSeat(token); seat < 0 {
			return &Msg{T: tError, Code: CodeBadToken, Text: "this table does not know your seat any more"}
		}
	} else {
		for i := range h.seats {
			if !h.seats[i].bot && !h.seats[i].taken {
				seat = i
				break
			}
		}
		if seat < 0 {
			return &Msg{T: tError, Code: CodeFull, Text: "the table is full"}
		}
	}
	s := &h.seats[seat]
	if old := s.peer; old != nil {
		old.sendMsg(&Msg{T: tError, Code: CodeReplaced, Text: "your seat was taken over by a new connection"})
		old.finish()
	}
	if s.grace != nil {
		s.grace.Stop()
		s.grace = nil
	}
	if !s.taken {
		s.taken = true
		s.token = newToken()
		if name == "" {
			name = fmt.Sprintf("Player %d", seat+1)
		}
		s.name = h.distinctName(seat, name)
	}
	s.peer = p
	s.botHeld, s.awaited = false, false
	s.guestBot = asBot
	p.seat = seat
	info := h.Info()
	p.sendMsg(&Msg{T: tWelcome, Proto: ProtocolVersion, Seat: &seat, Token: s.token, Table: &info})
	h.sendHistory(p)
	wasStarted := h.started
	h.startIfFull()
	if !wasStarted && h.started {
		// Saved as the game starts, not only after its first move: a host
		// that dies before anyone moved can still be resumed, with every
		// guest's seat.
		h.autosave()
	}
	h.changed()
	return &Msg{T: tWelcome}
}

// tokenSeat is the seat whose reconnect token is token, or -1.
func (h *Host) tokenSeat(token string) int {
	seat := -1
	for i := range h.seats {
		if h.seats[i].token != "" && hmac.Equal([]byte(h.seats[i].token), []byte(token)) {
			seat = i
		}
	}
	return seat
}

// distinctName is name, or "name 2", "name 3"... when another seat already
// goes by a name that looks the same (sameName: "ALICE", "Аlice" with a
// Cyrillic А), so seats and the log are never ambiguous.
func (h *Host) distinctName(seat int, name string) string {
	taken := func(n string) bool {
		for i := range h.seats {
			if i != seat && (h.seats[i].taken || h.seats[i].bot) && sameName(h.seats[i].name, n) {
				return true
			}
		}
		return false
	}
	out := name
	for k := 2; taken(out); k++ {
		suffix := fmt.Sprintf(" %d", k)
		base := []rune(name)
		if n := maxNameRunes - len(suffix); len(base) > n {
			base = base[:n]
		}
		out = strings.TrimRight(string(base), " ") + suffix
	}
	return out
}

// detach marks p's seat disconnected; after the grace period a bot holds it.
func (h *Host) detach(p *peer) {
	if p.seat < 0 || h.seats[p.seat].peer != p {
		return
	}
	s := &h.seats[p.seat]
	s.peer = nil
	switch {
	case !h.started:
		// Before the game starts a seat simply frees up again.
		*s = seatState{last: -1}
	case h.over:
	case h.waiting() && s.guestBot == "":
		// A resumed table still waiting for players waits for this one
		// too, rather than give their seat to a bot.
		if s.grace != nil {
			s.grace.Stop()
			s.grace = nil
		}
		s.awaited = true
	case p.stalled.Load():
		// The guest left its pings unanswered for the whole ack timeout
		// already: no further grace before a bot plays for it.
		if s.grace != nil {
			s.grace.Stop()
			s.grace = nil
		}
		s.botHeld = true
		h.cfg.Logf("lan: seat %d: stopped answering; a bot holds the seat", p.seat)
	default:
		h.startGrace(p.seat)
	}
	h.changed()
}

func (h *Host) startIfFull() {
	if h.started {
		return
	}
	for i := range h.seats {
		if !h.seats[i].bot && !h.seats[i].taken {
			return
		}
	}
	h.started = true
}

// changed publishes the new state, sends every connected seat its view,
// and lets bots act.
func (h *Host) changed() {
	h.armTurnTimers()
	h.publish()
	for i := range h.seats {
		if p := h.seats[i].peer; p != nil {
			h.sendView(i, nil)
		}
	}
	h.scheduleBots()
}

func (h *Host) seatInfos() []SeatInfo {
	return h.appendSeatInfos(make([]SeatInfo, 0, len(h.seats)))
}

func (h *Host) appendSeatInfos(out []SeatInfo) []SeatInfo {
	for i := range h.seats {
		s := &h.seats[i]
		info := SeatInfo{Seat: i, Name: s.name, Bot: s.bot, Taken: s.taken || s.bot, Connected: s.bot || s.peer != nil, BotHeld: s.botHeld,
			Level: string(h.playingLevel(i)), GuestBot: s.guestBot != "" && !s.bot, Host: s.host && s.taken, Awaited: s.awaited}
		if !s.deadline.IsZero() {
			// One now for both, so that what is left once the clock
			// runs is the timer to the millisecond, never a little more.
			now := time.Now()
			info.TurnLeftMs = max(1, int(s.deadline.Sub(now).Milliseconds()))
			if held := s.clockFrom.Sub(now); held > 0 {
				info.TurnHeldMs = int(held.Milliseconds())
			}
		}
		out = append(out, info)
	}
	return out
}

// playingLevel is the level of the bot that plays seat now: the table's
// bot, the stand-in for an absent or timed-out player (always Normal), or a
// guest that joined as a bot; empty while a person plays it.
func (h *Host) playingLevel(seat int) bot.Level {
	s := &h.seats[seat]
	switch {
	case s.bot && s.brain != nil:
		return s.brain.Level()
	case s.bot:
		return h.cfg.BotLevel
	case s.botHeld || s.timedOut:
		return bot.Normal
	case s.taken:
		return s.guestBot
	}
	return ""
}

func (h *Host) publish() {
	ps := publicState{seats: h.seatInfos(), started: h.started, over: h.game.Over()}
	for i := range h.seats {
		if !h.seats[i].bot && !h.seats[i].taken {
			ps.free++
		}
	}
	if ps.over {
		for i := 0; i < h.game.Players(); i++ {
			ps.scores = append(ps.scores, h.game.Score(i))
		}
		ps.winners = h.game.Winners().Seats()
	}
	h.pubMu.Lock()
	h.pub = ps
	h.pubMu.Unlock()
	h.ext.notify()
	if ps.over && !h.doneClosed {
		h.doneClosed = true
		close(h.done)
	}
}

func (h *Host) resync(p *peer) {
	if p.seat >= 0 && h.seats[p.seat].peer == p {
		h.sendView(p.seat, nil)
	}
}
