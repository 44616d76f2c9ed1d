package lan

import (
	"testing"

	"github.com/miekg/dns"
)

// TestTXTNamesSurviveTheWire: a table name of any script, with quotes and
// backslashes, reads back as it was sent once it has been through a real
// DNS message (found as "Alice\227\129\174..." before).
func TestTXTNamesSurviveTheWire(t *testing.T) {
	for _, name := range []string{"Friday", "Aliceのテーブル", `say "hi" \ bye`, "Zoë's table", `back\slash\123`} {
		rr := &dns.TXT{Hdr: dns.RR_Header{Name: "t.local.", Rrtype: dns.TypeTXT, Class: dns.ClassINET}, Txt: txt(TableInfo{Name: name, Game: "gummi", Players: 4}, 2)}
		m := new(dns.Msg)
		m.Answer = append(m.Answer, rr)
		b, err := m.Pack()
		if err != nil {
			t.Fatal(err)
		}
		var got dns.Msg
		if err := got.Unpack(b); err != nil {
			t.Fatal(err)
		}
		fields := got.Answer[0].(*dns.TXT).Txt
		last := unescapeTXT(fields[len(fields)-1])
		if last != "name="+name {
			t.Errorf("%q came back as %q (on the wire %q)", name, last, fields[len(fields)-1])
		}
	}
	if got := unescapeTXT(`trailing\`); got != `trailing\` {
		t.Errorf("a lone trailing backslash: %q", got)
	}
}
