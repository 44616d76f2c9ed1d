package ui

import (
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/lan"
	"github.com/trickparty/trickparty/lan/lantest"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// listRows is what the Join list's rows say, each row's labels joined by
// " | ", as they are drawn now.
func listRows(js *joinScreen) []string {
	var rows []string
	uitest.WalkShown(js.list, func(o fyne.CanvasObject) bool {
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) != 2 {
			return true
		}
		name, ok1 := c.Objects[0].(*widget.Label)
		info, ok2 := c.Objects[1].(*widget.Label)
		if !ok1 || !ok2 {
			return true
		}
		if name.Text != "" || info.Text != "" {
			rows = append(rows, name.Text+" | "+info.Text)
		}
		return false
	})
	return rows
}

// TestJoinListShowsHostileAdvertsClean: the Join screen, browsing real
// mDNS in a private network namespace where hosts advertise hostile
// tables, lists them clean: no escapes, bells, bidi overrides or
// zero-width characters, a 200-letter name cut, a game with a newline in
// it and a game this version lacks said to be unknown, and the table of
// 99999 players with -3 free seats not at all.
func TestJoinListShowsHostileAdvertsClean(t *testing.T) {
	if lantest.InNetns(t) {
		return
	}
	v := "v=" + strconv.Itoa(lan.ProtocolVersion)
	stop, err := lantest.AdvertiseRaw(lan.Service, []lantest.Advert{
		{Instance: "escape-4001", Port: 4001, TXT: []string{v, "game=gummi", "players=4", "free=2", "name=\x1b[2J\x07Fri\u200bday\u202e night\u2069"}},
		{Instance: "inject-4002", Port: 4002, TXT: []string{v, "game=gummi\nInjected line", "players=4", "free=2", "name=Newline\r\nSecond line"}},
		{Instance: "absurd-4003", Port: 4003, TXT: []string{v, "game=gummi", "players=99999", "free=-3", "name=Absurd"}},
		{Instance: "long-4004", Port: 4004, TXT: []string{v, "game=gummi", "players=3", "free=1", "name=" + strings.Repeat("L", 200)}},
		{Instance: "other-4005", Port: 4005, TXT: []string{v, "game=zzz", "players=4", "free=2", "name=Other\u200d game"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	u, q := lanTestUI(t)
	was := lanNetwork
	lanNetwork = app.Network{Listen: "127.0.0.1:0", Browse: true}
	t.Cleanup(func() { lanNetwork = was })
	u.ShowJoinGame()
	js := u.lan.join
	// Every host answers each query; the list has them all within a few.
	runUI(t, q, "four tables listed", func() bool { return len(js.found) >= 4 })
	rows := listRows(js)
	t.Logf("the list shows %q", rows)
	want := []string{
		// The terminal control sequences go whole, "[2J" with its escape.
		"Friday night | Gummi Trick, 4 players · 2 seats free",
		strings.Repeat("L", 24) + " | Gummi Trick, 3 players · 1 seat free",
		"Newline Second line | unknown game “gummi Injected line”",
		"Other game | unknown game “zzz”",
	}
	if strings.Join(rows, "\n") != strings.Join(want, "\n") {
		t.Errorf("the list shows\n%s\nwant\n%s", strings.Join(rows, "\n"), strings.Join(want, "\n"))
	}
	for _, s := range uitest.VisibleTexts(u.Win.Canvas()) {
		for _, r := range s {
			if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
				t.Errorf("the screen shows %U in %q", r, s)
			}
		}
		for _, bad := range []string{"99999", "-3", "Absurd"} {
			if strings.Contains(s, bad) {
				t.Errorf("the screen shows %q", s)
			}
		}
	}
}

// TestATableThatCannotBeJoinedSaysWhy: picking a table of a game this
// version lacks, or of another version, leaves the address empty and says
// why; picking a joinable one fills it in and clears that. A table this
// version cannot join never keeps the player's seat, whatever its name.
func TestATableThatCannotBeJoinedSaysWhy(t *testing.T) {
	u, _ := lanTestUI(t)
	u.ShowJoinGame()
	js := u.lan.join
	unknown := app.FoundTable{Name: "Kitchen", Game: "zzz", UnknownGame: true, Addr: "127.0.0.1:4001", Proto: lan.ProtocolVersion, Compatible: true}
	other := app.FoundTable{Name: "Newer", Game: "gummi", Players: 4, Free: 2, Addr: "127.0.0.1:4002", Proto: lan.ProtocolVersion + 1}
	open := app.FoundTable{Name: "Open", Game: "gummi", Players: 4, Free: 2, Addr: "127.0.0.1:4003", Proto: lan.ProtocolVersion, Compatible: true}
	js.showFound([]app.FoundTable{unknown, other, open})
	if info := foundInfo(unknown, js.kept); info != "unknown game “zzz”" {
		t.Errorf("a table of an unknown game reads %q", info)
	}
	for i, want := range []string{"“Kitchen” plays zzz, a game this version of Trick Party does not have.", "“Newer” runs another version of Trick Party, which this one cannot join."} {
		js.list.Select(i)
		if js.addr.Text != "" || !js.errText.Visible() || js.errText.Text != want {
			t.Errorf("picking %q: address %q, the screen says %q (shown %v), want %q", js.found[i].Name, js.addr.Text, js.errText.Text, js.errText.Visible(), want)
		}
	}
	js.list.Select(2)
	if js.addr.Text != open.Addr || js.errText.Visible() {
		t.Errorf("picking the open table: address %q, the screen still says %q", js.addr.Text, js.errText.Text)
	}
	kept := app.Rejoin{Addr: "127.0.0.1:4001", Table: "Kitchen", Game: "gummi", Players: 4, Token: "kept"}
	posing := app.FoundTable{Name: "Kitchen", Game: "gummi", UnknownGame: true, Players: 4, Addr: "10.0.0.9:4000", Proto: lan.ProtocolVersion, Compatible: true}
	for _, f := range []app.FoundTable{unknown, posing} {
		if keeps(f, kept) {
			t.Errorf("%+v is taken for the table that keeps the seat", f)
		}
	}
}
