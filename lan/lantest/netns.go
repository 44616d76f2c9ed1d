package lantest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"testing"

	"github.com/hashicorp/mdns"

	"github.com/trickparty/trickparty/lan/internal/mdnsnet"
)

// InNetns re-runs the calling test inside a fresh network namespace (only
// loopback, multicast routed to it), so its mDNS never leaves this
// machine. It returns true in the parent, which must then stop; the test
// is skipped where no namespace can be made (not root, no unshare).
func InNetns(t *testing.T) bool {
	t.Helper()
	if os.Getenv("LANTEST_IN_NETNS") == "1" {
		return false
	}
	if os.Geteuid() != 0 {
		t.Skip("mDNS tests need root for unshare -n (network namespace); not root")
	}
	if _, err := exec.LookPath("unshare"); err != nil {
		t.Skip("mDNS tests need unshare(1) for a private network namespace; not found")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("unshare", "-n", "sh", "-c", `ip link set lo up && ip route add 224.0.0.0/4 dev lo && exec "$0" "$@"`,
		exe, "-test.run", "^"+t.Name()+"$", "-test.v", "-test.count=1")
	cmd.Env = append(os.Environ(), "LANTEST_IN_NETNS=1")
	out, err := cmd.CombinedOutput()
	t.Logf("in namespace:\n%s", out)
	if err != nil {
		t.Fatalf("test in network namespace failed: %v", err)
	}
	return true
}

// Advert is what a fake host announces with mDNS: any instance name and
// TXT strings, sent exactly as given, as a hostile host on the network
// may.
type Advert struct {
	Instance string
	Port     int
	TXT      []string
}

// AdvertiseRaw answers mDNS queries for service (such as
// "_trickparty._tcp") with each advert, at 127.0.0.1, until stop. Each
// advert has a responder of its own, as each table has. Run it only
// inside a private network namespace (InNetns).
func AdvertiseRaw(service string, adverts []Advert) (stop func(), err error) {
	var servers []*mdnsnet.Responder
	stop = func() {
		for _, s := range servers {
			s.Close()
		}
	}
	for i, a := range adverts {
		host := fmt.Sprintf("fake-host-%d.local.", i)
		zone, err := mdns.NewMDNSService(a.Instance, service, "local.", host, a.Port, []net.IP{net.IPv4(127, 0, 0, 1)}, a.TXT)
		if err != nil {
			stop()
			return nil, fmt.Errorf("advert %q: %v", a.Instance, err)
		}
		s, err := mdnsnet.Respond(zone, service+".local.")
		if err != nil {
			stop()
			return nil, fmt.Errorf("advert %q: %v", a.Instance, err)
		}
		servers = append(servers, s)
	}
	return stop, nil
}
