package app

import (
	"errors"
	"fmt"
	"io"
	"testing"

	"github.com/trickparty/trickparty/lan"
)

// TestEndErrorsAreTyped: every way a client stops is a RemoteError of its
// own problem, keeping its cause for errors.Is.
func TestEndErrorsAreTyped(t *testing.T) {
	kicked := &lan.RemoteError{Code: lan.CodeKicked, Text: "removed"}
	full := &lan.RemoteError{Code: "full", Text: "the table is full"}
	lost := fmt.Errorf("%w at 10.0.0.2:4000 for 1m0s: connection refused", lan.ErrHostLost)
	for _, tc := range []struct {
		cause error
		want  RemoteProblem
		text  string
	}{
		{lan.ErrHostPaused, RemoteHostPaused, ""},
		{lan.ErrHostQuit, RemoteHostQuit, ""},
		{lost, RemoteHostLost, ""},
		{kicked, RemoteKicked, ""},
		{full, RemoteSentAway, "the table is full"},
		{io.ErrUnexpectedEOF, RemoteLinkLost, ""},
	} {
		err := endError(tc.cause)
		why := ExplainRemote(err)
		if why.Problem != tc.want || why.Text != tc.text || !errors.Is(err, tc.cause) {
			t.Errorf("%v: explained as %+v (is its cause: %v), want problem %d, text %q", tc.cause, why, errors.Is(err, tc.cause), tc.want, tc.text)
		}
	}
	if endError(nil) != nil {
		t.Error("a session closed by its player ended with an error")
	}
}

// TestRemoteErrorSentinels: errors.Is matches a problem whatever its
// cause, and nothing else; an error that is not a session's is
// RemoteFailedOther; every problem has its own English sentence.
func TestRemoteErrorSentinels(t *testing.T) {
	if !errors.Is(&RemoteError{Problem: RemoteReconnecting, Err: lan.ErrNotConnected}, ErrReconnecting) ||
		!errors.Is(fmt.Errorf("send: %w", ErrNoAnswer), ErrNoAnswer) || errors.Is(ErrNoAnswer, ErrLeftTable) {
		t.Fatal("errors.Is does not tell the problems apart")
	}
	if p := ExplainRemote(fmt.Errorf("send: %w", ErrLeftTable)).Problem; p != RemoteLeft {
		t.Fatalf("a wrapped ErrLeftTable explained as %d", p)
	}
	if why := ExplainRemote(errors.New("disk full")); why.Problem != RemoteFailedOther {
		t.Fatalf("another error explained as %+v", why)
	}
	seen := map[string]RemoteProblem{}
	for _, p := range RemoteProblems() {
		msg := (&RemoteError{Problem: p, Text: "x", Err: io.EOF}).Error()
		if other, ok := seen[msg]; ok || msg == "" {
			t.Errorf("problems %d and %d both say %q", other, p, msg)
		}
		seen[msg] = p
	}
}
