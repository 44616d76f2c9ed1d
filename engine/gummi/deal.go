package gummi

import (
	"github.com/trickparty/trickparty/engine"
)

// fixedDeal is a validated engine.Deal in the game's own representation.
type fixedDeal struct {
	leader  int // -1: not given
	colours uint8
	hands   [MaxPlayers]uint64
	fdRow   [MaxPlayers][FacedownSize]Card
	fdLen   [MaxPlayers]int8
	dealt   uint64
	perSeat int
}

// parseDeal checks a fixed deal of round r against the contract: every seat
// holds the same number of cards in total, cards exist and are dealt once,
// and no more colours than the player count allows.
func parseDeal(d engine.Deal, players, r int) (fixedDeal, error) {
	fd := fixedDeal{leader: -1}
	for s := range fd.fdRow {
		fd.fdRow[s] = [FacedownSize]Card{NoCard, NoCard, NoCard}
	}
	var err error
	if fd.leader, err = d.LeaderSeat(players, r); err != nil {
		return fd, err
	}
	if len(d.Draw) > 0 {
		return fd, engine.BadConfig("round %d: Gummi Trick deals hands and face-down rows, not draws", r)
	}
	if len(d.Hands) != players {
		return fd, engine.BadConfig("round %d: the deal has %d hands for %d players", r, len(d.Hands), players)
	}
	if len(d.Facedown) != 0 && len(d.Facedown) != players {
		return fd, engine.BadConfig("round %d: the deal has %d face-down rows for %d players", r, len(d.Facedown), players)
	}
	take := func(name string, s int) (Card, error) {
		c, err := ParseCard(name)
		if err != nil {
			return 0, engine.BadConfig("round %d, seat %d: %v", r, s, err)
		}
		if fd.dealt&c.bit() != 0 {
			return 0, engine.BadConfig("round %d: %s is dealt twice", r, c)
		}
		fd.dealt |= c.bit()
		fd.colours |= 1 << c.Colour()
		return c, nil
	}
	for s := 0; s < players; s++ {
		for _, name := range d.Hands[s] {
			c, err := take(name, s)
			if err != nil {
				return fd, err
			}
			fd.hands[s] |= c.bit()
		}
		if len(d.Facedown) == 0 {
			continue
		}
		row := d.Facedown[s]
		if len(row) > FacedownSize {
			return fd, engine.BadConfig("round %d, seat %d: a face-down row holds at most %d cards, not %d", r, s, FacedownSize, len(row))
		}
		for p, name := range row {
			c, err := take(name, s)
			if err != nil {
				return fd, err
			}
			fd.fdRow[s][p] = c
		}
		fd.fdLen[s] = int8(len(row))
	}
	fd.perSeat = popcount(fd.hands[0]) + int(fd.fdLen[0])
	for s := 1; s < players; s++ {
		if n := popcount(fd.hands[s]) + int(fd.fdLen[s]); n != fd.perSeat {
			return fd, engine.BadConfig("round %d: every seat must hold the same number of cards (hand and face-down), but seat 0 holds %d and seat %d holds %d", r, fd.perSeat, s, n)
		}
	}
	if fd.perSeat > maxTricks {
		return fd, engine.BadConfig("round %d: every seat holds %d cards, more than the %d tricks a round can have", r, fd.perSeat, maxTricks)
	}
	if fd.perSeat == 0 {
		return fd, engine.BadConfig("round %d: the deal gives nobody any card", r)
	}
	if n, max := popcount(uint64(fd.colours)), coloursByPlayers[players]; n > max {
		return fd, engine.BadConfig("round %d: the deal uses %d colours, but %d players play with at most %d", r, n, players, max)
	}
	return fd, nil
}
