package lan

import "strings"

// unescapeTXT undoes the presentation escapes the DNS library puts in a
// received TXT string: \DDD for a byte outside printable ASCII (every byte
// of a UTF-8 name such as "Aliceのテーブル") and \X for a quote or a
// backslash. A malformed escape is kept as it is.
func unescapeTXT(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			out = append(out, c)
			continue
		}
		if i+3 < len(s) && isDigit(s[i+1]) && isDigit(s[i+2]) && isDigit(s[i+3]) {
			if n := int(s[i+1]-'0')*100 + int(s[i+2]-'0')*10 + int(s[i+3]-'0'); n <= 255 {
				out = append(out, byte(n))
				i += 3
				continue
			}
		}
		out = append(out, s[i+1])
		i++
	}
	return string(out)
}

// escapeTXT is what the DNS library reads back as s when it packs a TXT
// string: it takes a backslash as the start of an escape.
func escapeTXT(s string) string { return strings.ReplaceAll(s, `\`, `\\`) }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
