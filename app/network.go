package app

import (
	"context"
	"errors"
	"strings"
	"syscall"
	"time"
	"unicode"

	"github.com/trickparty/trickparty/lan"
	"golang.org/x/text/unicode/norm"
)

// Network says where LAN play meets this machine. Tests point it at
// loopback and keep mDNS quiet.
type Network struct {
	// Listen is where a hosted table listens.
	Listen string
	// Announce announces hosted tables with mDNS; Browse looks for them.
	Announce, Browse bool
}

// LocalNetwork is the real thing: hosted tables listen on every interface,
// so players on the network reach them, and mDNS announces and finds them.
var LocalNetwork = Network{Listen: ":0", Announce: true, Browse: true}

// FoundTable is a table seen on the network: a hint, since the join code
// and the handshake decide, and any address can be joined by hand.
type FoundTable = lan.Found

// Browse lists the tables on the network until ctx ends, calling onChange
// with the new list whenever it changes (from its own goroutine). A failed
// search does not end it: onTrouble (if set) hears the failure
// (errors.Is lan.ErrBrowse), the search goes on less often, and onTrouble
// hears nil once it works again. Without n.Browse it returns at once.
func Browse(ctx context.Context, n Network, onChange func([]FoundTable), onTrouble func(error)) {
	if !n.Browse {
		return
	}
	b := &lan.Browser{OnTrouble: onTrouble}
	b.Run(ctx, onChange)
}

// NormalizeCode is a typed join code as the table compares it (upper case,
// no spaces or dashes).
func NormalizeCode(code string) string { return lan.NormalizeCode(code) }

// NormalizeAddress is a typed table address as it is dialled: full-width
// digits and punctuation (as a Japanese input method types them) made
// plain, blanks dropped.
func NormalizeAddress(addr string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, norm.NFKC.String(addr))
}

// joinTimeout bounds joining a table across the network.
const joinTimeout = 6 * time.Second

// JoinRequest is a table to join.
type JoinRequest struct {
	Addr, Code, Player string
	// Token reclaims a kept seat (Rejoin.Token); empty for a new seat.
	Token string
	// HostKey is the kept seat's table's key (Rejoin.HostKey): the token
	// goes to no other table.
	HostKey []byte
	// RetryFor is how long to try again when the host cannot be reached
	// mid-game before giving up (default a minute).
	RetryFor time.Duration
}

// JoinTable joins the table at req.Addr and keeps the seat in prefs for a
// later rejoin. It blocks until the table answers, so screens call it off
// the UI goroutine. Its errors are explained by ExplainJoin.
func JoinTable(ctx context.Context, prefs Prefs, req JoinRequest) (*LANTable, error) {
	ctx, cancel := context.WithTimeout(ctx, joinTimeout)
	defer cancel()
	c, err := lan.Dial(ctx, req.Addr, lan.ClientConfig{Code: req.Code, Name: req.Player, Token: req.Token, HostKey: req.HostKey, RetryFor: req.RetryFor})
	if err != nil {
		return nil, err
	}
	info := c.Table()
	kept := Rejoin{Addr: req.Addr, Table: info.Name, Game: info.Game, Players: info.Players,
		Seat: c.Seat(), Code: req.Code, Token: c.Token(), HostKey: c.HostKey(), Saved: time.Now()}
	SaveRejoin(prefs, kept)
	t := newLANTable(prefs, NewRemote(c, RemoteOptions{}))
	t.rejoin = &kept
	go t.watch()
	return t, nil
}

// JoinProblem is why joining a table failed, for the screens to say.
type JoinProblem int

const (
	// JoinFailedOther is any other failure; JoinFailure.Err says it.
	JoinFailedOther JoinProblem = iota
	// JoinWrongCode: the table refused the join code.
	JoinWrongCode
	// JoinSeatGone: a rejoin's seat is not kept there any more.
	JoinSeatGone
	// JoinRefusedByTable: the table said no; JoinFailure.Text says why.
	JoinRefusedByTable
	// JoinNoAnswer: nothing answered in time.
	JoinNoAnswer
	// JoinNoTable: nothing listens at that address.
	JoinNoTable
	// JoinOtherHost: the table could not prove it is the one that kept
	// the seat (another table of its name, or at its old address).
	JoinOtherHost
	// JoinNeedsUpdate: the table runs a newer Trick Party; this one must
	// be updated to join it.
	JoinNeedsUpdate
	// JoinTableOutdated: the table runs an older Trick Party; its host
	// must update it.
	JoinTableOutdated
	// JoinTableFull: every seat of the table is taken.
	JoinTableFull
	// JoinTooManyAttempts: the table judges no more join codes from here
	// for a while (too many wrong ones).
	JoinTooManyAttempts
)

// JoinFailure is a join error explained.
type JoinFailure struct {
	Problem JoinProblem
	// Text is what the table said (JoinRefusedByTable).
	Text string
}

// ExplainJoin says why JoinTable failed; rejoin is true when it reclaimed
// a kept seat (a wrong code then means the seat's table has ended).
func ExplainJoin(err error, rejoin bool) JoinFailure {
	var re *lan.RemoteError
	switch {
	case errors.Is(err, lan.ErrOtherHost):
		return JoinFailure{Problem: JoinOtherHost}
	case errors.As(err, &re) && re.Code == lan.CodeVersion && re.Proto > lan.ProtocolVersion:
		return JoinFailure{Problem: JoinNeedsUpdate}
	case errors.As(err, &re) && re.Code == lan.CodeVersion:
		return JoinFailure{Problem: JoinTableOutdated}
	case errors.As(err, &re) && rejoin && (re.Code == lan.CodeBadToken || re.Code == lan.CodeBadCode):
		return JoinFailure{Problem: JoinSeatGone}
	case errors.As(err, &re) && re.Code == lan.CodeBadCode:
		return JoinFailure{Problem: JoinWrongCode}
	case errors.As(err, &re) && re.Code == lan.CodeFull:
		return JoinFailure{Problem: JoinTableFull}
	case errors.As(err, &re) && re.Code == lan.CodeTooMany:
		return JoinFailure{Problem: JoinTooManyAttempts}
	case errors.As(err, &re):
		return JoinFailure{Problem: JoinRefusedByTable, Text: re.Text}
	case errors.Is(err, context.DeadlineExceeded):
		return JoinFailure{Problem: JoinNoAnswer}
	case errors.Is(err, syscall.ECONNREFUSED):
		return JoinFailure{Problem: JoinNoTable}
	}
	return JoinFailure{Problem: JoinFailedOther}
}
