package lan

import (
	"bytes"
	"encoding/json"

	"github.com/trickparty/trickparty/engine"
)

// sendView sends seat its view, with an optional notice for it alone.
func (h *Host) sendView(seat int, n *Notice) {
	p := h.seats[seat].peer
	if p == nil {
		return
	}
	f, err := h.view(seat, n)
	if err != nil {
		h.cfg.Logf("lan: seat %d: cannot build view: %v", seat, err)
		return
	}
	p.send(f)
}

// view is THE one place that builds game data for a seat: the engine's
// Observation of that seat plus public metadata, as a complete "view"
// frame. Nothing else sends game state, so no seat can receive another
// seat's hidden cards. The observation's JSON is cached per seat and game
// version, so it is marshalled at most once per move for each seat that
// is sent a view (bot seats never are).
func (h *Host) view(seat int, n *Notice) (*[]byte, error) {
	s := &h.seats[seat]
	v := &h.vscratch
	*v = View{
		Seat:    seat,
		Players: h.game.Players(),
		Game:    h.game.Name(),
		Deal:    h.deal,
		Version: len(h.moves),
		NextSeq: s.nextSeq,
		Started: h.started,
		Over:    h.game.Over(),
		Round:   h.game.Round(),
		ToMove:  appendSeats(v.ToMove[:0], h.game.ToMove()),
		Scores:  v.Scores[:0],
		Winners: appendSeats(v.Winners[:0], h.game.Winners()),
		Seats:   h.appendSeatInfos(v.Seats[:0]),
		Notice:  n,
		Last:    h.ext.last.last,
	}
	for i := 0; i < h.game.Players(); i++ {
		v.Scores = append(v.Scores, h.game.Score(i))
	}
	if h.started {
		if s.obsVer != len(h.moves)+1 {
			h.obsBuf.Reset()
			if err := h.obsEnc.Encode(h.game.Observe(seat)); err != nil {
				return nil, err
			}
			// Encode is Marshal plus a newline.
			s.obs = append(s.obs[:0], bytes.TrimSuffix(h.obsBuf.Bytes(), []byte("\n"))...)
			s.obsVer = len(h.moves) + 1
		}
		v.Obs = s.obs
	}
	if v.Last != h.lastFor {
		b, err := json.Marshal(v.Last)
		if err != nil {
			return nil, err
		}
		h.lastFor, h.lastJSON = v.Last, b
	}
	f := newFrameBuf()
	*f = appendViewMsg(*f, v, h.lastJSON)
	v.Obs, v.Notice, v.Last = nil, nil, nil // keep no references in the scratch
	if err := sealFrame(*f); err != nil {
		freeFrameBuf(f)
		return nil, err
	}
	return f, nil
}

// appendSeats appends the seats of s in order; never nil, like
// SeatSet.Seats.
func appendSeats(dst []int, s engine.SeatSet) []int {
	if dst == nil {
		dst = make([]int, 0, engine.MaxPlayers)
	}
	for i := 0; i < engine.MaxPlayers; i++ {
		if s.Has(i) {
			dst = append(dst, i)
		}
	}
	return dst
}
