// Command hostileadverts plays hostile hosts on the network for
// tests/hostile-adverts.sh: it announces Trick Party tables with mDNS
// whose TXT records carry terminal escapes, bells, bidi overrides,
// zero-width characters, line breaks, absurd counts, a 200-letter name and
// a game no build has, until it is stopped. It refuses to run where any
// network interface but loopback is up, so its multicast stays inside the
// private network namespace the script makes.
package main

import (
	"fmt"
	"net"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/lan"
	"github.com/trickparty/trickparty/lan/lantest"
)

func main() {
	if err := onlyLoopback(); err != nil {
		fmt.Fprintln(os.Stderr, "hostileadverts:", err)
		os.Exit(2)
	}
	stop, err := lantest.AdvertiseRaw(lan.Service, adverts(games.All()))
	if err != nil {
		fmt.Fprintln(os.Stderr, "hostileadverts:", err)
		os.Exit(1)
	}
	fmt.Println("advertising")
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM, os.Interrupt)
	<-sig
	stop()
}

// adverts are the hostile hosts' tables, of the registry's games (the
// first three, cycled: a build may have fewer) and one no build has.
func adverts(all []*engine.Descriptor) []lantest.Advert {
	g := func(i int) *engine.Descriptor { return all[i%len(all)] }
	v := "v=" + strconv.Itoa(lan.ProtocolVersion)
	game := func(i int) string { return "game=" + g(i).ID }
	players := func(i, n int) string { return "players=" + strconv.Itoa(min(max(n, g(i).MinPlayers), g(i).MaxPlayers)) }
	return []lantest.Advert{
		{Instance: "escape-4001", Port: 4001, TXT: []string{v, game(0), players(0, 4), "free=2", "name=\x1b[31m\x07Fri\u200bday\u200d night"}},
		{Instance: "bidi-4002", Port: 4002, TXT: []string{v, game(1), players(1, 5), "free=1", "name=\u202eelbat s'ecilA\u202c"}},
		{Instance: "inject-4003", Port: 4003, TXT: []string{v, game(0) + "\nInjected line", players(0, 4), "free=2", "name=Newline\r\nSecond line"}},
		{Instance: "absurd-4004", Port: 4004, TXT: []string{v, game(0), "players=99999", "free=-3", "name=ABSURD COUNTS"}},
		{Instance: "long-4005", Port: 4005, TXT: []string{v, game(2), players(2, 3), "free=1", "name=" + strings.Repeat("W", 200)}},
		{Instance: "other-4006", Port: 4006, TXT: []string{v, "game=zzz", "players=4", "free=2", "name=Another\u2066 game\u2069"}},
		{Instance: "evil\x1b]0;retitled\x07-4007", Port: 4007, TXT: []string{v, game(0), players(0, 2), "free=0", "name=\u200b\u200b"}},
	}
}

// onlyLoopback fails unless loopback is the only interface that is up:
// the mark of the fresh network namespace `unshare -n` makes.
func onlyLoopback() error {
	ifs, err := net.Interfaces()
	if err != nil {
		return err
	}
	for _, ifc := range ifs {
		if ifc.Flags&net.FlagUp != 0 && ifc.Flags&net.FlagLoopback == 0 {
			return fmt.Errorf("interface %s is up: run me only inside a private network namespace (unshare -n)", ifc.Name)
		}
	}
	return nil
}
