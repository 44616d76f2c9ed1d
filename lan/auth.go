package lan

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"strings"
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

// NormalizeCode makes a typed code comparable: upper case, without spaces or
// dashes.
func NormalizeCode(code string) string {
	var sb strings.Builder
	for _, r := range strings.ToUpper(code) {
		switch r {
		case ' ', '-', '\t':
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
	b := make([]byte, 32)
	rand.Read(b)
	return b
}

func newToken() string {
	b := make([]byte, 24)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// clientMAC is the client's proof of the code, bound to both nonces and the
// name it asked for so none can be swapped in transit.
func clientMAC(code string, hostNonce, clientNonce []byte, name string) []byte {
	m := hmac.New(sha256.New, []byte(NormalizeCode(code)))
	m.Write([]byte("trickparty/join/client\x00"))
	m.Write(hostNonce)
	m.Write(clientNonce)
	m.Write([]byte(name))
	return m.Sum(nil)
}

// hostMAC is the host's proof of the code, so a client knows it reached the
// table it meant to and not an impostor.
func hostMAC(code string, hostNonce, clientNonce []byte) []byte {
	m := hmac.New(sha256.New, []byte(NormalizeCode(code)))
	m.Write([]byte("trickparty/join/host\x00"))
	m.Write(clientNonce)
	m.Write(hostNonce)
	return m.Sum(nil)
}
