package lan

import (
	"crypto/rand"
	"encoding/base64"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// codeAlphabet leaves out characters people confuse when reading a code
// aloud or off a screen: 0/O, 1/I/L.
const codeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

// CodeLength is the length of a generated join code.
const CodeLength = 6

// NewCode returns a random join code of CodeLength characters.
func NewCode() string {
	var b [CodeLength]byte
	out := make([]byte, CodeLength)
	// Rejection sampling keeps every character equally likely.
	for i := 0; i < CodeLength; {
		rand.Read(b[:])
		for _, x := range b {
			if i == CodeLength {
				break
			}
			if int(x) < 256/len(codeAlphabet)*len(codeAlphabet) {
				out[i] = codeAlphabet[int(x)%len(codeAlphabet)]
				i++
			}
		}
	}
	return string(out)
}

// NormalizeCode makes a typed code comparable: full-width letters and
// digits (as a Japanese input method types them) made plain, upper case,
// without blanks or dashes of any width.
func NormalizeCode(code string) string {
	var sb strings.Builder
	for _, r := range strings.ToUpper(norm.NFKC.String(code)) {
		if unicode.IsSpace(r) || unicode.Is(unicode.Pd, r) || r == '\u30fc' {
			continue
		}
		sb.WriteRune(r)
	}
	return sb.String()
}

// ValidCode reports whether code (normalized) can be a join code: used to
// refuse an unusable --code before hosting with it.
func ValidCode(code string) bool {
	if len(code) < 4 || len(code) > 16 {
		return false
	}
	for _, r := range code {
		if !strings.ContainsRune(codeAlphabet, r) {
			return false
		}
	}
	return true
}

func nonce() []byte {
	b := make([]byte, nonceSize)
	rand.Read(b)
	return b
}

func newToken() string {
	b := make([]byte, 24)
	rand.Read(b)
	return b64.EncodeToString(b)
}

// b64 writes tokens and key fingerprints: URL-safe, so they can sit in a
// TXT record or a file name as they are.
var b64 = base64.RawURLEncoding
