package app

import (
	"errors"

	"github.com/trickparty/trickparty/lan"
)

// RemoteProblem is why a remote session refused an action or ended, for
// the screens to say in the player's language, as JoinProblem is for
// joining.
type RemoteProblem int

const (
	// RemoteFailedOther is any other failure; the error says it.
	RemoteFailedOther RemoteProblem = iota
	// RemoteLeft: the session has ended or is closing (the player left,
	// or the table ended): nothing more is sent.
	RemoteLeft
	// RemoteReconnecting: the link is down and the client is redialling.
	RemoteReconnecting
	// RemoteNoAnswer: the host did not answer an action in time.
	RemoteNoAnswer
	// RemoteHostPaused: the host closed a table it saved; it can come back.
	RemoteHostPaused
	// RemoteHostQuit: the host closed the table.
	RemoteHostQuit
	// RemoteHostLost: the host could not be reached again in time; the
	// seat is kept.
	RemoteHostLost
	// RemoteKicked: the host removed the player.
	RemoteKicked
	// RemoteSentAway: the table refused the player; RemoteError.Text says
	// why, in the host's words.
	RemoteSentAway
	// RemoteLinkLost: the connection failed for good; RemoteError.Err says
	// how.
	RemoteLinkLost

	// remoteProblems counts the problems (RemoteProblems).
	remoteProblems
)

// RemoteProblems lists every problem, so a test can check each has words.
func RemoteProblems() []RemoteProblem {
	out := make([]RemoteProblem, remoteProblems)
	for i := range out {
		out[i] = RemoteProblem(i)
	}
	return out
}

// RemoteError is an error of a remote session: its Problem for the screens
// (ExplainRemote), the table's words when it said any, and the cause kept
// for errors.Is (lan.ErrHostQuit, lan.ErrHostLost...). Its Error is the
// English sentence for logs and tests.
type RemoteError struct {
	Problem RemoteProblem
	// Text is what the table said (RemoteSentAway).
	Text string
	// Err is the cause, if any.
	Err error
}

// The errors of a remote session without a cause; errors.Is matches any
// RemoteError of the same problem.
var (
	ErrLeftTable    = &RemoteError{Problem: RemoteLeft}
	ErrReconnecting = &RemoteError{Problem: RemoteReconnecting}
	ErrNoAnswer     = &RemoteError{Problem: RemoteNoAnswer}
)

func (e *RemoteError) Error() string {
	switch e.Problem {
	case RemoteLeft:
		return "you have left the table"
	case RemoteReconnecting:
		return "not connected to the table: reconnecting…"
	case RemoteNoAnswer:
		return "the table did not answer; try again"
	case RemoteHostPaused:
		return "The host closed the table for now; it is saved and can come back."
	case RemoteHostQuit:
		return "The host closed the table."
	case RemoteHostLost:
		return "The host could not be reached for a minute. Your seat is kept: Rejoin once the host is back."
	case RemoteKicked:
		return "The host removed you from the table."
	case RemoteSentAway:
		return "The table sent you away: " + e.Text
	case RemoteLinkLost:
		if e.Err != nil {
			return "Lost the connection to the table: " + e.Err.Error()
		}
		return "Lost the connection to the table."
	}
	if e.Err != nil {
		return e.Err.Error()
	}
	return "the table failed"
}

func (e *RemoteError) Unwrap() error { return e.Err }

// Is matches a RemoteError of the same problem that carries nothing else
// (the sentinels ErrLeftTable, ErrReconnecting, ErrNoAnswer).
func (e *RemoteError) Is(target error) bool {
	t, ok := target.(*RemoteError)
	return ok && t.Problem == e.Problem && t.Text == "" && t.Err == nil
}

// ExplainRemote says what a remote session's error is, for the screens: a
// RemoteError's problem, the table's words and its cause, or
// RemoteFailedOther with err as its cause.
func ExplainRemote(err error) RemoteError {
	var re *RemoteError
	if errors.As(err, &re) {
		return RemoteError{Problem: re.Problem, Text: re.Text, Err: re.Err}
	}
	return RemoteError{Problem: RemoteFailedOther, Err: err}
}

// endError is why the client stopped, as a RemoteError (nil after Close).
func endError(err error) error {
	var re *lan.RemoteError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, lan.ErrHostPaused):
		return &RemoteError{Problem: RemoteHostPaused, Err: err}
	case errors.Is(err, lan.ErrHostQuit):
		return &RemoteError{Problem: RemoteHostQuit, Err: err}
	case errors.Is(err, lan.ErrHostLost):
		return &RemoteError{Problem: RemoteHostLost, Err: err}
	case errors.As(err, &re) && re.Code == lan.CodeKicked:
		return &RemoteError{Problem: RemoteKicked, Err: err}
	case errors.As(err, &re):
		return &RemoteError{Problem: RemoteSentAway, Text: re.Text, Err: err}
	}
	return &RemoteError{Problem: RemoteLinkLost, Err: err}
}
