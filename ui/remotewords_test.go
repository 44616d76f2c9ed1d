package ui

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/app"
)

// TestEveryRemoteProblemHasWords: each problem of a remote session is
// said in English (the session's own sentence) and in Japanese; any other
// error is said as it is.
func TestEveryRemoteProblemHasWords(t *testing.T) {
	defer SetLanguage("en")
	for _, p := range app.RemoteProblems() {
		err := &app.RemoteError{Problem: p, Text: "the table is full", Err: io.ErrUnexpectedEOF}
		SetLanguage("en")
		en := remoteText(err)
		SetLanguage("ja")
		ja := remoteText(err)
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
	SetLanguage("ja")
	if got := refusalText("gummi", app.ErrNoAnswer); got != "テーブルから応答がありません。もう一度やり直してください" {
		t.Errorf("a submit the table did not answer is refused as %q", got)
	}
	plain := errors.New("the table is closed")
	if got := refusalText("gummi", plain); got != plain.Error() {
		t.Errorf("a local error is refused as %q", got)
	}
}
