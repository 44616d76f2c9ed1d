package ui

import (
	"strconv"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/lan"
	"github.com/trickparty/trickparty/lan/lantest"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// TestJoinListShowsATableAtOnce: a table is listed the moment it answers,
// not after a whole query's wait; until then the list is empty and the
// address form, the way in without it, is on the screen and says so.
func TestJoinListShowsATableAtOnce(t *testing.T) {
	if lantest.InNetns(t) {
		return
	}
	u, q := lanTestUI(t)
	was := lanNetwork
	lanNetwork = app.Network{Listen: "127.0.0.1:0", Browse: true}
	t.Cleanup(func() { lanNetwork = was })
	u.ShowJoinGame()
	js := u.lan.join
	if len(js.found) != 0 || !js.addr.Visible() || !js.join.Visible() || !uitest.CanvasHasText(u.Win, "Type the host's address below.") {
		t.Fatalf("with no table found, the address form or its hint is missing (status %q)", js.status.Text)
	}
	v := "v=" + strconv.Itoa(lan.ProtocolVersion)
	stop, err := lantest.AdvertiseRaw(lan.Service, []lantest.Advert{
		{Instance: "kitchen-4001", Port: 4001, TXT: []string{v, "game=gummi", "players=4", "free=2", "name=Kitchen"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	start := time.Now()
	runUI(t, q, "the table listed", func() bool { return len(js.found) == 1 })
	took := time.Since(start)
	t.Logf("listed %v after the table started", took.Round(time.Millisecond))
	// The browser asks every 2.5 s and a query used to wait a second for
	// answers: the table's announcement lists it well before either.
	if took > 700*time.Millisecond {
		t.Errorf("the table was listed %v after it started", took)
	}
}
