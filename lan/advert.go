package lan

import (
	"encoding/base64"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/trickparty/trickparty/engine/games"
)

// Adverts: anyone on the network can answer a query for our service with
// any records, so a table's advert is read here, once, field by field, and
// what a list shows of it (trickctl discover, the Join screen) is only what
// passed: names cleaned as players' names are, numbers that fit the game,
// a game this build knows or one marked unknown.

// maxInstanceRunes bounds a cleaned instance name: 63 is the longest DNS
// label, and our own instance names are far shorter.
const maxInstanceRunes = 63

// Key lengths accepted in an advert's key field (the host's identity-key
// fingerprint, base64url without padding).
const minKeyLen, maxKeyLen = 16, 64

// readAdvert turns an instance name, the strings of its TXT record (as the
// DNS library hands them over, escaped) and the address its records gave
// into a Found, or false when it is not a table this build can list.
func readAdvert(instance string, txt []string, addr string) (Found, bool) {
	f := Found{Addr: addr, Instance: cleanInstance(instance)}
	if f.Instance == "" {
		return Found{}, false
	}
	fields := txtFields(txt)
	proto, ok := decimal(fields["v"])
	if !ok || proto < 1 {
		return Found{}, false
	}
	f.Proto, f.Compatible = proto, proto == ProtocolVersion
	if d, known := games.Lookup(fields["game"]); known {
		players, okP := decimal(fields["players"])
		free, okF := decimal(fields["free"])
		// Our hosts always send both, within the game's size: a table that
		// says otherwise cannot be seated at, so it is not listed at all.
		if !okP || !okF || players < d.MinPlayers || players > d.MaxPlayers || free > players {
			return Found{}, false
		}
		f.Game, f.Players, f.Free = d.ID, players, free
	} else {
		// Another version's game (or nonsense): named, cleaned, marked, and
		// its numbers left out, as nothing here can tell whether they fit.
		f.Game, f.UnknownGame = cleanName(fields["game"], ""), true
	}
	f.Name = cleanName(fields["name"], cleanName(f.Instance, "Table"))
	f.Key = advertKey(fields["key"])
	return f, true
}

// txtFields maps each key of a TXT record (lower case) to its value,
// unescaped. As RFC 6763 section 6.4 says, only a key's first occurrence
// counts, and a string without "=" is a key with an empty value.
func txtFields(txt []string) map[string]string {
	out := make(map[string]string, len(txt))
	for _, kv := range txt {
		k, v, _ := strings.Cut(unescapeTXT(kv), "=")
		k = strings.ToLower(k)
		if _, seen := out[k]; !seen {
			out[k] = v
		}
	}
	return out
}

// decimal reads a count or a version as our hosts write it: ASCII digits
// only (no sign, blank or leading zero), short enough to fit an int on
// any platform.
func decimal(s string) (int, bool) {
	if s == "" || len(s) > 9 || (len(s) > 1 && s[0] == '0') {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, false
		}
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// cleanInstance makes the instance label of an mDNS name (in the DNS
// library's escaped form) fit to show, as cleanName does a name but with
// room for a whole DNS label; "" when nothing visible is left.
func cleanInstance(s string) string {
	out := collapseSpaces(norm.NFKC.String(visible(unescapeTXT(s))))
	if utf8.RuneCountInString(out) > maxInstanceRunes {
		out = strings.TrimRight(string([]rune(out)[:maxInstanceRunes]), " ")
	}
	return out
}

// advertKey is the key field when it is a fingerprint as hosts write one,
// base64url without padding of minKeyLen..maxKeyLen characters, else "".
// The alphabet is checked by hand because the decoder skips line breaks.
func advertKey(s string) string {
	if len(s) < minKeyLen || len(s) > maxKeyLen {
		return ""
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || isDigit(c) || c == '-' || c == '_') {
			return ""
		}
	}
	if _, err := base64.RawURLEncoding.Strict().DecodeString(s); err != nil {
		return ""
	}
	return s
}
