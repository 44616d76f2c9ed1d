package words

import (
	"errors"
	"io"
	"strings"
	"testing"
	"unicode"

	"github.com/trickparty/trickparty/app"
)

// TestEveryRemoteProblemHasWords: each problem of a remote session is
// said in English (the session's own sentence) and in Japanese; any other
// error is said as it is.
func TestEveryRemoteProblemHasWords(t *testing.T) {
	t.Cleanup(func() { use(t, "en") })
	for _, p := range app.RemoteProblems() {
		err := &app.RemoteError{Problem: p, Text: "the table is full", Err: io.ErrUnexpectedEOF}
		use(t, "en")
		en := Remote(err)
		use(t, "ja")
		ja := Remote(err)
		if p == app.RemoteFailedOther {
			if en != err.Error() || ja != err.Error() {
				t.Errorf("another error said as %q / %q, want %q", en, ja, err.Error())
			}
			continue
		}
		if en != err.Error() {
			t.Errorf("problem %d: English %q, the session says %q", p, en, err.Error())
		}
		if ja == en || !strings.ContainsFunc(ja, japaneseRune) || strings.Contains(ja, "{{") {
			t.Errorf("problem %d has no Japanese words: %q", p, ja)
		}
	}
	use(t, "ja")
	if got := Refusal("gummi", app.ErrNoAnswer); got != "テーブルから応答がありません。もう一度やり直してください" {
		t.Errorf("a submit the table did not answer is refused as %q", got)
	}
	plain := errors.New("the table is closed")
	if got := Refusal("gummi", plain); got != plain.Error() {
		t.Errorf("a local error is refused as %q", got)
	}
}

// japaneseRune is a kana, a kanji or a Japanese punctuation mark.
func japaneseRune(r rune) bool {
	return unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Han) ||
		(r >= 0x3000 && r <= 0x303f) || (r >= 0xff00 && r <= 0xffef)
}

// use switches the language, failing the test when the words do not load.
func use(t *testing.T, code string) {
	t.Helper()
	if err := Use(code); err != nil {
		t.Fatal(err)
	}
}
